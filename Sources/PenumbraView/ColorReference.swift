import PenumbraCore
import PenumbraStyle

/// A colour as the view tree holds it, before resolution: a literal sRGB value or the name of a
/// palette colour resolved per trait collection when the tree is rendered.
///
/// The name keeps the colour's identity: two references to `"label"` are equal, and the display
/// list reports which named colour each pixel came from.
public enum ColorReference: Hashable, Sendable {
    /// A fixed sRGB colour, straight alpha. Resolves the same in every variant.
    case literal(RGBA8)
    /// A palette colour by name (`"label"`, `"systemBackground"`, a design token), resolved
    /// for the traits of the subtree that uses it.
    case named(String)
    /// A colour value of the style stage: static, or dynamic with an identity (a system colour,
    /// a provider), resolved for the subtree's traits.
    case color(StyleColor)

    /// A palette colour by name.
    public static func palette(_ name: String) -> ColorReference { .named(name) }

    /// A literal colour from 0-255 components.
    public static func rgba(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) -> ColorReference {
        .literal(RGBA8(r, g, b, a))
    }

    /// A style-stage colour (`SystemColors.ios18.label`, `StyleColor(name:light:dark:)`).
    public static func style(_ color: StyleColor) -> ColorReference { .color(color) }

    public static let white = ColorReference.literal(.white)
    public static let black = ColorReference.literal(.black)
    public static let clear = ColorReference.literal(.clear)
}

/// A colour resolved for one trait collection, with where it came from: what the display list
/// exposes to checks (hard-coded colours, stuck colours, contrast).
public struct ResolvedColor: Hashable, Sendable, CustomStringConvertible {
    /// The colour, straight alpha.
    public var rgba: RGBA8
    /// The palette name it was resolved from; `nil` for a literal.
    public var name: String?
    /// Whether the colour changes with traits (a dynamic palette colour); `false` for literals
    /// and for palette colours that are the same in every variant.
    public var isDynamic: Bool

    /// A resolved colour.
    public init(rgba: RGBA8, name: String? = nil, isDynamic: Bool = false) {
        self.rgba = rgba
        self.name = name
        self.isDynamic = isDynamic
    }

    /// The colour premultiplied, for drawing.
    public var premultiplied: PremultipliedRGBA8 { rgba.premultiplied }

    /// `#RRGGBBAA`, followed by the name and `dynamic`/`static` when named.
    public var description: String {
        guard let name else { return rgba.hex }
        return "\(rgba.hex) \(name) (\(isDynamic ? "dynamic" : "static"))"
    }
}

extension ColorReference {
    /// The colour filling its frame, as a colour used as a view does.
    public var node: ViewNode { .shape(.rectangle, fill: self, stroke: nil) }
}
