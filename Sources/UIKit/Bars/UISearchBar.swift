import PenumbraCore
import PenumbraView

/// UIKit's search bar at rest (iOS 13 and later): a 56-point bar holding its ``searchTextField``
/// (36 points tall, 8 points from the sides, 10-point corners), with "Cancel" in the tint at the
/// trailing side when ``showsCancelButton``. The `.default` and `.prominent` styles draw the bar's
/// background (``barTintColor``, else the chrome material's tint, drawn as `UIBlurEffect` draws
/// it: a tint over the backdrop without the blur) and the field in the tertiary system fill; the
/// `.minimal` style draws no background and the field in the quaternary system fill. With
/// ``showsScopeBar`` and ``scopeButtonTitles`` the bar grows by 44 points and shows the scopes as
/// a segmented control under the field, the selected one raised, as UIKit keeps a
/// `UISegmentedControl` inside the bar. The prompt is kept, not drawn. Metrics:
/// ``ControlMetrics/SearchBar``.
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
    /// The scope bar's titles: one segment each. Default nil.
    open var scopeButtonTitles: [String]? {
        didSet {
            scopeBar.removeAllSegments()
            for (i, title) in (scopeButtonTitles ?? []).enumerated() { scopeBar.insertSegment(withTitle: title, at: i, animated: false) }
            scopeBar.selectedSegmentIndex = selectedScopeButtonIndex
            updateScopeBar()
        }
    }
    /// The selected scope. Default 0.
    open var selectedScopeButtonIndex = 0 { didSet { scopeBar.selectedSegmentIndex = selectedScopeButtonIndex } }
    /// Whether the scope bar shows under the field (with at least one title). Default false.
    open var showsScopeBar = false { didSet { updateScopeBar() } }
    /// The scope bar: a segmented control, as UIKit keeps one inside the bar.
    private let scopeBar = UISegmentedControl(items: nil)
    /// Whether the scope bar is drawn: shown, with titles.
    private var scopeBarShown: Bool { showsScopeBar && !(scopeButtonTitles ?? []).isEmpty }
    private func updateScopeBar() {
        scopeBar.isHidden = !scopeBarShown
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
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
        scopeBar.isHidden = true
        addSubview(scopeBar)
    }
    public required init?(coder: NSCoder) { return nil }

    /// Shows or hides the scope bar (nothing animates).
    open func setShowsScope(_ show: Bool, animated: Bool) { showsScopeBar = show }
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

    /// The bar's height: 56 points, and 44 more with the scope bar.
    private var barHeight: CGFloat { CGFloat(M.height + (scopeBarShown ? M.scopeBarHeight : 0)) }
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: barHeight) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: barHeight) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let margin = CGFloat(M.margin), h = CGFloat(M.fieldHeight)
        let width = max(0, bounds.width - 2 * margin - cancelRoom)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let x = rtl ? bounds.maxX - margin - width : bounds.minX + margin
        // The field is centred in the bar's first 56 points (all of it without a scope bar).
        let fieldArea = scopeBarShown ? CGFloat(M.height) : bounds.height
        searchTextField.frame = CGRect(x: x, y: bounds.minY + (fieldArea - h) / 2, width: width, height: h)
        // The scope bar: across the bar within its margins, centred in the 44 points below.
        if scopeBarShown {
            let scopeHeight = CGFloat(ControlMetrics.Segmented.height)
            scopeBar.frame = CGRect(x: bounds.minX + margin, y: bounds.minY + CGFloat(M.height) + (CGFloat(M.scopeBarHeight) - scopeHeight) / 2,
                                    width: max(0, bounds.width - 2 * margin), height: scopeHeight)
        }
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
