/// One column of the simplex tableau.
///
/// Cassowary (Badros, Borning & Stuckey 2001, §3) distinguishes unrestricted variables, which may
/// take any value (the layout's own variables: `external`), from restricted ones, which must stay
/// ≥ 0: the `slack` of an inequality, the `error` variables that measure how far an optional
/// constraint is from holding, and the artificial variable of phase one (a `slack` here). A
/// `dummy` is a restricted variable pinned at 0: it marks a required equality in the tableau, so
/// that the equality can be found again to remove it, and never enters the basis.
///
/// Symbols are ordered by `id`, which counts up as they are made; every choice the solver makes
/// between symbols (entering, leaving, subject) breaks ties by that order, never by a hash.
struct Symbol: Hashable, Comparable {
    /// What a symbol stands for; see ``Symbol``.
    enum Kind: UInt8 {
        case external, slack, error, dummy
    }

    /// The symbol's number, unique within one solver.
    let id: Int
    /// What the symbol stands for.
    let kind: Kind

    /// Whether the symbol must stay ≥ 0 (everything but a layout variable).
    var isRestricted: Bool { kind != .external }

    /// Whether the symbol may enter the basis during optimisation: slack and error variables.
    /// Dummies are pinned at 0 and layout variables never appear in the objective.
    var isPivotable: Bool { kind == .slack || kind == .error }

    static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
}
