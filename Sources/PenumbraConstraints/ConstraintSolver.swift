/// An incremental Cassowary solver: linear equalities and inequalities over ``LayoutVariable``s,
/// required or optional by priority, as UIKit's Auto Layout engine solves them.
///
/// The algorithm is the one of Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic
/// Constraint Solving Algorithm" (ACM TOCHI 8(4), 2001): a simplex tableau kept in *basic
/// feasible solved form* — every basic variable's value given by its row, every restricted one
/// ≥ 0 — which each `add` and `remove` updates incrementally (a few pivots) rather than
/// re-solving, and whose objective is the weighted error of the optional constraints.
///
/// - Required constraints (priority 1000) hold exactly or are refused:
///   ``ConstraintError/unsatisfiable(label:conflicting:)``, with the solver unchanged.
/// - Optional constraints (priority < 1000) are met as nearly as possible, a higher priority
///   strictly before any number of lower ones (a lexicographic objective: see `Objective`);
///   within one priority the sum of the absolute errors, in points, is minimised.
/// - Values are current after every call (``value(of:)`` reads the tableau; no separate solve).
/// - Deterministic: the same calls give the same values bit for bit, in any process. Every
///   choice between symbols (which enters, which leaves the basis) breaks ties by creation order,
///   never by hash order (Bland's rule, which also rules out cycling).
/// - Bounded: an operation that needs more than ``pivotLimit`` pivots throws
///   ``ConstraintError/tooLarge(label:pivots:)`` and leaves the solver unchanged.
///
/// Not thread-safe: use one solver from one thread at a time.
public final class ConstraintSolver {
    /// What the solver keeps of one added constraint, to remove it again.
    struct Record {
        let label: String
        let strength: ConstraintStrength
        let markers: Tableau.Markers
    }

    /// The most pivots one `add` or `remove` may take before it gives up with
    /// ``ConstraintError/tooLarge(label:pivots:)`` (the solver is then unchanged). Default
    /// 100,000: a 1,000-constraint screen takes a few dozen in all.
    public var pivotLimit: Int {
        get { tableau.pivotLimit }
        set { tableau.pivotLimit = newValue }
    }

    /// The simplex pivots the last successful `add` or `remove` took: the work it did beyond the
    /// rows its substitutions touched (a failed operation leaves this and ``totalPivots`` unchanged).
    public internal(set) var pivotsInLastOperation = 0
    /// The pivots of every successful operation so far.
    public internal(set) var totalPivots = 0

    var variableNames: [String] = []
    /// The tableau column of each variable, by variable id.
    var variableSymbols: [Symbol] = []
    var tableau = Tableau()
    var records: [ConstraintID: Record] = [:]
    /// The constraint each marker and error symbol belongs to, for naming conflicts.
    var owners: [Symbol: ConstraintID] = [:]
    var nextConstraintID = 0

    /// An empty solver.
    public init() {}

    /// Makes a new variable, at 0 until constraints say otherwise.
    /// - Parameter name: kept for messages (`view3.leading`); need not be unique.
    public func makeVariable(_ name: String) -> LayoutVariable {
        let variable = LayoutVariable(id: variableNames.count)
        variableNames.append(name)
        variableSymbols.append(tableau.makeSymbol(.external))
        return variable
    }

    /// The name `variable` was made with (`"?"` for a variable this solver did not make).
    public func name(of variable: LayoutVariable) -> String {
        variableNames.indices.contains(variable.id) ? variableNames[variable.id] : "?"
    }

    /// The number of constraints the solver holds.
    public var constraintCount: Int { records.count }

    /// The number of variables made so far.
    public var variableCount: Int { variableNames.count }

    /// The label a constraint was added with, or nil if the solver does not hold it.
    public func label(of id: ConstraintID) -> String? { records[id]?.label }

    /// The current value of `variable`, in points: always the solution of the constraints held
    /// (there is no separate solve step). A variable no constraint mentions is 0; one this solver
    /// did not make is NaN. Never -0 (a negated zero constant reads as +0, so frames print as
    /// `0.0`).
    public func value(of variable: LayoutVariable) -> Double {
        guard variableSymbols.indices.contains(variable.id) else { return .nan }
        return tableau.value(of: variableSymbols[variable.id]) + 0
    }
}
