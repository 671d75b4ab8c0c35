/// A linear combination of ``LayoutVariable``s plus a constant: `Σ coefficient·variable + constant`.
///
/// Built with the arithmetic operators (`x + w + 8`, `2 * w`, `h - 0.5 * w`) or directly. A
/// variable may appear in several terms; the solver adds their coefficients. Constraints compare
/// an expression with zero (``ConstraintSolver/add(_:_:strength:label:)``), so `a = b` is written
/// `a - b` with `.equal`.
public struct LinearExpression: Sendable {
    /// The terms, in the order they were written: `(variable, coefficient)`.
    public var terms: [(LayoutVariable, Double)]
    /// The constant term, in points.
    public var constant: Double

    /// `Σ terms + constant`.
    public init(terms: [(LayoutVariable, Double)], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1·v`.
    public init(_ v: LayoutVariable) {
        self.init(terms: [(v, 1)], constant: 0)
    }

    /// The constant expression `constant`, with no variable.
    public init(constant: Double) {
        self.init(terms: [], constant: constant)
    }

    /// Whether the constant and every coefficient are finite (neither NaN nor infinite).
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.1.isFinite }
    }

    /// The expression with every coefficient and the constant multiplied by `factor`.
    public func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(terms: terms.map { ($0.0, $0.1 * factor) }, constant: constant * factor)
    }
}

extension LinearExpression: CustomStringConvertible {
    /// `2.0·v3 + -1.0·v5 + 8.0`, with variables by id (the solver's ``ConstraintSolver/name(of:)``
    /// gives their names).
    public var description: String {
        let parts = terms.map { "\($0.1)·v\($0.0.id)" } + [String(constant)]
        return parts.joined(separator: " + ")
    }
}
