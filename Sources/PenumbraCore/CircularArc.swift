/// A circular arc as Core Graphics adds one to a path, and as cubics: shared by SwiftUI's
/// `Path` and UIKit's `CGMutablePath`, `UIBezierPath` and `CGContext`, so all four draw the
/// same outline. Sines and cosines come from ``Trigonometry`` (no libm).
public struct CircularArc: Hashable, Sendable {
    /// The centre, in the path's units.
    public var center: Point
    /// The radius.
    public var radius: Double
    /// Where the arc starts, on the circle.
    public var start: Point
    /// Where it ends, on the circle.
    public var end: Point
    /// The angle turned, radians: positive runs clockwise on screen (y down).
    public var sweep: Double

    /// The arc of `radius` around `center` from `startAngle` turning `sweep` radians; nil when a
    /// value is not finite or the radius is negative.
    public init?(center: Point, radius: Double, startAngle: Double, sweep: Double) {
        guard radius.isFinite, startAngle.isFinite, sweep.isFinite, radius >= 0, center.x.isFinite, center.y.isFinite else {
            return nil
        }
        let s0 = Trigonometry.sin(startAngle), c0 = Trigonometry.cos(startAngle)
        let endAngle = startAngle + sweep
        let s1 = Trigonometry.sin(endAngle), c1 = Trigonometry.cos(endAngle)
        self.init(center: center, radius: radius, start: Point(x: center.x + radius * c0, y: center.y + radius * s0),
                  end: Point(x: center.x + radius * c1, y: center.y + radius * s1), sweep: sweep)
    }

    /// The arc from `start` to `end` (both on the circle) turning `sweep`.
    public init(center: Point, radius: Double, start: Point, end: Point, sweep: Double) {
        self.center = center
        self.radius = radius
        self.start = start
        self.end = end
        self.sweep = sweep
    }

    /// The angle Core Graphics turns for `addArc(center:radius:startAngle:endAngle:clockwise:)`:
    /// `clockwise` is meant in Core Graphics' y-up sense, so on a y-down screen it turns
    /// counter-clockwise (a negative sweep), at most one full turn.
    public static func sweep(from startAngle: Double, to endAngle: Double, clockwise: Bool) -> Double {
        var sweep = endAngle - startAngle
        let turn = 2 * Double.pi
        if clockwise {
            if sweep > 0 { sweep -= (sweep / turn).rounded(.up) * turn }
        } else if sweep < 0 {
            sweep += (-sweep / turn).rounded(.up) * turn
        }
        return max(-turn, min(turn, sweep))
    }

    /// The arc of `radius` tangent to the line from `p0` to `p1` and the line from `p1` to `p2`
    /// (Core Graphics' `addArc(tangent1End:tangent2End:radius:)`); nil when the lines are
    /// parallel, a line has no length or the radius is not positive (Core Graphics then draws a
    /// line to `p1`).
    public static func tangent(from p0: Point, corner p1: Point, toward p2: Point, radius r: Double) -> CircularArc? {
        let v1x = p0.x - p1.x, v1y = p0.y - p1.y, v2x = p2.x - p1.x, v2y = p2.y - p1.y
        let l1 = (v1x * v1x + v1y * v1y).squareRoot(), l2 = (v2x * v2x + v2y * v2y).squareRoot()
        let cross = v1x * v2y - v1y * v2x
        guard l1 > 0, l2 > 0, r > 0, cross != 0, r.isFinite else { return nil }
        // Half the angle between the two lines: cos θ = v1·v2 / (l1 l2); the tangent points lie
        // r / tan(θ/2) from the corner, with tan(θ/2) = sin θ / (1 + cos θ).
        let cosT = (v1x * v2x + v1y * v2y) / (l1 * l2), sinT = abs(cross) / (l1 * l2)
        let d = r * (1 + cosT) / sinT
        let a = Point(x: p1.x + v1x / l1 * d, y: p1.y + v1y / l1 * d)
        let b = Point(x: p1.x + v2x / l2 * d, y: p1.y + v2y / l2 * d)
        // The centre lies along the bisector, r / sin(θ/2) from the corner.
        let bx = v1x / l1 + v2x / l2, by = v1y / l1 + v2y / l2
        let bl = (bx * bx + by * by).squareRoot()
        let h = (r * r + d * d).squareRoot()
        let c = Point(x: p1.x + bx / bl * h, y: p1.y + by / bl * h)
        // The short way round, clockwise on screen when the corner turns counter-clockwise.
        let ax = a.x - c.x, ay = a.y - c.y, ex = b.x - c.x, ey = b.y - c.y
        let sweep = Trigonometry.atan2(ax * ey - ay * ex, ax * ex + ay * ey)
        return CircularArc(center: c, radius: r, start: a, end: b, sweep: cross < 0 ? abs(sweep) : -abs(sweep))
    }

    /// The arc as cubics of at most a quarter turn each, with handles 4/3 · tan(θ/4) of the
    /// radius long; the last ends exactly at ``end``. Empty for no sweep or no radius.
    public var cubics: [(control1: Point, control2: Point, to: Point)] {
        guard sweep != 0, radius > 0 else { return [] }
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(pieces)
        let sinStep = Trigonometry.sin(step), cosStep = Trigonometry.cos(step)
        // tan(θ/4) from sin θ and cos θ: tan(θ/2) = sin θ / (1 + cos θ), then the half-angle once more.
        let t2 = sinStep / (1 + cosStep)
        let k = 4.0 / 3.0 * t2 / (1 + (1 + t2 * t2).squareRoot())
        let cx = center.x, cy = center.y
        var ux = start.x - cx, uy = start.y - cy
        var out: [(control1: Point, control2: Point, to: Point)] = []
        out.reserveCapacity(pieces)
        for i in 1...pieces {
            let vx = ux * cosStep - uy * sinStep, vy = ux * sinStep + uy * cosStep
            let to = i == pieces ? end : Point(x: cx + vx, y: cy + vy)
            out.append((Point(x: cx + ux - k * uy, y: cy + uy + k * ux), Point(x: cx + vx + k * vy, y: cy + vy - k * vx), to))
            ux = vx; uy = vy
        }
        return out
    }
}
