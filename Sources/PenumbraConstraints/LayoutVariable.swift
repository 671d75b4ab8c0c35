/// One unknown of a ``ConstraintSolver``: a frame edge, a width, a centre.
///
/// Variables are made by ``ConstraintSolver/makeVariable(_:)`` and belong to the solver that
/// made them; their `id`s count up from 0 in the order they were made. Its value, in points, is
/// ``ConstraintSolver/value(of:)``.
public struct LayoutVariable: Hashable, Sendable {
    /// The variable's index in its solver (0, 1, 2… in the order of `makeVariable`).
    public let id: Int

    /// A variable with the given index; only the solver makes ones that mean anything to it.
    package init(id: Int) { self.id = id }
}
