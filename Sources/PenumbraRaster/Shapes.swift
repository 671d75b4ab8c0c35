// Paths of the basic shapes, in whatever units the caller uses (device pixels for drawing).
import PenumbraCore

/// Builders of basic shape outlines.
public enum Shapes {
    /// A rectangle, clockwise on screen.
    public static func rectangle(_ r: Rect) -> VectorPath {
        var p = VectorPath()
        p.move(to: Point(r.minX, r.minY)); p.line(to: Point(r.maxX, r.minY))
        p.line(to: Point(r.maxX, r.maxY)); p.line(to: Point(r.minX, r.maxY)); p.close()
        return p
    }

    /// The ellipse inscribed in `r`: four cubics with the constant kappa 0.5522847498.
    public static func ellipse(in r: Rect) -> VectorPath {
        let k = RoundedRect.kappa
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        var p = VectorPath()
        p.move(to: Point(cx + rx, cy))
        p.cubic(control1: Point(cx + rx, cy + ry * k), control2: Point(cx + rx * k, cy + ry), to: Point(cx, cy + ry))
        p.cubic(control1: Point(cx - rx * k, cy + ry), control2: Point(cx - rx, cy + ry * k), to: Point(cx - rx, cy))
        p.cubic(control1: Point(cx - rx, cy - ry * k), control2: Point(cx - rx * k, cy - ry), to: Point(cx, cy - ry))
        p.cubic(control1: Point(cx + rx * k, cy - ry), control2: Point(cx + rx, cy - ry * k), to: Point(cx + rx, cy))
        p.close()
        return p
    }

    /// A circle of `radius` around `center`.
    public static func circle(center: Point, radius: Double) -> VectorPath {
        ellipse(in: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }

    /// A straight line of `width` from `a` to `b` with butt ends: the rectangle around the
    /// segment. Its length is an integer square root in 1/256 units, so no libm call is made.
    public static func line(from a: Point, to b: Point, width: Double) -> VectorPath {
        let dx = b.x - a.x, dy = b.y - a.y
        let fx = FixedPoint.fixed(dx), fy = FixedPoint.fixed(dy)
        let len = Double(FixedPoint.isqrt(fx * fx + fy * fy)) / 256
        var p = VectorPath()
        guard len > 0, width > 0 else { return p }
        let nx = -dy / len * width / 2, ny = dx / len * width / 2
        p.move(to: Point(a.x + nx, a.y + ny)); p.line(to: Point(b.x + nx, b.y + ny))
        p.line(to: Point(b.x - nx, b.y - ny)); p.line(to: Point(a.x - nx, a.y - ny)); p.close()
        return p
    }
}
