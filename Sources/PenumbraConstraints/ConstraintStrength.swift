/// How much a constraint matters, on UIKit's `UILayoutPriority` scale: 1...1000, where 1000 is
/// required and anything lower is optional.
///
/// The solver satisfies every required constraint or refuses it. Optional constraints are
/// satisfied as nearly as possible, one priority at a time: a constraint's priority strictly
/// dominates every lower one, however many of those there are (a 751 beats any number of 750s).
/// Within one priority the solver minimises the sum of the absolute errors (in points).
public struct ConstraintStrength: Hashable, Sendable, Comparable {
    /// The priority, 1...1000 (`Float`, as `UILayoutPriority`'s raw value); 1000 is required.
    public var priority: Float

    /// A strength of the given priority. Priorities outside `0 < p ≤ 1000` (or NaN) are refused
    /// by ``ConstraintSolver/add(_:_:strength:label:)`` with ``ConstraintError/invalidPriority(label:priority:)``.
    public init(priority: Float) { self.priority = priority }

    /// A strength of the given priority (same as `init(priority:)`).
    public init(_ priority: Float) { self.priority = priority }

    /// 1000: must hold; an `add` that cannot hold throws ``ConstraintError/unsatisfiable(label:conflicting:)``.
    public static let required = ConstraintStrength(priority: 1000)
    /// 750, UIKit's `.defaultHigh` (compression resistance of most views).
    public static let defaultHigh = ConstraintStrength(priority: 750)
    /// 250, UIKit's `.defaultLow` (content hugging of most views).
    public static let defaultLow = ConstraintStrength(priority: 250)
    /// 50, UIKit's `.fittingSizeLevel` (what `systemLayoutSizeFitting` pulls with).
    public static let fittingSizeLevel = ConstraintStrength(priority: 50)

    /// Whether the priority is 1000 (or more), i.e. the constraint must hold.
    public var isRequired: Bool { priority >= 1000 }

    /// Orders by priority.
    public static func < (lhs: ConstraintStrength, rhs: ConstraintStrength) -> Bool { lhs.priority < rhs.priority }
}
