/// One Auto Layout relation: `firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant`,
/// held with `priority` (UIKit's `NSLayoutConstraint`).
///
/// Activating a constraint installs it in the hierarchy of its items; the layout pass solves every
/// active one together with the views' intrinsic sizes (Cassowary, as UIKit's engine).
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// What a constraint relates.
    public enum Attribute: Int, Hashable, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }
    /// ≤, = or ≥.
    public enum Relation: Int, Hashable, Sendable { case lessThanOrEqual = -1, equal, greaterThanOrEqual }
    /// Horizontal or vertical, for hugging and compression resistance.
    public enum Axis: Int, Hashable, Sendable { case horizontal, vertical }

    /// The first view or layout guide.
    public let firstItem: AnyObject?
    /// Its attribute.
    public let firstAttribute: Attribute
    /// The relation.
    public let relation: Relation
    /// The second view or guide; nil for a constant size.
    public let secondItem: AnyObject?
    /// Its attribute (`.notAnAttribute` for a constant size).
    public let secondAttribute: Attribute
    /// The factor on the second attribute.
    public let multiplier: CGFloat
    /// The constant added, in points.
    open var constant: CGFloat { didSet { if oldValue != constant { changed() } } }
    /// How much the constraint matters. Default `.required`.
    open var priority: UILayoutPriority = .required { didSet { if oldValue != priority { changed() } } }
    /// A name for logs.
    open var identifier: String?
    /// Whether the constraint takes part in layout.
    open var isActive: Bool {
        get { active }
        set {
            guard newValue != active else { return }
            active = newValue
            if newValue { install() } else { uninstall() }
        }
    }
    /// Whether the constraint is archived with the view (unused).
    open var shouldBeArchived = false
    private var active = false
    /// The view the constraint is installed on while active.
    package weak var host: UIView?

    /// A constraint between two items' attributes.
    public init(item: Any, attribute: Attribute, relatedBy relation: Relation, toItem: Any?, attribute secondAttribute: Attribute,
                multiplier: CGFloat, constant: CGFloat) {
        firstItem = item as AnyObject
        firstAttribute = attribute
        self.relation = relation
        secondItem = toItem.map { $0 as AnyObject }
        self.secondAttribute = toItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        super.init()
    }

    /// Activates every constraint.
    public class func activate(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = true } }
    /// Deactivates every constraint.
    public class func deactivate(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = false } }

    /// The view that owns the item (a guide's owning view).
    static func view(of item: AnyObject?) -> UIView? {
        if let v = item as? UIView { return v }
        return (item as? UILayoutGuide)?.owningView
    }

    private func install() {
        guard let v = Self.view(of: firstItem) ?? Self.view(of: secondItem) else { return }
        host = v
        v.autoLayout.installed.append(self)
        v.layoutInputsChanged()
    }

    private func uninstall() {
        guard let v = host else { return }
        v.autoLayout.installed.removeAll { $0 === self }
        host = nil
        v.layoutInputsChanged()
    }

    private func changed() { if active { host?.layoutInputsChanged() } }

    nonisolated override open var description: String {
        MainActor.assumeIsolated { describe() }
    }

    private func describe() -> String {
        func name(_ item: AnyObject?) -> String {
            if let v = item as? UIView { return String(describing: type(of: v)) }
            if let g = item as? UILayoutGuide { return g.identifier.isEmpty ? "UILayoutGuide" : g.identifier }
            return "nil"
        }
        let rel = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        var rhs = secondItem == nil ? "" : "\(name(secondItem)).\(secondAttribute)"
        if multiplier != 1, secondItem != nil { rhs = "\(multiplier) × \(rhs)" }
        if constant != 0 || secondItem == nil { rhs += rhs.isEmpty ? "\(constant)" : (constant < 0 ? " - \(-constant)" : " + \(constant)") }
        let id = identifier.map { "'\($0)' " } ?? ""
        let p = priority == .required ? "" : " @\(priority.rawValue)"
        return "<NSLayoutConstraint \(id)\(name(firstItem)).\(firstAttribute) \(rel) \(rhs)\(p)>"
    }
}

/// Where Auto Layout keeps a view's constraints, guides, priorities and margins.
@preconcurrency @MainActor
package struct AutoLayoutState {
    var installed: [NSLayoutConstraint] = []
    var guides: [UILayoutGuide] = []
    var translatesMask = true
    var hugging: (h: UILayoutPriority, v: UILayoutPriority) = (.defaultLow, .defaultLow)
    var compression: (h: UILayoutPriority, v: UILayoutPriority) = (.defaultHigh, .defaultHigh)
    var margins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    var needsUpdateConstraints = true
    var styleOverride: UIUserInterfaceStyle = .unspecified
    var traitOverrides = UITraitOverrides()
    var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    /// A root's safe-area insets, from its host.
    var hostSafeArea: UIEdgeInsets?
    /// A controller's root view: the controller's `additionalSafeAreaInsets` (bars above or
    /// below it in a container).
    var additionalSafeArea: UIEdgeInsets = .zero
    /// A root's count of changes to what Auto Layout reads.
    var inputVersion = 0
    /// A root's broken constraints at the last solve, as UIKit logs them.
    var brokenLog: [String] = []
    /// Finds a root's views with an ambiguous frame, by path, at the last solve.
    var ambiguityQuery: (() -> [String])?
    /// A root's views with an ambiguous frame, by path, at the last solve.
    var ambiguous: [String] { ambiguityQuery?() ?? [] }
    /// A root's constraint log: unsatisfiable sets broken, then ambiguous views.
    var log: [String] { brokenLog + ambiguous.map { "Ambiguous layout: \($0) has no single frame" } }
    var marginsGuide: UILayoutGuide?
    var safeAreaGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?

    /// Deactivates the constraints of `view`'s subtree that tie it to views outside it (UIKit
    /// removes them when the view leaves its superview).
    static func deactivateConstraints(crossing view: UIView, in oldParent: UIView) {
        var inside = Set<ObjectIdentifier>()
        view.forEachInTree { inside.insert(ObjectIdentifier($0)) }
        var ancestor: UIView? = oldParent
        while let a = ancestor {
            for c in a.autoLayout.installed {
                let items = [c.firstItem, c.secondItem].compactMap { NSLayoutConstraint.view(of: $0) }
                if items.contains(where: { inside.contains(ObjectIdentifier($0)) }) { c.isActive = false }
            }
            ancestor = a.superview
        }
        view.forEachInTree { v in
            for c in v.autoLayout.installed {
                let items = [c.firstItem, c.secondItem].compactMap { NSLayoutConstraint.view(of: $0) }
                if items.contains(where: { !inside.contains(ObjectIdentifier($0)) }) { c.isActive = false }
            }
        }
    }
}
