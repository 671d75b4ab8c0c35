/// How a constraint's expression compares with zero: `expression ≤ 0`, `= 0` or `≥ 0`.
public enum ConstraintRelation: Sendable, Hashable {
    /// `expression ≤ 0`.
    case lessThanOrEqual
    /// `expression = 0`.
    case equal
    /// `expression ≥ 0`.
    case greaterThanOrEqual
}
