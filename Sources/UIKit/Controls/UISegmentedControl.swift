import PenumbraCore
import PenumbraView

/// UIKit's segmented control: a 32-point tertiary-fill track with 9-point corners, segments of
/// equal width (or their set widths), the selected one on a raised plate (white; system gray 2 in
/// dark) with 13-point semibold text, the others in 13-point regular text, separators between
/// segments not beside the selected one; a disabled control or segment is dimmed to half.
/// Metrics: ``ControlMetrics/Segmented``. A segment's width when the control sizes itself is its
/// widest title plus 12 points each side (not measured against a simulator yet).
open class UISegmentedControl: UIControl {
    /// What a segment shows.
    private struct Segment {
        var title: String?
        var image: UIImage?
        var enabled = true
        var width: CGFloat = 0
    }
    private var segments: [Segment] = [] { didSet { invalidateIntrinsicContentSize() } }
    /// The index of the selected segment, or ``noSegment``.
    open var selectedSegmentIndex: Int = UISegmentedControl.noSegment
    /// The plate's colour; nil: white (system gray 2 in dark).
    open var selectedSegmentTintColor: UIColor?
    /// Whether segments are as wide as their content instead of equal. Default false.
    open var apportionsSegmentWidthsByContent = false { didSet { invalidateIntrinsicContentSize() } }
    /// Whether a tap selects only while touching (accepted). Default false.
    open var isMomentary = false
    /// Text attributes per state (font and foreground colour are drawn).
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// The index meaning "no segment selected".
    public static let noSegment = -1

    /// A control with a segment per item (`String` titles or `UIImage`s).
    public init(items: [Any]?) {
        super.init(frame: .zero)
        segments = (items ?? []).map { item in
            if let image = item as? UIImage { return Segment(image: image) }
            return Segment(title: item as? String ?? String(describing: item))
        }
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { return nil }

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }
    /// Inserts a titled segment.
    open func insertSegment(withTitle title: String?, at index: Int, animated: Bool) {
        segments.insert(Segment(title: title), at: max(0, min(segments.count, index)))
    }
    /// Inserts a segment showing an image.
    open func insertSegment(with image: UIImage?, at index: Int, animated: Bool) {
        segments.insert(Segment(image: image), at: max(0, min(segments.count, index)))
    }
    /// Removes a segment.
    open func removeSegment(at index: Int, animated: Bool) { if segments.indices.contains(index) { segments.remove(at: index) } }
    /// Removes every segment.
    open func removeAllSegments() { segments = [] }
    /// Sets a segment's title.
    open func setTitle(_ title: String?, forSegmentAt index: Int) { if segments.indices.contains(index) { segments[index].title = title } }
    /// A segment's title.
    open func titleForSegment(at index: Int) -> String? { segments.indices.contains(index) ? segments[index].title : nil }
    /// Sets a segment's image.
    open func setImage(_ image: UIImage?, forSegmentAt index: Int) { if segments.indices.contains(index) { segments[index].image = image } }
    /// A segment's image.
    open func imageForSegment(at index: Int) -> UIImage? { segments.indices.contains(index) ? segments[index].image : nil }
    /// Enables or disables a segment.
    open func setEnabled(_ enabled: Bool, forSegmentAt index: Int) { if segments.indices.contains(index) { segments[index].enabled = enabled } }
    /// Whether a segment is enabled.
    open func isEnabledForSegment(at index: Int) -> Bool { segments.indices.contains(index) ? segments[index].enabled : false }
    /// Sets a segment's width; 0: automatic.
    open func setWidth(_ width: CGFloat, forSegmentAt index: Int) { if segments.indices.contains(index) { segments[index].width = max(0, width) } }
    /// A segment's set width (0: automatic).
    open func widthForSegment(at index: Int) -> CGFloat { segments.indices.contains(index) ? segments[index].width : 0 }
    /// Sets the title attributes for a state (`.normal`, `.selected`).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }
    /// The title attributes for a state.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { titleAttributes[state.rawValue] }

    /// A segment's title run in the control's traits.
    private func run(_ i: Int) -> TextRun? {
        guard let title = segments[i].title, !title.isEmpty else { return nil }
        let selected = i == selectedSegmentIndex
        let attributes = (selected ? titleAttributes[UIControl.State.selected.rawValue] : nil) ?? titleAttributes[UIControl.State.normal.rawValue]
        let size = CGFloat(ControlMetrics.Segmented.fontSize)
        let font = attributes?[.font] as? UIFont ?? UIFont.systemFont(ofSize: size, weight: selected ? .semibold : .regular)
        var rgba = (attributes?[.foregroundColor] as? UIColor ?? .label).rgba(in: traitCollection)
        if !segments[i].enabled { rgba = rgba.scalingAlpha(0.5) }
        var run = TextRun(string: title, font: font.resolved, color: ResolvedColor(rgba: rgba), lineLimit: 1, alignment: .center)
        run.truncation = .tail
        return run
    }

    /// The width a segment's content needs, padding included.
    private func contentWidth(_ i: Int) -> CGFloat {
        if let run = run(i) { return measureText(run, maxWidth: nil).width + 24 }
        if let image = segments[i].image { return image.size.width + 24 }
        return 24
    }

    open override var intrinsicContentSize: CGSize {
        let widths = segments.indices.map { segments[$0].width > 0 ? segments[$0].width : contentWidth($0) }
        let total = apportionsSegmentWidthsByContent ? widths.reduce(0, +) : (widths.max() ?? 0) * CGFloat(widths.count)
        return CGSize(width: total + 2 * ControlMetrics.Segmented.inset, height: ControlMetrics.Segmented.height)
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The segments' widths across `width` points: set widths kept, the rest shared equally (or
    /// by content when apportioned).
    private func widths(across width: Double) -> [Double] {
        let fixed = segments.map { Double($0.width) }
        let free = max(0, width - fixed.reduce(0, +))
        let open = segments.indices.filter { fixed[$0] == 0 }
        guard !open.isEmpty else { return fixed }
        if apportionsSegmentWidthsByContent {
            let wants = open.map { Double(contentWidth($0)) }
            let total = wants.reduce(0, +)
            var out = fixed
            for (k, i) in open.enumerated() { out[i] = total > 0 ? free * wants[k] / total : free / Double(open.count) }
            return out
        }
        var out = fixed
        for i in open { out[i] = free / Double(open.count) }
        return out
    }

    package override func drawContent(in frame: Rect, into drawing: inout LayerDrawing) {
        typealias M = ControlMetrics.Segmented
        guard !segments.isEmpty else { return }
        let box = Rect(x: frame.minX, y: frame.midY - M.height / 2, width: frame.width, height: M.height)
        let inner = box.insetBy(dx: M.inset, dy: M.inset)
        let widths = widths(across: inner.width)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var cells: [Rect] = []
        var x = rtl ? inner.maxX : inner.minX
        for w in widths {
            cells.append(Rect(x: rtl ? x - w : x, y: inner.minY, width: w, height: inner.height))
            x += rtl ? -w : w
        }
        let dark = traitCollection.userInterfaceStyle == .dark
        let plate = selectedSegmentTintColor?.rgba(in: traitCollection) ?? (dark ? M.plateDark : M.plateLight)
        let separator = UIColor.separator.rgba(in: traitCollection)
        drawing.dimmed(!isEnabled, in: box) { d in
            d.fill(.roundedRectangle(cornerRadius: M.cornerRadius, style: .continuous), UIColor.tertiarySystemFill.rgba(in: traitCollection), in: box)
            for i in 1..<max(1, cells.count) where i != selectedSegmentIndex && i - 1 != selectedSegmentIndex {
                let edge = rtl ? cells[i].maxX : cells[i].minX
                d.fill(.rectangle, separator, in: Rect(x: edge - M.separator.width / 2, y: box.midY - M.separator.height / 2,
                                                      width: M.separator.width, height: M.separator.height))
            }
            if cells.indices.contains(selectedSegmentIndex) {
                d.fill(.roundedRectangle(cornerRadius: M.plateCornerRadius, style: .continuous), plate, in: cells[selectedSegmentIndex], shadows: M.shadows)
            }
            for (i, cell) in cells.enumerated() {
                if let run = run(i) {
                    let h = min(cell.height, d.text.measure(run, maxWidth: cell.width - 8).height)
                    let textFrame = Rect(x: cell.minX + 4, y: cell.midY - h / 2, width: max(0, cell.width - 8), height: h)
                    d.items.append(DisplayItem.make(path: d.currentPath, frame: textFrame, operation: .text(run)))
                } else if let image = segments[i].image, let r = d.resolve(image, in: traitCollection.traits) {
                    let tint = image.drawingTint(template: r.template, in: traitCollection) { UIColor.label.rgba(in: traitCollection) }
                    let frame = Rect(x: cell.midX - r.size.width / 2, y: cell.midY - r.size.height / 2, width: r.size.width, height: r.size.height)
                    d.items.append(DisplayItem.make(path: d.currentPath, frame: frame,
                                                    operation: .image(ResolvedImage.make(content: r.content, tint: tint, mirrored: false))))
                }
            }
        }
    }
}
