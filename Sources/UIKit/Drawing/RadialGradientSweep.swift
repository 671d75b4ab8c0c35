import PenumbraCore

/// The region a Core Graphics radial gradient between two circles paints: every circle
/// c(t) = c0 + t·(c1 − c0), r(t) = r0 + t·(r1 − r0) for t in 0…1, and on past either end when
/// the options extend it, while the radius stays positive.
///
/// For circles neither of which holds the other (|c1 − c0| > |r1 − r0|), a point lies in the
/// circles of one interval of t (|p − c(t)|² − r(t)² is a quadratic in t with a positive
/// leading coefficient), so the gradient drawn with both options and clipped to this region is
/// the gradient drawn with fewer: inside it the largest t that covers a point is in range or
/// padded to the same end colour. The circles of an interval of t sweep the convex hull of the
/// two end circles (each middle circle is a blend of the two), which is what ``path`` draws.
struct RadialGradientSweep {
    let c0: Point, r0: Double, c1: Point, r1: Double

    /// The swept region as one path filled by the non-zero rule (both end circles and the
    /// quadrilateral between their outer tangents, all wound the same way), reaching past every
    /// corner of `area` where the sweep goes on; nil when the circles are nested or coincide.
    func path(extendsBefore: Bool, extendsAfter: Bool, area: Rect) -> VectorPath? {
        let dx = c1.x - c0.x, dy = c1.y - c0.y, dr = r1 - r0
        let d = (dx * dx + dy * dy).squareRoot()
        guard d > abs(dr), d > 0 else { return nil }
        // How far t must run for the swept circles to reach past the area: a point p is in
        // c(t)'s circle only while t·(d − dr) ≤ r0 + |p − c0| (and t·(d + dr) ≥ −(r0 + |p − c0|)).
        let corners = [Point(area.minX, area.minY), Point(area.maxX, area.minY), Point(area.minX, area.maxY), Point(area.maxX, area.maxY)]
        let reach = r0 + corners.map { (($0.x - c0.x) * ($0.x - c0.x) + ($0.y - c0.y) * ($0.y - c0.y)).squareRoot() }.max()!
        var ta = extendsBefore ? -(reach / (d + dr) + 1) : 0
        var tb = extendsAfter ? reach / (d - dr) + 1 : 1
        // Not past the apex, where the radius reaches 0.
        if dr > 0 { ta = max(ta, -r0 / dr) }
        if dr < 0 { tb = min(tb, r0 / -dr) }
        // Circles so close to a cylinder that the sweep overflows draw nothing rather than NaN.
        guard tb > ta, ta.isFinite, tb.isFinite, (tb - ta) * (d + abs(dr)) < 1e12 else { return nil }
        func center(_ t: Double) -> Point { Point(c0.x + t * dx, c0.y + t * dy) }
        func radius(_ t: Double) -> Double { max(0, r0 + t * dr) }
        let (ca, ra, cb, rb) = (center(ta), radius(ta), center(tb), radius(tb))
        // The outer tangents touch both circles where the outward normal e has e·u = −dr / d.
        let ux = dx / d, uy = dy / d, k = -dr / d, s = max(0, 1 - k * k).squareRoot()
        let e1 = Point(k * ux - s * uy, k * uy + s * ux), e2 = Point(k * ux + s * uy, k * uy - s * ux)
        var quad = [Point(ca.x + ra * e1.x, ca.y + ra * e1.y), Point(cb.x + rb * e1.x, cb.y + rb * e1.y),
                    Point(cb.x + rb * e2.x, cb.y + rb * e2.y), Point(ca.x + ra * e2.x, ca.y + ra * e2.y)]
        // Wound as VectorPath.ellipse is (positive area, y down), so nothing cancels.
        var area2 = 0.0
        for i in 0..<4 { let p = quad[i], q = quad[(i + 1) % 4]; area2 += p.x * q.y - q.x * p.y }
        if area2 < 0 { quad.reverse() }
        var path = VectorPath()
        path.move(to: quad[0])
        for p in quad.dropFirst() { path.line(to: p) }
        path.close()
        path.append(.ellipse(in: Rect(x: ca.x - ra, y: ca.y - ra, width: 2 * ra, height: 2 * ra)))
        path.append(.ellipse(in: Rect(x: cb.x - rb, y: cb.y - rb, width: 2 * rb, height: 2 * rb)))
        return path
    }
}
