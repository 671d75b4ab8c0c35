// The arithmetic that builds expressions: `+`, `-` between expressions, variables and numbers,
// `*` and `/` by numbers. Multiplying two expressions is not linear and has no operator.

extension LinearExpression {
    /// The sum of two expressions.
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// The difference of two expressions.
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + rhs.scaled(by: -1)
    }

    /// The expression negated.
    public static prefix func - (operand: LinearExpression) -> LinearExpression {
        operand.scaled(by: -1)
    }

    /// The expression plus a constant.
    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(terms: lhs.terms, constant: lhs.constant + rhs)
    }

    /// A constant plus the expression.
    public static func + (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs + lhs }

    /// The expression minus a constant.
    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + -rhs }

    /// A constant minus the expression.
    public static func - (lhs: Double, rhs: LinearExpression) -> LinearExpression { -rhs + lhs }

    /// The expression times a number.
    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: rhs) }

    /// A number times the expression.
    public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs.scaled(by: lhs) }

    /// The expression divided by a number (a zero divisor gives infinite coefficients, which
    /// `add` refuses with ``ConstraintError/nonFinite(label:)``).
    public static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: 1 / rhs) }

    /// Adds `rhs` in place.
    public static func += (lhs: inout LinearExpression, rhs: LinearExpression) { lhs = lhs + rhs }

    /// Subtracts `rhs` in place.
    public static func -= (lhs: inout LinearExpression, rhs: LinearExpression) { lhs = lhs - rhs }
}

extension LayoutVariable {
    /// `lhs + rhs` as an expression.
    public static func + (lhs: LayoutVariable, rhs: LayoutVariable) -> LinearExpression {
        LinearExpression(lhs) + LinearExpression(rhs)
    }

    /// `lhs - rhs` as an expression.
    public static func - (lhs: LayoutVariable, rhs: LayoutVariable) -> LinearExpression {
        LinearExpression(lhs) - LinearExpression(rhs)
    }

    /// `-v` as an expression.
    public static prefix func - (operand: LayoutVariable) -> LinearExpression {
        LinearExpression(terms: [(operand, -1)])
    }

    /// The variable plus an expression.
    public static func + (lhs: LayoutVariable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }

    /// An expression plus the variable.
    public static func + (lhs: LinearExpression, rhs: LayoutVariable) -> LinearExpression { lhs + LinearExpression(rhs) }

    /// The variable minus an expression.
    public static func - (lhs: LayoutVariable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }

    /// An expression minus the variable.
    public static func - (lhs: LinearExpression, rhs: LayoutVariable) -> LinearExpression { lhs - LinearExpression(rhs) }

    /// The variable plus a constant.
    public static func + (lhs: LayoutVariable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + rhs }

    /// A constant plus the variable.
    public static func + (lhs: Double, rhs: LayoutVariable) -> LinearExpression { LinearExpression(rhs) + lhs }

    /// The variable minus a constant.
    public static func - (lhs: LayoutVariable, rhs: Double) -> LinearExpression { LinearExpression(lhs) - rhs }

    /// A constant minus the variable.
    public static func - (lhs: Double, rhs: LayoutVariable) -> LinearExpression { lhs - LinearExpression(rhs) }

    /// The variable times a number.
    public static func * (lhs: LayoutVariable, rhs: Double) -> LinearExpression { LinearExpression(terms: [(lhs, rhs)]) }

    /// A number times the variable.
    public static func * (lhs: Double, rhs: LayoutVariable) -> LinearExpression { LinearExpression(terms: [(rhs, lhs)]) }

    /// The variable divided by a number.
    public static func / (lhs: LayoutVariable, rhs: Double) -> LinearExpression { LinearExpression(terms: [(lhs, 1 / rhs)]) }
}
