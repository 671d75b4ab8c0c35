// Border outlines. A solid border is the outline plus the inset outline reversed, filled
// non-zero (winding 1 in the band, 0 in the hole; see VectorPath+Reversed.swift). A
// dashed border walks the band's centre line (the shape inset by half the width), flattened to
// the rasterizer's tolerance: segment lengths are integer square roots of 1/256-pixel
// coordinates, and each dash becomes one polygon offset by half the width on both sides, with
// mitred offsets at the vertices ((n1 + n2) / (1 + n1·n2)) so a dash turning a corner has no gap.
import PenumbraCore

/// Builders of border outlines.
enum BorderPath {
    /// The band between `shape` and `shape.insetBy(width)` (inner outline reversed); fill it
    /// with either rule.
    static func solid(_ shape: RoundedRect, width: Double) -> VectorPath {
        var p = shape.path
        let inner = shape.insetBy(width)
        if inner.rect.width > 0 && inner.rect.height > 0 { p.append(inner.path.reversedSubpaths()) }
        return p
    }

    /// One closed polygon per dash; fill non-zero. With `visible` (device pixels), only the
    /// dashes that can reach it are made: the centre line is clipped to it (grown by the
    /// width) and dashes are laid along the clipped stretches, in the same phase as along the
    /// whole line, so a border far larger than the canvas costs what its visible part costs.
    static func dashed(_ shape: RoundedRect, width: Double, dash: DashPattern, visible: Rect? = nil) -> VectorPath {
        let center = shape.insetBy(width / 2)
        let pts = polyline(center.path)
        var out = VectorPath()
        guard pts.count >= 2 else { return out }
        // Cumulative lengths, in pixels from 1/256 integer square roots.
        var lengths = [0.0]
        for i in 1..<pts.count {
            let fx = FixedPoint.fixed(pts[i].x - pts[i - 1].x), fy = FixedPoint.fixed(pts[i].y - pts[i - 1].y)
            lengths.append(lengths[i - 1] + Double(FixedPoint.isqrt(fx * fx + fy * fy)) / 256)
        }
        let total = lengths[pts.count - 1]
        guard total > 0 else { return out }
        let period = dash.on + dash.off
        var start = -(dash.phase.truncatingRemainder(dividingBy: period))
        if start > 0 { start -= period }
        let half = width / 2
        let stretches = visible.map { visibleStretches(pts, lengths, in: $0.insetBy(dx: -width - 1, dy: -width - 1)) } ?? [(0, total)]
        var next = start  // the first dash not made yet
        for (a, b) in stretches {
            // The first dash that ends after `a`, in the pattern's phase.
            if next + dash.on <= a {
                let skip = ((a - dash.on - next) / period).rounded(.down)
                if skip > 0 { next += skip * period }
                while next + dash.on <= a {
                    let after = next + period
                    if after == next { return out }  // lengths past Double's precision
                    next = after
                }
            }
            while next < b, next < total {
                let s0 = max(0, next), s1 = min(total, next + dash.on)
                if s1 > s0 { appendDash(&out, pts, lengths, s0, s1, half) }
                let after = next + period
                if after == next { return out }
                next = after
            }
        }
        return out
    }

    /// The stretches of arc length, ascending, where the polyline runs inside `box`.
    private static func visibleStretches(_ pts: [Point], _ lengths: [Double], in box: Rect) -> [(Double, Double)] {
        var result: [(Double, Double)] = []
        for i in 0..<(pts.count - 1) {
            let p = pts[i], q = pts[i + 1]
            // Liang–Barsky: the part of the segment inside the box, as t0...t1.
            var t0 = 0.0, t1 = 1.0
            let dx = q.x - p.x, dy = q.y - p.y
            var inside = true
            for (denominator, numerator) in [(-dx, p.x - box.minX), (dx, box.maxX - p.x), (-dy, p.y - box.minY), (dy, box.maxY - p.y)] {
                if denominator == 0 {
                    if numerator < 0 { inside = false; break }
                } else {
                    let t = numerator / denominator
                    if denominator < 0 { t0 = max(t0, t) } else { t1 = min(t1, t) }
                }
            }
            guard inside, t0 <= t1 else { continue }
            let len = lengths[i + 1] - lengths[i]
            let a = lengths[i] + t0 * len, b = lengths[i] + t1 * len
            if let last = result.last, a <= last.1 { result[result.count - 1].1 = max(last.1, b) } else { result.append((a, b)) }
        }
        return result
    }

    /// The points of a closed path's first subpath, curves flattened with the rasterizer's step
    /// counts, the start repeated at the end.
    static func polyline(_ path: VectorPath) -> [Point] {
        var pts: [Point] = []
        var cur = Point.zero
        for e in path.elements {
            switch e {
            case .move(let p): pts.append(p); cur = p
            case .line(let p): pts.append(p); cur = p
            case .quad(let c, let p):
                let n = 16
                for i in 1...n {
                    let t = Double(i) / Double(n), mt = 1 - t
                    pts.append(cur * (mt * mt) + c * (2 * mt * t) + p * (t * t))
                }
                cur = p
            case .cubic(let c1, let c2, let p):
                let dd = max(abs(cur.x - 2 * c1.x + c2.x) + abs(cur.y - 2 * c1.y + c2.y),
                             abs(c1.x - 2 * c2.x + p.x) + abs(c1.y - 2 * c2.y + p.y))
                let n = EdgeList.steps(secondDifference: FixedPoint.fixed(dd), factor: 6)
                for i in 1...n {
                    let t = Double(i) / Double(n), mt = 1 - t
                    pts.append(cur * (mt * mt * mt) + c1 * (3 * mt * mt * t) + c2 * (3 * mt * t * t) + p * (t * t * t))
                }
                cur = p
            case .close:
                if let f = pts.first, pts.last != f { pts.append(f) }
            }
        }
        // Drop repeated points so every segment has a direction.
        var clean: [Point] = []
        for p in pts where clean.last != p { clean.append(p) }
        return clean
    }

    /// Unit normal (pointing to the right of travel, y down) of segment `a → b` of length `len`.
    private static func normal(_ a: Point, _ b: Point, _ len: Double) -> Point {
        Point((a.y - b.y) / len, (b.x - a.x) / len)
    }

    private static func appendDash(_ out: inout VectorPath, _ pts: [Point], _ lengths: [Double],
                                   _ s0: Double, _ s1: Double, _ half: Double) {
        // Points of the centre line between arc lengths s0 and s1, with the normal at each.
        var line: [Point] = [], normals: [Point] = []
        let n = pts.count
        func segmentNormal(_ i: Int) -> Point {
            let len = lengths[i + 1] - lengths[i]
            return len > 0 ? normal(pts[i], pts[i + 1], len) : Point(0, 0)
        }
        var i = 0
        while i < n - 2 && lengths[i + 1] <= s0 { i += 1 }
        func point(at s: Double, seg: Int) -> Point {
            let len = lengths[seg + 1] - lengths[seg]
            let t = len > 0 ? (s - lengths[seg]) / len : 0
            return pts[seg] + (pts[seg + 1] - pts[seg]) * t
        }
        line.append(point(at: s0, seg: i)); normals.append(segmentNormal(i))
        while i < n - 2 && lengths[i + 1] < s1 {
            let n1 = segmentNormal(i), n2 = segmentNormal(i + 1)
            let d = 1 + n1.x * n2.x + n1.y * n2.y
            let m = d > 0.01 ? Point((n1.x + n2.x) / d, (n1.y + n2.y) / d) : n1
            line.append(pts[i + 1]); normals.append(m)
            i += 1
        }
        line.append(point(at: s1, seg: i)); normals.append(segmentNormal(i))
        out.move(to: line[0] + normals[0] * half)
        for k in 1..<line.count { out.line(to: line[k] + normals[k] * half) }
        for k in stride(from: line.count - 1, through: 0, by: -1) { out.line(to: line[k] - normals[k] * half) }
        out.close()
    }
}
