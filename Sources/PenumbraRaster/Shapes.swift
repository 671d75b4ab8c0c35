// Paths of the basic shapes, in whatever units the caller uses (device pixels for drawing).
import PenumbraCore

/// Builders of basic shape outlines.
public enum Shapes {
    /// A rectangle, clockwise on screen.
    public static func rectangle(_ r: Rect) -> VectorPath { VectorPath.rectangle(r) }

    /// The ellipse inscribed in `r`: four cubics with the constant kappa 0.5522847498.
    public static func ellipse(in r: Rect) -> VectorPath { VectorPath.ellipse(in: r) }

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
