import PenumbraCore
import PenumbraView

/// UIKit's list cell: a collection view cell drawn as its list section says (the row's
/// background, margins, separator under the text and card corners), with ``accessories`` at
/// the sides. Used as a list's header or footer it takes the header's or footer's look.
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories, leading and trailing. Default none.
    open var accessories: [UICellAccessory] = [] { didSet { makeAccessoryViews() } }
    /// How far the content is indented, in levels. Default 0.
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    /// The width of a level. Default 10.
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    /// Whether leading accessories are indented with the content. Default true.
    open var indentsAccessories = true
    /// Whether the cell is editing: accessories shown only while editing appear.
    open var isEditing = false { didSet { if isEditing != oldValue { makeAccessoryViews() } } }

    /// The accessories shown, with the width each takes and the view of a label or custom one.
    private var shown: [(UICellAccessory, CGFloat, UIView?)] = []
    /// Where each glyph or symbol accessory is drawn, relative to the cell.
    private var drawnAccessories: [(UICellAccessory, CGRect)] = []
    /// Where the separator starts.
    private var separatorLeading: CGFloat = 0

    /// A content configuration for the cell's place: a list header's or footer's, else a cell's.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        guard let placement = listPlacement else { return .cell() }
        let plain = placement.appearance == .plain || placement.appearance == .sidebarPlain
        switch placement.role {
        case .header: return plain ? .plainHeader() : .groupedHeader()
        case .footer: return plain ? .plainFooter() : .groupedFooter()
        case .cell: return placement.appearance == .sidebar || placement.appearance == .sidebarPlain ? .sidebarCell() : .cell()
        }
    }

    open override var configurationState: UICellConfigurationState {
        var s = super.configurationState
        s.isEditing = isEditing
        return s
    }

    private var margin: CGFloat { listPlacement?.margin ?? CGFloat(ControlMetrics.List.plainMargin) }
    /// The space between accessories, and between them and the content (estimate).
    private static let accessorySpacing: CGFloat = 12

    /// Makes the views of the accessories shown: labels, and custom views added as they are.
    private func makeAccessoryViews() {
        shown.forEach { $0.2?.removeFromSuperview() }
        shown = accessories.filter { $0.shows(editing: isEditing) }.map { accessory in
            switch accessory.kind {
            case .glyph(let glyph): return (accessory, glyph.size.width, nil)
            case .symbol: return (accessory, 22, nil)
            case .label(let text, let font):
                let label = UILabel()
                label.text = text
                label.font = font ?? UIFont.preferredFont(forTextStyle: .body)
                label.textColor = accessory.tintColor ?? .secondaryLabel
                return (accessory, label.intrinsicContentSize.width, label)
            case .custom(let view, _):
                let size = view.bounds.size == .zero ? view.intrinsicContentSize : view.bounds.size
                return (accessory, max(0, size.width), view)
            }
        }
        shown.forEach { if let view = $0.2 { addSubview(view) } }
        setNeedsLayout()
        setNeedsDisplay()
    }

    package override func contentFrame() -> CGRect {
        drawnAccessories = []
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let indent = CGFloat(indentationLevel) * indentationWidth
        var lead = indent, trail: CGFloat = 0
        var leadingX = margin + indent, trailingX = bounds.width - margin
        for (accessory, width, view) in shown {
            let size = CGSize(width: width, height: view.map { $0.bounds.height > 0 ? $0.bounds.height : $0.intrinsicContentSize.height } ?? 22)
            let x: CGFloat
            if accessory.isLeading {
                x = leadingX
                leadingX += width + Self.accessorySpacing
                lead = leadingX - margin
            } else {
                trailingX -= width
                x = trailingX
                trail = bounds.width - trailingX
                trailingX -= Self.accessorySpacing
            }
            var frame = CGRect(x: x, y: (bounds.height - size.height) / 2, width: width, height: size.height)
            if rtl { frame.origin.x = bounds.width - frame.maxX }
            if let view {
                if view.frame != frame { view.frame = frame }
            } else {
                drawnAccessories.append((accessory, frame))
            }
        }
        // With trailing accessories the content ends at the nearest one, 8 points inside (as a
        // table cell's content ends at its accessory).
        let margins = NSDirectionalEdgeInsets(top: 0, leading: margin, bottom: 0, trailing: trail > 0 ? 8 : margin)
        if contentView.directionalLayoutMargins != margins { contentView.directionalLayoutMargins = margins }
        let width = max(0, bounds.width - lead - trail)
        let frame = CGRect(x: rtl ? trail : lead, y: 0, width: width, height: bounds.height)
        let textLeading = (content.view as? UIListContentView)?.textLeading ?? margin
        separatorLeading = lead + textLeading
        return frame
    }

    package override var backgroundFill: UIColor? {
        if (isSelected || isHighlighted), listPlacement?.role == .cell { return .systemGray4 }
        return backgroundConfiguration?.backgroundColor ?? listPlacement?.background
    }

    package override func drawContent(in frame: Rect, into drawing: inout LayerDrawing) {
        super.drawContent(in: frame, into: &drawing)
        let traits = traitCollection
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        if let placement = listPlacement, placement.separator {
            drawing.listSeparator(in: frame, leading: separatorLeading, rtl: rtl, color: placement.separatorColor.rgba(in: traits))
        }
        for (accessory, box) in drawnAccessories {
            let rect = Rect(x: frame.minX + Double(box.minX), y: frame.minY + Double(box.minY), width: Double(box.width), height: Double(box.height))
            let tint = (accessory.tintColor ?? tintColor).rgba(in: traits)
            switch accessory.kind {
            case .glyph(let glyph):
                drawing.cellAccessory(glyph, in: rect, rtl: rtl, tint: tint, traits: traits)
            case .symbol(let name, let color, _):
                let shown = name == "chevron.right" && rtl ? "chevron.left" : name
                drawing.symbol(shown, side: 20, center: Point(x: rect.midX, y: rect.midY), color: (accessory.tintColor ?? color).rgba(in: traits))
            case .label, .custom:
                break
            }
        }
    }
}
