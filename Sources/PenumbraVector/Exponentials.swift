// Exponentials and logarithms computed with IEEE basic operations only (+ − × ÷, which are
// correctly rounded everywhere, and exact scaling by powers of two), so a PDF function that uses
// them gives the same bits on every machine and in debug and release builds; the platform's libm
// may differ in the last bit between systems, and no libm result may reach a pixel.
//
// ln: x = m·2^k with m in [√½, √2), then ln m = 2·atanh(s) for s = (m − 1)/(m + 1) (|s| < 0.1716)
// by its odd series to s²⁵ (truncation under 1e−20), plus k·ln 2 in two parts. exp: x = k·ln 2 + r
// with |r| ≤ ln 2 / 2 (Cody–Waite, two-part ln 2), e^r by its Taylor series to r¹⁸, scaled by 2^k.
import PenumbraCore

/// Deterministic exponentials and logarithms.
enum Exponentials {
    private static let ln2Hi = 6.93147180369123816490e-01
    private static let ln2Lo = 1.90821492927058770002e-10
    private static let invLn2 = 1.44269504088896338700e+00
    private static let ln10 = 2.30258509299404568402

    /// e raised to `x` (0 below −745, +∞ above 709.8, NaN for NaN).
    static func exp(_ x: Double) -> Double {
        if x.isNaN { return .nan }
        if x > 709.78 { return .infinity }
        if x < -745.2 { return 0 }
        let k = (x * invLn2).rounded()
        let r = (x - k * ln2Hi) - k * ln2Lo
        // Taylor series, summed from the smallest term (Horner form).
        var sum = 1.0
        var n = 18.0
        while n >= 1 {
            sum = 1 + sum * r / n
            n -= 1
        }
        return scaled(sum, by: Int(fileNumber: k))
    }

    /// The natural logarithm of `x` (NaN below 0, −∞ at 0).
    static func ln(_ x: Double) -> Double {
        if x.isNaN || x < 0 { return .nan }
        if x == 0 { return -.infinity }
        if x.isInfinite { return .infinity }
        // x = m·2^k, m in [1, 2) (subnormals normalised first), then into [√½, √2).
        var m = x, k = 0
        if m < Double.leastNormalMagnitude { m *= 0x1p54; k -= 54 }
        k += Int(m.exponent)
        m = Double(sign: .plus, exponent: 0, significand: m.significand)
        if m > 1.41421356237309504880 { m /= 2; k += 1 }
        let s = (m - 1) / (m + 1), s2 = s * s
        var sum = 0.0
        var n = 25.0
        while n >= 3 {
            sum = (sum + 1 / n) * s2
            n -= 2
        }
        let lnM = 2 * s + 2 * s * sum
        let kk = Double(k)
        return kk * ln2Hi + (lnM + kk * ln2Lo)
    }

    /// The base-10 logarithm of `x`.
    static func log10(_ x: Double) -> Double { ln(x) / ln10 }

    /// `base` raised to `exponent`: by repeated squaring for whole exponents up to 2^20 (exact
    /// where the product is), else exp(exponent · ln base); NaN for a negative base with a
    /// fractional exponent, as PostScript's `exp` is undefined there.
    static func pow(_ base: Double, _ exponent: Double) -> Double {
        if exponent == 0 { return 1 }
        if base.isNaN || exponent.isNaN { return .nan }
        if exponent == exponent.rounded(), abs(exponent) <= 1_048_576 {
            var result = 1.0, b = base, e = Int(fileNumber: abs(exponent))
            while e > 0 {
                if e & 1 == 1 { result *= b }
                b *= b
                e >>= 1
            }
            return exponent < 0 ? 1 / result : result
        }
        if base < 0 { return .nan }
        if base == 0 { return exponent > 0 ? 0 : .infinity }
        return exp(exponent * ln(base))
    }

    /// `x`·2^`k`, exactly (in two steps so that neither factor overflows on the way).
    private static func scaled(_ x: Double, by k: Int) -> Double {
        if k > 1000 { return x * 0x1p1000 * Double(sign: .plus, exponent: k - 1000, significand: 1) }
        if k < -1000 { return x * 0x1p-1000 * Double(sign: .plus, exponent: k + 1000, significand: 1) }
        return x * Double(sign: .plus, exponent: k, significand: 1)
    }
}
