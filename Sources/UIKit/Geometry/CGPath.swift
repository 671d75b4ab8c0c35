import PenumbraCore
import PenumbraRaster

/// Core Graphics' path: an outline in points, as a layer's `shadowPath`, a shape layer's `path`
/// and a mask take it. `CGMutablePath` builds one.
public class CGPath: Hashable, @unchecked Sendable {
    /// The outline in points.
    package var vector: VectorPath

    package init(_ vector: VectorPath) { self.vector = vector }

    /// A rectangle's outline.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(VectorPath.rectangle(Rect(rect)))
    }
    /// An ellipse's outline.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(VectorPath.ellipse(in: Rect(rect)))
    }
    /// A rounded rectangle's outline (circular corners).
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        self.init(RoundedRect(rect: Rect(rect), radius: Double(min(cornerWidth, cornerHeight)), style: .circular).path)
    }

    /// The smallest rectangle holding every point and control point.
    public var boundingBox: CGRect { vector.controlBounds.map { CGRect($0) } ?? .null }
    /// Whether the path has no elements.
    public var isEmpty: Bool { vector.isEmpty }
    /// The end of the last element, or `.zero` for an empty path.
    public var currentPoint: CGPoint { vector.lastPoint.map { CGPoint(x: $0.x, y: $0.y) } ?? .zero }
    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(vector) }

    public static func == (a: CGPath, b: CGPath) -> Bool { a.vector == b.vector }
    public func hash(into hasher: inout Hasher) { hasher.combine(vector) }
}

/// A path built element by element.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() { super.init(VectorPath()) }
    override package init(_ vector: VectorPath) { super.init(vector) }

    public func move(to p: CGPoint, transform: CGAffineTransform = .identity) { vector.move(to: Point(p.applying(transform))) }
    public func addLine(to p: CGPoint, transform: CGAffineTransform = .identity) { vector.line(to: Point(p.applying(transform))) }
    public func addQuadCurve(to p: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        vector.quad(control: Point(control.applying(transform)), to: Point(p.applying(transform)))
    }
    public func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        vector.cubic(control1: Point(control1.applying(transform)), control2: Point(control2.applying(transform)),
                     to: Point(p.applying(transform)))
    }
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        vector.append(VectorPath.rectangle(Rect(rect)).applying(transform.affine))
    }
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        vector.append(VectorPath.ellipse(in: Rect(rect)).applying(transform.affine))
    }
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        vector.append(RoundedRect(rect: Rect(rect), radius: Double(min(cornerWidth, cornerHeight)), style: .circular).path
            .applying(transform.affine))
    }
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) { vector.append(path.vector.applying(transform.affine)) }
    public func closeSubpath() { vector.close() }
    /// Lines through `points` (the first starts a subpath).
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }
    /// An arc from `startAngle` to `endAngle` (radians) after a line from the current point;
    /// `clockwise` in Core Graphics' y-up sense (counter-clockwise on a y-down screen).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        let sweep = CircularArc.sweep(from: Double(startAngle), to: Double(endAngle), clockwise: clockwise)
        guard let arc = CircularArc(center: Point(center), radius: Double(radius), startAngle: Double(startAngle), sweep: sweep) else { return }
        append(arc, transform: transform)
    }
    /// An arc turning `delta` radians from `startAngle` (positive: clockwise on screen).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        guard let arc = CircularArc(center: Point(center), radius: Double(radius), startAngle: Double(startAngle), sweep: Double(delta))
        else { return }
        append(arc, transform: transform)
    }
    /// An arc tangent to the lines from the current point to `tangent1End` and on to `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        let p0 = currentPoint
        guard let arc = CircularArc.tangent(from: Point(p0), corner: Point(tangent1End), toward: Point(tangent2End), radius: Double(radius))
        else { return addLine(to: tangent1End, transform: transform) }
        append(arc, transform: transform)
    }

    private func append(_ arc: CircularArc, transform: CGAffineTransform) {
        let t = transform.affine
        if vector.isEmpty { vector.move(to: t.apply(arc.start)) } else { vector.line(to: t.apply(arc.start)) }
        for c in arc.cubics { vector.cubic(control1: t.apply(c.control1), control2: t.apply(c.control2), to: t.apply(c.to)) }
    }
}

extension Rect {
    /// A rectangle of Penumbra's geometry from a Core Graphics one.
    package init(_ r: CGRect) {
        self.init(x: Double(r.origin.x), y: Double(r.origin.y), width: Double(r.size.width), height: Double(r.size.height))
    }
}

extension CGRect {
    /// A Core Graphics rectangle from one of Penumbra's geometry.
    package init(_ r: Rect) { self.init(x: r.minX, y: r.minY, width: r.width, height: r.height) }
}

extension Point {
    /// A point of Penumbra's geometry from a Core Graphics one.
    package init(_ p: CGPoint) { self.init(x: Double(p.x), y: Double(p.y)) }
}

extension CGAffineTransform {
    /// The transform as Penumbra's geometry applies it.
    package var affine: PenumbraCore.AffineTransform {
        PenumbraCore.AffineTransform(a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
    }
}
