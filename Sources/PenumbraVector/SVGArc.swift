import PenumbraCore

/// Elliptical arcs in SVG's endpoint form, converted to cubic Béziers (SVG 1.1 appendix F.6.5
/// and F.6.6: centre parameterisation, out-of-range radii scaled up).
enum SVGArc {
    /// Appends the arc from `p0` to `p1` (after which the pen is at `p1`).
    static func append(to path: inout VectorPath, from p0: Point, to p1: Point, rx rxIn: Double, ry ryIn: Double,
                       rotationDegrees: Double, largeArc: Bool, sweep: Bool) {
        if p0 == p1 { return }
        var rx = rxIn, ry = ryIn
        guard rx > 0, ry > 0 else {
            path.line(to: p1)
            return
        }
        let (sinPhi, cosPhi) = Trigonometry.sinCos(degrees: rotationDegrees)
        // F.6.5.1: the midpoint in the ellipse's rotated frame.
        let dx = (p0.x - p1.x) / 2, dy = (p0.y - p1.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
        // F.6.6.2: radii too small to reach are scaled up.
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            let s = lambda.squareRoot()
            rx *= s; ry *= s
        }
        // F.6.5.2: the centre in the rotated frame.
        let num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let den = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var k = den > 0 ? (max(0, num) / den).squareRoot() : 0
        if largeArc == sweep { k = -k }
        let cx1 = k * rx * y1 / ry, cy1 = -k * ry * x1 / rx
        // F.6.5.3: the centre.
        let cx = cosPhi * cx1 - sinPhi * cy1 + (p0.x + p1.x) / 2
        let cy = sinPhi * cx1 + cosPhi * cy1 + (p0.y + p1.y) / 2
        // F.6.5.5–6: start angle and sweep on the unit circle.
        let ux = (x1 - cx1) / rx, uy = (y1 - cy1) / ry, vx = (-x1 - cx1) / rx, vy = (-y1 - cy1) / ry
        let theta1 = Trigonometry.atan2(uy, ux)
        var delta = Trigonometry.atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        if !sweep && delta > 0 { delta -= 2 * Double.pi }
        if sweep && delta < 0 { delta += 2 * Double.pi }
        guard delta.isFinite, theta1.isFinite else {
            path.line(to: p1)
            return
        }
        // Pieces of at most a quarter turn, each a cubic with handles 4/3·tan(θ/4).
        let pieces = max(1, Int(fileNumber: (abs(delta) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / Double(pieces)
        let (sinStep, cosStep) = Trigonometry.sinCos(step)
        let t2 = sinStep / (1 + cosStep)
        let handle = 4.0 / 3.0 * t2 / (1 + (1 + t2 * t2).squareRoot())
        func map(_ x: Double, _ y: Double) -> Point {
            Point(cx + cosPhi * rx * x - sinPhi * ry * y, cy + sinPhi * rx * x + cosPhi * ry * y)
        }
        var (s, c) = Trigonometry.sinCos(theta1)
        for i in 1...pieces {
            let (sn, cn) = Trigonometry.sinCos(theta1 + step * Double(i))
            let end = i == pieces ? p1 : map(cn, sn)
            path.cubic(control1: map(c - handle * s, s + handle * c), control2: map(cn + handle * sn, sn - handle * cn), to: end)
            s = sn; c = cn
        }
    }
}
