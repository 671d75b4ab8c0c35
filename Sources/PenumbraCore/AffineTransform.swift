/// A 2D affine transform `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty` (CoreGraphics' layout).
///
/// Built from scales and translations only in the renderer, so its arithmetic is exact for the
/// values layout produces; rotation takes precomputed sine and cosine so that no libm call enters
/// the pixel path.
public struct AffineTransform: Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public static func translation(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    public static func scale(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A rotation given by its cosine and sine (clockwise on screen for a positive sine, y down).
    public static func rotation(cos: Double, sin: Double) -> AffineTransform {
        AffineTransform(a: cos, b: sin, c: -sin, d: cos, tx: 0, ty: 0)
    }

    /// `self` followed by `next`.
    public func concatenating(_ next: AffineTransform) -> AffineTransform {
        AffineTransform(a: a * next.a + b * next.c, b: a * next.b + b * next.d,
                        c: c * next.a + d * next.c, d: c * next.b + d * next.d,
                        tx: tx * next.a + ty * next.c + next.tx, ty: tx * next.b + ty * next.d + next.ty)
    }

    /// The transform that undoes this one, or nil when it collapses the plane onto a line.
    public func inverted() -> AffineTransform? {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return nil }
        return AffineTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                               tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// Applies the transform to a point.
    @inlinable
    public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// Whether the transform only scales and translates (no rotation or shear).
    public var isAxisAligned: Bool { b == 0 && c == 0 }
}
