import PenumbraCore
import PenumbraView

/// An item of a tab bar (UIKit's `UITabBarItem`): a title and an icon.
open class UITabBarItem: UIBarItem {
    open var title: String?
    open var image: UIImage?
    open var selectedImage: UIImage?
    open var tag = 0
    /// A badge's text, drawn at the icon's top trailing corner; empty: a dot. Default nil.
    open var badgeValue: String?
    /// The badge's colour; nil: the appearance's, else system red.
    open var badgeColor: UIColor?
    /// The badge's text attributes per state.
    private var badgeAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// Sets the badge's text attributes for a state.
    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        badgeAttributes[state.rawValue] = textAttributes
    }
    /// The badge's text attributes for a state.
    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        badgeAttributes[state.rawValue] ?? badgeAttributes[UIControl.State.normal.rawValue]
    }
    open var isEnabled = true
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
        super.init()
    }
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        super.init()
    }
    /// The system items.
    public enum SystemItem: Int, Hashable, Sendable { case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed }
    public init(tabBarSystemItem: SystemItem, tag: Int) {
        self.tag = tag
        super.init()
    }
}

/// UIKit's tab bar at rest: 49 points (plus the safe area below, in a container), its items
/// spread evenly, each icon (24 points) over its title (10 points, medium), the selected item in
/// the tint and the others in ``unselectedItemTintColor`` (system gray), over its appearance
/// (``scrollEdgeAppearance`` at rest: by default transparent, as on iOS 15 and later). Metrics:
/// `BarMetrics`.
open class UITabBar: UIView {
    /// The items, in order.
    open var items: [UITabBarItem]?
    /// The selected item.
    open var selectedItem: UITabBarItem?
    /// Unselected items' colour; nil: system gray.
    open var unselectedItemTintColor: UIColor? {
        didSet { AppearanceProxy.record(self, \.unselectedItemTintColor, unselectedItemTintColor) }
    }
    /// The background colour of the older API.
    open var barTintColor: UIColor? { didSet { AppearanceProxy.record(self, \.barTintColor, barTintColor) } }
    /// Whether the bar is translucent (drawn the same).
    open var isTranslucent = true { didSet { AppearanceProxy.record(self, \.isTranslucent, isTranslucent) } }
    /// The appearance when content is scrolled under the bar.
    open var standardAppearance = UITabBarAppearance() {
        didSet { AppearanceProxy.record(self, \.standardAppearance, standardAppearance) }
    }
    /// The appearance at rest; nil: the standard one, transparent.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        didSet { AppearanceProxy.record(self, \.scrollEdgeAppearance, scrollEdgeAppearance) }
    }
    /// The items' tint (the selected item).
    open override var tintColor: UIColor! {
        didSet { AppearanceProxy.record(self, \.tintColor, ownTint) }
    }
    /// Whether something is scrolled under the bar (false at rest).
    package var isScrolledUnder = false
    /// Space below the items (the safe area, in a container).
    package var contentBottom: CGFloat = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        standardAppearance.configureWithDefaultBackground()
        AppearanceProxy.apply(to: self)
    }
    public required init?(coder: NSCoder) { return nil }

    /// The appearance proxy: a bar that records what is set on it.
    init(proxy: Void) {
        super.init(frame: .zero)
        standardAppearance.configureWithDefaultBackground()
    }

    /// Sets the items.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: CGFloat(BarMetrics.tabBarHeight) + contentBottom) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: CGFloat(BarMetrics.tabBarHeight) + contentBottom) }

    package override func drawContent(in frame: Rect, into drawing: inout LayerDrawing) {
        let traits = traitCollection
        let appearance = isScrolledUnder ? standardAppearance : (scrollEdgeAppearance ?? standardAppearance.transparentCopy())
        drawing.barBackground(appearance, tint: isScrolledUnder ? barTintColor : nil, in: frame, hairlineAtTop: true, traits: traits)
        guard let items, !items.isEmpty else { return }
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let width = frame.width / Double(items.count)
        for (i, item) in items.enumerated() {
            let selected = item === selectedItem
            let state = selected ? appearance.stackedLayoutAppearance.selected : appearance.stackedLayoutAppearance.normal
            var color = (state.iconColor ?? (selected ? tintColor : (unselectedItemTintColor ?? .systemGray))).rgba(in: traits)
            if !item.isEnabled { color = color.scalingAlpha(0.5) }
            let slot = rtl ? items.count - 1 - i : i
            let midX = frame.minX + width * (Double(slot) + 0.5)
            let icon = BarMetrics.tabIconSize
            if let image = (selected ? item.selectedImage : nil) ?? item.image,
               let r = drawing.resolve(image, in: traits.traits) {
                let tint = image.drawingTint(template: r.template, in: traits) { color }
                drawing.items.append(DisplayItem.make(path: drawing.currentPath, frame: Rect(x: midX - icon / 2, y: frame.minY + 5, width: icon, height: icon),
                                                      operation: .image(ResolvedImage.make(content: r.content, tint: tint, mirrored: false))))
            }
            if let badge = item.badgeValue {
                drawing.tabBadge(badge, item: item, state: state, iconFrame: Rect(x: midX - icon / 2, y: frame.minY + 5, width: icon, height: icon),
                                 selected: selected, rtl: rtl, traits: traits)
            }
            if let title = item.title, !title.isEmpty {
                let font = state.titleTextAttributes[.font] as? UIFont ?? UIFont.systemFont(ofSize: CGFloat(BarMetrics.tabTitleSize), weight: .medium)
                let titleColor = (state.titleTextAttributes[.foregroundColor] as? UIColor)?.rgba(in: traits) ?? color
                let run = TextRun(string: title, font: font.resolved, color: ResolvedColor(rgba: titleColor), lineLimit: 1, alignment: .center)
                let size = drawing.text.measure(run, maxWidth: width - 4)
                drawing.items.append(DisplayItem.make(path: drawing.currentPath,
                                                      frame: Rect(x: midX - size.width / 2, y: frame.minY + 5 + icon + 3, width: size.width, height: size.height),
                                                      operation: .text(run)))
            }
        }
    }
}

/// UIKit's toolbar at rest: 44 points, its items from the leading edge (a flexible space
/// spreads them), over its appearance. Metrics: `BarMetrics`.
open class UIToolbar: UIView {
    /// The items.
    open var items: [UIBarButtonItem]?
    /// The appearance when content is scrolled under the bar.
    open var standardAppearance = UIToolbarAppearance() {
        didSet { AppearanceProxy.record(self, \.standardAppearance, standardAppearance) }
    }
    /// The appearance at rest; nil: the standard one, transparent.
    open var scrollEdgeAppearance: UIToolbarAppearance? {
        didSet { AppearanceProxy.record(self, \.scrollEdgeAppearance, scrollEdgeAppearance) }
    }
    /// The appearance in compact heights (kept; a snapshot's bars are regular height).
    open var compactAppearance: UIToolbarAppearance? {
        didSet { AppearanceProxy.record(self, \.compactAppearance, compactAppearance) }
    }
    /// The appearance at rest in compact heights (kept, as ``compactAppearance``).
    open var compactScrollEdgeAppearance: UIToolbarAppearance? {
        didSet { AppearanceProxy.record(self, \.compactScrollEdgeAppearance, compactScrollEdgeAppearance) }
    }
    /// The background colour of the older API.
    open var barTintColor: UIColor? { didSet { AppearanceProxy.record(self, \.barTintColor, barTintColor) } }
    /// Whether the bar is translucent (drawn the same).
    open var isTranslucent = true { didSet { AppearanceProxy.record(self, \.isTranslucent, isTranslucent) } }
    /// The items' tint.
    open override var tintColor: UIColor! {
        didSet { AppearanceProxy.record(self, \.tintColor, ownTint) }
    }
    /// Whether something is scrolled under the bar (false at rest).
    package var isScrolledUnder = false

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
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: CGFloat(BarMetrics.row)) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: CGFloat(BarMetrics.row)) }

    package override func drawContent(in frame: Rect, into drawing: inout LayerDrawing) {
        let traits = traitCollection
        let appearance = isScrolledUnder ? standardAppearance : (scrollEdgeAppearance ?? standardAppearance.transparentCopy())
        drawing.barBackground(appearance, tint: isScrolledUnder ? barTintColor : nil, in: frame, hairlineAtTop: true, traits: traits)
        guard let items, !items.isEmpty else { return }
        let tint = tintColor.rgba(in: traits)
        let midY = frame.minY + BarMetrics.row / 2
        // Widths first (a trial layout with nothing drawn), then the flexible spaces share the rest.
        var trial = LayerDrawing(text: drawing.text, images: drawing.images, traits: drawing.traits)
        let widths = items.map {
            $0.isFlexibleSpace ? 0 : ($0.isFixedSpace ? Double($0.width)
                : trial.barItem($0, x: 0, midY: 0, fromTrailing: false, tint: tint, traits: traits, appearance: appearance.buttonAppearance(for: $0)))
        }
        let flexible = items.filter(\.isFlexibleSpace).count
        let used = widths.reduce(0, +) + BarMetrics.itemSpacing * Double(max(0, items.count - 1 - flexible))
        let share = flexible > 0 ? max(0, frame.width - 2 * BarMetrics.margin - used) / Double(flexible) : 0
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var x = rtl ? frame.maxX - BarMetrics.margin : frame.minX + BarMetrics.margin
        for (item, w) in zip(items, widths) {
            if item.isFlexibleSpace { x += rtl ? -share : share; continue }
            if !item.isFixedSpace {
                drawing.barItem(item, x: x, midY: midY, fromTrailing: rtl, tint: tint, traits: traits, appearance: appearance.buttonAppearance(for: item))
            }
            x += rtl ? -(w + BarMetrics.itemSpacing) : w + BarMetrics.itemSpacing
        }
    }
}

extension LayerDrawing {
    /// A tab item's badge at its icon's top trailing corner (``BarMetrics``): a capsule of the
    /// badge colour with the value in white, or a dot when the value is empty.
    mutating func tabBadge(_ value: String, item: UITabBarItem, state: UITabBarItemAppearance.StateAppearance, iconFrame: Rect,
                           selected: Bool, rtl: Bool, traits: UITraitCollection) {
        typealias M = BarMetrics
        let color = (item.badgeColor ?? state.badgeBackgroundColor ?? .systemRed).rgba(in: traits)
        let shift = state.badgePositionAdjustment
        let attributes = item.badgeTextAttributes(for: selected ? .selected : .normal) ?? state.badgeTextAttributes
        let start = rtl ? iconFrame.minX + M.badgeInsetFromIconEnd : iconFrame.maxX - M.badgeInsetFromIconEnd
        let top = iconFrame.minY - M.badgeRise + Double(shift.vertical)
        guard !value.isEmpty else {
            let x = (rtl ? start - M.badgeDot : start) + Double(shift.horizontal)
            fill(.circle, color, in: Rect(x: x, y: top, width: M.badgeDot, height: M.badgeDot))
            return
        }
        let font = attributes[.font] as? UIFont ?? UIFont.systemFont(ofSize: CGFloat(M.badgeFontSize))
        let textColor = (attributes[.foregroundColor] as? UIColor ?? .white).rgba(in: traits)
        let run = TextRun(string: value, font: font.resolved, color: ResolvedColor(rgba: textColor), lineLimit: 1, alignment: .center)
        let size = text.measure(run, maxWidth: nil)
        let width = max(M.badgeHeight, size.width + 2 * M.badgePadding)
        let x = (rtl ? start - width : start) + Double(shift.horizontal)
        let box = Rect(x: x, y: top, width: width, height: M.badgeHeight)
        fill(.capsule(style: .circular), color, in: box)
        let adjust = state.badgeTitlePositionAdjustment
        items.append(DisplayItem.make(path: currentPath, frame: Rect(x: box.midX - size.width / 2 + Double(adjust.horizontal),
                                                                     y: box.midY - size.height / 2 + Double(adjust.vertical),
                                                                     width: size.width, height: size.height), operation: .text(run)))
    }
}
