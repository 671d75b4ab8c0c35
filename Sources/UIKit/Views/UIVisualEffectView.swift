import PenumbraCore
import PenumbraView

/// UIKit's visual effect view: a material over the content behind it, with ``contentView`` on top.
///
/// How close this is: iOS blurs (and saturates) what lies behind the view, then lays the
/// material's tint over it. Penumbra's view stage draws each layer in turn and cannot sample the
/// backdrop, so a `UIBlurEffect` draws **a tint over the backdrop without the blur**: the
/// material's fill colour in the view's appearance (``ControlMetrics/Material``) composited over
/// whatever was drawn behind. Over a flat colour the two agree closely (a blur of a flat colour
/// is that colour); over detailed content the shapes behind show sharp instead of blurred, and
/// iOS's saturation boost is missing. The tint follows the layer's corner radius. A
/// `UIVibrancyEffect` draws no tint, and its content keeps its own colours.
open class UIVisualEffectView: UIView {
    /// The effect; nil: nothing is drawn but the content. Default nil.
    open var effect: UIVisualEffect?
    /// The view to add content to: it fills the effect view, above the material.
    public let contentView = UIView(frame: .zero)

    /// An effect view showing `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        setUp()
    }
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }
    public required init?(coder: NSCoder) { return nil }

    private func setUp() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    package override func drawContent(in frame: Rect, into drawing: inout LayerDrawing) {
        guard let blur = effect as? UIBlurEffect else { return }
        let tint = blur.tint(in: traitCollection)
        let shape = LayerDrawing.shape(of: layer, size: bounds.size)
        drawing.fill(shape, tint, in: frame)
    }
}
