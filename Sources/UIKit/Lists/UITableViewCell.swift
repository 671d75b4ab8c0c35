import PenumbraCore
import PenumbraView

/// UIKit's table cell: a background (the list style's, or ``backgroundConfiguration``), a
/// ``contentView`` showing ``contentConfiguration`` (or the classic ``textLabel``,
/// ``detailTextLabel`` and ``imageView`` in the cell's style), an accessory at the trailing margin,
/// and the separator below it that its table asks for. Selected or highlighted (with a selection
/// style) it draws the system gray 4 behind its content.
open class UITableViewCell: UIView {
    /// The classic layouts.
    public enum CellStyle: Int, Hashable, Sendable { case `default`, value1, value2, subtitle }
    /// The standard accessories.
    public enum AccessoryType: Int, Hashable, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    /// How selection shows.
    public enum SelectionStyle: Int, Hashable, Sendable { case none, blue, gray, `default` }
    /// Editing controls (none are drawn at rest).
    public enum EditingStyle: Int, Hashable, Sendable { case none, delete, insert }

    /// The identifier the cell was registered and dequeued with.
    public let reuseIdentifier: String?
    /// The classic style.
    package let cellStyle: CellStyle
    /// The view content goes in.
    public let contentView = UIView()
    /// The accessory. Default `.none`.
    open var accessoryType: AccessoryType = .none { didSet { setNeedsLayout() } }
    /// A view drawn as the accessory instead of ``accessoryType``.
    open var accessoryView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let accessoryView { addSubview(accessoryView) }; setNeedsLayout() }
    }
    /// How selection shows. Default `.default`.
    open var selectionStyle: SelectionStyle = .default
    /// Whether the cell is selected.
    open var isSelected = false
    /// Whether the cell is highlighted.
    open var isHighlighted = false
    /// The content; setting it replaces the content view's content.
    open var contentConfiguration: UIContentConfiguration? { didSet { installContent() } }
    /// The background; nil: the list style's.
    open var backgroundConfiguration: UIBackgroundConfiguration?
    /// Whether the content configuration is updated for the state (kept as set).
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether the background configuration is updated for the state.
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// The separator's insets; nil left inset: the table's margin.
    open var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: -1, bottom: 0, right: 0)
    /// How far the content is indented, in levels.
    open var indentationLevel = 0
    /// The width of a level. Default 10.
    open var indentationWidth: CGFloat = 10
    /// A view behind the content (drawn as any subview).
    open var backgroundView: UIView? { didSet { oldValue?.removeFromSuperview(); if let backgroundView { insertSubview(backgroundView, at: 0) } } }
    /// A view behind the content when selected (drawn when selected).
    open var selectedBackgroundView: UIView?
    /// Whether the cell is editing (no editing controls are drawn).
    open var isEditing = false
    /// Whether the cell shows a reorder control (not drawn).
    open var showsReorderControl = false

    /// The list's leading and trailing margin and background, set by the table.
    package var listMargin: CGFloat = CGFloat(ControlMetrics.List.plainMargin) { didSet { setNeedsLayout() } }
    package var listBackground: UIColor = .systemBackground
    /// Whether the table draws a separator below the cell, and its leading inset.
    package var separatorLeading: CGFloat?

    private lazy var classicText: UILabel = {
        let label = UILabel()
        label.font = UIFont.preferredFont(forTextStyle: .body)
        return label
    }()
    private lazy var classicDetail: UILabel = {
        let label = UILabel()
        label.font = UIFont.preferredFont(forTextStyle: cellStyle == .subtitle ? .subheadline : .body)
        label.textColor = .secondaryLabel
        return label
    }()
    private lazy var classicImage = UIImageView()
    /// The content view showing the configuration.
    private var content = ContentConfigurationHost()
    private var shownContent: (UIView & UIContentView)? { content.view }
    /// What the classic labels showed when their configuration was last made.
    private var shownClassic: [String] = []
    /// What the classic labels show now, to tell when their configuration must be made again.
    private var classicSignature: [String] {
        [classicText.text ?? "", cellStyle == .default ? "" : (classicDetail.text ?? ""),
         classicImage.image.map { "\(ObjectIdentifier($0))" } ?? "", "\(classicText.font?.pointSize ?? 0)",
         classicText.textColor.map { "\(ObjectIdentifier($0))" } ?? "", "\(classicText.numberOfLines)",
         "\(classicDetail.font?.pointSize ?? 0)", classicDetail.textColor.map { "\(ObjectIdentifier($0))" } ?? ""]
    }

    /// A cell in a classic style.
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: CGFloat(ControlMetrics.List.minimumRowHeight)))
        addSubview(contentView)
    }
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }
    public required init?(coder: NSCoder) { return nil }

    /// The classic text label.
    open var textLabel: UILabel? { classicText }
    /// The classic detail label (nil in the default style).
    open var detailTextLabel: UILabel? { cellStyle == .default ? nil : classicDetail }
    /// The classic image view.
    open var imageView: UIImageView? { classicImage }

    /// A content configuration of the cell's style, empty.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .default: return .cell()
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        }
    }
    /// The cell's state.
    open var configurationState: UICellConfigurationState {
        var s = UICellConfigurationState(traitCollection: traitCollection)
        s.isSelected = isSelected
        s.isHighlighted = isHighlighted
        s.isEditing = isEditing
        return s
    }
    /// Asks for the configuration to be updated.
    open func setNeedsUpdateConfiguration() { setNeedsLayout() }
    /// Updates the configurations for a state (a subclass overrides it).
    open func updateConfiguration(using state: UICellConfigurationState) {}
    /// Resets the cell before it is reused.
    open func prepareForReuse() {}
    /// Selects the cell (nothing animates).
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    /// Highlights the cell.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
    /// Starts or ends editing.
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    /// Shows the configuration in the content view, reusing the view when it can take it.
    private func installContent() {
        content.show(contentConfiguration, in: contentView)
        setNeedsLayout()
    }

    /// The classic labels as a configuration, when the cell has no configuration of its own.
    private func classicConfiguration() -> UIListContentConfiguration? {
        let text = classicText.text, detail = cellStyle == .default ? nil : classicDetail.text
        guard text != nil || detail != nil || classicImage.image != nil else { return nil }
        var c = defaultContentConfiguration()
        c.text = text
        c.secondaryText = detail
        c.image = classicImage.image
        if let f = classicText.font { c.textProperties.font = f }
        c.textProperties.color = classicText.textColor ?? .label
        c.textProperties.numberOfLines = classicText.numberOfLines
        if let f = classicDetail.font { c.secondaryTextProperties.font = f }
        c.secondaryTextProperties.color = classicDetail.textColor ?? .secondaryLabel
        return c
    }

    /// The accessory's size, or zero.
    private var accessorySize: CGSize {
        if let v = accessoryView { return v.bounds.size == .zero ? v.intrinsicContentSize : v.bounds.size }
        switch accessoryType {
        case .none: return .zero
        case .disclosureIndicator: return CellAccessoryGlyph.disclosure.size
        case .checkmark: return CellAccessoryGlyph.checkmark.size
        case .detailButton: return CellAccessoryGlyph.detail.size
        case .detailDisclosureButton: return CellAccessoryGlyph.detailDisclosure.size
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfiguration(using: configurationState)
        if contentConfiguration == nil, let classic = classicConfiguration() {
            // Set again only when the classic labels changed: setting a configuration lays the
            // content out again, and layout must settle.
            let signature = classicSignature
            if signature != shownClassic {
                shownClassic = signature
                content.show(classic, in: contentView)
            }
        }
        let accessory = accessorySize
        let indent = CGFloat(indentationLevel) * indentationWidth
        let reserve = accessory.width > 0 ? listMargin + accessory.width : 0
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let contentWidth = max(0, bounds.width - reserve - indent)
        contentView.frame = CGRect(x: rtl ? reserve : indent, y: 0, width: contentWidth, height: bounds.height)
        let margins = NSDirectionalEdgeInsets(top: 0, leading: listMargin, bottom: 0, trailing: accessory.width > 0 ? 8 : listMargin)
        if contentView.directionalLayoutMargins != margins { contentView.directionalLayoutMargins = margins }
        shownContent?.frame = contentView.bounds
        if let v = accessoryView {
            v.frame = CGRect(x: rtl ? listMargin : bounds.width - listMargin - accessory.width, y: (bounds.height - accessory.height) / 2,
                             width: accessory.width, height: accessory.height)
        }
        backgroundView?.frame = bounds
    }

    /// Where the separator starts by default: under the text (past an image), as UIKit insets it.
    package var textLeading: CGFloat {
        guard let list = shownContent as? UIListContentView else { return listMargin }
        return contentView.frame.minX + list.textLeading
    }

    /// The height the cell's content needs at `width` points: a list content view's, else what
    /// the content view's constraints give.
    package func fittingHeight(width: CGFloat) -> CGFloat {
        frame = CGRect(x: frame.minX, y: frame.minY, width: width, height: bounds.height)
        layoutIfNeeded()
        return content.fittingSize(of: contentView, width: contentView.bounds.width).height
    }

    package override func drawContent(in frame: Rect, into drawing: inout LayerDrawing) {
        let traits = traitCollection
        if backgroundColor == nil {
            let fill = (isSelected || isHighlighted) && selectionStyle != .none ? UIColor.systemGray4
                : (backgroundConfiguration?.backgroundColor ?? listBackground)
            drawing.fill(.rectangle, fill.rgba(in: traits), in: frame)
        }
        if let leading = separatorLeading {
            drawing.listSeparator(in: frame, leading: leading, rtl: effectiveUserInterfaceLayoutDirection == .rightToLeft,
                                  color: UIColor.separator.rgba(in: traits))
        }
        guard accessoryView == nil, accessoryType != .none else { return }
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let size = accessorySize
        let x = rtl ? frame.minX + Double(listMargin) : frame.maxX - Double(listMargin) - Double(size.width)
        let box = Rect(x: x, y: frame.midY - Double(size.height) / 2, width: Double(size.width), height: Double(size.height))
        let glyph: CellAccessoryGlyph
        switch accessoryType {
        case .disclosureIndicator: glyph = .disclosure
        case .checkmark: glyph = .checkmark
        case .detailButton: glyph = .detail
        case .detailDisclosureButton: glyph = .detailDisclosure
        case .none: return
        }
        drawing.cellAccessory(glyph, in: box, rtl: rtl, tint: tintColor.rgba(in: traits), traits: traits)
    }
}
