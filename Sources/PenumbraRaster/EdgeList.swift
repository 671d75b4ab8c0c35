// Edge building: a VectorPath in device pixels becomes closed polygons of 24.8 fixed-point line
// segments. Curves are flattened into uniform parameter steps whose count bounds the distance
// between the curve and its chords by tol = 1/64 device pixel:
//
//   chord error of a step h ≤ max|B''| · h² / 8
//   quadratic: B'' = 2·d with d = P0 − 2P1 + P2            → n² ≥ |d| / (4·tol) = 16·|d|  (pixels)
//   cubic:     |B''| ≤ 6·max(|P0 − 2P1 + P2|, |P1 − 2P2 + P3|) → n² ≥ 3·M / (4·tol) = 48·M
//
// 1/64 rather than 1/8: chords lie inside a convex curve, so a coarser tolerance loses area
// systematically (a circle of radius 10 lost 1.1 % at 1/8; it loses under 0.2 % at 1/64).
// |d| is bounded by its L1 norm (no square root of a sum of squares), and n is the ceiling of
// an integer square root, capped at 256 steps (enough for curves whose second difference is up to
// ~1,300 px). Points on the curve are computed exactly in integers from the Bernstein form
// with weights (n − i)³, 3(n − i)²i, … over n³, rounded to nearest.
import PenumbraCore

/// Closed polygons of fixed-point segments, with the bounds of their points.
struct EdgeList {
    /// Segments as `(x0, y0, x1, y1)` in 24.8 fixed point; horizontal ones are dropped.
    var segments: [(Int, Int, Int, Int)] = []
    /// Bounds of every segment end point, in 24.8 (valid when `segments` is not empty).
    var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min

    /// Flattening tolerance: 1/64 device pixel.
    static let toleranceDenominator = 64
    /// `n² ≥ |d| / (4 · tol)` for a quadratic: 16 at 1/64.
    static let quadFactor = toleranceDenominator / 4
    /// `n² ≥ 3·M / (4 · tol)` for a cubic: 48 at 1/64.
    static let cubicFactor = 3 * toleranceDenominator / 4
    /// The most line segments a single curve becomes.
    static let maxSteps = 256

    init() {}

    /// Edges of `path` (device pixels); every subpath is closed implicitly, as filling requires.
    init(path: VectorPath) {
        segments.reserveCapacity(path.elements.count * 4)
        var startX = 0, startY = 0, curX = 0, curY = 0
        var open = false
        for element in path.elements {
            switch element {
            case .move(let p):
                if open { addLine(curX, curY, startX, startY) }
                startX = FixedPoint.fixed(p.x); startY = FixedPoint.fixed(p.y)
                curX = startX; curY = startY
                open = true
            case .line(let p):
                let x = FixedPoint.fixed(p.x), y = FixedPoint.fixed(p.y)
                if !open { startX = curX; startY = curY; open = true }
                addLine(curX, curY, x, y)
                curX = x; curY = y
            case .quad(let c, let p):
                if !open { startX = curX; startY = curY; open = true }
                let cx = FixedPoint.fixed(c.x), cy = FixedPoint.fixed(c.y)
                let x = FixedPoint.fixed(p.x), y = FixedPoint.fixed(p.y)
                addQuad(curX, curY, cx, cy, x, y)
                curX = x; curY = y
            case .cubic(let c1, let c2, let p):
                if !open { startX = curX; startY = curY; open = true }
                let ax = FixedPoint.fixed(c1.x), ay = FixedPoint.fixed(c1.y)
                let bx = FixedPoint.fixed(c2.x), by = FixedPoint.fixed(c2.y)
                let x = FixedPoint.fixed(p.x), y = FixedPoint.fixed(p.y)
                addCubic(curX, curY, ax, ay, bx, by, x, y)
                curX = x; curY = y
            case .close:
                if open { addLine(curX, curY, startX, startY) }
                curX = startX; curY = startY
                open = false
            }
        }
        if open { addLine(curX, curY, startX, startY) }
    }

    var isEmpty: Bool { segments.isEmpty }

    /// The pixel box touched by the edges (may be empty).
    var pixelBox: PixelBox {
        guard !segments.isEmpty else { return PixelBox(x0: 0, y0: 0, x1: 0, y1: 0) }
        return PixelBox(x0: minX >> 8, y0: minY >> 8, x1: (maxX + 255) >> 8, y1: (maxY + 255) >> 8)
    }

    mutating func addLine(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
        if y0 == y1 { return }
        segments.append((x0, y0, x1, y1))
        minX = min(minX, x0, x1); maxX = max(maxX, x0, x1)
        minY = min(minY, y0, y1); maxY = max(maxY, y0, y1)
    }

    /// Steps for a second difference of L1 size `dd` (subpixels): `n² ≥ k · dd / 256`.
    static func steps(secondDifference dd: Int, factor k: Int) -> Int {
        // n² ≥ k·M where M = dd/256 px and the tolerance is folded into k.
        let need = (k * dd + 255) >> 8
        return min(maxSteps, max(1, FixedPoint.isqrtCeil(need)))
    }

    mutating func addQuad(_ x0: Int, _ y0: Int, _ cx: Int, _ cy: Int, _ x1: Int, _ y1: Int) {
        let dd = abs(x0 - 2 * cx + x1) + abs(y0 - 2 * cy + y1)
        let n = EdgeList.steps(secondDifference: dd, factor: EdgeList.quadFactor)
        let n2 = n * n
        var px = x0, py = y0
        for i in 1...n {
            let t = i, mt = n - i
            let w0 = mt * mt, w1 = 2 * mt * t, w2 = t * t
            let x = i == n ? x1 : FixedPoint.roundDiv(x0 * w0 + cx * w1 + x1 * w2, n2)
            let y = i == n ? y1 : FixedPoint.roundDiv(y0 * w0 + cy * w1 + y1 * w2, n2)
            addLine(px, py, x, y)
            px = x; py = y
        }
    }

    mutating func addCubic(_ x0: Int, _ y0: Int, _ ax: Int, _ ay: Int, _ bx: Int, _ by: Int, _ x1: Int, _ y1: Int) {
        let d1 = abs(x0 - 2 * ax + bx) + abs(y0 - 2 * ay + by)
        let d2 = abs(ax - 2 * bx + x1) + abs(ay - 2 * by + y1)
        let n = EdgeList.steps(secondDifference: max(d1, d2), factor: EdgeList.cubicFactor)
        let n3 = n * n * n
        var px = x0, py = y0
        for i in 1...n {
            let t = i, mt = n - i
            let w0 = mt * mt * mt, w1 = 3 * mt * mt * t, w2 = 3 * mt * t * t, w3 = t * t * t
            let x = i == n ? x1 : FixedPoint.roundDiv(x0 * w0 + ax * w1 + bx * w2 + x1 * w3, n3)
            let y = i == n ? y1 : FixedPoint.roundDiv(y0 * w0 + ay * w1 + by * w2 + y1 * w3, n3)
            addLine(px, py, x, y)
            px = x; py = y
        }
    }
}
