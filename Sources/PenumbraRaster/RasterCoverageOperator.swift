// Core Graphics' Porter–Duff blend modes whose result is not the destination where the source is
// transparent (clear, copy, source in, source out, destination in, destination atop) and xor. Quartz
// applies a blend mode only where the drawing's shape covers a pixel, and mixes the result with
// what was there by that coverage (PDF's compositing formula with a shape, C = (1 − f)·D + f·R):
// outside a filled rectangle drawn with `.copy` nothing changes, and its anti-aliased edge is
// half copy, half what lay below. So these need the shape's coverage apart from the source's
// colour. With the layer holding the source multiplied by the coverage (C = f·S, premultiplied)
// and f, every operator is C·Fa + D·k / 255 per channel, without a division:
//
//     operator           Fa        k (the destination's weight)
//     clear              0         1 − f
//     copy               1         1 − f
//     source in          Da        1 − f
//     source out         1 − Da    1 − f
//     destination in     0         1 − f + Ca      (f·Sa = Ca)
//     destination atop   1 − Da    1 − f + Ca
//     xor                1 − Da    1 − Ca
//
// Integers on 0…255 with div255 rounding, as every other blend mode here.

/// A Porter–Duff operator composited by a shape's coverage (see the file's header).
public enum RasterCoverageOperator: String, CaseIterable, Hashable, Sendable {
    case clear, copy, sourceIn, sourceOut, destinationIn, destinationAtop, xor

    /// The result at one pixel: `c` the source times the coverage (premultiplied), `f` the
    /// coverage, `d` the destination (premultiplied). Colours never exceed the alpha.
    @inline(__always)
    func composite(_ c: (Int, Int, Int, Int), coverage f: Int, over d: (Int, Int, Int, Int)) -> (Int, Int, Int, Int) {
        let da = d.3, ca = min(c.3, f)
        let fa: Int, k: Int
        switch self {
        case .clear: (fa, k) = (0, 255 - f)
        case .copy: (fa, k) = (255, 255 - f)
        case .sourceIn: (fa, k) = (da, 255 - f)
        case .sourceOut: (fa, k) = (255 - da, 255 - f)
        case .destinationIn: (fa, k) = (0, 255 - f + ca)
        case .destinationAtop: (fa, k) = (255 - da, 255 - f + ca)
        case .xor: (fa, k) = (255 - da, 255 - ca)
        }
        let a = min(255, d255(c.3 * fa) + d255(da * k))
        @inline(__always) func channel(_ s: Int, _ t: Int) -> Int { min(a, d255(s * fa) + d255(t * k)) }
        return (channel(c.0, d.0), channel(c.1, d.1), channel(c.2, d.2), a)
    }
}
