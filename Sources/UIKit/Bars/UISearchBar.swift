import PenumbraCore
import PenumbraView

/// UIKit's search bar at rest (iOS 13 and later): a 56-point bar holding its ``searchTextField``
/// (36 points tall, 8 points from the sides, 10-point corners), with "Cancel" in the tint at the
/// trailing side when ``showsCancelButton``. The `.default` and `.prominent` styles draw the bar's
/// background (``barTintColor``, else the chrome material's tint, drawn as `UIBlurEffect` draws
/// it: a tint over the backdrop without the blur) and the field in the tertiary system fill; the
/// `.minimal` style draws no background and the field in the quaternary system fill. The prompt
/// and the scope bar are kept, not drawn. Metrics: ``ControlMetrics/SearchBar``.
open class UISearchBar: UIView {
    /// How the bar and its field are drawn.
    public enum Style: UInt, Hashable, Sendable { case `default`, prominent, minimal }
    /// The bar's images that can be replaced.
    public enum Icon: Int, Hashable, Sendable { case search, clear, bookmark, resultsList }

    /// The field: the text, placeholder and glyphs are drawn by it.
    public let searchTextField = UISearchTextField(frame: .zero)
    /// The search text (the field's). Default nil.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    /// The text shown while the field is empty, in the secondary label colour. Default nil.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set {
            searchTextField.attributedPlaceholder = newValue.map { NSAttributedString(string: $0, attributes: [.foregroundColor: UIColor.secondaryLabel]) }
            if newValue == nil { searchTextField.placeholder = nil }
        }
    }
    /// A line above the bar (kept, not drawn). Default nil.
    open var prompt: String?
    /// The look of the bar and field. Default `.default`.
    open var searchBarStyle: Style = .default { didSet { searchTextField.fieldFill = fieldFill } }
    /// The bar's background colour; nil: the chrome material. Default nil.
    open var barTintColor: UIColor?
    /// The bar's style (dark bars are drawn in the material too). Default `.default`.
    open var barStyle: UIBarStyle = .default
    /// Whether the background is translucent. Default true.
    open var isTranslucent = true
    /// A background image (kept, not drawn).
    open var backgroundImage: UIImage?
    /// Whether "Cancel" shows at the trailing side. Default false.
    open var showsCancelButton = false { didSet { if oldValue != showsCancelButton { setNeedsLayout() } } }
    /// Whether the bookmark button shows in the empty field. Default false.
    open var showsBookmarkButton = false { didSet { searchTextField.showsBookmark = showsBookmarkButton } }
    /// Whether the results list button shows (kept, not drawn). Default false.
    open var showsSearchResultsButton = false
    /// Whether the results list button is selected (kept). Default false.
    open var isSearchResultsButtonSelected = false
    /// The scope bar's titles (kept, not drawn).
    open var scopeButtonTitles: [String]?
    /// The selected scope (kept). Default 0.
    open var selectedScopeButtonIndex = 0
    /// Whether the scope bar shows (kept, not drawn). Default false.
    open var showsScopeBar = false
    /// The delegate (nothing is searched in a render).
    open weak var delegate: AnyObject?
    /// A view above the keyboard.
    open var inputAccessoryView: UIView?
    /// The keyboard (nothing is typed in a render).
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    /// Moves the field's background (kept, not applied). Default zero.
    open var searchFieldBackgroundPositionAdjustment = UIOffset(horizontal: 0, vertical: 0)
    /// Moves the text in the field (kept, not applied). Default zero.
    open var searchTextPositionAdjustment = UIOffset(horizontal: 0, vertical: 0)
    private var images: [Icon: UIImage] = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(searchTextField)
        searchTextField.fieldFill = fieldFill
    }
    public required init?(coder: NSCoder) { return nil }

    /// Shows or hides "Cancel" (nothing animates).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }
    /// Replaces the image of `icon` (the search glyph and the bookmark are drawn; any state).
    open func setImage(_ iconImage: UIImage?, for icon: Icon, state: UIControl.State) {
        images[icon] = iconImage
        searchTextField.searchImage = images[.search]
        searchTextField.bookmarkImage = images[.bookmark]
    }
    /// The image set for `icon`, if any.
    open func image(for icon: Icon, state: UIControl.State) -> UIImage? { images[icon] }

    private typealias M = ControlMetrics.SearchBar
    private var fieldFill: UIColor { searchBarStyle == .minimal ? .quaternarySystemFill : .tertiarySystemFill }

    /// "Cancel" at 17 points in the tint.
    private func cancelRun() -> TextRun {
        TextRun(string: "Cancel", font: UIFont.systemFont(ofSize: CGFloat(M.fontSize)).resolved,
                color: ResolvedColor(rgba: tintColor.rgba(in: traitCollection)), lineLimit: 1)
    }
    /// The room "Cancel" takes with the gap before it; zero when hidden.
    private var cancelRoom: CGFloat {
        guard showsCancelButton else { return 0 }
        return measureText(cancelRun(), maxWidth: nil).width + CGFloat(M.cancelGap)
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: CGFloat(M.height)) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: CGFloat(M.height)) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let margin = CGFloat(M.margin), h = CGFloat(M.fieldHeight)
        let width = max(0, bounds.width - 2 * margin - cancelRoom)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let x = rtl ? bounds.maxX - margin - width : bounds.minX + margin
        searchTextField.frame = CGRect(x: x, y: bounds.minY + (bounds.height - h) / 2, width: width, height: h)
    }

    package override func drawContent(in frame: Rect, into drawing: inout LayerDrawing) {
        let traits = traitCollection
        if searchBarStyle != .minimal {
            let background = barTintColor?.rgba(in: traits) ?? UIBlurEffect(style: .systemChromeMaterial).tint(in: traits)
            drawing.fill(.rectangle, background, in: frame)
        }
        guard showsCancelButton else { return }
        let run = cancelRun()
        let size = drawing.text.measure(run, maxWidth: nil)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let x = rtl ? frame.minX + M.margin : frame.maxX - M.margin - size.width
        drawing.items.append(DisplayItem.make(path: drawing.currentPath, frame: Rect(x: x, y: frame.midY - size.height / 2, width: size.width, height: size.height),
                                              operation: .text(run)))
    }
}
