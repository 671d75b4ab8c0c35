// Helpers for the solver's tests: a view's four frame variables and a tolerance for values
// that pass through a few divisions.
@testable import PenumbraConstraints

/// A view's frame as four variables, as the Auto Layout layer creates them.
struct TestView {
    let x: LayoutVariable
    let y: LayoutVariable
    let width: LayoutVariable
    let height: LayoutVariable

    init(_ solver: ConstraintSolver, _ name: String) {
        x = solver.makeVariable("\(name).minX")
        y = solver.makeVariable("\(name).minY")
        width = solver.makeVariable("\(name).width")
        height = solver.makeVariable("\(name).height")
    }

    /// `minX + width`.
    var trailing: LinearExpression { x + width }
    /// `minY + height`.
    var bottom: LinearExpression { y + height }
    /// `minX + width / 2`.
    var centerX: LinearExpression { x + 0.5 * width }
    /// `minY + height / 2`.
    var centerY: LinearExpression { y + 0.5 * height }
}

extension ConstraintSolver {
    /// Adds `lhs == rhs` (required unless a strength is given).
    @discardableResult
    func equal(_ lhs: LinearExpression, _ rhs: LinearExpression, _ strength: ConstraintStrength,
               _ label: String) throws(ConstraintError) -> ConstraintID {
        try add(lhs - rhs, .equal, strength: strength, label: label)
    }

    /// Adds `lhs == constant`.
    @discardableResult
    func equal(_ lhs: LayoutVariable, _ constant: Double, _ strength: ConstraintStrength,
               _ label: String) throws(ConstraintError) -> ConstraintID {
        try add(lhs - constant, .equal, strength: strength, label: label)
    }

    /// Adds the required `lhs == constant`.
    @discardableResult
    func equal(_ lhs: LayoutVariable, _ constant: Double, _ label: String) throws(ConstraintError) -> ConstraintID {
        try equal(lhs, constant, .required, label)
    }

    /// Values of `variables`, bit for bit, for comparing two solvers or two moments.
    func values(_ variables: [LayoutVariable]) -> [UInt64] {
        variables.map { value(of: $0).bitPattern }
    }
}

/// Whether `a` and `b` agree to 1e-9 points (far below a pixel; values are sums of a few terms).
func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 }
