// Trimming: the part of a path between two fractions of its length, as SwiftUI's
// `trim(from:to:)` and CoreGraphics' `trimmedPath` take it. Curves are flattened with the edge
// builder's tolerance (1/64 of a unit: device pixels when trimming for drawing), so lengths are
// the lengths of the chords the rasterizer would fill anyway.
import PenumbraCore

/// Cuts paths by length.
public enum PathTrimmer {
    /// The part of `path` from `from` to `to` (fractions 0...1 of its total length, closing
    /// segments of closed subpaths included), as open polylines.
    ///
    /// The whole range (0...1) returns `path` unchanged; an empty or inverted range, or a path
    /// of no length, returns an empty path.
    public static func trim(_ path: VectorPath, from: Double, to: Double) -> VectorPath {
        let lo = from.isNaN ? 0 : max(0, min(1, from)), hi = to.isNaN ? 0 : max(0, min(1, to))
        if lo <= 0 && hi >= 1 { return path }
        guard lo < hi else { return VectorPath() }
        let polylines = flatten(path)
        var total = 0.0
        for line in polylines { total += length(line) }
        guard total > 0, total.isFinite else { return VectorPath() }
        let start = lo * total, end = hi * total
        var out = VectorPath()
        var walked = 0.0
        for line in polylines {
            var drawing = false
            for i in 1..<max(1, line.count) {
                let a = line[i - 1], b = line[i]
                let d = distance(a, b)
                let s0 = walked, s1 = walked + d
                walked = s1
                guard s1 > start, s0 < end, d > 0 else { continue }
                let t0 = max(0, (start - s0) / d), t1 = min(1, (end - s0) / d)
                let p0 = t0 == 0 ? a : a + (b - a) * t0
                let p1 = t1 == 1 ? b : a + (b - a) * t1
                if !drawing || t0 > 0 { out.move(to: p0); drawing = true }
                out.line(to: p1)
                if t1 < 1 { drawing = false }
            }
        }
        return out
    }

    /// Each subpath as a list of points (a closed one ends at its start point).
    static func flatten(_ path: VectorPath) -> [[Point]] {
        var lines: [[Point]] = []
        var current: [Point] = []
        var start = Point.zero, pen = Point.zero
        func finish() {
            if current.count > 1 { lines.append(current) }
            current = []
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                finish()
                start = p; pen = p; current = [p]
            case .line(let p):
                if current.isEmpty { current = [pen]; start = pen }
                current.append(p); pen = p
            case .quad(let c, let p):
                if current.isEmpty { current = [pen]; start = pen }
                let n = steps(secondDifference: abs(pen.x - 2 * c.x + p.x) + abs(pen.y - 2 * c.y + p.y), factor: 16)
                for i in 1...n {
                    let t = Double(i) / Double(n), mt = 1 - t
                    current.append(i == n ? p : pen * (mt * mt) + c * (2 * mt * t) + p * (t * t))
                }
                pen = p
            case .cubic(let c1, let c2, let p):
                if current.isEmpty { current = [pen]; start = pen }
                let d1 = abs(pen.x - 2 * c1.x + c2.x) + abs(pen.y - 2 * c1.y + c2.y)
                let d2 = abs(c1.x - 2 * c2.x + p.x) + abs(c1.y - 2 * c2.y + p.y)
                let n = steps(secondDifference: max(d1, d2), factor: 48)
                for i in 1...n {
                    let t = Double(i) / Double(n), mt = 1 - t
                    current.append(i == n ? p : pen * (mt * mt * mt) + c1 * (3 * mt * mt * t) + c2 * (3 * mt * t * t) + p * (t * t * t))
                }
                pen = p
            case .close:
                if !current.isEmpty {
                    if current.last != start { current.append(start) }
                    finish()
                }
                pen = start
            }
        }
        finish()
        return lines
    }

    /// Uniform steps for a curve whose second difference has L1 size `dd`, as the edge builder
    /// chooses them (`n² ≥ factor · dd`, at most 256).
    private static func steps(secondDifference dd: Double, factor: Double) -> Int {
        guard dd.isFinite, dd > 0 else { return 1 }
        let need = factor * dd
        guard need < Double(EdgeList.maxSteps * EdgeList.maxSteps) else { return EdgeList.maxSteps }
        var n = 1
        while Double(n * n) < need { n += 1 }
        return n
    }

    private static func distance(_ a: Point, _ b: Point) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        return (dx * dx + dy * dy).squareRoot()
    }

    private static func length(_ line: [Point]) -> Double {
        var total = 0.0
        for i in 1..<max(1, line.count) { total += distance(line[i - 1], line[i]) }
        return total
    }
}
