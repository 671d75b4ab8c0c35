// Fixed-point helpers of the rasterizer: every coordinate becomes a 24.8 integer (1/256 device
// pixel) once, when edges are built; all later arithmetic is integer, so the coverage does not
// depend on evaluation order, optimisation level or machine.

/// Integer helpers shared by edge building, coverage accumulation and the effects.
enum FixedPoint {
    /// Subpixels per device pixel (24.8 fixed point).
    static let one = 256
    /// log2 of ``one``.
    static let shift = 8
    /// Coordinates are clamped to ±2^20 device pixels so that every product of the curve
    /// evaluation (a 2^28 coordinate times a 2^24 weight) fits in 64 bits.
    static let limit = Double(1 << 20)

    /// `v` device pixels as 24.8 fixed point, rounded to nearest; NaN becomes 0 and infinities
    /// and huge values are clamped to ±2^20 pixels.
    @inline(__always)
    static func fixed(_ v: Double) -> Int {
        guard v.isFinite else { return v.isNaN ? 0 : (v < 0 ? -(1 << 28) : (1 << 28)) }
        let c = Swift.min(Swift.max(v, -limit), limit)
        return Int((c * 256).rounded(.toNearestOrAwayFromZero))
    }

    /// `floor(a / b)` for `b > 0`.
    @inline(__always)
    static func floorDiv(_ a: Int, _ b: Int) -> Int {
        let q = a / b
        return (a % b != 0 && a < 0) ? q - 1 : q
    }

    /// `round(a / b)` with halves away from zero, for any signs (`b != 0`). Symmetric under
    /// negation, so a mirrored shape is cut at mirrored points and gives mirrored pixels.
    @inline(__always)
    static func roundDiv(_ a: Int, _ b: Int) -> Int {
        let ua = a < 0 ? -a : a, ub = b < 0 ? -b : b
        let q = (2 &* ua &+ ub) / (2 &* ub)
        return (a < 0) != (b < 0) ? -q : q
    }

    /// `floor(sqrt(v))` for `v >= 0`, by the bit-by-bit method (no floating point).
    static func isqrt(_ v: Int) -> Int {
        guard v > 0 else { return 0 }
        var x = UInt64(v), result: UInt64 = 0
        var bit: UInt64 = 1 << 62
        while bit > x { bit >>= 2 }
        while bit != 0 {
            if x >= result + bit {
                x -= result + bit
                result = (result >> 1) + bit
            } else {
                result >>= 1
            }
            bit >>= 2
        }
        return Int(result)
    }

    /// The smallest `s` with `s * s >= v`.
    static func isqrtCeil(_ v: Int) -> Int {
        let s = isqrt(v)
        return s * s >= v ? s : s + 1
    }

    /// An opacity in 0...1 as an 8-bit value, rounded to nearest (values outside are clamped,
    /// NaN is 0).
    static func opacity8(_ opacity: Double) -> UInt8 {
        guard opacity.isFinite, opacity > 0 else { return 0 }
        if opacity >= 1 { return 255 }
        return UInt8((opacity * 255).rounded(.toNearestOrAwayFromZero))
    }
}

/// An integer pixel rectangle `[x0, x1) × [y0, y1)`; empty when `x1 <= x0` or `y1 <= y0`.
struct PixelBox: Equatable, Sendable {
    var x0: Int, y0: Int, x1: Int, y1: Int

    var width: Int { x1 - x0 }
    var height: Int { y1 - y0 }
    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    func intersection(_ o: PixelBox) -> PixelBox {
        PixelBox(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
    }
}
