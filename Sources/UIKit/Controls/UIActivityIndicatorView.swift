import PenumbraCore
import PenumbraView

/// UIKit's activity indicator, drawn as a still frame: twelve spokes fading around the centre
/// (as the first frame of iOS's animation). Hidden when stopped if `hidesWhenStopped`.
open class UIActivityIndicatorView: UIView {
    /// The sizes.
    public enum Style: Int, Hashable, Sendable { case medium = 100, large = 101, whiteLarge = 0, white = 1, gray = 2 }
    /// The size.
    open var style: Style = .medium { didSet { invalidateIntrinsicContentSize() } }
    /// The colour; nil: `.secondaryLabel`'s grey.
    open var color: UIColor!
    /// Whether the view hides when it stops. Default true.
    open var hidesWhenStopped = true
    /// Whether it is animating (a still frame is drawn either way).
    open private(set) var isAnimating = false

    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
        isHidden = true
    }
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }
    public required init?(coder: NSCoder) { return nil }

    open func startAnimating() { isAnimating = true; isHidden = false }
    open func stopAnimating() { isAnimating = false; if hidesWhenStopped { isHidden = true } }

    private var side: CGFloat { style == .large || style == .whiteLarge ? 37 : 20 }
    open override var intrinsicContentSize: CGSize { CGSize(width: side, height: side) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    package override func drawContent(in frame: Rect, into drawing: inout LayerDrawing) {
        let base = (color ?? UIColor.secondaryLabel).rgba(in: traitCollection)
        let s = Double(side), cx = frame.midX, cy = frame.midY
        let length = s * 0.28, width = s * 0.09, inner = s * 0.22
        for i in 0..<12 {
            let (sin, cos) = Trigonometry.sinCos(degrees: Double(i) * 30)
            var c = base
            c.a = UInt8((Double(base.a) * (0.25 + 0.75 * Double(12 - i) / 12)).rounded())
            let x0 = cx + sin * inner, y0 = cy - cos * inner, x1 = cx + sin * (inner + length), y1 = cy - cos * (inner + length)
            var p = VectorPath()
            p.move(to: Point(x: x0, y: y0))
            p.line(to: Point(x: x1, y: y1))
            let spoke = p
            let box = Rect(x: min(x0, x1) - width, y: min(y0, y1) - width, width: abs(x1 - x0) + 2 * width, height: abs(y1 - y0) + 2 * width)
            let outline = ShapePath { _ in
                spoke.applying(PenumbraCore.AffineTransform.translation(x: -box.minX, y: -box.minY))
            }
            drawing.items.append(DisplayItem.make(path: drawing.currentPath, frame: box, operation: .strokeBorder(.path(outline), ResolvedStroke.make(
                color: ResolvedColor(rgba: c), lineWidth: width, style: LineStroke(width: width, cap: .round), placement: .centered))))
        }
    }
}
