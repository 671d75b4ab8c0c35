/// A straight (non-premultiplied) 8-bit sRGB colour with alpha: what PNG files store and what the
/// diff compares.
///
/// Straight and premultiplied colours are different types so that one is never passed where the
/// other is meant; ``premultiplied`` and ``PremultipliedRGBA8/unpremultiplied`` convert between
/// them by the rules documented there.
public struct RGBA8: Hashable, Sendable, CustomStringConvertible {
    /// Red, green, blue and alpha, each 0-255.
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    /// Creates a colour from its four components (alpha defaults to opaque).
    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// Opaque black, opaque white and transparent black.
    public static let black = RGBA8(0, 0, 0)
    public static let white = RGBA8(255, 255, 255)
    public static let clear = RGBA8(0, 0, 0, 0)

    /// The colour premultiplied by its alpha: each channel becomes `round(c × a / 255)`
    /// (``PixelMath/div255(_:)``).
    @inlinable
    public var premultiplied: PremultipliedRGBA8 {
        if a == 255 { return PremultipliedRGBA8(unchecked: r, g, b, 255) }
        return PremultipliedRGBA8(unchecked: PixelMath.mul255(r, a), PixelMath.mul255(g, a),
                                  PixelMath.mul255(b, a), a)
    }

    /// `#RRGGBBAA`, upper case.
    public var hex: String {
        "#" + Hex.bytes([r, g, b, a], separator: "")
    }

    public var description: String { hex }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional); `nil` for anything else.
    public init?(hex: String) {
        var text = Substring(hex)
        if text.hasPrefix("#") { text = text.dropFirst() }
        var values: [UInt8] = []
        switch text.count {
        case 3:
            for ch in text {
                guard let v = ch.hexDigitValue else { return nil }
                values.append(UInt8(v * 17))
            }
            values.append(255)
        case 6, 8:
            var chars = Array(text)
            if chars.count == 6 { chars += ["F", "F"] }
            for i in stride(from: 0, to: 8, by: 2) {
                guard let hi = chars[i].hexDigitValue, let lo = chars[i + 1].hexDigitValue else { return nil }
                values.append(UInt8(hi * 16 + lo))
            }
        default:
            return nil
        }
        self.init(values[0], values[1], values[2], values[3])
    }
}
