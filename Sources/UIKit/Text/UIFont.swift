import PenumbraCore
import PenumbraText
import PenumbraView

/// UIKit's font: a family (nil: the system font), a size in points, a weight and traits; Dynamic
/// Type fonts remember their text style, so `UIFontMetrics` and `adjustsFontForContentSizeCategory`
/// scale them with the text size (Apple's tables in PenumbraText's ``TextStyle``).
open class UIFont: NSObject, @unchecked Sendable {
    /// The family name; nil for the system font (drawn in Penumbra's default family).
    public let familyNameOrSystem: String?
    /// The size in points.
    open private(set) var pointSize: CGFloat
    /// The weight.
    public let weight: Weight
    /// Whether the font is italic.
    public let isItalic: Bool
    /// The Dynamic Type style the font was made for; nil for a fixed size.
    public let textStyle: TextStyle?
    /// The system font's design.
    public let design: UIFontDescriptor.SystemDesign
    /// The text size a Dynamic Type font was made for.
    package let scaledFor: ContentSizeCategory
    /// Whether the font keeps its text style's leading between wrapped lines: a font from
    /// `preferredFont(forTextStyle:)` or a text style's descriptor does, as on iOS; one scaled
    /// by `UIFontMetrics` keeps the font's own line height.
    package let keepsStyleLeading: Bool

    package init(family: String?, size: CGFloat, weight: Weight, italic: Bool = false, textStyle: TextStyle? = nil,
                 design: UIFontDescriptor.SystemDesign = .default, scaledFor: ContentSizeCategory = .large,
                 keepsStyleLeading: Bool = false) {
        self.scaledFor = scaledFor
        self.keepsStyleLeading = keepsStyleLeading && textStyle != nil
        familyNameOrSystem = family
        pointSize = size.isFinite ? max(0, size) : 0
        self.weight = weight
        isItalic = italic
        self.textStyle = textStyle
        self.design = design
        super.init()
    }

    /// The system font at a size and weight.
    open class func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont { UIFont(family: nil, size: size, weight: weight) }
    /// The bold system font.
    open class func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(family: nil, size: size, weight: .bold) }
    /// The italic system font.
    open class func italicSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(family: nil, size: size, weight: .regular, italic: true) }
    /// The monospaced system font.
    open class func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(family: nil, size: size, weight: weight, design: .monospaced)
    }
    /// The system font with monospaced digits.
    open class func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { systemFont(ofSize: size, weight: weight) }
    /// The font of a Dynamic Type style at the current text size (or `traits`').
    open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traits: UITraitCollection? = nil) -> UIFont {
        let t = UITraitCollection.current.merging(traits ?? UITraitCollection()).traits
        let ps = style.penumbraStyle
        return UIFont(family: nil, size: ps.pointSize(for: t.contentSizeCategory), weight: style == .headline ? .semibold : .regular,
                      textStyle: style, scaledFor: t.contentSizeCategory, keepsStyleLeading: true)
    }
    /// A font by its name (`"Inter-Bold"`, `"Helvetica"`). A name a registered font has (family,
    /// full or PostScript name) is that face, as on iOS; any other is read as `Family-Style`, so an
    /// unregistered brand font draws in the system font at its style's weight.
    public convenience init?(name: String, size: CGFloat) {
        if (try? RenderConfiguration.current.viewRenderer().text.hasFamily(name)) == true {
            self.init(family: name, size: size, weight: .regular, italic: false)
            return
        }
        let (family, weight, italic) = UIFont.parse(name)
        self.init(family: family, size: size, weight: weight, italic: italic)
    }
    /// The font at another size.
    open func withSize(_ size: CGFloat) -> UIFont {
        UIFont(family: familyNameOrSystem, size: size, weight: weight, italic: isItalic, textStyle: textStyle, design: design,
               scaledFor: scaledFor, keepsStyleLeading: keepsStyleLeading)
    }
    /// The family's name.
    open var familyName: String { familyNameOrSystem ?? ".AppleSystemUIFont" }
    /// The face's name.
    open var fontName: String { familyNameOrSystem ?? ".SFUI-Regular" }
    /// The font's descriptor.
    open var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }
    /// The line height in points: ascender and descender (SF Pro's, as the system font's
    /// stand-in draws them; ``PenumbraText/LineMetrics/sfPro``).
    open var lineHeight: CGFloat { ascender - descender }
    /// The ascender in points (SF Pro's: 0.952 em).
    open var ascender: CGFloat { pointSize * CGFloat(LineMetrics.sfPro.ascent) }
    /// The descender in points, negative (SF Pro's: −0.241 em).
    open var descender: CGFloat { -pointSize * CGFloat(LineMetrics.sfPro.descent) }
    /// The cap height in points.
    open var capHeight: CGFloat { pointSize * 0.7 }
    /// The x-height in points.
    open var xHeight: CGFloat { pointSize * 0.52 }
    /// The leading in points: what a text style's lines add to ``lineHeight`` from one
    /// baseline to the next (negative at the largest sizes); 0 for other fonts.
    open var leading: CGFloat { lineAdvance.map { CGFloat($0) - lineHeight } ?? 0 }

    /// The text style's baseline-to-baseline distance when the font keeps it: the system
    /// font at its style's size (``keepsStyleLeading``).
    private var lineAdvance: Double? {
        guard keepsStyleLeading, let style = textStyle?.penumbraStyle, familyNameOrSystem == nil, design == .default,
              Double(pointSize) == style.pointSize(for: scaledFor) else { return nil }
        return style.leading(for: scaledFor)
    }
    /// Every registered family (none known before drawing; the configuration's).
    open class var familyNames: [String] {
        (try? RenderConfiguration.current.viewRenderer().text.familyNames) ?? []
    }
    /// The face names of a family.
    open class func fontNames(forFamilyName family: String) -> [String] { [family] }

    /// A Dynamic Type font at the text size `category` (scaled by its style's table); any other
    /// font as it is.
    /// The font at `traits`' text size, when that differs from this one (a Dynamic Type font a
    /// view adjusts after a trait change); nil when it is already there.
    package func rescaled(for traits: UITraitCollection) -> UIFont? {
        let scaled = scaled(to: traits.traits.contentSizeCategory)
        return scaled === self ? nil : scaled
    }

    package func scaled(to category: ContentSizeCategory) -> UIFont {
        guard let style = textStyle, category != scaledFor else { return self }
        let s = style.penumbraStyle
        return UIFont(family: familyNameOrSystem, size: pointSize * CGFloat(s.pointSize(for: category) / s.pointSize(for: scaledFor)),
                      weight: weight, italic: isItalic, textStyle: style, design: design, scaledFor: category,
                      keepsStyleLeading: keepsStyleLeading)
    }

    /// The font as the view stage draws it.
    package var resolved: ResolvedFont {
        let designFamily = familyNameOrSystem == nil ? RenderConfiguration.current.systemFontDesigns[design] : nil
        var font = ResolvedFont(family: familyNameOrSystem ?? designFamily, size: Double(pointSize), weight: weight.fontWeight, italic: isItalic)
        font.lineAdvance = lineAdvance
        return font
    }

    /// A face name split into family, weight and slant: `Inter-SemiBoldItalic` → Inter, 600, italic.
    static func parse(_ name: String) -> (String, Weight, Bool) {
        guard let dash = name.lastIndex(of: "-") else { return (name, .regular, false) }
        let family = String(name[..<dash])
        var style = name[name.index(after: dash)...].lowercased()
        let italic = style.hasSuffix("italic")
        if italic { style.removeLast(6) }
        let weights: [(String, Weight)] = [("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin), ("light", .light),
                                           ("regular", .regular), ("medium", .medium), ("semibold", .semibold), ("demibold", .semibold),
                                           ("extrabold", .heavy), ("heavy", .heavy), ("bold", .bold), ("black", .black)]
        let weight = weights.first { style == $0.0 }?.1 ?? .regular
        return (family, weight, italic)
    }

    /// A font weight, −1…1 as UIKit's (`regular` 0, `bold` 0.4).
    public struct Weight: RawRepresentable, Hashable, Sendable, Comparable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(-0.8), thin = Weight(-0.6), light = Weight(-0.4), regular = Weight(0)
        public static let medium = Weight(0.23), semibold = Weight(0.3), bold = Weight(0.4), heavy = Weight(0.56), black = Weight(0.62)
        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }

        /// The OpenType weight class nearest to this weight.
        package var fontWeight: FontWeight {
            let table: [(Weight, Int)] = [(.ultraLight, 100), (.thin, 200), (.light, 300), (.regular, 400), (.medium, 500),
                                          (.semibold, 600), (.bold, 700), (.heavy, 800), (.black, 900)]
            var best = table[3]
            for entry in table where abs(entry.0.rawValue - rawValue) < abs(best.0.rawValue - rawValue) { best = entry }
            return FontWeight(best.1)
        }
    }

    /// Dynamic Type's text styles.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Penumbra's text style of the same name (body for an unknown one).
        package var penumbraStyle: PenumbraText.TextStyle {
            let map: [TextStyle: PenumbraText.TextStyle] = [.largeTitle: .largeTitle, .title1: .title1, .title2: .title2, .title3: .title3,
                                                            .headline: .headline, .subheadline: .subheadline, .body: .body,
                                                            .callout: .callout, .footnote: .footnote, .caption1: .caption1, .caption2: .caption2]
            return map[self] ?? .body
        }
    }
}

/// Scales fonts and values with the text size, as UIKit's `UIFontMetrics`: by the ratio of the
/// text style's size at the current category to its size at `.large`.
public final class UIFontMetrics: @unchecked Sendable {
    public let textStyle: UIFont.TextStyle
    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }
    /// The body style's metrics.
    public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    private func category(_ traits: UITraitCollection?) -> ContentSizeCategory {
        UITraitCollection.current.merging(traits ?? UITraitCollection()).traits.contentSizeCategory
    }

    private func ratio(_ traits: UITraitCollection?) -> CGFloat {
        let t = UITraitCollection.current.merging(traits ?? UITraitCollection()).traits
        let s = textStyle.penumbraStyle
        return CGFloat(s.pointSize(for: t.contentSizeCategory) / s.pointSize(for: .large))
    }
    /// `font` scaled for the current text size.
    public func scaledFont(for font: UIFont, compatibleWith traits: UITraitCollection? = nil) -> UIFont {
        UIFont(family: font.familyNameOrSystem, size: font.pointSize * ratio(traits), weight: font.weight, italic: font.isItalic,
               textStyle: textStyle, design: font.design, scaledFor: category(traits))
    }
    /// `font` scaled, no larger than `maximumPointSize`.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traits: UITraitCollection? = nil) -> UIFont {
        let f = scaledFont(for: font, compatibleWith: traits)
        return f.pointSize > maximumPointSize ? f.withSize(maximumPointSize) : f
    }
    /// A value scaled for the current text size.
    public func scaledValue(for value: CGFloat, compatibleWith traits: UITraitCollection? = nil) -> CGFloat { value * ratio(traits) }
}
