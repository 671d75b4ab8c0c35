/// Why a ``ConstraintSolver`` refused an `add` or a `remove`. After any of these the solver is
/// exactly as it was before the call: same constraints, same tableau, same values, bit for bit.
public enum ConstraintError: Error, Equatable, CustomStringConvertible {
    /// The required constraint `label` cannot hold together with the required constraints
    /// `conflicting` (their labels, in the order they were added). UIKit's engine logs this as
    /// "Unable to simultaneously satisfy constraints" and breaks the new constraint.
    /// `conflicting` is empty when the constraint contradicts itself (`0 = 5`).
    case unsatisfiable(label: String, conflicting: [String])
    /// The constraint `label` has a NaN or infinite coefficient or constant (also when finite
    /// terms of one variable sum to an infinity); it was rejected before the tableau was touched.
    case nonFinite(label: String)
    /// `remove` was given a constraint this solver does not hold (never added, or removed already).
    case unknownConstraint(ConstraintID)
    /// The operation on `label` needed more than `pivots` simplex pivots, the solver's
    /// ``ConstraintSolver/pivotLimit``: a bound so that hostile input cannot run forever.
    case tooLarge(label: String, pivots: Int)
    /// The constraint `label` has a priority outside UIKit's `0 < priority ≤ 1000` (or NaN).
    case invalidPriority(label: String, priority: Float)
    /// The constraint `label` uses a variable this solver did not make.
    case unknownVariable(label: String, LayoutVariable)

    /// One line in UIKit's words, naming the constraint and what to do.
    public var description: String {
        switch self {
        case let .unsatisfiable(label, conflicting):
            if conflicting.isEmpty {
                return "Unable to satisfy constraint '\(label)': it contradicts itself (a required relation between constants that is false)"
            }
            let others = conflicting.map { "'\($0)'" }.joined(separator: ", ")
            return "Unable to simultaneously satisfy constraints: required '\(label)' conflicts with required \(others); "
                + "lower one of their priorities below 1000 or remove one"
        case let .nonFinite(label):
            return "Constraint '\(label)' has a NaN or infinite coefficient or constant; it was not added"
        case let .unknownConstraint(id):
            return "No constraint #\(id.id) in this solver (never added, or removed already)"
        case let .tooLarge(label, pivots):
            return "Constraint '\(label)' needed more than \(pivots) simplex pivots; the solver gave up and is unchanged"
        case let .invalidPriority(label, priority):
            return "Constraint '\(label)' has priority \(priority); priorities must be greater than 0 and at most 1000"
        case let .unknownVariable(label, variable):
            return "Constraint '\(label)' uses variable #\(variable.id), which this solver did not make"
        }
    }
}
