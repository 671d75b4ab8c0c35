// Shadows: the shape's coverage, moved by the offset, blurred by three box blurs in integers
// (an approximation of a Gaussian), composited in the shadow colour at the shadow opacity.
//
// Blur radius → boxes: the radius r (device pixels, CALayer's `shadowRadius` or SwiftUI's
// `shadow(radius:)` times the scale) is a Gaussian of σ = r, as Core Animation draws it (a CSS
// or design-tool blur of 2r; on the simulator references `.shadow(radius: 8)` at SwiftUI's 33%
// black reaches about 15 points past the shape, where σ = r puts the last visible level, 2/255,
// at 2σ = 16). Three boxes of width 2k + 1 have a variance of 3 · ((2k + 1)² − 1) / 12 = k(k + 1);
// solving k(k + 1) = σ² gives k = round((√(4σ² + 1) − 1) / 2), computed as
// `isqrt(4·σ16² + 256) / 32` with σ in 1/16 pixel (``BoxBlur/boxRadius(sigma:)``), so no
// floating-point square root is taken. Each box pass divides its integer sum by 2k + 1,
// rounding halves up. The mask is padded by 3k on every side so the blur is not cut.
import PenumbraCore

/// A drop shadow, following the shape it belongs to.
public struct Shadow: Sendable, Hashable {
    /// Premultiplied colour (CALayer `shadowColor`). Default black.
    public let color: PremultipliedRGBA8
    /// Opacity in 0...1 (CALayer `shadowOpacity`).
    public let opacity: Double
    /// Blur radius in device pixels (CALayer `shadowRadius` × scale), at least 0.
    public let radius: Double
    /// Offset in device pixels (CALayer `shadowOffset` × scale).
    public let offsetX: Double, offsetY: Double

    /// The largest offset kept, in device pixels: 2^24, past any canvas (whose pixel count is
    /// bounded far below that squared), so a larger one draws the same nothing and every offset
    /// converts to an integer safely.
    public static let maxOffset = 16_777_216.0

    /// A shadow; a negative or non-finite radius becomes 0, a non-finite offset 0, an offset past
    /// ±``maxOffset`` that bound.
    public init(color: PremultipliedRGBA8 = PremultipliedRGBA8(unchecked: 0, 0, 0, 255), opacity: Double,
                radius: Double, offsetX: Double = 0, offsetY: Double = 0) {
        self.color = color
        self.opacity = opacity
        self.radius = radius.isFinite && radius > 0 ? radius : 0
        self.offsetX = offsetX.isFinite ? min(Self.maxOffset, max(-Self.maxOffset, offsetX)) : 0
        self.offsetY = offsetY.isFinite ? min(Self.maxOffset, max(-Self.maxOffset, offsetY)) : 0
    }

    /// Half-width `k` of each of the three boxes: a Gaussian of σ = radius.
    var boxRadius: Int { BoxBlur.boxRadius(sigma: radius) }
}

/// Integer box blurs of coverage masks.
enum BoxBlur {
    /// Half-width `k` of three boxes approximating a Gaussian of `sigma` pixels (capped at 4096):
    /// the nearest whole solution of k(k + 1) = σ², in integers.
    static func boxRadius(sigma: Double) -> Int {
        let s16 = Int((min(max(sigma, 0), 4096) * 16).rounded())
        return FixedPoint.isqrt(4 * s16 * s16 + 256) / 32
    }

    /// `mask` padded by `3k` and blurred by three horizontal and three vertical box passes.
    ///
    /// Both directions walk memory row by row: the vertical passes keep one running sum per
    /// column, so a tall mask costs no cache misses (each output is the same sum, in the same
    /// order, as a column-by-column pass gives).
    static func blur(_ mask: CoverageMask, k: Int) -> CoverageMask {
        if k == 0 || mask.width == 0 || mask.height == 0 { return mask }
        let pad = 3 * k
        let w = mask.width + 2 * pad, h = mask.height + 2 * pad
        var a = [UInt8](repeating: 0, count: w * h)
        a.withUnsafeMutableBufferPointer { dst in
            mask.coverage.withUnsafeBufferPointer { src in
                for y in 0..<mask.height {
                    (dst.baseAddress! + (y + pad) * w + pad).update(from: src.baseAddress! + y * mask.width, count: mask.width)
                }
            }
        }
        var b = [UInt8](repeating: 0, count: w * h)
        for _ in 0..<3 { horizontal(a, &b, width: w, height: h, k: k); swap(&a, &b) }
        var sums = [Int](repeating: 0, count: w)
        for _ in 0..<3 { vertical(a, &b, width: w, height: h, k: k, sums: &sums); swap(&a, &b) }
        return CoverageMask(validatedOriginX: mask.originX - pad, originY: mask.originY - pad, width: w, height: h, coverage: a)
    }

    /// One box pass along each of `height` rows of `width` samples (samples past the ends are 0).
    private static func horizontal(_ src: [UInt8], _ dst: inout [UInt8], width: Int, height: Int, k: Int) {
        // Each output is the box average (2 × sum + d) / 2d, rounded half up, written out in the
        // loops so that a debug build runs them as fast as it can.
        let d = 2 * k + 1, d2 = 2 * d
        src.withUnsafeBufferPointer { sb in
            dst.withUnsafeMutableBufferPointer { db in
                let s = sb.baseAddress!, o = db.baseAddress!
                let first = min(k, width - 1)
                var line = 0
                while line < height {
                    let row = s + line * width, out = o + line * width
                    var sum = 0
                    var i = 0
                    while i <= first { sum += Int(row[i]); i += 1 }
                    i = 0
                    while i < width {
                        out[i] = UInt8(truncatingIfNeeded: (2 * sum + d) / d2)
                        if i + k + 1 < width { sum += Int(row[i + k + 1]) }
                        if i >= k { sum -= Int(row[i - k]) }
                        i += 1
                    }
                    line += 1
                }
            }
        }
    }

    /// One box pass down each of `width` columns of `height` samples, row by row, with one running
    /// sum per column in `sums`.
    private static func vertical(_ src: [UInt8], _ dst: inout [UInt8], width: Int, height: Int, k: Int, sums: inout [Int]) {
        let d = 2 * k + 1, d2 = 2 * d // as in horizontal(_:_:width:height:k:)
        src.withUnsafeBufferPointer { sb in
            dst.withUnsafeMutableBufferPointer { db in
                sums.withUnsafeMutableBufferPointer { sumb in
                    let s = sb.baseAddress!, o = db.baseAddress!, sum = sumb.baseAddress!
                    sum.update(repeating: 0, count: width)
                    var j = 0
                    while j <= min(k, height - 1) {
                        let row = s + j * width
                        var x = 0
                        while x < width { sum[x] += Int(row[x]); x += 1 }
                        j += 1
                    }
                    var y = 0
                    while y < height {
                        let out = o + y * width
                        var x = 0
                        while x < width { out[x] = UInt8(truncatingIfNeeded: (2 * sum[x] + d) / d2); x += 1 }
                        if y + k + 1 < height {
                            let row = s + (y + k + 1) * width
                            x = 0
                            while x < width { sum[x] += Int(row[x]); x += 1 }
                        }
                        if y >= k {
                            let row = s + (y - k) * width
                            x = 0
                            while x < width { sum[x] -= Int(row[x]); x += 1 }
                        }
                        y += 1
                    }
                }
            }
        }
    }
}

extension RasterCanvas {
    /// `k`, or the largest box radius whose blur area `(width + 12k) × (height + 12k)` stays
    /// within `max(4 × width × height, 2^22)` pixels.
    static func cappedBoxRadius(_ k: Int, width: Int, height: Int) -> Int {
        let w = max(1, width), h = max(1, height)
        let budget = max(4 * w * h, 1 << 22)
        func fits(_ r: Int) -> Bool { (w + 12 * r) * (h + 12 * r) <= budget }
        if fits(k) { return k }
        var lo = 0, hi = k
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if fits(mid) { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// Draws the shadow of `path` (device pixels): its coverage moved by the offset, blurred,
    /// in the shadow's colour scaled by its opacity. Draw the shape itself afterwards.
    public mutating func drawShadow(of path: VectorPath, _ shadow: Shadow, fillRule: FillRule = .nonZero) {
        // The blur works on the clip grown by 6k on every side; k is capped so that area stays
        // within four times the clip's (at least 2^22 pixels): an absurd radius is drawn as the
        // largest allowed one and costs no more than a few canvases. Every radius a design
        // system uses is far below the cap (150 pt on a 320 x 8,300 pt canvas at 2x).
        let c = clip.box
        let k = Self.cappedBoxRadius(shadow.boxRadius, width: c.x1 - c.x0, height: c.y1 - c.y0)
        let moved = path.applying(.translation(x: shadow.offsetX, y: shadow.offsetY))
        let edges = EdgeList(path: moved)
        let limit = PixelBox(x0: c.x0 - 3 * k, y0: c.y0 - 3 * k, x1: c.x1 + 3 * k, y1: c.y1 + 3 * k)
        guard let mask = PathRasterizer.mask(edges: edges, fillRule: fillRule, within: limit, accumulator: &accumulator) else { return }
        let blurred = BoxBlur.blur(mask, k: k)
        draw(mask: blurred, dx: 0, dy: 0, paint: .solid(shadow.color), opacity: FixedPoint.opacity8(shadow.opacity))
    }
}
