import Foundation

/// A CIELAB colour (D65 white): `l` lightness 0-100, `a` green–red, `b` blue–yellow.
///
/// Converted from sRGB with the IEC 61966-2-1 transfer curve and the sRGB-to-XYZ matrix; the
/// diff is not a pixel-producing path, so Double maths and libm (`pow`, `cbrt`) are fine here;
/// each conversion is a pure function, so results do not depend on evaluation order.
public struct CIELab: Hashable, Sendable {
    /// Lightness, 0 (black) to 100 (white).
    public var l: Double
    /// Green (negative) to red (positive).
    public var a: Double
    /// Blue (negative) to yellow (positive).
    public var b: Double

    /// Creates a Lab colour from its three coordinates.
    public init(l: Double, a: Double, b: Double) { self.l = l; self.a = a; self.b = b }

    /// The Lab colour of an sRGB colour given as channel values 0-255 (fractions allowed, for
    /// colours blended over a background).
    public init(srgbRed r: Double, green g: Double, blue b: Double) {
        self.init(linearRed: CIELab.linear(r), green: CIELab.linear(g), blue: CIELab.linear(b))
    }

    /// The Lab colour of an opaque 8-bit sRGB colour (a table for the transfer curve).
    public init(srgb8 r: UInt8, _ g: UInt8, _ b: UInt8) {
        let table = CIELab.linearTable
        self.init(linearRed: table[Int(r)], green: table[Int(g)], blue: table[Int(b)])
    }

    private init(linearRed r: Double, green g: Double, blue b: Double) {
        // sRGB (D65) to XYZ, then scaled by the D65 white point.
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        let fx = CIELab.f(x), fy = CIELab.f(y), fz = CIELab.f(z)
        l = 116 * fy - 16
        a = 500 * (fx - fy)
        self.b = 200 * (fy - fz)
    }

    /// CIE's f(t): the cube root above (6/29)³, a straight line below it.
    private static func f(_ t: Double) -> Double {
        t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116
    }

    /// The sRGB transfer curve: channel 0-255 to linear light 0-1.
    static func linear(_ c: Double) -> Double {
        let v = c / 255
        return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }

    /// ``linear(_:)`` for each 8-bit value.
    static let linearTable: [Double] = (0..<256).map { linear(Double($0)) }
}
