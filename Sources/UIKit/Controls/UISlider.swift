import PenumbraCore
import PenumbraView

/// UIKit's slider at its value: a 4-point capsule track, ``minimumTrackTintColor`` (the tint) up to
/// the thumb's centre and ``maximumTrackTintColor`` (the system fill) after it, and a 28-point white
/// thumb with two shadows, centred across the bounds; mirrored in a right-to-left layout, dimmed to
/// half when disabled. Metrics: ``ControlMetrics/Slider`` (28 points tall, as PenumbraUI's `Slider`).
open class UISlider: UIControl {
    /// The value, clamped to the bounds when drawn. Default 0.
    open var value: Float = 0
    /// The lowest value. Default 0.
    open var minimumValue: Float = 0
    /// The highest value. Default 1.
    open var maximumValue: Float = 1
    /// Whether value changes are sent while dragging. Default true.
    open var isContinuous = true
    /// The track before the thumb; nil: the tint.
    open var minimumTrackTintColor: UIColor?
    /// The track after the thumb; nil: the system fill.
    open var maximumTrackTintColor: UIColor?
    /// The thumb's colour; nil: white.
    open var thumbTintColor: UIColor?
    /// An image at the minimum end (accepted, not drawn).
    open var minimumValueImage: UIImage?
    /// An image at the maximum end (accepted, not drawn).
    open var maximumValueImage: UIImage?

    /// Sets the value (nothing animates).
    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: ControlMetrics.Slider.thumb) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: ControlMetrics.Slider.thumb) }

    /// Where the value lies between the bounds, 0…1.
    var fraction: Double {
        let span = Double(maximumValue) - Double(minimumValue)
        guard span > 0, value.isFinite else { return 0 }
        return min(1, max(0, (Double(value) - Double(minimumValue)) / span))
    }

    package override func drawContent(in frame: Rect, into drawing: inout LayerDrawing) {
        typealias M = ControlMetrics.Slider
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let travel = max(0, frame.width - M.thumb)
        let along = M.thumb / 2 + travel * (rtl ? 1 - fraction : fraction)
        let track = Rect(x: frame.minX, y: frame.midY - M.track / 2, width: frame.width, height: M.track)
        let before = (minimumTrackTintColor ?? tintColor).rgba(in: traitCollection)
        let after = (maximumTrackTintColor ?? .systemFill).rgba(in: traitCollection)
        let thumb = Rect(x: frame.minX + along - M.thumb / 2, y: frame.midY - M.thumb / 2, width: M.thumb, height: M.thumb)
        drawing.dimmed(!isEnabled, in: frame) { d in
            d.fill(.capsule(style: .circular), after, in: track)
            let done = rtl ? Rect(x: frame.minX + along, y: track.minY, width: frame.width - along, height: M.track)
                : Rect(x: track.minX, y: track.minY, width: along, height: M.track)
            if done.width > 0 { d.fill(.capsule(style: .circular), before, in: done) }
            d.fill(.circle, (thumbTintColor ?? .white).rgba(in: traitCollection), in: thumb, shadows: M.shadows)
        }
    }
}
