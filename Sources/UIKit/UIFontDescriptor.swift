/// UIKit's font descriptor: what a font is asked for, before a face is picked.
public final class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// A design of the system font.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The default design (SF Pro on iOS).
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        /// Rounded (SF Pro Rounded).
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        /// Serif (New York).
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        /// Monospaced (SF Mono).
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }
    /// Symbolic traits of a face.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The attributes a descriptor is asked for by.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }
    /// The keys of the `.traits` attribute.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    let font: UIFont

    init(font: UIFont) {
        self.font = font
        super.init()
    }

    /// The descriptor of a text style's font.
    public class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle, compatibleWith traits: UITraitCollection? = nil) -> UIFontDescriptor {
        UIFontDescriptor(font: UIFont.preferredFont(forTextStyle: style, compatibleWith: traits))
    }
    /// A descriptor from attributes: a family or face name, a size and traits (weight, slant).
    public convenience init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        self.init(font: UIFontDescriptor.apply(attributes, to: UIFont.systemFont(ofSize: 17)))
    }

    /// The descriptor with more attributes (a family, a size, a weight or slant in `.traits`).
    public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(font: Self.apply(attributes, to: font))
    }

    /// The attributes of the descriptor.
    public var fontAttributes: [AttributeName: Any] {
        var a: [AttributeName: Any] = [.size: font.pointSize, .traits: [TraitKey.weight: font.weight]]
        if let family = font.familyNameOrSystem { a[.family] = family }
        return a
    }

    static func apply(_ attributes: [AttributeName: Any], to f: UIFont) -> UIFont {
        var family = f.familyNameOrSystem, size = f.pointSize, weight = f.weight, italic = f.isItalic
        if let name = attributes[.family] as? String { family = name }
        if let name = attributes[.name] as? String {
            let parsed = UIFont.parse(name)
            family = parsed.0
            weight = parsed.1
            italic = parsed.2
        }
        if let s = attributes[.size] as? CGFloat { size = s } else if let s = attributes[.size] as? Double { size = CGFloat(s) }
        if let traits = attributes[.traits] as? [TraitKey: Any] {
            if let w = traits[.weight] as? UIFont.Weight { weight = w } else if let w = traits[.weight] as? CGFloat { weight = UIFont.Weight(w) }
            if let slant = traits[.slant] as? CGFloat { italic = slant != 0 }
            if let symbolic = traits[.symbolic] as? SymbolicTraits {
                if symbolic.contains(.traitBold) { weight = .bold }
                if symbolic.contains(.traitItalic) { italic = true }
            }
        }
        return UIFont(family: family, size: size, weight: weight, italic: italic, textStyle: f.textStyle, design: f.design,
                      scaledFor: f.scaledFor, keepsStyleLeading: f.keepsStyleLeading)
    }

    /// The size asked for.
    public var pointSize: CGFloat { font.pointSize }
    /// The symbolic traits.
    public var symbolicTraits: SymbolicTraits {
        var t: SymbolicTraits = []
        if font.isItalic { t.insert(.traitItalic) }
        if font.weight >= .semibold { t.insert(.traitBold) }
        return t
    }
    /// The descriptor with traits (bold and italic are drawn; others kept).
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        UIFontDescriptor(font: UIFont(family: font.familyNameOrSystem, size: font.pointSize,
                                      weight: traits.contains(.traitBold) ? .bold : font.weight,
                                      italic: traits.contains(.traitItalic), textStyle: font.textStyle, design: font.design,
                                      scaledFor: font.scaledFor, keepsStyleLeading: font.keepsStyleLeading))
    }
    /// The system font's descriptor in another design.
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        UIFontDescriptor(font: UIFont(family: font.familyNameOrSystem, size: font.pointSize, weight: font.weight, italic: font.isItalic,
                                      textStyle: font.textStyle, design: design, scaledFor: font.scaledFor, keepsStyleLeading: font.keepsStyleLeading))
    }
    /// The descriptor at another size.
    public func withSize(_ size: CGFloat) -> UIFontDescriptor { UIFontDescriptor(font: font.withSize(size)) }
}

extension UIFont {
    /// The font a descriptor describes, at `pointSize` (0: the descriptor's size).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let f = descriptor.font
        self.init(family: f.familyNameOrSystem, size: pointSize > 0 ? pointSize : f.pointSize, weight: f.weight, italic: f.isItalic,
                  textStyle: f.textStyle, design: f.design, scaledFor: f.scaledFor, keepsStyleLeading: f.keepsStyleLeading)
    }
}
