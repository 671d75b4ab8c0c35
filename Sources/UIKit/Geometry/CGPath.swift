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
