// Blend modes on premultiplied 8-bit colours, in integers (div255 rounding throughout): the
// separable and non-separable modes of W3C Compositing and Blending Level 1, Porter–Duff source
// atop, destination over and destination out, and Core Graphics' plus-lighter (additive,
// saturating) and plus-darker (linear burn: max(0, s + d − 1)).

/// How a layer's colours combine with what lies below it.
public enum RasterBlendMode: String, Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion
    case plusDarker, plusLighter, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut

    /// The result of `source` (premultiplied `sr, sg, sb, sa`) over `dest` with this mode.
    func blend(_ sr: Int, _ sg: Int, _ sb: Int, _ sa: Int, _ dr: Int, _ dg: Int, _ db: Int, _ da: Int) -> (Int, Int, Int, Int) {
        switch self {
        case .sourceAtop:
            return (d255(sr * da + dr * (255 - sa)), d255(sg * da + dg * (255 - sa)), d255(sb * da + db * (255 - sa)), da)
        case .destinationOver:
            return (dr + d255(sr * (255 - da)), dg + d255(sg * (255 - da)), db + d255(sb * (255 - da)), da + d255(sa * (255 - da)))
        case .destinationOut:
            return (d255(dr * (255 - sa)), d255(dg * (255 - sa)), d255(db * (255 - sa)), d255(da * (255 - sa)))
        case .plusLighter:
            return (min(255, sr + dr), min(255, sg + dg), min(255, sb + db), min(255, sa + da))
        default:
            break
        }
        let ao = sa + da - d255(sa * da)
        if sa == 0 { return (dr, dg, db, da) }
        if da == 0 { return (sr, sg, sb, sa) }
        // Straight colours of both.
        let s = (Self.straight(sr, sa), Self.straight(sg, sa), Self.straight(sb, sa))
        let d = (Self.straight(dr, da), Self.straight(dg, da), Self.straight(db, da))
        let b: (Int, Int, Int)
        switch self {
        case .hue: b = Self.setLum(Self.setSat(s, Self.sat(d)), Self.lum(d))
        case .saturation: b = Self.setLum(Self.setSat(d, Self.sat(s)), Self.lum(d))
        case .color: b = Self.setLum(s, Self.lum(d))
        case .luminosity: b = Self.setLum(d, Self.lum(s))
        default: b = (separable(s.0, d.0), separable(s.1, d.1), separable(s.2, d.2))
        }
        let both = d255(sa * da)
        func mix(_ sc: Int, _ dc: Int, _ bc: Int) -> Int {
            min(255, d255(sc * (255 - da)) + d255(dc * (255 - sa)) + d255(both * bc))
        }
        return (mix(sr, dr, b.0), mix(sg, dg, b.1), mix(sb, db, b.2), ao)
    }

    /// B(cb, cs) of a separable mode, straight values 0…255.
    private func separable(_ s: Int, _ d: Int) -> Int {
        switch self {
        case .multiply: return d255(s * d)
        case .screen: return s + d - d255(s * d)
        case .overlay: return Self.hardLight(d, s)
        case .darken: return min(s, d)
        case .lighten: return max(s, d)
        case .colorDodge:
            if d == 0 { return 0 }
            if s == 255 { return 255 }
            return min(255, (d * 255 + (255 - s) / 2) / (255 - s))
        case .colorBurn:
            if d == 255 { return 255 }
            if s == 0 { return 0 }
            return 255 - min(255, ((255 - d) * 255 + s / 2) / s)
        case .hardLight: return Self.hardLight(s, d)
        case .softLight: return Self.softLight(s, d)
        case .difference: return abs(s - d)
        case .exclusion: return s + d - 2 * d255(s * d)
        case .plusDarker: return max(0, s + d - 255)
        default: return s
        }
    }

    /// Hard light of `s` over `d`: multiply(d, 2s) below half, screen(d, 2s − 1) above.
    private static func hardLight(_ s: Int, _ d: Int) -> Int {
        if 2 * s <= 255 { return d255(2 * s * d) }
        let s2 = 2 * s - 255
        return d + s2 - d255(d * s2)
    }

    /// W3C soft light, in 1/65025 units so the square root is an integer one.
    private static func softLight(_ s: Int, _ d: Int) -> Int {
        if 2 * s <= 255 {
            // d − (1 − 2s)·d·(1 − d)
            return d - d255(d255((255 - 2 * s) * d) * (255 - d))
        }
        // D(d) = ((16d − 12)d + 4)d for d ≤ 1/4, else √d; result d + (2s − 1)(D(d) − d).
        let dd: Int
        if 4 * d <= 255 {
            // In 1/255 units: ((16d − 12·255)·d / 255 + 4·255)·d / 255.
            dd = d255((d255((16 * d - 12 * 255) * d) + 4 * 255) * d)
        } else {
            dd = Int(FixedPoint.isqrt(d * 255))
        }
        return d + d255((2 * s - 255) * (dd - d))
    }

    private static func straight(_ c: Int, _ a: Int) -> Int { min(255, (c * 255 + a / 2) / a) }

    // Non-separable helpers (W3C § 9.1.5), on straight 0…255 values; luminance weights in
    // thousandths (0.3, 0.59, 0.11).
    private static func lum(_ c: (Int, Int, Int)) -> Int { (300 * c.0 + 590 * c.1 + 110 * c.2 + 500) / 1000 }
    private static func sat(_ c: (Int, Int, Int)) -> Int { max(c.0, c.1, c.2) - min(c.0, c.1, c.2) }

    private static func setLum(_ c: (Int, Int, Int), _ l: Int) -> (Int, Int, Int) {
        let delta = l - lum(c)
        return clipColor((c.0 + delta, c.1 + delta, c.2 + delta))
    }

    private static func clipColor(_ c: (Int, Int, Int)) -> (Int, Int, Int) {
        let l = lum(c), n = min(c.0, c.1, c.2), x = max(c.0, c.1, c.2)
        var out = c
        func map(_ f: (Int) -> Int) { out = (f(out.0), f(out.1), f(out.2)) }
        if n < 0, l != n { map { l + ($0 - l) * l / (l - n) } }
        if x > 255, x != l { map { l + ($0 - l) * (255 - l) / (x - l) } }
        return (max(0, min(255, out.0)), max(0, min(255, out.1)), max(0, min(255, out.2)))
    }

    private static func setSat(_ c: (Int, Int, Int), _ s: Int) -> (Int, Int, Int) {
        let hi = max(c.0, c.1, c.2), lo = min(c.0, c.1, c.2)
        guard hi > lo else { return (0, 0, 0) }
        func scale(_ v: Int) -> Int { v == hi ? s : (v == lo ? 0 : (v - lo) * s / (hi - lo)) }
        return (scale(c.0), scale(c.1), scale(c.2))
    }
}

/// `x / 255` rounded to nearest with halves up — the compositor's one rounding rule
/// (``PixelMath/div255(_:)``) — for any integer, negative intermediate values included.
@inline(__always) func d255(_ x: Int) -> Int {
    let n = 2 * x + 255
    return n >= 0 ? n / 510 : -((-n + 509) / 510)
}
