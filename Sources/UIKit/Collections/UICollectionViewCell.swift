import PenumbraCore
import PenumbraView

/// A view a collection view places for a header, footer or decoration (UIKit's
/// `UICollectionReusableView`), and the base of its cells.
open class UICollectionReusableView: UIView {
    /// The identifier it was registered and dequeued with.
    open package(set) var reuseIdentifier: String?
    /// How a list section shows it, when it is in one; set before the registration's handler runs.
    package var listPlacement: ListPlacement? { didSet { if listPlacement != oldValue { setNeedsLayout() } } }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { return nil }

    /// Resets the view before it is reused.
    open func prepareForReuse() {}
    /// Takes the layout's attributes (the frame is already set).
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
    /// The attributes the view wants: its fitting size where the layout asks for one.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }
    /// The size the view needs, `width` wide (nil: as narrow as it can be).
    package func fittingSize(width: CGFloat?, proposed: CGSize) -> CGSize {
        let fitted = systemLayoutSizeFitting(CGSize(width: width ?? 0, height: 0),
                                             withHorizontalFittingPriority: width == nil ? .fittingSizeLevel : .required,
                                             verticalFittingPriority: .fittingSizeLevel)
        return CGSize(width: fitted.width > 0 && fitted.width.isFinite ? fitted.width : proposed.width,
                      height: fitted.height > 0 && fitted.height.isFinite ? fitted.height : proposed.height)
    }
}

/// UIKit's collection view cell: a ``contentView`` showing ``contentConfiguration`` (or the
/// subviews a subclass adds), over ``backgroundConfiguration`` or ``backgroundView``; selected
/// or highlighted it shows ``selectedBackgroundView``.
open class UICollectionViewCell: UICollectionReusableView {
    /// The view content goes in.
    public let contentView = UIView()
    /// Whether the cell is selected.
    open var isSelected = false { didSet { setNeedsUpdateConfiguration() } }
    /// Whether the cell is highlighted.
    open var isHighlighted = false { didSet { setNeedsUpdateConfiguration() } }
    /// A view behind the content.
    open var backgroundView: UIView? { didSet { oldValue?.removeFromSuperview(); if let backgroundView { insertSubview(backgroundView, at: 0) } } }
    /// A view behind the content when selected or highlighted.
    open var selectedBackgroundView: UIView? { didSet { oldValue?.removeFromSuperview(); setNeedsLayout() } }
    /// The content; setting it replaces the content view's content.
    open var contentConfiguration: UIContentConfiguration? { didSet { content.show(contentConfiguration, in: contentView); setNeedsLayout() } }
    /// The background; nil: none (a list cell's: the list's).
    open var backgroundConfiguration: UIBackgroundConfiguration? { didSet { setNeedsDisplay() } }
    /// Whether the content configuration is updated for the state. Default true.
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether the background configuration is updated for the state. Default true.
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// Called with the state when the configuration is updated.
    open var configurationUpdateHandler: ((UICollectionViewCell, UICellConfigurationState) -> Void)? { didSet { setNeedsUpdateConfiguration() } }

    /// The content view showing the configuration.
    package var content = ContentConfigurationHost()
    /// Whether the configuration is due to be updated.
    private var configurationDue = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
        contentView.frame = bounds
    }
    public required init?(coder: NSCoder) { return nil }

    /// The cell's state.
    open var configurationState: UICellConfigurationState {
        var s = UICellConfigurationState(traitCollection: traitCollection)
        s.isSelected = isSelected
        s.isHighlighted = isHighlighted
        return s
    }
    /// Asks for the configuration to be updated.
    open func setNeedsUpdateConfiguration() { configurationDue = true; setNeedsLayout() }
    /// Updates the configurations for a state (a subclass overrides it).
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// Runs a due configuration update: the subclass's, then the handler.
    package func updateConfigurationIfDue() {
        guard configurationDue else { return }
        configurationDue = false
        let state = configurationState
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    /// Where the content view goes in the cell.
    package func contentFrame() -> CGRect { bounds }

    open override func layoutSubviews() {
        updateConfigurationIfDue()
        super.layoutSubviews()
        contentView.frame = contentFrame()
        content.view?.frame = contentView.bounds
        backgroundView?.frame = bounds
        if let selected = selectedBackgroundView {
            if isSelected || isHighlighted {
                if selected.superview !== self { insertSubview(selected, at: backgroundView == nil ? 0 : 1) }
                selected.frame = bounds
            } else {
                selected.removeFromSuperview()
            }
        }
    }

    /// The size the cell needs, `width` wide (nil: as narrow as it can be).
    package override func fittingSize(width: CGFloat?, proposed: CGSize) -> CGSize {
        frame = CGRect(x: frame.minX, y: frame.minY, width: width ?? proposed.width, height: max(bounds.height, proposed.height))
        layoutIfNeeded()
        if content.view != nil || contentView.subviews.isEmpty == false {
            let inner = content.fittingSize(of: contentView, width: width.map { _ in contentView.bounds.width })
            return CGSize(width: width ?? inner.width + (bounds.width - contentView.bounds.width), height: inner.height)
        }
        return super.fittingSize(width: width, proposed: proposed)
    }

    package override func drawContent(in frame: Rect, into drawing: inout LayerDrawing) {
        guard backgroundColor == nil, let fill = backgroundFill else { return }
        let corner = Double(backgroundConfiguration?.cornerRadius ?? 0)
        let insets = backgroundConfiguration?.backgroundInsets ?? .zero
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let left = Double(rtl ? insets.trailing : insets.leading), right = Double(rtl ? insets.leading : insets.trailing)
        let box = Rect(x: frame.minX + left, y: frame.minY + Double(insets.top), width: max(0, frame.width - left - right),
                       height: max(0, frame.height - Double(insets.top + insets.bottom)))
        drawing.fill(corner > 0 ? .roundedRectangle(cornerRadius: corner, style: .continuous) : .rectangle, fill.rgba(in: traitCollection), in: box)
    }

    /// The background colour drawn: the background configuration's (the list's for a list cell).
    package var backgroundFill: UIColor? { backgroundConfiguration?.backgroundColor }
}
