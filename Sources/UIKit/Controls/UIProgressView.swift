import PenumbraCore
import PenumbraView

/// UIKit's progress bar: a 4-point capsule of ``trackTintColor`` (the system fill) with the part
/// done in ``progressTintColor`` (the tint), from the leading edge; the `.bar` style has square
/// ends and a clear track. Metrics: ``ControlMetrics/Progress``.
open class UIProgressView: UIView {
    /// How the bar is drawn.
    public enum Style: Int, Hashable, Sendable { case `default`, bar }
    /// The style. Default `.default`.
    open var progressViewStyle: Style = .default
    /// The part done, 0…1 (clamped when drawn). Default 0.
    open var progress: Float = 0
    /// The colour of the part done; nil: the tint.
    open var progressTintColor: UIColor?
    /// The colour of the track; nil: the system fill (clear for `.bar`).
    open var trackTintColor: UIColor?
    /// An image for the part done (accepted, not drawn).
    open var progressImage: UIImage?
    /// An image for the track (accepted, not drawn).
    open var trackImage: UIImage?

    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: .zero)
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { return nil }

    /// Sets the progress (nothing animates).
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: ControlMetrics.Progress.height) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: ControlMetrics.Progress.height) }

    package override func drawContent(in frame: Rect, into drawing: inout LayerDrawing) {
        let f = progress.isFinite ? min(1, max(0, Double(progress))) : 0
        let shape: ShapeKind = progressViewStyle == .bar ? .rectangle : .capsule(style: .circular)
        let track = trackTintColor ?? (progressViewStyle == .bar ? .clear : .systemFill)
        drawing.fill(shape, track.rgba(in: traitCollection), in: frame)
        let width = frame.width * f
        guard width > 0 else { return }
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let done = Rect(x: rtl ? frame.maxX - width : frame.minX, y: frame.minY, width: width, height: frame.height)
        drawing.fill(shape, (progressTintColor ?? tintColor).rgba(in: traitCollection), in: done)
    }
}
