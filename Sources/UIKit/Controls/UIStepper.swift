import PenumbraCore
import PenumbraView

/// UIKit's stepper: a 94 × 32-point tertiary-fill rounded rectangle (radius 8) with a minus and a
/// plus glyph split by a separator; a glyph whose step would pass a bound (without `wraps`) is
/// drawn in the tertiary label colour; dimmed to half when disabled. Its size is fixed, as
/// UIKit's is. Metrics: ``ControlMetrics/Stepper``.
open class UIStepper: UIControl {
    /// The value, kept within the bounds. Default 0.
    open var value: Double = 0 { didSet { value = clamp(value) } }
    /// The lowest value. Default 0.
    open var minimumValue: Double = 0 { didSet { value = clamp(value) } }
    /// The highest value. Default 100.
    open var maximumValue: Double = 100 { didSet { value = clamp(value) } }
    /// The step. Default 1.
    open var stepValue: Double = 1
    /// Whether stepping past a bound wraps to the other. Default false.
    open var wraps = false
    /// Whether holding repeats (accepted; nothing is held in a render). Default true.
    open var autorepeat = true
    /// Whether value changes are sent while holding. Default true.
    open var isContinuous = true

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: ControlMetrics.Stepper.size.width, height: ControlMetrics.Stepper.size.height)))
    }
    public required init?(coder: NSCoder) { return nil }

    private func clamp(_ v: Double) -> Double {
        guard v.isFinite, minimumValue <= maximumValue else { return minimumValue }
        return min(maximumValue, max(minimumValue, v))
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: ControlMetrics.Stepper.size.width, height: ControlMetrics.Stepper.size.height)
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    package override func drawContent(in frame: Rect, into drawing: inout LayerDrawing) {
        typealias M = ControlMetrics.Stepper
        let box = Rect(x: frame.minX, y: frame.minY, width: M.size.width, height: M.size.height)
        let atMinimum = !wraps && value <= minimumValue, atMaximum = !wraps && value >= maximumValue
        let label = UIColor.label.rgba(in: traitCollection), dim = UIColor.tertiaryLabel.rgba(in: traitCollection)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        drawing.dimmed(!isEnabled, in: box) { d in
            d.fill(.roundedRectangle(cornerRadius: M.cornerRadius, style: .continuous), UIColor.tertiarySystemFill.rgba(in: traitCollection), in: box)
            d.fill(.rectangle, UIColor.separator.rgba(in: traitCollection),
                   in: Rect(x: box.midX - M.separator.width / 2, y: box.midY - M.separator.height / 2,
                            width: M.separator.width, height: M.separator.height))
            // Minus on the leading half, plus on the trailing (mirrored right to left).
            let left = Point(x: box.minX + M.half / 2, y: box.midY), right = Point(x: box.maxX - M.half / 2, y: box.midY)
            d.symbol("minus", side: M.glyphSize, center: rtl ? right : left, color: atMinimum ? dim : label)
            d.symbol("plus", side: M.glyphSize, center: rtl ? left : right, color: atMaximum ? dim : label)
        }
    }
}
