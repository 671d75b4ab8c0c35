// Shadows: the shape's coverage, moved by the offset, blurred by three box blurs in integers
// (an approximation of a Gaussian), composited in the shadow colour at the shadow opacity.
//
// Blur radius → boxes: the radius r (device pixels, CALayer's `shadowRadius` times the scale) is
// taken as a Gaussian of σ = r / 2. Three boxes of width 2k + 1 have a variance of
// 3 · ((2k + 1)² − 1) / 12 = k(k + 1); solving k(k + 1) = σ² gives
// k = round((√(r² + 1) − 1) / 2), computed as `isqrt(16²·r² + 256) / 32` with r in 1/16 pixel,
// so no floating-point square root is taken. Each box pass divides its integer sum by 2k + 1,
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

    /// Half-width `k` of each of the three boxes.
    var boxRadius: Int {
        let r16 = Int((min(radius, 4096) * 16).rounded())
        return FixedPoint.isqrt(r16 * r16 + 256) / 32
    }
}

/// Integer box blurs of coverage masks.
enum BoxBlur {
    /// `mask` padded by `3k` and blurred by three horizontal and three vertical box passes.
    static func blur(_ mask: CoverageMask, k: Int) -> CoverageMask {
        if k == 0 { return mask }
        let pad = 3 * k
        let w = mask.width + 2 * pad, h = mask.height + 2 * pad
        var a = [UInt8](repeating: 0, count: w * h)
        for y in 0..<mask.height {
            for x in 0..<mask.width { a[(y + pad) * w + x + pad] = mask.coverage[y * mask.width + x] }
        }
        var b = [UInt8](repeating: 0, count: w * h)
        for _ in 0..<3 { pass(&a, &b, count: h, length: w, step: 1, lineStride: w, k: k); swap(&a, &b) }
        for _ in 0..<3 { pass(&a, &b, count: w, length: h, step: w, lineStride: 1, k: k); swap(&a, &b) }
        return CoverageMask(validatedOriginX: mask.originX - pad, originY: mask.originY - pad, width: w, height: h, coverage: a)
    }

    /// One box pass over `count` lines of `length` samples (`step` apart; lines `lineStride` apart).
    private static func pass(_ src: inout [UInt8], _ dst: inout [UInt8], count: Int, length: Int, step: Int,
                             lineStride: Int, k: Int) {
        let d = 2 * k + 1
        src.withUnsafeBufferPointer { s in
            dst.withUnsafeMutableBufferPointer { o in
                for line in 0..<count {
                    let base = line * lineStride
                    var sum = 0
                    for i in 0...min(k, length - 1) { sum += Int(s[base + i * step]) }
                    for i in 0..<length {
                        o[base + i * step] = UInt8(truncatingIfNeeded: (2 * sum + d) / (2 * d))
                        let add = i + k + 1, sub = i - k
                        if add < length { sum += Int(s[base + add * step]) }
                        if sub >= 0 { sum -= Int(s[base + sub * step]) }
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
