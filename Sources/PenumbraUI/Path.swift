import Foundation
import PenumbraCore
import PenumbraRaster
import PenumbraView

/// An outline, as SwiftUI's `Path`: what a custom ``Shape`` returns from `path(in:)`, and a
/// shape itself (drawn where it lies, whatever its frame).
public struct Path: Hashable, Sendable {
    /// One element of a path.
    public enum Element: Hashable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }
    /// The elements, in order.
    public private(set) var elements: [Element] = []
    /// Where the current subpath started (where `closeSubpath` returns to).
    private var subpathStart: CGPoint?

    /// An empty path.
    public init() {}
    /// The path `build` makes.
    public init(_ build: (inout Path) -> Void) { build(&self) }
    /// A rectangle.
    public init(_ rect: CGRect) { addRect(rect) }
    /// A rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    /// A rounded rectangle.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }
    /// An ellipse.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// A path of the same outline as a vector path.
    init(_ vector: VectorPath) {
        for element in vector.elements {
            switch element {
            case .move(let p): move(to: CGPoint(p))
            case .line(let p): addLine(to: CGPoint(p))
            case .quad(let c, let p): addQuadCurve(to: CGPoint(p), control: CGPoint(c))
            case .cubic(let c1, let c2, let p): addCurve(to: CGPoint(p), control1: CGPoint(c1), control2: CGPoint(c2))
            case .close: closeSubpath()
            }
        }
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The last point of the path, or `nil` for an empty path.
    public var currentPoint: CGPoint? {
        switch elements.last {
        case .move(let p)?, .line(let p)?, .quadCurve(let p, _)?, .curve(let p, _, _)?: return p
        case .closeSubpath?: return subpathStart
        case nil: return nil
        }
    }

    public mutating func move(to p: CGPoint) {
        elements.append(.move(to: p))
        subpathStart = p
    }
    public mutating func addLine(to p: CGPoint) { startIfNeeded(); elements.append(.line(to: p)) }
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) {
        startIfNeeded(); elements.append(.quadCurve(to: p, control: control))
    }
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        startIfNeeded(); elements.append(.curve(to: p, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() {
        guard !elements.isEmpty else { return }
        elements.append(.closeSubpath)
    }

    /// A segment added with no current point starts at the origin, as in CoreGraphics.
    private mutating func startIfNeeded() {
        if elements.isEmpty { move(to: .zero) }
    }

    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        addLines([CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                  CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)].map { $0.applying(transform) })
        closeSubpath()
    }
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// A rounded rectangle: continuous corners as UIKit draws them, circular ones as quarter
    /// circles (the same outlines `RoundedRectangle` draws).
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let radius = Double(min(cornerSize.width, cornerSize.height))
        let shape = RoundedRect(rect: Rect(x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height)),
                                radius: min(max(0, radius), Double(min(r.width, r.height)) / 2), style: style)
        addPath(Path(shape.path), transform: transform)
    }

    /// An ellipse of four cubics, starting at its rightmost point and running clockwise on screen.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        addPath(Path(Shapes.ellipse(in: Rect(x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height)))),
                transform: transform)
    }

    /// An arc of the circle around `center` from `startAngle` to `endAngle`, as CoreGraphics
    /// adds it: angles from the positive x axis, `clockwise` in the flipped (y-down) sense of
    /// CoreGraphics, which runs counter-clockwise on screen. A line joins the current point to
    /// the arc's start.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                                transform: CGAffineTransform = .identity) {
        var sweep = endAngle.radians - startAngle.radians
        let turn = 2 * Double.pi
        // CoreGraphics: clockwise (on screen: counter-clockwise) sweeps go negative, at most one turn.
        if clockwise {
            if sweep > 0 { sweep -= (sweep / turn).rounded(.up) * turn }
        } else if sweep < 0 {
            sweep += (-sweep / turn).rounded(.up) * turn
        }
        sweep = max(-turn, min(turn, sweep))
        appendArc(center: center, radius: Double(radius), start: startAngle.radians, sweep: sweep, transform: transform)
    }

    /// An arc of `delta` from `startAngle` (positive: clockwise on screen).
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        appendArc(center: center, radius: Double(radius), start: startAngle.radians, sweep: delta.radians, transform: transform)
    }

    /// An arc of `radius` tangent to the line from the current point to `tangent1End` and to the
    /// line from there to `tangent2End`, after a line to the arc's start (CoreGraphics'
    /// `addArc(tangent1End:tangent2End:radius:)`).
    public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        let p0 = currentPoint ?? .zero
        let v1x = Double(p0.x - p1.x), v1y = Double(p0.y - p1.y), v2x = Double(p2.x - p1.x), v2y = Double(p2.y - p1.y)
        let l1 = (v1x * v1x + v1y * v1y).squareRoot(), l2 = (v2x * v2x + v2y * v2y).squareRoot()
        let r = Double(radius)
        let cross = v1x * v2y - v1y * v2x
        guard l1 > 0, l2 > 0, r > 0, cross != 0 else {
            addLine(to: p1.applying(transform))
            return
        }
        // Half the angle between the two lines: cos θ = v1·v2 / (l1 l2); the tangent points lie
        // r / tan(θ/2) from the corner, with tan(θ/2) = sin θ / (1 + cos θ).
        let cosT = (v1x * v2x + v1y * v2y) / (l1 * l2), sinT = abs(cross) / (l1 * l2)
        let d = r * (1 + cosT) / sinT
        let a = CGPoint(x: Double(p1.x) + v1x / l1 * d, y: Double(p1.y) + v1y / l1 * d)
        let b = CGPoint(x: Double(p1.x) + v2x / l2 * d, y: Double(p1.y) + v2y / l2 * d)
        // The centre lies along the bisector, r / sin(θ/2) from the corner.
        let bx = v1x / l1 + v2x / l2, by = v1y / l1 + v2y / l2
        let bl = (bx * bx + by * by).squareRoot()
        let h = (r * r + d * d).squareRoot()
        let c = CGPoint(x: Double(p1.x) + bx / bl * h, y: Double(p1.y) + by / bl * h)
        if elements.isEmpty { move(to: a.applying(transform)) } else { addLine(to: a.applying(transform)) }
        appendArc(from: a, to: b, center: c, radius: r, clockwise: cross < 0, transform: transform)
    }

    /// Appends `other`'s elements mapped by `transform`.
    public mutating func addPath(_ other: Path, transform: CGAffineTransform = .identity) {
        for element in other.applying(transform).elements {
            switch element {
            case .move(let p): move(to: p)
            default: elements.append(element)
            }
        }
    }

    /// The path with every point mapped by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        guard transform != .identity else { return self }
        var out = Path()
        for element in elements {
            switch element {
            case .move(let p): out.move(to: p.applying(transform))
            case .line(let p): out.elements.append(.line(to: p.applying(transform)))
            case .quadCurve(let p, let c): out.elements.append(.quadCurve(to: p.applying(transform), control: c.applying(transform)))
            case .curve(let p, let c1, let c2):
                out.elements.append(.curve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform)))
            case .closeSubpath: out.elements.append(.closeSubpath)
            }
        }
        return out
    }

    /// The path moved by `dx`, `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }

    /// The smallest rectangle holding every point of the path, control points included (as
    /// CoreGraphics' `boundingBox`); `.null` for an empty path.
    public var boundingRect: CGRect {
        guard let b = vectorPath.controlBounds else { return .null }
        return CGRect(x: b.minX, y: b.minY, width: b.width, height: b.height)
    }

    /// Calls `body` with each element in order.
    public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

    /// The outline as the view stage draws it; elements with a coordinate that is not finite are
    /// left out.
    var vectorPath: VectorPath {
        var out = VectorPath()
        func ok(_ points: CGPoint...) -> Bool { points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }
        for element in elements {
            switch element {
            case .move(let p) where ok(p): out.move(to: Point(p))
            case .line(let p) where ok(p): out.line(to: Point(p))
            case .quadCurve(let p, let c) where ok(p, c): out.quad(control: Point(c), to: Point(p))
            case .curve(let p, let c1, let c2) where ok(p, c1, c2): out.cubic(control1: Point(c1), control2: Point(c2), to: Point(p))
            case .closeSubpath: out.close()
            default: continue
            }
        }
        return out
    }

    /// A circular arc around `center` of `sweep` radians from `start`, as cubics of at most a
    /// quarter turn each, after a line (or move) to its start.
    private mutating func appendArc(center: CGPoint, radius: Double, start: Double, sweep: Double, transform: CGAffineTransform) {
        guard radius.isFinite, start.isFinite, sweep.isFinite, radius >= 0 else { return }
        let cx = Double(center.x), cy = Double(center.y)
        let s0 = Trigonometry.sin(start), c0 = Trigonometry.cos(start)
        let first = CGPoint(x: cx + radius * c0, y: cy + radius * s0)
        if elements.isEmpty { move(to: first.applying(transform)) } else { addLine(to: first.applying(transform)) }
        let end = start + sweep
        let s1 = Trigonometry.sin(end), c1 = Trigonometry.cos(end)
        appendArc(from: first, to: CGPoint(x: cx + radius * c1, y: cy + radius * s1), center: center, radius: radius,
                  sweep: sweep, transform: transform)
    }

    /// The arc from `a` to `b` around `center` turning the short way, clockwise on screen or not.
    private mutating func appendArc(from a: CGPoint, to b: CGPoint, center: CGPoint, radius: Double, clockwise: Bool,
                                    transform: CGAffineTransform) {
        let ax = Double(a.x - center.x), ay = Double(a.y - center.y), bx = Double(b.x - center.x), by = Double(b.y - center.y)
        let sweep = Trigonometry.atan2(ax * by - ay * bx, ax * bx + ay * by)
        appendArc(from: a, to: b, center: center, radius: radius, sweep: clockwise ? abs(sweep) : -abs(sweep), transform: transform)
    }

    /// Cubics for the arc of `sweep` radians from `a` (on the circle) to `b`: pieces of at most a
    /// quarter turn, each with handles 4/3 · tan(θ/4) of the radius long.
    private mutating func appendArc(from a: CGPoint, to b: CGPoint, center: CGPoint, radius: Double, sweep: Double,
                                    transform: CGAffineTransform) {
        guard sweep != 0, radius > 0 else { return }
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(pieces)
        let sinStep = Trigonometry.sin(step), cosStep = Trigonometry.cos(step)
        // tan(θ/4) from sin θ and cos θ: tan(θ/2) = sin θ / (1 + cos θ), then the half-angle once more.
        let t2 = sinStep / (1 + cosStep)
        let k = 4.0 / 3.0 * t2 / (1 + (1 + t2 * t2).squareRoot())
        let cx = Double(center.x), cy = Double(center.y)
        var ux = Double(a.x) - cx, uy = Double(a.y) - cy
        for i in 1...pieces {
            let vx = ux * cosStep - uy * sinStep, vy = ux * sinStep + uy * cosStep
            let end = i == pieces ? b : CGPoint(x: cx + vx, y: cy + vy)
            let c1 = CGPoint(x: cx + ux - k * uy, y: cy + uy + k * ux)
            let c2 = CGPoint(x: cx + vx + k * vy, y: cy + vy - k * vx)
            addCurve(to: end.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            ux = vx; uy = vy
        }
    }
}

extension Path: Shape {
    /// The path itself, whatever the rectangle.
    public func path(in rect: CGRect) -> Path { self }
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

extension Path: PrimitiveView {
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        try ShapeLowering(shape: self).lower(into: &nodes, context)
    }
}

extension CGPoint {
    init(_ p: Point) { self.init(x: p.x, y: p.y) }
}
