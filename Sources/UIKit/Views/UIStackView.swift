/// UIKit's stack view: lays out its arranged subviews in a row or column with constraints it
/// makes itself, as UIKit's does — a chain along the axis with `spacing` (and custom spacing
/// after a view), the distribution's size relations, and the alignment's edges across the axis.
/// Hidden arranged subviews leave the chain.
open class UIStackView: UIView {
    /// How arranged views share the axis.
    public enum Distribution: Int, Hashable, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
    /// How arranged views line up across the axis.
    public enum Alignment: Int, Hashable, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }
    /// The spacing UIKit uses between siblings when asked for the system spacing.
    public static let spacingUseSystem: CGFloat = -.greatestFiniteMagnitude
    /// The spacing of the default after a custom one was set.
    public static let spacingUseDefault: CGFloat = .greatestFiniteMagnitude

    /// The views laid out, in order.
    open private(set) var arrangedSubviews: [UIView] = []
    /// Row or column. Default `.horizontal`.
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { layoutInputsChanged() } }
    /// How views share the axis. Default `.fill`.
    open var distribution: Distribution = .fill { didSet { layoutInputsChanged() } }
    /// How views line up across the axis. Default `.fill`.
    open var alignment: Alignment = .fill { didSet { layoutInputsChanged() } }
    /// Space between views, in points. Default 0.
    open var spacing: CGFloat = 0 { didSet { layoutInputsChanged() } }
    /// Whether the views are laid out within the layout margins. Default false.
    open var isLayoutMarginsRelativeArrangement = false { didSet { layoutInputsChanged() } }
    /// Whether baselines are measured from the view's top (unused).
    open var isBaselineRelativeArrangement = false
    private var customSpacing: [ObjectIdentifier: CGFloat] = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame)
        // A stack view's layout margins start at zero, not a view's 8: GOV.UK's simulator
        // references set only `layoutMargins.left` on margins-relative rows and show no space
        // above or below them (list rows 28 points apart: a 20-point label and 8 of spacing).
        autoLayout.margins = NSDirectionalEdgeInsets()
    }
    /// A stack of views.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }
    public required init?(coder: NSCoder) { return nil }

    /// Adds a view at the end (and as a subview).
    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }
    /// Inserts a view at an index.
    open func insertArrangedSubview(_ view: UIView, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: max(0, min(arrangedSubviews.count, index)))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        layoutInputsChanged()
    }
    /// Removes a view from the arrangement (it stays a subview, as in UIKit).
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        layoutInputsChanged()
    }
    open override func willRemoveSubview(_ subview: UIView) {
        arrangedSubviews.removeAll { $0 === subview }
        layoutInputsChanged()
    }
    /// Space after one view instead of `spacing`.
    open func setCustomSpacing(_ spacing: CGFloat, after view: UIView) {
        customSpacing[ObjectIdentifier(view)] = spacing
        layoutInputsChanged()
    }
    /// The space after a view.
    open func customSpacing(after view: UIView) -> CGFloat { customSpacing[ObjectIdentifier(view)] ?? UIStackView.spacingUseDefault }

    package override func generatedConstraints() -> [NSLayoutConstraint] {
        distributionGuides = []
        let views = arrangedSubviews.filter { !$0.isHidden && $0.superview === self }
        var out: [NSLayoutConstraint] = []
        func c(_ a: AnyObject, _ aa: NSLayoutConstraint.Attribute, _ r: NSLayoutConstraint.Relation, _ b: AnyObject?,
               _ ba: NSLayoutConstraint.Attribute, m: CGFloat = 1, _ k: CGFloat = 0, p: UILayoutPriority = .required) {
            let x = NSLayoutConstraint(item: a, attribute: aa, relatedBy: r, toItem: b, attribute: ba, multiplier: m, constant: k)
            x.priority = p
            out.append(x)
        }
        let edge: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let horizontal = axis == .horizontal
        let lead: NSLayoutConstraint.Attribute = horizontal ? .leading : .top
        let trail: NSLayoutConstraint.Attribute = horizontal ? .trailing : .bottom
        let size: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        let crossLead: NSLayoutConstraint.Attribute = horizontal ? .top : .leading
        let crossTrail: NSLayoutConstraint.Attribute = horizontal ? .bottom : .trailing
        let crossCenter: NSLayoutConstraint.Attribute = horizontal ? .centerY : .centerX
        let crossSize: NSLayoutConstraint.Attribute = horizontal ? .height : .width
        // Hidden arranged views collapse along the axis, as UIKit's "UISV-hiding" constraints do.
        for v in arrangedSubviews where v.isHidden && v.superview === self {
            c(v, size, .equal, nil, .notAnAttribute, 0)
            c(v, lead, .equal, edge, lead)
            c(v, crossLead, .equal, edge, crossLead)
            c(v, crossSize, .equal, nil, .notAnAttribute, 0)
        }
        guard let first = views.first, let last = views.last else { return out }
        c(first, lead, .equal, edge, lead)
        c(last, trail, .equal, edge, trail)
        for (a, b) in zip(views, views.dropFirst()) {
            var gap = customSpacing[ObjectIdentifier(a)] ?? spacing
            if gap == UIStackView.spacingUseDefault { gap = spacing }
            if gap == UIStackView.spacingUseSystem { gap = 8 }
            switch distribution {
            case .equalSpacing, .equalCentering: c(b, lead, .greaterThanOrEqual, a, trail, gap)
            default: c(b, lead, .equal, a, trail, gap)
            }
        }
        switch distribution {
        case .fillEqually:
            for v in views.dropFirst() { c(v, size, .equal, first, size) }
        case .fillProportionally:
            let sizes = views.map { v -> CGFloat in
                let s = v.intrinsicContentSize
                return max(0, horizontal ? s.width : s.height)
            }
            if sizes[0] > 0 {
                for (v, s) in zip(views, sizes).dropFirst() where s > 0 {
                    c(v, size, .equal, first, size, m: s / sizes[0], p: UILayoutPriority(999))
                }
            }
        case .equalSpacing:
            let gaps = zip(views, views.dropFirst()).map { pair -> UILayoutGuide in
                let g = UILayoutGuide()
                g.identifier = "UISV-distributing"
                addLayoutGuideIfNeeded(g)
                c(g, lead, .equal, pair.0, trail)
                c(g, trail, .equal, pair.1, lead)
                return g
            }
            for g in gaps.dropFirst() { c(g, size, .equal, gaps[0], size, p: UILayoutPriority(999)) }
        case .equalCentering:
            let center: NSLayoutConstraint.Attribute = horizontal ? .centerX : .centerY
            let pairs = Array(zip(views, views.dropFirst()))
            if pairs.count > 1 {
                let g0 = UILayoutGuide()
                addLayoutGuideIfNeeded(g0)
                c(g0, lead, .equal, pairs[0].0, center)
                c(g0, trail, .equal, pairs[0].1, center)
                for (a, b) in pairs.dropFirst() {
                    let g = UILayoutGuide()
                    addLayoutGuideIfNeeded(g)
                    c(g, lead, .equal, a, center)
                    c(g, trail, .equal, b, center)
                    c(g, size, .equal, g0, size, p: UILayoutPriority(999))
                }
            }
        case .fill: break
        }
        for v in views {
            switch alignment {
            case .fill:
                c(v, crossLead, .equal, edge, crossLead)
                c(v, crossTrail, .equal, edge, crossTrail)
            case .leading:
                c(v, crossLead, .equal, edge, crossLead)
                c(v, crossTrail, .lessThanOrEqual, edge, crossTrail)
            case .trailing:
                c(v, crossLead, .greaterThanOrEqual, edge, crossLead)
                c(v, crossTrail, .equal, edge, crossTrail)
            case .center, .firstBaseline, .lastBaseline:
                c(v, crossLead, .greaterThanOrEqual, edge, crossLead)
                c(v, crossTrail, .lessThanOrEqual, edge, crossTrail)
                if alignment == .center || !horizontal {
                    c(v, crossCenter, .equal, edge, crossCenter)
                } else if v !== first {
                    let b: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                    c(v, b, .equal, first, b)
                }
            }
        }
        // The stack hugs its tallest view across the axis when views do not fill it ("UISV-canvas-fit").
        if alignment != .fill { c(self, crossSize, .equal, nil, .notAnAttribute, 0, p: UILayoutPriority(49)) }
        return out
    }

    private var distributionGuides: [UILayoutGuide] = []
    private func addLayoutGuideIfNeeded(_ g: UILayoutGuide) {
        // Guides made for one solve: owned by the stack, not listed in `layoutGuides`.
        g.owningView = self
        distributionGuides.append(g)
    }
}
