import Foundation
import PenumbraCore
import PenumbraRaster
import PenumbraView
import UIKit

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
    /// The outline of a Core Graphics path (`Path(bezier.cgPath)`).
    public init(_ path: CGPath) {
        for element in path.vector.elements {
            switch element {
            case .move(let p): move(to: CGPoint(x: p.x, y: p.y))
            case .line(let p): addLine(to: CGPoint(x: p.x, y: p.y))
            case let .quad(c, p): addQuadCurve(to: CGPoint(x: p.x, y: p.y), control: CGPoint(x: c.x, y: c.y))
            case let .cubic(c1, c2, p):
                addCurve(to: CGPoint(x: p.x, y: p.y), control1: CGPoint(x: c1.x, y: c1.y), control2: CGPoint(x: c2.x, y: c2.y))
            case .close: closeSubpath()
            }
        }
    }
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
        let sweep = CircularArc.sweep(from: startAngle.radians, to: endAngle.radians, clockwise: clockwise)
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
        guard let arc = CircularArc.tangent(from: Point(p0), corner: Point(p1), toward: Point(p2), radius: Double(radius)) else {
            addLine(to: p1.applying(transform))
            return
        }
        let a = CGPoint(arc.start)
        if elements.isEmpty { move(to: a.applying(transform)) } else { addLine(to: a.applying(transform)) }
        appendCubics(of: arc, transform: transform)
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
        guard let arc = CircularArc(center: Point(center), radius: radius, startAngle: start, sweep: sweep) else { return }
        let first = CGPoint(arc.start)
        if elements.isEmpty { move(to: first.applying(transform)) } else { addLine(to: first.applying(transform)) }
        appendCubics(of: arc, transform: transform)
    }

    /// The arc's cubics, each point mapped by `transform`.
    private mutating func appendCubics(of arc: CircularArc, transform: CGAffineTransform) {
        for c in arc.cubics {
            addCurve(to: CGPoint(c.to).applying(transform), control1: CGPoint(c.control1).applying(transform),
                     control2: CGPoint(c.control2).applying(transform))
        }
    }
}

nonisolated extension Path: Shape {
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
