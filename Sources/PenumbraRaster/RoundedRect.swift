// Rounded rectangles with a radius per corner, circular or continuous.
//
// Circular corners are quarter circles drawn as one cubic each with the constant
// kappa = 0.5522847498 (4/3 · (√2 − 1)), radial error below 0.03 %.
//
// Continuous corners follow the shape UIKit draws for `cornerCurve = .continuous` (the iOS 7
// "squircle"): the corner starts 1.528665 × r from the corner point along each edge and is made
// of three cubics. In units of r, with u measured back along the incoming edge and v forward
// along the outgoing edge from the corner point, the published control points are:
//   start (1.528665, 0)
//   cubic (1.088493, 0)        (0.868407, 0)        → (0.631494, 0.074911)
//   cubic (0.372824, 0.169060) (0.169060, 0.372824) → (0.074911, 0.631494)
//   cubic (0, 0.868407)        (0, 1.088493)        → (0, 1.528665)
// The curvature rises smoothly from the straight edge instead of jumping to 1/r as a circle's
// does. When the corners do not fit (the sum of two adjacent corner extents exceeds a side) all
// radii are scaled down by the same factor, as CSS does; UIKit's own pill-shaped limit form is
// not reproduced.
import PenumbraCore

/// How a rounded rectangle's corners are shaped.
public enum CornerStyle: Sendable, Hashable {
    /// Quarter circles (CALayer `cornerCurve = .circular`).
    case circular
    /// Apple's continuous ("squircle") corners (CALayer `cornerCurve = .continuous`).
    case continuous
}

/// One radius per corner, in the units of the rectangle (device pixels for drawing); negative
/// and NaN values become 0.
public struct CornerRadii: Sendable, Hashable {
    /// Radii of the four corners, each at least 0.
    public let topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double

    /// Four radii, clockwise from the top-left.
    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        func clean(_ v: Double) -> Double { v.isFinite && v > 0 ? v : 0 }
        self.topLeft = clean(topLeft); self.topRight = clean(topRight)
        self.bottomRight = clean(bottomRight); self.bottomLeft = clean(bottomLeft)
    }

    /// The same radius at every corner.
    public init(_ all: Double) { self.init(topLeft: all, topRight: all, bottomRight: all, bottomLeft: all) }

    /// No rounding.
    public static let zero = CornerRadii(0)

    /// Each radius reduced by `d`, not below 0 (a border's inner edge).
    public func inset(by d: Double) -> CornerRadii {
        CornerRadii(topLeft: topLeft - d, topRight: topRight - d, bottomRight: bottomRight - d, bottomLeft: bottomLeft - d)
    }

    var isZero: Bool { topLeft == 0 && topRight == 0 && bottomRight == 0 && bottomLeft == 0 }
}

/// A rectangle with rounded corners.
public struct RoundedRect: Sendable, Hashable {
    /// The bounds (device pixels when drawn); negative sizes are normalised.
    public let rect: Rect
    /// The corner radii as given (before fitting).
    public let radii: CornerRadii
    /// The corner shape. Default: `.circular`.
    public let style: CornerStyle

    /// Extent of a continuous corner along each edge, in units of its radius.
    public static let continuousExtent = 1.528665
    /// The circle kappa: control-point distance of a quarter circle, in units of its radius.
    public static let kappa = 0.5522847498

    /// A rounded rectangle.
    public init(rect: Rect, radii: CornerRadii, style: CornerStyle = .circular) {
        self.rect = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
        self.radii = radii
        self.style = style
    }

    /// A rounded rectangle with one radius at every corner.
    public init(rect: Rect, radius: Double, style: CornerStyle = .circular) {
        self.init(rect: rect, radii: CornerRadii(radius), style: style)
    }

    /// The shape shrunk by `d` on every side with each radius reduced by `d` (not below 0): the
    /// inner edge of a border of width `d`.
    public func insetBy(_ d: Double) -> RoundedRect {
        RoundedRect(rect: Rect(x: rect.minX + d, y: rect.minY + d, width: max(0, rect.width - 2 * d),
                               height: max(0, rect.height - 2 * d)),
                    radii: radii.inset(by: d), style: style)
    }

    /// The radii scaled so that adjacent corner extents fit along every side.
    public var fittedRadii: CornerRadii {
        let e = style == .continuous ? RoundedRect.continuousExtent : 1
        let w = rect.width, h = rect.height
        var f = 1.0
        func limit(_ side: Double, _ a: Double, _ b: Double) {
            let sum = (a + b) * e
            if sum > side { f = min(f, side / sum) }
        }
        limit(w, radii.topLeft, radii.topRight)
        limit(w, radii.bottomLeft, radii.bottomRight)
        limit(h, radii.topLeft, radii.bottomLeft)
        limit(h, radii.topRight, radii.bottomRight)
        if f >= 1 { return radii }
        return CornerRadii(topLeft: radii.topLeft * f, topRight: radii.topRight * f,
                           bottomRight: radii.bottomRight * f, bottomLeft: radii.bottomLeft * f)
    }

    /// The outline, clockwise on screen (y down), starting on the top edge.
    public var path: VectorPath {
        var p = VectorPath()
        let r = fittedRadii
        guard rect.width > 0, rect.height > 0 else { return p }
        let x0 = rect.minX, y0 = rect.minY, x1 = rect.maxX, y1 = rect.maxY
        let e = style == .continuous ? RoundedRect.continuousExtent : 1
        p.move(to: Point(x0 + r.topLeft * e, y0))
        corner(&p, Point(x1, y0), inDir: Point(1, 0), outDir: Point(0, 1), r.topRight)
        corner(&p, Point(x1, y1), inDir: Point(0, 1), outDir: Point(-1, 0), r.bottomRight)
        corner(&p, Point(x0, y1), inDir: Point(-1, 0), outDir: Point(0, -1), r.bottomLeft)
        corner(&p, Point(x0, y0), inDir: Point(0, -1), outDir: Point(1, 0), r.topLeft)
        p.close()
        return p
    }

    /// Appends the edge up to the corner at `c` and the corner itself.
    private func corner(_ p: inout VectorPath, _ c: Point, inDir: Point, outDir: Point, _ r: Double) {
        func at(_ u: Double, _ v: Double) -> Point {
            Point(c.x - inDir.x * u * r + outDir.x * v * r, c.y - inDir.y * u * r + outDir.y * v * r)
        }
        if r == 0 { p.line(to: c); return }
        switch style {
        case .circular:
            let k = 1 - RoundedRect.kappa
            p.line(to: at(1, 0))
            p.cubic(control1: at(k, 0), control2: at(0, k), to: at(0, 1))
        case .continuous:
            p.line(to: at(1.528665, 0))
            p.cubic(control1: at(1.088493, 0), control2: at(0.868407, 0), to: at(0.631494, 0.074911))
            p.cubic(control1: at(0.372824, 0.169060), control2: at(0.169060, 0.372824), to: at(0.074911, 0.631494))
            p.cubic(control1: at(0, 0.868407), control2: at(0, 1.088493), to: at(0, 1.528665))
        }
    }
}
