import PenumbraStyle
import PenumbraText
import PenumbraView
import PenumbraCore

/// A font, as SwiftUI's `Font`: a text style that follows Dynamic Type (`.body`, `.headline`), a
/// fixed system size, or a registered family (`.custom("Inter", size: 15)` scales like body,
/// `relativeTo:` like another style, `fixedSize:` not at all).
public struct Font: Hashable, Sendable {
    enum Base: Hashable, Sendable {
        case style(PenumbraText.TextStyle)
        case system(size: Double)
        case custom(name: String, size: Double, relativeTo: PenumbraText.TextStyle?)
    }
    var base: Base
    var weightValue: Weight?
    var designValue: Design?
    var isItalic = false
    var isMonospacedDigit = false
    var leadingValue: Leading = .standard

    init(_ base: Base, weight: Weight? = nil, design: Design? = nil) {
        self.base = base
        weightValue = weight
        designValue = design
    }

    // MARK: Text styles

    public static let largeTitle = Font(.style(.largeTitle))
    public static let title = Font(.style(.title1))
    public static let title2 = Font(.style(.title2))
    public static let title3 = Font(.style(.title3))
    public static let headline = Font(.style(.headline))
    public static let subheadline = Font(.style(.subheadline))
    public static let body = Font(.style(.body))
    public static let callout = Font(.style(.callout))
    public static let footnote = Font(.style(.footnote))
    public static let caption = Font(.style(.caption1))
    public static let caption2 = Font(.style(.caption2))

    /// The system font in a text style.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(.style(style.style), weight: weight, design: design)
    }
    /// The system font at a fixed size in points.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(.system(size: Double(size)), weight: weight, design: design)
    }
    /// A registered family at `size` points, scaling as body does.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(.custom(name: name, size: Double(size), relativeTo: .body))
    }
    /// A registered family at `size` points, scaling as `textStyle` does.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(.custom(name: name, size: Double(size), relativeTo: textStyle.style))
    }
    /// A registered family at `fixedSize` points that does not scale.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(.custom(name: name, size: Double(fixedSize), relativeTo: nil))
    }

    // MARK: Variations

    /// The font in another weight.
    public func weight(_ weight: Weight) -> Font { var f = self; f.weightValue = weight; return f }
    /// The font in bold.
    public func bold() -> Font { weight(.bold) }
    /// The font in italics: the family's italic face when one is registered, else the upright
    /// face slanted by 14°, as iOS synthesises it.
    public func italic() -> Font { var f = self; f.isItalic = true; return f }
    /// The font with digits of one width. Penumbra's default family's digits already share one
    /// advance, so this draws as the font does.
    public func monospacedDigit() -> Font { var f = self; f.isMonospacedDigit = true; return f }
    /// The font's leading: `.standard` is the font's own line height; `.tight` takes 2 points
    /// from each line and `.loose` adds 2, as on iOS.
    public func leading(_ leading: Leading) -> Font { var f = self; f.leadingValue = leading; return f }

    /// A font weight, as SwiftUI's `Font.Weight`, on the OpenType 100–900 scale.
    public struct Weight: Hashable, Sendable {
        let value: FontWeight
        public static let ultraLight = Weight(value: .thin)
        public static let thin = Weight(value: .extraLight)
        public static let light = Weight(value: .light)
        public static let regular = Weight(value: .regular)
        public static let medium = Weight(value: .medium)
        public static let semibold = Weight(value: .semibold)
        public static let bold = Weight(value: .bold)
        public static let heavy = Weight(value: .heavy)
        public static let black = Weight(value: .black)
    }

    /// A design of the system font, as SwiftUI's `Font.Design`.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// Line spacing of a font, as SwiftUI's `Font.Leading`.
    public enum Leading: Hashable, Sendable {
        case standard, tight, loose
    }

    /// The Dynamic Type text styles, as SwiftUI's `Font.TextStyle`.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        var style: PenumbraText.TextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title: .title1
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption1
            case .caption2: .caption2
            }
        }

        /// How much the style grows from Large to `category` (1 at Large).
        func scaleFactor(for category: ContentSizeCategory) -> Double {
            style.scaleFactor(for: category)
        }
    }

    /// The view stage's font for this font at `category`. A design
    /// draws in the family `designs` maps it to, else in the default family (iOS's rounded,
    /// serif and monospaced designs are SF fonts a machine without them cannot have).
    func reference(category: ContentSizeCategory, designs: [Design: String] = [:]) -> FontReference {
        let designFamily = designValue.flatMap { designs[$0] }
        var reference: FontReference
        switch base {
        case .style(let style):
            reference = .textStyle(style, family: designFamily, weight: weightValue?.value)
        case .system(let size):
            reference = .fixed(size: size, family: designFamily, weight: weightValue?.value ?? .regular)
        case let .custom(name, size, relativeTo):
            let scaled = relativeTo.map { size * $0.scaleFactor(for: category) } ?? size
            reference = .fixed(size: scaled, family: name, weight: weightValue?.value ?? .regular)
        }
        if isItalic { reference = reference.italic }
        switch leadingValue {
        case .standard: break
        case .tight: reference = .leading(reference, points: -2)
        case .loose: reference = .leading(reference, points: 2)
        }
        return reference
    }

    /// The font in another design (a custom family keeps its own).
    func design(_ design: Design?) -> Font { var f = self; f.designValue = design; return f }

    /// The text style of the font, if it is one (for `bold()` on a style's default weight).
    var textStyle: PenumbraText.TextStyle? {
        if case .style(let s) = base { return s }
        return nil
    }
}

extension PenumbraText.TextStyle {
    /// How much the style grows from Large to `category`: its point size there over its point
    /// size at Large, the ratio UIKit's `UIFontMetrics` scales by.
    func scaleFactor(for category: ContentSizeCategory) -> Double {
        pointSize(for: category) / pointSize(for: .large)
    }
}
