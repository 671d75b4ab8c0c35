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

    let font: UIFont

    init(font: UIFont) {
        self.font = font
        super.init()
    }

    /// The descriptor of a text style's font.
    public class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle, compatibleWith traits: UITraitCollection? = nil) -> UIFontDescriptor {
        UIFontDescriptor(font: UIFont.preferredFont(forTextStyle: style, compatibleWith: traits))
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
                                      italic: traits.contains(.traitItalic), textStyle: font.textStyle, design: font.design))
    }
    /// The system font's descriptor in another design.
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        UIFontDescriptor(font: UIFont(family: font.familyNameOrSystem, size: font.pointSize, weight: font.weight, italic: font.isItalic,
                                      textStyle: font.textStyle, design: design))
    }
    /// The descriptor at another size.
    public func withSize(_ size: CGFloat) -> UIFontDescriptor { UIFontDescriptor(font: font.withSize(size)) }
}

extension UIFont {
    /// The font a descriptor describes, at `pointSize` (0: the descriptor's size).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let f = descriptor.font
        self.init(family: f.familyNameOrSystem, size: pointSize > 0 ? pointSize : f.pointSize, weight: f.weight, italic: f.isItalic,
                  textStyle: f.textStyle, design: f.design)
    }
}
