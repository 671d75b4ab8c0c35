// Sines, cosines and arc tangents computed with IEEE basic operations only (+ − × ÷ and √,
// which are correctly rounded everywhere), so geometry that reaches pixels — rotations, arcs —
// gives the same bits on every machine and in debug and release builds. The platform's libm
// may differ in the last bit between systems.
//
// sin and cos: the argument is reduced by multiples of π/2 with a two-part π/2 (Cody–Waite), then
// odd and even minimax polynomials on [−π/4, π/4] (the coefficients of the classic fdlibm kernels,
// error under 1 ulp there). atan: reduced to |x| ≤ tan(π/12) by 1/x and the π/6 shift, then its
// Taylor series to x²³ (truncation under 2e−16).

/// Deterministic trigonometry.
package enum Trigonometry {
    private static let piOver2Hi = 1.57079632673412561417e+00
    private static let piOver2Lo = 6.07710050650619224932e-11
    private static let twoOverPi = 6.36619772367581382433e-01

    /// The sine of `x` radians.
    package static func sin(_ x: Double) -> Double { sinCos(x).sin }

    /// The cosine of `x` radians.
    package static func cos(_ x: Double) -> Double { sinCos(x).cos }

    /// The sine and cosine of `x` radians (NaN for a value that is not finite).
    package static func sinCos(_ x: Double) -> (sin: Double, cos: Double) {
        guard x.isFinite else { return (.nan, .nan) }
        let k = (x * twoOverPi).rounded()
        let r = (x - k * piOver2Hi) - k * piOver2Lo
        return quadrant(Int(k.truncatingRemainder(dividingBy: 4)), kernelSin(r), kernelCos(r))
    }

    /// The sine and cosine of an angle in degrees; multiples of 90° give exact 0 and ±1.
    package static func sinCos(degrees: Double) -> (sin: Double, cos: Double) {
        guard degrees.isFinite else { return (.nan, .nan) }
        let k = (degrees / 90).rounded()
        let rest = degrees - k * 90
        let r = rest * (Double.pi / 180)
        let s = rest == 0 ? 0 : kernelSin(r), c = rest == 0 ? 1 : kernelCos(r)
        return quadrant(Int(k.truncatingRemainder(dividingBy: 4)), s, c)
    }

    /// The angle of the point (x, y) from the positive x axis, in −π…π.
    package static func atan2(_ y: Double, _ x: Double) -> Double {
        if y.isNaN || x.isNaN { return .nan }
        if x == 0 && y == 0 { return (x.sign == .minus ? Double.pi : 0) * (y.sign == .minus ? -1 : 1) }
        if x == 0 { return y > 0 ? Double.pi / 2 : -Double.pi / 2 }
        if x.isInfinite || y.isInfinite {
            let ax = x.isInfinite ? (x > 0 ? 1.0 : -1.0) : 0, ay = y.isInfinite ? (y > 0 ? 1.0 : -1.0) : 0
            if ax != 0 && ay != 0 { return (ax > 0 ? Double.pi / 4 : 3 * Double.pi / 4) * ay }
            if ax != 0 { return ax > 0 ? (y.sign == .minus ? -0.0 : 0) : (y.sign == .minus ? -Double.pi : Double.pi) }
            return ay > 0 ? Double.pi / 2 : -Double.pi / 2
        }
        let t = atan(y / x)
        if x > 0 { return t }
        return y >= 0 ? t + Double.pi : t - Double.pi
    }

    /// The arc tangent of `x`, in −π/2…π/2.
    package static func atan(_ x: Double) -> Double {
        if x.isNaN { return .nan }
        if x < 0 { return -atan(-x) }
        if x.isInfinite { return Double.pi / 2 }
        if x > 1 { return Double.pi / 2 - atan(1 / x) }
        // tan(π/12) = 2 − √3.
        let sqrt3 = 1.73205080756887729353
        if x > 0.26794919243112270 { return Double.pi / 6 + atanSeries((x * sqrt3 - 1) / (x + sqrt3)) }
        return atanSeries(x)
    }

    /// The arc cosine of `x` (−1…1; NaN outside), in 0…π.
    package static func acos(_ x: Double) -> Double {
        guard x >= -1, x <= 1 else { return .nan }
        return atan2(((1 - x) * (1 + x)).squareRoot(), x)
    }

    private static func atanSeries(_ x: Double) -> Double {
        let z = x * x
        var sum = 0.0
        for n in stride(from: 11, through: 1, by: -1) {
            sum = sum * z + (n % 2 == 0 ? 1.0 : -1.0) / Double(2 * n + 1)
        }
        return x + x * z * sum
    }

    private static func kernelSin(_ r: Double) -> Double {
        let z = r * r
        let p = -1.66666666666666324348e-01 + z * (8.33333333332248946124e-03 + z * (-1.98412698298579493134e-04
            + z * (2.75573137070700676789e-06 + z * (-2.50507602534068634195e-08 + z * 1.58969099521155010221e-10))))
        return r + r * z * p
    }

    private static func kernelCos(_ r: Double) -> Double {
        let z = r * r
        let p = 4.16666666666666019037e-02 + z * (-1.38888888888741095749e-03 + z * (2.48015872894767294178e-05
            + z * (-2.75573143513906633035e-07 + z * (2.08757232129817482790e-09 + z * -1.13596475577881948265e-11))))
        return 1 - 0.5 * z + z * z * p
    }

    /// sin and cos of r + q·π/2 from those of r.
    private static func quadrant(_ q: Int, _ s: Double, _ c: Double) -> (sin: Double, cos: Double) {
        switch (q % 4 + 4) % 4 {
        case 0: return (s, c)
        case 1: return (c, -s)
        case 2: return (-s, -c)
        default: return (-c, s)
        }
    }
}
