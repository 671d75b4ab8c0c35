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
// does.
//
// When a side is 3.0573299 r or shorter (twice the corner extent), UIKit changes the curve rather
// than scaling the radius (`UIBezierPath(roundedRect:cornerRadius:)`, measured on iOS 14–17 and
// published with its coefficients in ChouTiUI's BezierPath+RoundedRect reconstruction,
// github.com/honghaoz/ChouTiUI, NSBezierPath+RoundedRect.swift). With lr = min(r, shorter side /
// (2 · 1.52866483)), in (u back along the incoming edge, v along the outgoing edge):
//   one side short: a corner whose incoming edge is the long side runs from (1.528665 r, 0)
//     through (1.6352782, 0) (1.2988405, 0) → (0.9366797, 0.1145144) and (0.3743055, 0.3192019)
//     (0, 0.8537655) → (0, 1.4522316) (units of lr); the next corner runs back from the short
//     side: (1.4522316, 0), (0.8537655, 0) (0.3192019, 0.3743055) → (0.1145144, 0.9366797),
//     (0, 1.2988405) (0, 1.6352782) → (0, 2.3081537);
//   both sides short (a pill): each corner is one cubic from (1.52866483, 0) through
//     (0.6844066, 0) (0, 0.6844066) to (0, 1.52866483), meeting its neighbour mid-side.
// Rectangles with uneven radii keep the scaling rule: when adjacent corner extents exceed a side,
// all radii shrink by the same factor, as CSS does.
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

    /// A side at most this many radii long makes UIKit's continuous corners change shape.
    public static let continuousBreakRatio = 3.0573299

    /// The outline, clockwise on screen (y down), starting on the top edge.
    public var path: VectorPath {
        var p = VectorPath()
        guard rect.width > 0, rect.height > 0 else { return p }
        let uniform = radii.topLeft == radii.topRight && radii.topLeft == radii.bottomRight && radii.topLeft == radii.bottomLeft
        let k = RoundedRect.continuousBreakRatio
        if style == .continuous, uniform, radii.topLeft > 0,
           rect.width <= k * radii.topLeft || rect.height <= k * radii.topLeft {
            return shortSidedContinuousPath
        }
        let r = fittedRadii
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

    /// UIKit's continuous outline when a side is too short for the full corner (see the header).
    private var shortSidedContinuousPath: VectorPath {
        let w = rect.width, h = rect.height, r = radii.topLeft
        let lr = min(r, min(w, h) / 2 / 1.52866483)
        let k = RoundedRect.continuousBreakRatio
        let x0 = rect.minX, y0 = rect.minY, x1 = rect.maxX, y1 = rect.maxY
        // Corners clockwise from the top right, each with its incoming edge's direction, the
        // outgoing one's, and whether the incoming edge is the long side.
        let corners: [(Point, Point, Point, Bool)] = [
            (Point(x1, y0), Point(1, 0), Point(0, 1), w > h), (Point(x1, y1), Point(0, 1), Point(-1, 0), h > w),
            (Point(x0, y1), Point(-1, 0), Point(0, -1), w > h), (Point(x0, y0), Point(0, -1), Point(1, 0), h > w),
        ]
        var p = VectorPath()
        for (i, (c, inDir, outDir, incomingLong)) in corners.enumerated() {
            func at(_ u: Double, _ v: Double) -> Point {
                Point(c.x - inDir.x * u + outDir.x * v, c.y - inDir.y * u + outDir.y * v)
            }
            let start: Point, segments: [(Point, Point, Point)]
            if w <= k * r && h <= k * r {
                start = at(1.52866483 * lr, 0)
                segments = [(at(0.6844066 * lr, 0), at(0, 0.6844066 * lr), at(0, 1.52866483 * lr))]
            } else if incomingLong {
                start = at(1.528665 * r, 0)
                segments = [(at(1.6352782 * lr, 0), at(1.2988405 * lr, 0), at(0.9366797 * lr, 0.1145144 * lr)),
                            (at(0.3743055 * lr, 0.3192019 * lr), at(0, 0.8537655 * lr), at(0, 1.4522316 * lr))]
            } else {
                start = at(1.4522316 * lr, 0)
                segments = [(at(0.8537655 * lr, 0), at(0.3192019 * lr, 0.3743055 * lr), at(0.1145144 * lr, 0.9366797 * lr)),
                            (at(0, 1.2988405 * lr), at(0, 1.6352782 * lr), at(0, 2.3081537 * lr))]
            }
            if i == 0 { p.move(to: start) } else { p.line(to: start) }
            for (c1, c2, end) in segments { p.cubic(control1: c1, control2: c2, to: end) }
        }
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
