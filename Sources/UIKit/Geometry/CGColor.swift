import PenumbraCore

/// Core Graphics' colour: plain sRGB components, with no appearance of its own. A layer keeps
/// the `CGColor` it was given, so `layer.borderColor = UIColor.brand.cgColor` stays in the
/// appearance of that moment after the user switches; the appearance-switch check reports it.
public final class CGColor: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// Red, green, blue and alpha, 0…1.
    public let components: [CGFloat]?
    /// The colour as 8-bit straight sRGB, as Penumbra draws it.
    package let rgba: RGBA8

    package init(rgba: RGBA8) {
        self.rgba = rgba
        components = [rgba.r, rgba.g, rgba.b, rgba.a].map { CGFloat($0) / 255 }
    }

    /// An sRGB colour from 0…1 components.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(rgba: RGBA8(Self.byte(red), Self.byte(green), Self.byte(blue), Self.byte(alpha)))
    }
    /// An sRGB colour from 0…1 components (`CGColor(srgbRed:green:blue:alpha:)`).
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// A grey.
    public convenience init(gray: CGFloat, alpha: CGFloat) { self.init(red: gray, green: gray, blue: gray, alpha: alpha) }

    /// The alpha, 0…1.
    public var alpha: CGFloat { CGFloat(rgba.a) / 255 }
    /// The number of components (four: sRGB and alpha).
    public var numberOfComponents: Int { 4 }
    /// The colour with its alpha replaced.
    public func copy(alpha: CGFloat) -> CGColor? {
        var c = rgba
        c.a = Self.byte(alpha)
        return CGColor(rgba: c)
    }

    public static let clear = CGColor(rgba: .clear)
    public static let black = CGColor(rgba: .black)
    public static let white = CGColor(rgba: .white)

    public static func == (a: CGColor, b: CGColor) -> Bool { a.rgba == b.rgba }
    public func hash(into hasher: inout Hasher) { hasher.combine(rgba) }
    public var description: String { rgba.description }

    /// 0…1 to a byte, rounding half away from zero (NaN → 0).
    static func byte(_ v: CGFloat) -> UInt8 {
        let d = Double(v)
        guard d == d else { return 0 }
        return UInt8((min(1, max(0, d)) * 255).rounded())
    }
}
