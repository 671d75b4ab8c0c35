import PenumbraCore
import PenumbraView

/// UIKit's navigation bar at rest: its top item's title (inline and centred, or large below the
/// 44-point row when ``prefersLargeTitles``), a back button when an item lies below the top one,
/// and the top item's bar button items, drawn over its appearance (``scrollEdgeAppearance`` at
/// rest, by default transparent with no hairline, as on iOS 15 and later). Its frame may reach up
/// under the status bar: the content starts ``contentTop`` points down. Metrics: `BarMetrics`.
open class UINavigationBar: UIView {
    /// The items, bottom first.
    open private(set) var items: [UINavigationItem]?
    /// The top item.
    open var topItem: UINavigationItem? { items?.last }
    /// The item below the top one.
    open var backItem: UINavigationItem? { (items?.count ?? 0) > 1 ? items?[items!.count - 2] : nil }
    /// Whether titles are large. Default false.
    open var prefersLargeTitles = false {
        didSet {
            invalidateIntrinsicContentSize()
            AppearanceProxy.record(self, \.prefersLargeTitles, prefersLargeTitles)
        }
    }
    /// The appearance when content is scrolled under the bar.
    open var standardAppearance = UINavigationBarAppearance() {
        didSet { AppearanceProxy.record(self, \.standardAppearance, standardAppearance) }
    }
    /// The appearance in compact heights; nil: the standard one.
    open var compactAppearance: UINavigationBarAppearance? {
        didSet { AppearanceProxy.record(self, \.compactAppearance, compactAppearance) }
    }
    /// The appearance at rest (nothing scrolled under); nil: the standard one, transparent.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { AppearanceProxy.record(self, \.scrollEdgeAppearance, scrollEdgeAppearance) }
    }
    /// The appearance at rest in compact heights (kept; a snapshot's bars are regular height).
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { AppearanceProxy.record(self, \.compactScrollEdgeAppearance, compactScrollEdgeAppearance) }
    }
    /// The background colour of the older API; nil: the appearance's.
    open var barTintColor: UIColor? { didSet { AppearanceProxy.record(self, \.barTintColor, barTintColor) } }
    /// Whether the bar is translucent (drawn the same).
    open var isTranslucent = true { didSet { AppearanceProxy.record(self, \.isTranslucent, isTranslucent) } }
    /// The inline title's attributes (the older API).
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { AppearanceProxy.record(self, \.titleTextAttributes, titleTextAttributes) }
    }
    /// The large title's attributes (the older API).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { AppearanceProxy.record(self, \.largeTitleTextAttributes, largeTitleTextAttributes) }
    }
    /// The bar's style (the older API).
    open var barStyle: UIBarStyle = .default { didSet { AppearanceProxy.record(self, \.barStyle, barStyle) } }
    /// The bars' tint (items, the back button).
    open override var tintColor: UIColor! {
        didSet { AppearanceProxy.record(self, \.tintColor, ownTint) }
    }
    /// Whether something is scrolled under the bar (false at rest).
    package var isScrolledUnder = false
    /// Where the bar's content starts from its top (the status bar's height inside a container).
    package var contentTop: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        standardAppearance.configureWithDefaultBackground()
        AppearanceProxy.apply(to: self)
    }

    /// The appearance proxy: a bar that records what is set on it.
    init(proxy: Void) {
        super.init(frame: .zero)
        standardAppearance.configureWithDefaultBackground()
    }
    public required init?(coder: NSCoder) { return nil }

    /// Sets the items.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) { self.items = items; invalidateIntrinsicContentSize() }
    /// Pushes an item.
    open func pushItem(_ item: UINavigationItem, animated: Bool) { items = (items ?? []) + [item]; invalidateIntrinsicContentSize() }
    /// Pops the top item.
    @discardableResult open func popItem(animated: Bool) -> UINavigationItem? { items?.popLast() }

    /// Whether the top item's title is drawn large.
    package var showsLargeTitle: Bool {
        guard prefersLargeTitles, let item = topItem else { return false }
        return item.largeTitleDisplayMode != .never && item.largeTitleDisplayMode != .inline
    }

    /// The large title's text run.
    private func largeRun() -> TextRun? {
        guard let title = topItem?.title, !title.isEmpty else { return nil }
        let attributes = (isScrolledUnder ? standardAppearance : (scrollEdgeAppearance ?? standardAppearance)).largeTitleTextAttributes
            .merging(largeTitleTextAttributes ?? [:]) { a, _ in a }
        let font = attributes[.font] as? UIFont ?? UIFont.systemFont(ofSize: UIFont.preferredFont(forTextStyle: .largeTitle).pointSize, weight: .bold)
        let color = (attributes[.foregroundColor] as? UIColor ?? .label).rgba(in: traitCollection)
        return TextRun(string: title, font: font.resolved, color: ResolvedColor(rgba: color), lineLimit: 1,
                       alignment: effectiveUserInterfaceLayoutDirection == .rightToLeft ? .trailing : .leading)
    }

    /// The bar's height below ``contentTop``: the row, and the large title with its gap.
    package var barHeight: CGFloat {
        var h = BarMetrics.row
        if showsLargeTitle, let run = largeRun() { h += measureText(run, maxWidth: nil).height + BarMetrics.largeTitleGap }
        return CGFloat(h)
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: contentTop + barHeight) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: contentTop + barHeight) }

    package override func drawContent(in frame: Rect, into drawing: inout LayerDrawing) {
        let traits = traitCollection
        let appearance: UIBarAppearance = isScrolledUnder ? standardAppearance : (scrollEdgeAppearance ?? standardAppearance.transparentCopy())
        drawing.barBackground(appearance, tint: isScrolledUnder ? barTintColor : nil, in: frame, hairlineAtTop: false, traits: traits)
        guard let item = topItem else { return }
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let tint = tintColor.rgba(in: traits)
        let rowMid = frame.minY + Double(contentTop) + BarMetrics.row / 2
        let buttons = appearance as? UINavigationBarAppearance
        // Leading: the back button (a chevron and the item below's title), then the left items.
        var lead = rtl ? frame.maxX - BarMetrics.margin : frame.minX + BarMetrics.margin
        func advance(_ w: Double) { lead += rtl ? -(w + BarMetrics.itemSpacing) : w + BarMetrics.itemSpacing }
        if let back = backItem, !item.hidesBackButton, item.leftBarButtonItems == nil, item.leftBarButtonItem == nil {
            let chevron = 22.0
            let center = Point(x: rtl ? lead - chevron / 2 + 6 : lead + chevron / 2 - 6, y: rowMid)
            if let custom = buttons?.customBackIndicator?.image {
                drawing.backIndicator(custom, side: chevron, center: center, tint: tint, traits: traits)
            } else {
                drawing.symbol(rtl ? "chevron.right" : "chevron.left", side: chevron, center: center, color: tint)
            }
            advance(chevron - 8)
            let title = item.backButtonTitle ?? back.backButtonTitle ?? back.title ?? "Back"
            if !title.isEmpty {
                advance(drawing.barItem(UIBarButtonItem(title: title, style: .plain, target: nil, action: nil), x: lead, midY: rowMid,
                                        fromTrailing: rtl, tint: tint, traits: traits, appearance: buttons?.backButtonAppearance))
            }
        }
        for bar in item.leftBarButtonItems ?? item.leftBarButtonItem.map({ [$0] }) ?? [] {
            advance(drawing.barItem(bar, x: lead, midY: rowMid, fromTrailing: rtl, tint: tint, traits: traits,
                                    appearance: buttons?.buttonAppearance(for: bar)))
        }
        var trail = rtl ? frame.minX + BarMetrics.margin : frame.maxX - BarMetrics.margin
        for bar in item.rightBarButtonItems ?? item.rightBarButtonItem.map({ [$0] }) ?? [] {
            let w = drawing.barItem(bar, x: trail, midY: rowMid, fromTrailing: !rtl, tint: tint, traits: traits,
                                    appearance: buttons?.buttonAppearance(for: bar))
            trail += rtl ? w + BarMetrics.itemSpacing : -(w + BarMetrics.itemSpacing)
        }
        if showsLargeTitle, let run = largeRun() {
            let size = drawing.text.measure(run, maxWidth: frame.width - 2 * BarMetrics.margin)
            let top = frame.minY + Double(contentTop) + BarMetrics.row
            drawing.items.append(DisplayItem.make(path: drawing.currentPath, frame: Rect(x: frame.minX + BarMetrics.margin, y: top,
                                                                                         width: frame.width - 2 * BarMetrics.margin, height: size.height),
                                                  operation: .text(run)))
        } else if let title = item.title, !title.isEmpty {
            let attributes = appearance is UINavigationBarAppearance ? (appearance as! UINavigationBarAppearance).titleTextAttributes : [:]
            let merged = attributes.merging(titleTextAttributes ?? [:]) { a, _ in a }
            let font = merged[.font] as? UIFont ?? UIFont.systemFont(ofSize: UIFont.preferredFont(forTextStyle: .headline).pointSize, weight: .semibold)
            let color = (merged[.foregroundColor] as? UIColor ?? .label).rgba(in: traits)
            let run = TextRun(string: title, font: font.resolved, color: ResolvedColor(rgba: color), lineLimit: 1, alignment: .center)
            let size = drawing.text.measure(run, maxWidth: frame.width * 0.6)
            drawing.items.append(DisplayItem.make(path: drawing.currentPath, frame: Rect(x: frame.midX - size.width / 2, y: rowMid - size.height / 2,
                                                                                         width: size.width, height: size.height),
                                                  operation: .text(run)))
        }
    }
}

/// A bar's style in the older API.
public enum UIBarStyle: Int, Hashable, Sendable { case `default`, black }
