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

    open func move(to p: CGPoint) { vector.move(to: Point(p)) }
    open func addLine(to p: CGPoint) { vector.line(to: Point(p)) }
    open func addQuadCurve(to p: CGPoint, controlPoint c: CGPoint) { vector.quad(control: Point(c), to: Point(p)) }
    open func addCurve(to p: CGPoint, controlPoint1 c1: CGPoint, controlPoint2 c2: CGPoint) {
        vector.cubic(control1: Point(c1), control2: Point(c2), to: Point(p))
    }
    open func close() { vector.close() }
    open func append(_ path: UIBezierPath) { vector.append(path.vector) }
    /// The outline as a Core Graphics path.
    open var cgPath: CGPath { CGPath(vector) }
    /// The control points' bounds.
    open var bounds: CGRect { vector.controlBounds.map { CGRect($0) } ?? .zero }
    open var isEmpty: Bool { vector.isEmpty }
}
