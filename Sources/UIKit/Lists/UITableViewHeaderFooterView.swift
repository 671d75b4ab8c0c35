import PenumbraCore

/// A table section's header or footer view (UIKit's `UITableViewHeaderFooterView`): a
/// ``contentView`` showing ``contentConfiguration`` or the classic ``textLabel``.
open class UITableViewHeaderFooterView: UIView {
    /// The identifier it was registered and dequeued with.
    public let reuseIdentifier: String?
    /// The view content goes in.
    public let contentView = UIView()
    /// The content.
    open var contentConfiguration: UIContentConfiguration? { didSet { install(contentConfiguration) } }
    /// The background (drawn as its colour).
    open var backgroundConfiguration: UIBackgroundConfiguration?
    /// The classic label.
    public let textLabel: UILabel? = UILabel()
    /// The configuration a header of its table's style starts from.
    package var defaultConfiguration = UIListContentConfiguration.groupedHeader()
    private var shown: (UIView & UIContentView)?

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }
    public required init?(coder: NSCoder) { return nil }

    /// A content configuration of the table's header style, empty.
    open func defaultContentConfiguration() -> UIListContentConfiguration { defaultConfiguration }
    /// Resets the view before it is reused.
    open func prepareForReuse() {}

    private func install(_ configuration: UIContentConfiguration?) {
        guard let configuration else { shown?.removeFromSuperview(); shown = nil; return }
        if let s = shown, type(of: s.configuration) == type(of: configuration) { s.configuration = configuration } else {
            shown?.removeFromSuperview()
            let view = configuration.makeContentView()
            contentView.addSubview(view)
            shown = view
        }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if contentConfiguration == nil, let text = textLabel?.text, !text.isEmpty, shown == nil {
            var c = defaultConfiguration
            c.text = text
            install(c)
        }
        contentView.frame = bounds
        if contentView.directionalLayoutMargins != directionalLayoutMargins { contentView.directionalLayoutMargins = directionalLayoutMargins }
        shown?.frame = contentView.bounds
    }

    /// The height the content needs at `width` points.
    package func fittingHeight(width: CGFloat) -> CGFloat {
        frame = CGRect(x: frame.minX, y: frame.minY, width: width, height: max(1, bounds.height))
        layoutIfNeeded()
        if let list = shown as? UIListContentView { return list.sizeThatFits(CGSize(width: width, height: 0)).height }
        let fitted = contentView.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                         verticalFittingPriority: .fittingSizeLevel)
        return fitted.height.isFinite ? max(0, fitted.height) : 0
    }

    package override func drawContent(in frame: Rect, into drawing: inout LayerDrawing) {
        if backgroundColor == nil, let fill = backgroundConfiguration?.backgroundColor {
            drawing.fill(.rectangle, fill.rgba(in: traitCollection), in: frame)
        }
    }
}
