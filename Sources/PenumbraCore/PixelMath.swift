/// The one rounding rule of Penumbra's pixel arithmetic.
///
/// Every 8-bit product in the pipeline (premultiplication, source-over, opacity, coverage) is a
/// product of two values in 0...255 divided by 255 and rounded to the nearest integer, halves
/// rounding up. `div255` computes exactly that with integer operations only, so the result is the
/// same on every machine, in debug and release builds.
public enum PixelMath {
    /// `round(x / 255)` with halves rounding up, exact for every `x` in `0...65_025` (255 × 255).
    ///
    /// The identity `(x + 128 + ((x + 128) >> 8)) >> 8` equals `floor((x + 127.5) / 255)` on
    /// that range; the tests check all 65,026 inputs.
    @inlinable @inline(__always)
    public static func div255(_ x: UInt32) -> UInt32 {
        let t = x &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// `round(a × b / 255)` for two 8-bit values, by ``div255(_:)``.
    @inlinable @inline(__always)
    public static func mul255(_ a: UInt8, _ b: UInt8) -> UInt8 {
        UInt8(truncatingIfNeeded: div255(UInt32(a) &* UInt32(b)))
    }
}
