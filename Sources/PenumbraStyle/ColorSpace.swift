import Foundation

/// The colour space a palette file gives components in (Xcode's colour-set spaces and the
/// Design Tokens format's `srgb`, `srgb-linear`, `display-p3`). Penumbra renders in sRGB, so components
/// in other spaces are converted to sRGB when the file is read, once, in `Double`, and rounded
/// once to bytes by ``StyleColor/byte(fromUnit:)``.
public enum ColorSpace: String, Hashable, Sendable, CaseIterable {
    /// sRGB, components 0-1. Xcode's `srgb`.
    case sRGB = "srgb"
    /// Extended-range sRGB: components may fall outside 0-1; they are clamped to 0-1 (an 8-bit
    /// PNG cannot hold more). Xcode's `extended-srgb`.
    case extendedSRGB = "extended-srgb"
    /// Display P3 (P3 primaries, D65 white, the sRGB transfer curve). Xcode's `display-p3`.
    case displayP3 = "display-p3"
    /// Linear-light sRGB (no transfer curve), extended range, clamped to 0-1 after encoding.
    /// Xcode's `extended-linear-srgb`; the Design Tokens format's `srgb-linear`.
    case linearSRGB = "extended-linear-srgb"
    /// Gray with a pure 2.2 power curve, one `white` component. Xcode's `gray-gamma-22`.
    case grayGamma22 = "gray-gamma-22"
    /// Extended-range gray (the sRGB curve, one `white` component), clamped. Xcode's `extended-gray`.
    case extendedGray = "extended-gray"

    /// Whether the space has one `white` component rather than red, green and blue.
    public var isGray: Bool { self == .grayGamma22 || self == .extendedGray }

    /// Parses Xcode's and the Design Tokens format's names (`srgb`, `extended-srgb`,
    /// `display-p3`; case-insensitive, `displayP3` accepted).
    public init?(name: String) {
        switch name.lowercased() {
        case "srgb": self = .sRGB
        case "extended-srgb", "extendedsrgb": self = .extendedSRGB
        case "display-p3", "displayp3", "p3": self = .displayP3
        case "extended-linear-srgb", "srgb-linear": self = .linearSRGB
        case "gray-gamma-22": self = .grayGamma22
        case "extended-gray": self = .extendedGray
        default: return nil
        }
    }

    /// Linear Display P3 to linear sRGB, rows give sRGB red, green, blue. Computed from the two
    /// spaces' CIE xy primaries (sRGB 0.64/0.33, 0.30/0.60, 0.15/0.06; P3 0.680/0.320,
    /// 0.265/0.690, 0.150/0.060; both D65 0.3127/0.3290) as inverse(M_sRGB) × M_P3; entries
    /// below 1e-16 are zero. Each row sums to 1, so P3 grays stay the same sRGB grays.
    static let p3ToSRGB: [[Double]] = [
        [1.2249401762805594, -0.22494017628055973, 0],
        [-0.04205695470968804, 1.042056954709688, 0],
        [-0.019637554590334453, -0.07863604555063178, 1.098273600140966],
    ]

    /// The colour in sRGB, components clamped to 0-1 (no rounding; the caller rounds once).
    ///
    /// Display P3 is decoded with the sRGB curve, multiplied by ``p3ToSRGB``, clamped (colours
    /// outside sRGB's gamut are clipped per channel: a simple rule, and the one a PNG written in
    /// sRGB shows anyway) and encoded again. This runs when a file is read, not per pixel, so
    /// `pow` here does not touch the rasterizer's determinism.
    public func toSRGB(_ red: Double, _ green: Double, _ blue: Double) -> (red: Double, green: Double, blue: Double) {
        switch self {
        case .sRGB, .extendedSRGB, .extendedGray:
            return (Self.clamp(red), Self.clamp(green), Self.clamp(blue))
        case .linearSRGB:
            return (Self.encode(Self.clamp(red)), Self.encode(Self.clamp(green)), Self.encode(Self.clamp(blue)))
        case .grayGamma22:
            // Gray keeps its neutral axis: luminance w^2.2, encoded with the sRGB curve.
            let encoded = Self.encode(pow(Self.clamp(red), 2.2))
            return (encoded, encoded, encoded)
        case .displayP3:
            let linear = [Self.decode(red), Self.decode(green), Self.decode(blue)]
            let out = Self.p3ToSRGB.map { row in
                Self.encode(Self.clamp(row[0] * linear[0] + row[1] * linear[1] + row[2] * linear[2]))
            }
            return (out[0], out[1], out[2])
        }
    }

    static func clamp(_ x: Double) -> Double { x.isNaN ? 0 : min(max(x, 0), 1) }

    /// The sRGB transfer curve, encoded to linear (IEC 61966-2-1), sign kept for extended values.
    static func decode(_ c: Double) -> Double {
        let a = abs(c)
        let v = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return c < 0 ? -v : v
    }

    /// Linear to encoded sRGB, for 0...1.
    static func encode(_ v: Double) -> Double {
        v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
    }
}
