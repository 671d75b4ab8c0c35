import PenumbraCore
import PenumbraRaster

/// UIKit's path object: rectangles, ovals, rounded rectangles (with the continuous curve) and
/// lines and curves, whose `cgPath` a layer takes.
open class UIBezierPath: NSObject {
    package var vector = VectorPath()
    /// The stroke width when drawn. Default 1.
    open var lineWidth: CGFloat = 1
    /// Whether the even-odd rule fills it.
    open var usesEvenOddFillRule = false
    /// The shape of the line's ends when stroked. Default `.butt`.
    open var lineCapStyle: CGLineCap = .butt
    /// The shape of the line's corners when stroked. Default `.miter`.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The miter limit when stroked. Default 10.
    open var miterLimit: CGFloat = 10
    /// How finely curves are flattened (Penumbra's flattening is fixed). Default 0.6.
    open var flatness: CGFloat = 0.6
    /// Dash lengths and phase when stroked.
    package var dash: (lengths: [CGFloat], phase: CGFloat) = ([], 0)

    public override init() { super.init() }
    public init(rect: CGRect) { vector = VectorPath.rectangle(Rect(rect)); super.init() }
    public init(ovalIn rect: CGRect) { vector = VectorPath.ellipse(in: Rect(rect)); super.init() }
    /// A rounded rectangle with Apple's continuous corners.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        vector = RoundedRect(rect: Rect(rect), radius: Double(min(cornerRadius, min(rect.width, rect.height) / 2)), style: .continuous).path
        super.init()
    }
    /// A rectangle with some corners rounded.
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let r = Double(min(cornerRadii.width, min(rect.width, rect.height) / 2))
        vector = RoundedRect(rect: Rect(rect), radii: CornerRadii(topLeft: corners.contains(.topLeft) ? r : 0,
                                                                  topRight: corners.contains(.topRight) ? r : 0,
                                                                  bottomRight: corners.contains(.bottomRight) ? r : 0,
                                                                  bottomLeft: corners.contains(.bottomLeft) ? r : 0), style: .continuous).path
        super.init()
    }
    public init(cgPath: CGPath) { vector = cgPath.vector; super.init() }
    /// A circular arc around `center` from `startAngle` to `endAngle` (radians); `clockwise` as
    /// seen on screen (UIKit's y-down space).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    open func move(to p: CGPoint) { vector.move(to: Point(p)) }
    open func addLine(to p: CGPoint) { vector.line(to: Point(p)) }
    open func addQuadCurve(to p: CGPoint, controlPoint c: CGPoint) { vector.quad(control: Point(c), to: Point(p)) }
    open func addCurve(to p: CGPoint, controlPoint1 c1: CGPoint, controlPoint2 c2: CGPoint) {
        vector.cubic(control1: Point(c1), control2: Point(c2), to: Point(p))
    }
    /// An arc after a line from the current point; `clockwise` as seen on screen.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // UIKit's clockwise is on screen (y down): Core Graphics' sense turned over.
        let sweep = CircularArc.sweep(from: Double(startAngle), to: Double(endAngle), clockwise: !clockwise)
        guard let arc = CircularArc(center: Point(center), radius: Double(radius), startAngle: Double(startAngle), sweep: sweep) else { return }
        if vector.isEmpty { vector.move(to: arc.start) } else { vector.line(to: arc.start) }
        for c in arc.cubics { vector.cubic(control1: c.control1, control2: c.control2, to: c.to) }
    }
    open func close() { vector.close() }
    /// Removes every element.
    open func removeAllPoints() { vector = VectorPath() }
    /// Maps every point by `transform`.
    open func apply(_ transform: CGAffineTransform) { vector = vector.applying(transform.affine) }
    /// The end of the last element, or `.zero` for an empty path.
    open var currentPoint: CGPoint { vector.lastPoint.map { CGPoint(x: $0.x, y: $0.y) } ?? .zero }
    /// Sets the dash pattern used when stroked.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dash = (pattern.map { p in (0..<max(0, count)).map { p[$0] } } ?? [], phase)
    }

    open func append(_ path: UIBezierPath) { vector.append(path.vector) }
    /// The outline as a Core Graphics path.
    open var cgPath: CGPath { CGPath(vector) }
    /// The control points' bounds.
    open var bounds: CGRect { vector.controlBounds.map { CGRect($0) } ?? .zero }
    open var isEmpty: Bool { vector.isEmpty }
}
