import PenumbraCore

/// UIKit's view: a rectangle in its superview that owns a layer, lays out its subviews (frames,
/// autoresizing, Auto Layout, `layoutSubviews`) and resolves its dynamic colours in its trait
/// collection.
///
/// Geometry lives in the layer (`frame`, `bounds`, `center`); the view's `backgroundColor` is a
/// `UIColor` that the view resolves into `layer.backgroundColor` in its own traits, again after
/// every appearance change, as UIKit does. What a subclass sets on the layer itself stays.
open class UIView: UIResponder {
    /// The layer class a subclass draws with (`CAShapeLayer`, `CAGradientLayer` …).
    open class var layerClass: AnyClass { CALayer.self }
    /// The view's layer.
    public let layer: CALayer
    /// The subviews, back to front.
    // Not isolated, so the deinit below (which runs wherever the last reference goes) can
    // release the subtree; it is written on the main actor only.
    nonisolated(unsafe) open private(set) var subviews: [UIView] = []
    /// The view this one is a subview of.
    open private(set) weak var superview: UIView?
    /// A number to find the view by (`viewWithTag`).
    open var tag = 0
    /// Whether the view takes touches; nothing is touched in a render.
    open var isUserInteractionEnabled = true
    /// How content fills the bounds (images, redrawn content).
    open var contentMode: UIView.ContentMode = .scaleToFill
    /// Whether the view clears its background before drawing.
    open var clearsContextBeforeDrawing = true
    /// Whether the view is opaque.
    open var isOpaque = true
    /// Whether several touches are tracked.
    open var isMultipleTouchEnabled = false
    /// Whether touches are delivered only to this view.
    open var isExclusiveTouch = false
    /// Focus-related grouping (accepted, unused).
    open var focusGroupIdentifier: String?

    /// The view controller whose root view this is.
    package weak var owningController: UIViewController?
    /// The trait collection a root view's hierarchy starts from (a window's, a render's).
    package var hostTraits: UITraitCollection? { didSet { updateTraitsIfNeeded() } }
    /// The traits as last resolved (what `traitCollection` returns).
    package var resolvedTraits: UITraitCollection
    /// Whether `layoutSubviews` is due.
    package var needsLayout = true
    /// Trait-change handlers registered with `registerForTraitChanges`.
    package var traitChangeHandlers: [TraitChangeRegistration] = []
    /// The Auto Layout state: constraints installed here, guides, priorities.
    package var autoLayout = AutoLayoutState()
    /// Set when layout failed (a `layoutSubviews` that never settles), for the renderer to throw.
    package var layoutFailure: UIKitError?

    /// A view with a frame.
    public init(frame: CGRect) {
        let layerType = (Self.layerClass as? CALayer.Type) ?? CALayer.self
        layer = layerType.init()
        resolvedTraits = UITraitCollection(UITraitCollection.currentTraits)
        super.init()
        layer.owningView = self
        layer.delegate = self
        layer.frame = frame
        // A view's layer draws when the view is first shown.
        layer.displayDue = true
    }

    /// Releases the subtree without recursion: a hierarchy thousands of views deep would
    /// otherwise release one level per stack frame and overflow the stack. Only views no one
    /// else holds are taken apart.
    deinit {
        var stack = subviews
        subviews = []
        while var view = stack.popLast() {
            guard isKnownUniquelyReferenced(&view) else { continue }
            stack.append(contentsOf: view.subviews)
            view.subviews = []
        }
    }

    /// A view with a zero frame.
    public convenience override init() { self.init(frame: .zero) }

    /// Views are not decoded from archives in Penumbra: nil.
    public required init?(coder: NSCoder) { return nil }

    // MARK: Geometry

    /// The frame in the superview, in points.
    open var frame: CGRect {
        get { layer.frame }
        set { resizing { layer.frame = newValue } }
    }
    /// The view's own coordinate space.
    open var bounds: CGRect {
        get { layer.bounds }
        set { resizing { layer.bounds = newValue } }
    }
    /// The frame's centre in the superview.
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }
    /// A 2D transform about the centre (scale and translation are drawn; rotation is reported).
    open var transform: CGAffineTransform {
        get { layer.transform2D }
        set { layer.transform2D = newValue }
    }

    /// Runs `change` on the layer's geometry; a new size lays the view out again and moves the
    /// subviews that follow it (autoresizing).
    private func resizing(_ change: () -> Void) {
        let old = layer.bounds.size
        change()
        guard old != layer.bounds.size else { return }
        needsLayout = true
        if contentMode == .redraw { layer.displayDue = true }
        resizeSubviews(from: old)
    }

    // MARK: Appearance

    /// The fill behind the content; dynamic colours resolve in the view's traits, again after
    /// each appearance change.
    open var backgroundColor: UIColor? {
        didSet { layer.backgroundColor = backgroundColor.map { resolve($0) } }
    }
    /// The view's opacity, 0…1.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }
    /// Whether the view and its subviews are drawn.
    open var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }
    /// Whether subviews are clipped to the bounds.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// A view whose alpha masks this one.
    open var mask: UIView? {
        didSet { layer.mask = mask?.layer }
    }
    /// The tint: this view's, else the superview's, else the system blue.
    open var tintColor: UIColor! {
        get { ownTint ?? superview?.tintColor ?? owningController?.view.superview?.tintColor ?? UIColor.systemBlue }
        set {
            ownTint = newValue
            forEachInTree { $0.tintColorDidChange() }
        }
    }
    package var ownTint: UIColor?
    /// How the tint shows: dimmed or normal (inherited when automatic).
    open var tintAdjustmentMode: UIView.TintAdjustmentMode = .automatic
    /// Called when the effective tint changes.
    open func tintColorDidChange() {}

    /// `color` in the view's traits, as a layer keeps it.
    package func resolve(_ color: UIColor) -> CGColor {
        CGColor(rgba: color.rgba(in: traitCollection))
    }

    // MARK: Hierarchy

    /// Adds a subview on top.
    open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    /// Inserts a subview at an index (clamped).
    open func insertSubview(_ view: UIView, at index: Int) {
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
            layer.children.removeAll { $0 === view.layer }
        } else {
            view.removeFromSuperview()
        }
        view.willMove(toSuperview: self)
        let i = max(0, min(subviews.count, index))
        subviews.insert(view, at: i)
        // The layer goes above the layer of the subview before it (other sublayers stay).
        let below = i > 0 ? layer.children.firstIndex { $0 === subviews[i - 1].layer } : nil
        layer.insertSublayer(view.layer, at: UInt32(below.map { $0 + 1 } ?? (i == 0 ? 0 : layer.children.count)))
        view.superview = self
        view.didMoveToSuperview()
        didAddSubview(view)
        view.updateTraitsIfNeeded()
        needsLayout = true
    }
    /// Inserts a subview below another.
    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }
    /// Inserts a subview above another.
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count)
    }
    /// Moves a subview to the front.
    open func bringSubviewToFront(_ view: UIView) { if view.superview === self { insertSubview(view, at: subviews.count) } }
    /// Moves a subview to the back.
    open func sendSubviewToBack(_ view: UIView) { if view.superview === self { insertSubview(view, at: 0) } }
    /// Removes the view from its superview, with the constraints that tie it to views outside it.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        willMove(toSuperview: nil)
        parent.willRemoveSubview(self)
        parent.subviews.removeAll { $0 === self }
        layer.removeFromSuperlayer()
        superview = nil
        AutoLayoutState.deactivateConstraints(crossing: self, in: parent)
        didMoveToSuperview()
        parent.needsLayout = true
        updateTraitsIfNeeded()
    }
    /// Whether the view is `view` or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let c = v { if c === view { return true }; v = c.superview }
        return false
    }
    /// The view with `tag` in this subtree (depth first), or nil.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for s in subviews { if let v = s.viewWithTag(tag) { return v } }
        return nil
    }
    /// The window the view is in.
    open var window: UIWindow? {
        var v: UIView? = self
        while let c = v { if let w = c as? UIWindow { return w }; v = c.superview }
        return nil
    }
    override open var next: UIResponder? { owningController ?? superview }

    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}

    /// Calls `body` on this view and every descendant, parents first.
    package func forEachInTree(_ body: (UIView) -> Void) {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            body(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
    }

    /// The topmost ancestor (the view itself when it has no superview).
    package var rootView: UIView {
        var v = self
        while let s = v.superview { v = s }
        return v
    }

    /// The view's place in its hierarchy for messages: type names from the root, each with its
    /// index among its siblings (`GDSCard/UIStackView[0]/UILabel[1]`).
    public var penumbraPath: String {
        var parts: [String] = []
        var v: UIView? = self
        while let c = v {
            let name = String(describing: type(of: c))
            if let parent = c.superview, let i = parent.subviews.firstIndex(where: { $0 === c }) {
                parts.append("\(name)[\(i)]")
            } else {
                parts.append(name)
            }
            v = c.superview
        }
        return parts.reversed().joined(separator: "/")
    }

    // MARK: Drawing

    /// Draws the view's content with Core Graphics (`UIGraphicsGetCurrentContext()`, `UIBezierPath`,
    /// `UIColor.setFill()` …) in its bounds; a subclass overrides it. UIKit calls it when the view
    /// is first drawn, after `setNeedsDisplay()`, after its traits change (iOS redraws views that
    /// draw when the appearance changes, and from iOS 18 tracks the traits `draw(_:)` reads), and
    /// after a size change when `contentMode` is `.redraw` (otherwise the old drawing is
    /// stretched by the content mode). `UITraitCollection.current` is the view's traits meanwhile.
    open func draw(_ rect: CGRect) {}
    /// Marks the view's drawn content to be drawn again before the view is next drawn.
    open func setNeedsDisplay() { layer.setNeedsDisplay() }
    /// Marks part of the view for drawing again (all of it is drawn).
    open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay() }
    /// Draws the view's hierarchy into the current image context, as it is now.
    @discardableResult
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates: Bool) -> Bool {
        guard let ctx = UIGraphicsGetCurrentContext() else { return false }
        if afterScreenUpdates { layoutIfNeeded() }
        ctx.record(layer, in: rect)
        return true
    }

    /// The content UIKit's own classes draw in `frame` (absolute points): text, images.
    package func drawContent(in frame: Rect, into list: inout LayerDrawing) {}

    // MARK: Traits

    /// The view's traits: its superview's (a root's host's: its window or the render's), with the
    /// overrides of its controller and its own applied.
    open var traitCollection: UITraitCollection { resolvedTraits }

    /// The interface style this view and its subviews use, whatever their host's.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { autoLayout.styleOverride }
        set { autoLayout.styleOverride = newValue; updateTraitsIfNeeded() }
    }
    /// Trait overrides for this view and its subviews.
    open var traitOverrides: UITraitOverrides {
        get { autoLayout.traitOverrides }
        set { autoLayout.traitOverrides = newValue; updateTraitsIfNeeded() }
    }
    /// Whether the view lays out right to left, from its semantic content attribute and traits.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        default: return traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }
    /// How the view's content flips in a right-to-left layout.
    open var semanticContentAttribute: UISemanticContentAttribute {
        get { autoLayout.semanticContentAttribute }
        set { autoLayout.semanticContentAttribute = newValue; needsLayout = true }
    }

    /// Called after the traits changed, with the previous ones, parents before children.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Resolves the colours the view owns into its layer again (a subclass adds its own).
    package func resolveDynamicColors() {
        if let backgroundColor { layer.backgroundColor = resolve(backgroundColor) }
    }

    // MARK: Layout

    /// Marks the view for `layoutSubviews` at the next layout pass.
    open func setNeedsLayout() { needsLayout = true }
    /// Lays out the hierarchy now if anything is due: Auto Layout solved, then `layoutSubviews`
    /// on each view that needs it, parents first, until nothing changes.
    open func layoutIfNeeded() { LayoutPass.run(from: self) }
    /// Lays out subviews; a subclass sets their frames here. The frames Auto Layout solved are
    /// already applied when it is called.
    open func layoutSubviews() {}
    /// The size the view would like within `size`. Default: its current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// Resizes the view to `sizeThatFits` its current size.
    open func sizeToFit() {
        let fitted = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: fitted)
    }
    /// The size the content needs, for Auto Layout; `noIntrinsicMetric` in an axis without one.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    /// Tells Auto Layout the intrinsic size changed.
    open func invalidateIntrinsicContentSize() { layoutInputsChanged() }
    /// Updates the view's constraints before a layout pass; a subclass overrides it.
    open func updateConstraints() {}
    /// Asks for `updateConstraints` before the next layout pass.
    open func setNeedsUpdateConstraints() { autoLayout.needsUpdateConstraints = true; layoutInputsChanged() }
    /// Runs `updateConstraints` now if it is due.
    open func updateConstraintsIfNeeded() {
        guard autoLayout.needsUpdateConstraints else { return }
        autoLayout.needsUpdateConstraints = false
        updateConstraints()
    }
    /// Whether the view's constraints depend on its subviews' (UIKit's `requiresConstraintBasedLayout`).
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Space the content keeps from the edges, physical. Default 8 on every side.
    open var layoutMargins: UIEdgeInsets {
        get { autoLayout.margins.physical(rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft) }
        set {
            autoLayout.margins = newValue.directional(rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
            layoutMarginsDidChange()
            layoutInputsChanged()
        }
    }
    /// Space the content keeps from the edges, leading and trailing. Default 8 on every side.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { autoLayout.margins }
        set { autoLayout.margins = newValue; layoutMarginsDidChange(); layoutInputsChanged() }
    }
    /// Whether the superview's margins also keep this view's content in. Default false.
    open var preservesSuperviewLayoutMargins = false
    /// Whether the safe area adds to the margins. Default true.
    open var insetsLayoutMarginsFromSafeArea = true
    /// Called after the margins changed.
    open func layoutMarginsDidChange() {}
    /// The area not covered by bars or the screen's edges, as insets. A window's come from its
    /// host (a render's device); a view's are the part of its window's it overlaps.
    open var safeAreaInsets: UIEdgeInsets {
        var insets: UIEdgeInsets
        if let root = superview.map({ _ in rootView }), let rootInsets = root.autoLayout.hostSafeArea {
            insets = overlap(of: rootInsets, in: root)
        } else {
            insets = autoLayout.hostSafeArea ?? .zero
        }
        // A controller's additional insets (a container's bars) widen the safe area of its root
        // view and of what lies under them.
        var ancestor: UIView? = self
        while let a = ancestor {
            let extra = a.autoLayout.additionalSafeArea
            if extra != .zero {
                let own = a === self ? insets : a.safeAreaInsets
                let total = UIEdgeInsets(top: own.top + extra.top, left: own.left + extra.left, bottom: own.bottom + extra.bottom,
                                         right: own.right + extra.right)
                let mine = a === self ? total : overlap(of: total, in: a)
                insets = UIEdgeInsets(top: max(insets.top, mine.top), left: max(insets.left, mine.left),
                                      bottom: max(insets.bottom, mine.bottom), right: max(insets.right, mine.right))
                break
            }
            ancestor = a.superview
        }
        return insets
    }

    /// How far `insets` of `view`'s bounds reach into this view's bounds.
    private func overlap(of insets: UIEdgeInsets, in view: UIView) -> UIEdgeInsets {
        let f = convert(bounds, to: view)
        let rb = view.bounds
        return UIEdgeInsets(top: max(0, insets.top - f.minY), left: max(0, insets.left - f.minX),
                            bottom: max(0, f.maxY - (rb.maxY - insets.bottom)), right: max(0, f.maxX - (rb.maxX - insets.right)))
    }
    /// Called after the safe area changed.
    open func safeAreaInsetsDidChange() {}
    /// Whether the view has Auto Layout's frames (false) or sets its own (true, the default for
    /// views made in code): a true view's frame becomes constraints.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayout.translatesMask }
        set { autoLayout.translatesMask = newValue; layoutInputsChanged() }
    }
    /// How the frame follows the superview's size (with `translatesAutoresizingMaskIntoConstraints`).
    open var autoresizingMask: AutoresizingMask = []
    /// Whether subviews follow the autoresizing masks. Default true.
    open var autoresizesSubviews = true

    // MARK: Hooks UIKit's own subclasses fill in

    /// Brings the view up to date before `layoutSubviews` (a button runs its configuration update).
    package func prepareForLayout() {}
    /// Constraints the view makes for its arranged subviews (a stack view's).
    package func generatedConstraints() -> [NSLayoutConstraint] { [] }
    /// The intrinsic size when laid out `width` wide (a wrapping label's height depends on it).
    package func intrinsicSize(forLayoutWidth width: CGFloat?) -> CGSize { intrinsicContentSize }
    /// Whether the intrinsic height depends on the width Auto Layout gives (a multi-line label).
    package var wrapsToLayoutWidth: Bool { false }
    /// The first or last baseline in points from the top; nil: the bottom edge.
    package func baselineOffsetFromTop(first: Bool, layoutWidth: CGFloat?) -> CGFloat? { nil }
}

extension UIView {
    /// How a view's content fills its bounds.
    public enum ContentMode: Int, Hashable, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }
    /// How a view's tint shows.
    public enum TintAdjustmentMode: Int, Hashable, Sendable { case automatic, normal, dimmed }
    /// Which edges and sizes follow the superview's size when it changes (springs and struts).
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}
extension UIView {
    /// UIKit's "no intrinsic size" marker.
    public static let noIntrinsicMetric: CGFloat = -1
    /// UIKit's `UIView.layoutFittingCompressedSize`: the smallest size the constraints allow.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// UIKit's `UIView.layoutFittingExpandedSize`: the largest size the constraints allow.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)
}
