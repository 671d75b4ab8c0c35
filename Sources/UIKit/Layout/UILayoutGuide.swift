/// A rectangle that takes part in Auto Layout without drawing (UIKit's `UILayoutGuide`): spacing,
/// a view's margins, its safe area, its readable width.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject, LayoutAnchorOwner {
    /// The view that owns the guide.
    open internal(set) weak var owningView: UIView?
    /// A name for logs.
    open var identifier = ""
    /// The guide's frame in its owning view, after layout.
    open internal(set) var layoutFrame: CGRect = .zero
    /// How the built-in guide of a view follows it; nil for a guide added with `addLayoutGuide`.
    package var kind: Kind?
    package enum Kind { case margins, safeArea, readable }

    public override init() { super.init() }
    init(kind: Kind, owner: UIView, identifier: String) {
        self.kind = kind
        owningView = owner
        self.identifier = identifier
        super.init()
    }
}

extension UIView {
    /// The guides added to the view.
    public var layoutGuides: [UILayoutGuide] { autoLayout.guides }
    /// Adds a guide to the view.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView = self
        autoLayout.guides.append(guide)
        layoutInputsChanged()
    }
    /// Removes a guide.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        autoLayout.guides.removeAll { $0 === guide }
        guide.owningView = nil
        layoutInputsChanged()
    }
    /// The bounds inset by the layout margins.
    public var layoutMarginsGuide: UILayoutGuide {
        if let g = autoLayout.marginsGuide { return g }
        let g = UILayoutGuide(kind: .margins, owner: self, identifier: "UIViewLayoutMarginsGuide")
        autoLayout.marginsGuide = g
        return g
    }
    /// The bounds inset by the safe area.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let g = autoLayout.safeAreaGuide { return g }
        let g = UILayoutGuide(kind: .safeArea, owner: self, identifier: "UIViewSafeAreaLayoutGuide")
        autoLayout.safeAreaGuide = g
        return g
    }
    /// The margins' area narrowed to a comfortable reading width (672 points at the default size).
    public var readableContentGuide: UILayoutGuide {
        if let g = autoLayout.readableGuide { return g }
        let g = UILayoutGuide(kind: .readable, owner: self, identifier: "UIViewReadableContentGuide")
        autoLayout.readableGuide = g
        return g
    }

    /// The constraints installed on the view.
    public var constraints: [NSLayoutConstraint] { autoLayout.installed }
    /// Installs a constraint (activates it).
    public func addConstraint(_ c: NSLayoutConstraint) { c.isActive = true }
    /// Installs constraints.
    public func addConstraints(_ cs: [NSLayoutConstraint]) { cs.forEach { $0.isActive = true } }
    /// Removes a constraint (deactivates it).
    public func removeConstraint(_ c: NSLayoutConstraint) { c.isActive = false }
    /// Removes constraints.
    public func removeConstraints(_ cs: [NSLayoutConstraint]) { cs.forEach { $0.isActive = false } }

    /// How strongly the view resists growing past its intrinsic size along `axis`.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? autoLayout.hugging.h : autoLayout.hugging.v
    }
    public func setContentHuggingPriority(_ p: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { autoLayout.hugging.h = p } else { autoLayout.hugging.v = p }
        layoutInputsChanged()
    }
    /// How strongly the view resists shrinking below its intrinsic size along `axis`.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? autoLayout.compression.h : autoLayout.compression.v
    }
    public func setContentCompressionResistancePriority(_ p: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { autoLayout.compression.h = p } else { autoLayout.compression.v = p }
        layoutInputsChanged()
    }

    /// The smallest size the view's constraints allow for `targetSize` (`layoutFittingCompressedSize`
    /// asks for the smallest, `layoutFittingExpandedSize` the largest).
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }
    /// The size the view's constraints give it when its width and height are pulled toward
    /// `targetSize` with these priorities.
    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority h: UILayoutPriority,
                                        verticalFittingPriority v: UILayoutPriority) -> CGSize {
        (try? AutoLayoutEngine.fittingSize(of: self, target: targetSize, priorities: (h, v))) ?? bounds.size
    }
    /// Whether Auto Layout left the view's frame undetermined at the last layout.
    public var hasAmbiguousLayout: Bool {
        let path = penumbraPath
        return rootView.autoLayout.ambiguous.contains(path)
    }
    /// Shows another solution of an ambiguous layout; Penumbra keeps one deterministic solution.
    public func exerciseAmbiguityInLayout() {}
    /// The views whose frames Auto Layout left undetermined, by path, and the constraint sets it
    /// broke, as UIKit logs them, after the last layout of this view's hierarchy.
    public var penumbraConstraintLog: [String] { rootView.autoLayout.log }
}
