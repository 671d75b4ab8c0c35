// Strokes as outlines: a stroked path becomes closed polygons that the rasterizer fills with the
// non-zero rule, so strokes get the same exact-area coverage as fills.
//
// The centre line is flattened (the edge builder's step rule, to `tolerance`) and cut into
// dashes; each piece becomes a ring around its band (see ``Builder``). Arcs of round joins and
// caps take their angles from Penumbra's deterministic trigonometry and keep the exact area of
// their sectors; every other step is IEEE arithmetic and square roots, so a stroke gives the
// same outline on every machine.
import PenumbraCore

/// Turns a path and a ``LineStroke`` into the outline of the line it draws.
public enum Stroker {
    /// The most polygon points one stroke emits; a pathological dash pattern or path stops there
    /// (what was built until then is drawn), so memory and time stay bounded.
    public static let maxOutlinePoints = 4_000_000

    /// The outline of `path` stroked with `style`, to be filled with ``FillRule/nonZero``.
    ///
    /// - Parameters:
    ///   - path: The centre line, in device pixels.
    ///   - style: Width, caps, joins and dashes in device pixels.
    ///   - tolerance: How far flattened curves and arcs may stray from the exact ones, in
    ///     pixels. The default, 1/128, is half the fill rasterizer's: both sides of a line lie on
    ///     chords, so a ring's pixels stay within 3/255 of exact coverage.
    public static func outline(of path: VectorPath, style: LineStroke, tolerance: Double = 1.0 / 128) -> VectorPath {
        guard style.width > 0, style.width.isFinite else { return VectorPath() }
        var builder = Builder(halfWidth: style.width / 2, style: style,
                              tolerance: tolerance.isFinite && tolerance > 0 ? tolerance : 1.0 / 128)
        for subpath in Polyline.flatten(path, tolerance: builder.tolerance) {
            for piece in Dasher.pieces(of: subpath, style: style) {
                builder.stroke(piece)
                if builder.isFull { return builder.out }
            }
        }
        return builder.out
    }
}

/// A flattened subpath: points with no two equal neighbours.
struct Polyline {
    var points: [Point]
    var closed: Bool

    /// Each subpath of `path` flattened to lines within `tolerance`; subpaths with a coordinate
    /// that is not finite are left out.
    static func flatten(_ path: VectorPath, tolerance: Double) -> [Polyline] {
        var out: [Polyline] = []
        var current: [Point] = []
        // Whether the subpath has a segment or a close: a lone move draws nothing.
        var drawn = false
        var pen = Point.zero, start = Point.zero
        // Points closer than a billionth of a pixel are one point: a curve that ends a rounding
        // error away from its start must not leave a segment too short to have a direction.
        func same(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }
        func finish(closed: Bool) {
            var cleaned: [Point] = []
            for p in current where cleaned.last.map({ !same($0, p) }) ?? true { cleaned.append(p) }
            if closed, cleaned.count > 1, same(cleaned[0], cleaned[cleaned.count - 1]) { cleaned.removeLast() }
            if drawn, !current.isEmpty, current.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) {
                out.append(Polyline(points: cleaned, closed: closed && cleaned.count > 1))
            }
            current = []
            drawn = false
        }
        let quadFactor = 1 / (4 * tolerance), cubicFactor = 3 / (4 * tolerance)
        for element in path.elements {
            switch element {
            case .move(let p):
                if !current.isEmpty { finish(closed: false) }
                current = [p]; pen = p; start = p
            case .line(let p):
                if current.isEmpty { current = [pen]; start = pen }
                current.append(p); pen = p; drawn = true
            case .quad(let c, let p):
                if current.isEmpty { current = [pen]; start = pen }
                let n = steps(abs(pen.x - 2 * c.x + p.x) + abs(pen.y - 2 * c.y + p.y), quadFactor)
                for i in 1...n {
                    let t = Double(i) / Double(n), mt = 1 - t
                    current.append(i == n ? p : pen * (mt * mt) + c * (2 * mt * t) + p * (t * t))
                }
                pen = p; drawn = true
            case .cubic(let c1, let c2, let p):
                if current.isEmpty { current = [pen]; start = pen }
                let d1 = abs(pen.x - 2 * c1.x + c2.x) + abs(pen.y - 2 * c1.y + c2.y)
                let d2 = abs(c1.x - 2 * c2.x + p.x) + abs(c1.y - 2 * c2.y + p.y)
                let n = steps(max(d1, d2), cubicFactor)
                for i in 1...n {
                    let t = Double(i) / Double(n), mt = 1 - t
                    current.append(i == n ? p : pen * (mt * mt * mt) + c1 * (3 * mt * mt * t) + c2 * (3 * mt * t * t) + p * (t * t * t))
                }
                pen = p; drawn = true
            case .close:
                if current.isEmpty { current = [pen] }
                drawn = true
                finish(closed: true)
                pen = start
            }
        }
        if !current.isEmpty { finish(closed: false) }
        return out
    }

    /// Uniform steps for a curve whose second difference has L1 size `dd`: `n² ≥ factor · dd`,
    /// at most 1,024.
    private static func steps(_ dd: Double, _ factor: Double) -> Int {
        let need = factor * dd
        guard need.isFinite, need > 1 else { return 1 }
        guard need < 1_048_576 else { return 1_024 }
        var n = Int(need.squareRoot())
        while Double(n * n) < need { n += 1 }
        return max(1, n)
    }
}

/// Dash patterns: the "on" stretches of a polyline.
enum Dasher {
    /// The most dashes one subpath is cut into; past it the rest of the subpath is not drawn.
    static let maxDashes = 1_000_000
    /// The most pattern entries one subpath may step through; a pattern so fine against the
    /// line's length that it would take more is drawn solid (at that scale a dashed line reads
    /// as a solid one anyway).
    static let maxSteps = 4_000_000

    /// The parts of `line` that the dash pattern draws (the whole line when it is solid).
    static func pieces(of line: Polyline, style: LineStroke) -> [Polyline] {
        var pattern = style.dash.map { $0.isFinite ? max(0, $0) : 0 }
        if pattern.count % 2 == 1 { pattern += pattern }
        let period = pattern.reduce(0, +)
        guard !pattern.isEmpty, period > 0, period.isFinite, line.points.count > 1 else { return [line] }
        var points = line.points
        if line.closed { points.append(points[0]) }
        var total = 0.0
        for i in 1..<points.count {
            let dx = points[i].x - points[i - 1].x, dy = points[i].y - points[i - 1].y
            total += (dx * dx + dy * dy).squareRoot()
        }
        guard total / period * Double(pattern.count) < Double(maxSteps) else { return [line] }
        // Where in the pattern the line starts.
        var phase = style.dashPhase.isFinite ? style.dashPhase : 0
        phase -= (phase / period).rounded(.down) * period
        var index = 0
        // A zero-length dash at the very start is still drawn (a dot with round caps).
        while phase > pattern[index] || (phase == pattern[index] && pattern[index] > 0) {
            phase -= pattern[index]
            index = (index + 1) % pattern.count
        }
        var remaining = pattern[index] - phase
        var on = index % 2 == 0
        var out: [Polyline] = []
        var current: [Point] = on ? [points[0]] : []
        let startsOn = on
        for i in 1..<points.count {
            let a = points[i - 1], b = points[i]
            let dx = b.x - a.x, dy = b.y - a.y
            let length = (dx * dx + dy * dy).squareRoot()
            var t = 0.0
            while length - t > remaining {
                t += remaining
                let p = Point(a.x + dx * (t / length), a.y + dy * (t / length))
                if on {
                    current.append(p)
                    out.append(Polyline(points: current, closed: false))
                    current = []
                    if out.count >= maxDashes { return out }
                } else {
                    current = [p]
                }
                on.toggle()
                index = (index + 1) % pattern.count
                remaining = pattern[index]
            }
            remaining -= length - t
            if on { current.append(b) }
        }
        if on, current.count > 1 {
            // A closed line that ends and starts inside dashes joins them through its start.
            if line.closed, startsOn, let first = out.first, out.count > 0 {
                out[0] = Polyline(points: current + first.points.dropFirst(), closed: false)
            } else {
                out.append(Polyline(points: current, closed: false))
            }
        }
        return out.map { Polyline(points: $0.points.reduce(into: [Point]()) { if $0.last != $1 { $0.append($1) } }, closed: false) }
    }
}

/// Collects the stroke's outline: for each polyline one ring (the left side forward, the end
/// cap, the right side backward, the start cap), or two rings for a closed one (its two sides).
/// A ring runs round its band in one sense all along, so where a line crosses itself the
/// windings add. On the inner side of a corner the two offset lines meet at their intersection
/// when it lies on both segments, so no overlapping slivers inflate the coverage there; on the
/// outer side the join (miter, bevel or round) closes the gap.
struct Builder {
    let halfWidth: Double
    let style: LineStroke
    let tolerance: Double
    var out = VectorPath()
    var emitted = 0

    init(halfWidth: Double, style: LineStroke, tolerance: Double) {
        self.halfWidth = halfWidth
        self.style = style
        self.tolerance = tolerance
    }

    var isFull: Bool { emitted >= Stroker.maxOutlinePoints }

    /// The outline of one open or closed polyline.
    mutating func stroke(_ line: Polyline) {
        let p = line.points
        guard !p.isEmpty else { return }
        if p.count == 1 {
            dot(p[0])
            return
        }
        if line.closed {
            ring(side(of: p, closed: true))
            if isFull { return }
            ring(side(of: Array(p.reversed()), closed: true))
            return
        }
        var points = side(of: p, closed: false)
        if emitted + points.count >= Stroker.maxOutlinePoints {
            ring(points)
            return
        }
        cap(at: p[p.count - 1], from: p[p.count - 2], into: &points)
        let back = Array(p.reversed())
        points += side(of: back, closed: false)
        cap(at: p[0], from: p[1], into: &points)
        ring(points)
    }

    /// The left offset of `p` (the right one of its reverse), with the joins at its corners; a
    /// closed polyline's side is a whole ring.
    private func side(of p: [Point], closed: Bool) -> [Point] {
        let n = p.count
        var points: [Point] = []
        points.reserveCapacity(n * 2)
        if !closed { points.append(p[0] + normal(p[0], p[1])) }
        for j in 0..<n where closed || (j > 0 && j < n - 1) {
            join(p[(j + n - 1) % n], p[j], p[(j + 1) % n], into: &points)
            // The bound is counted while the side is built: a round join on a wide stroke adds
            // up to 1,024 points, and 35,000 of them once took 8.5 GB before the ring was counted.
            if emitted + points.count >= Stroker.maxOutlinePoints { break }
        }
        if !closed { points.append(p[n - 1] + normal(p[n - 2], p[n - 1])) }
        return points
    }

    /// The left normal of the segment a→b, half a width long.
    private func normal(_ a: Point, _ b: Point) -> Point {
        let dx = b.x - a.x, dy = b.y - a.y
        let len = (dx * dx + dy * dy).squareRoot()
        return Point(-dy / len * halfWidth, dx / len * halfWidth)
    }

    /// A zero-length line: a round cap draws a dot, a square cap a square, a butt cap nothing.
    private mutating func dot(_ c: Point) {
        switch style.cap {
        case .butt: return
        case .square:
            let h = halfWidth
            ring([Point(c.x - h, c.y - h), Point(c.x + h, c.y - h), Point(c.x + h, c.y + h), Point(c.x - h, c.y + h)])
        case .round:
            var points = [c + Point(halfWidth, 0)]
            arc(center: c, from: Point(halfWidth, 0), turn: 2 * Double.pi, into: &points)
            points.removeLast()
            ring(points)
        }
    }

    /// The cap at `end` of a line arriving from `previous`: from the left offset to the right one.
    private func cap(at end: Point, from previous: Point, into points: inout [Point]) {
        let nrm = normal(previous, end)
        // Outward along the line, half a width long.
        let out = Point(nrm.y, -nrm.x)
        switch style.cap {
        case .butt: return
        case .square:
            points.append(end + nrm + out)
            points.append(end - nrm + out)
        case .round:
            arc(center: end, from: nrm, turn: -Double.pi, into: &points)
            points.removeLast() // the right offset starts the next stretch
        }
    }

    /// The left side's points at corner `b` between a→b and b→c.
    private func join(_ a: Point, _ b: Point, _ c: Point, into points: inout [Point]) {
        let d1x = b.x - a.x, d1y = b.y - a.y, d2x = c.x - b.x, d2y = c.y - b.y
        let cross = d1x * d2y - d1y * d2x
        let dot = d1x * d2x + d1y * d2y
        let n1 = normal(a, b), n2 = normal(b, c)
        let o1 = b + n1, o2 = b + n2
        if cross == 0 && dot > 0 {
            points.append(o1)  // straight on
            return
        }
        let l1 = (d1x * d1x + d1y * d1y).squareRoot(), l2 = (d2x * d2x + d2y * d2y).squareRoot()
        let cosTurn = max(-1, min(1, dot / (l1 * l2)))
        if cross > 0 {
            // The left side is the inner one: the offset lines meet at b + (n1 + n2) / (1 + cos θ),
            // hw·tan(θ/2) back along each segment; past either segment's end, go through b.
            let reachBack = halfWidth * (1 - cosTurn) / (abs(cross) / (l1 * l2))  // hw · tan(θ/2)
            if cosTurn > -1, reachBack <= l1, reachBack <= l2 {
                let k = 1 / (1 + cosTurn)
                points.append(Point(b.x + (n1.x + n2.x) * k, b.y + (n1.y + n2.y) * k))
            } else {
                points.append(o1); points.append(b); points.append(o2)
            }
            return
        }
        // The left side is the outer one (a U-turn counts as a right turn).
        points.append(o1)
        switch style.join {
        case .bevel:
            break
        case .miter:
            // Miter length / width = 1 / cos(θ/2) = 1 / √((1 + cos θ) / 2).
            let half = (1 + cosTurn) / 2
            let limit = max(1, style.miterLimit.isFinite ? style.miterLimit : 10)
            if half > 0, 1 / half <= limit * limit {
                let mx = n1.x + n2.x, my = n1.y + n2.y
                let ml = (mx * mx + my * my).squareRoot()
                let reach = halfWidth / half.squareRoot()
                if ml > 0 { points.append(Point(b.x + mx / ml * reach, b.y + my / ml * reach)) }
            }
        case .round:
            // Turning right, the fan runs counter-clockwise on screen (negative angles).
            arc(center: b, from: n1, turn: -Trigonometry.acos(cosTurn), into: &points)
            points.removeLast()
        }
        points.append(o2)
    }

    /// The points of the arc around `center` from the offset `from` turning by `turn` radians
    /// (positive: clockwise on screen), after its start, ending on the circle. The points between
    /// are pushed out by the factor that gives the fan the sector's exact area, so the chords
    /// lose no ink.
    private func arc(center: Point, from: Point, turn: Double, into points: inout [Point]) {
        guard turn.isFinite, turn != 0 else {
            points.append(center + from)
            return
        }
        // A chord of angle φ strays r(1 − cos(φ/2)) ≈ rφ²/8 from the arc.
        let r = halfWidth
        let maxStep = (8 * tolerance / r).squareRoot()
        let count = min(1_024, max(2, Int((abs(turn) / maxStep).rounded(.up))))
        let n = Double(count)
        let step = abs(turn) / n
        // Area with the n − 1 inner points at radius k·r: ½ r² sin φ (2k + (n − 2)k²) = ½ r² n φ.
        let target = n * step / Trigonometry.sin(step)
        let k = count == 2 ? target / 2 : ((1 + (n - 2) * target).squareRoot() - 1) / (n - 2)
        for i in 1...count {
            let (s, c) = Trigonometry.sinCos(turn * Double(i) / n)
            let scale = i == count ? 1 : k
            points.append(Point(center.x + (from.x * c - from.y * s) * scale, center.y + (from.x * s + from.y * c) * scale))
        }
    }

    /// Appends a closed ring.
    private mutating func ring(_ points: [Point]) {
        guard points.count > 2 else { return }
        out.move(to: points[0])
        for p in points.dropFirst() { out.line(to: p) }
        out.close()
        emitted += points.count
    }
}
