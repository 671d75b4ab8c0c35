/// The handle of one constraint added to a ``ConstraintSolver``, for ``ConstraintSolver/remove(_:)``.
///
/// Ids count up from 0 in the order of successful `add` calls and are never reused.
public struct ConstraintID: Hashable, Sendable, Comparable {
    /// The constraint's index in its solver.
    public let id: Int

    /// A handle with the given index; only the solver makes ones that mean anything to it.
    package init(id: Int) { self.id = id }

    public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool { lhs.id < rhs.id }
}
