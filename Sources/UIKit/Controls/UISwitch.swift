import PenumbraCore
import PenumbraView

/// UIKit's switch at rest: a 51 × 31-point capsule, ``onTintColor`` (system green) when on and the
/// secondary system fill when off, with a white thumb inset 2 points and its two shadows, on the
/// trailing side when on (leading in a right-to-left layout); dimmed to half when disabled. Its
/// size is fixed, as UIKit's is: the frame's size is not used. Metrics: ``ControlMetrics/Switch``.
open class UISwitch: UIControl {
    /// Whether the switch is on. Default false.
    open var isOn = false
    /// The track's colour when on; nil: system green.
    open var onTintColor: UIColor?
    /// The thumb's colour; nil: white.
    open var thumbTintColor: UIColor?
    /// The style (`.sliding` on iOS).
    open var preferredStyle: Style = .automatic
    /// The style drawn.
    open var style: Style { .sliding }
    /// A title (shown by the checkbox style on the Mac only).
    open var title: String?

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: ControlMetrics.Switch.size.width, height: ControlMetrics.Switch.size.height)))
    }
    public required init?(coder: NSCoder) { return nil }

    /// Sets the state (nothing animates).
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: ControlMetrics.Switch.size.width, height: ControlMetrics.Switch.size.height)
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    package override func drawContent(in frame: Rect, into drawing: inout LayerDrawing) {
        typealias M = ControlMetrics.Switch
        let box = Rect(x: frame.minX, y: frame.minY, width: M.size.width, height: M.size.height)
        let track = isOn ? (onTintColor ?? .systemGreen) : UIColor.secondarySystemFill
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let trailing = isOn != rtl
        let x = trailing ? box.maxX - M.inset - M.thumb : box.minX + M.inset
        let thumb = Rect(x: x, y: box.minY + M.inset, width: M.thumb, height: M.thumb)
        let thumbColor = (thumbTintColor ?? .white).rgba(in: traitCollection)
        drawing.dimmed(!isEnabled, in: box) { d in
            d.fill(.capsule(style: .circular), track.rgba(in: traitCollection), in: box)
            d.fill(.circle, thumbColor, in: thumb, shadows: M.shadows)
        }
    }

    /// A switch's look.
    public enum Style: Int, Hashable, Sendable { case automatic, checkbox, sliding }
}
