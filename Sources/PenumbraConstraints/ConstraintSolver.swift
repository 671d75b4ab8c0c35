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
        /// The symbol that marks the constraint's row: its slack, its dummy, or its first error.
        let marker: Symbol
        /// The second error variable of an optional constraint, if any.
        let other: Symbol?
        /// The error variables weighted in the objective (none for a required constraint).
        let errors: [Symbol]
    }

    /// The most pivots one `add` or `remove` may take before it gives up with
    /// ``ConstraintError/tooLarge(label:pivots:)`` (the solver is then unchanged). Default
    /// 100,000: a 1,000-constraint screen takes a few hundred in all.
    public var pivotLimit = 100_000

    var variableNames: [String] = []
    /// The tableau column of each variable, by variable id.
    var variableSymbols: [Symbol] = []
    /// The basic symbols' rows.
    var rows = SymbolMap<Row>()
    /// For each symbol, the basic symbols whose rows hold it (in no particular order): substitution
    /// and the ratio tests visit only those rows instead of the whole tableau (a 1,000-constraint
    /// screen: 19 ms → 4 ms). Ties are always broken by id, so this order never shows.
    var columns = SymbolMap<[Symbol]>()
    var objective = Objective()
    /// The phase-one objective while a constraint is added through an artificial variable.
    var artificial: Row?
    var records: [ConstraintID: Record] = [:]
    /// The constraint each marker and error symbol belongs to.
    var owners: [Symbol: ConstraintID] = [:]
    var nextSymbolID = 0
    var nextConstraintID = 0
    /// Every row replaced during the current operation, with its previous value (nil: absent),
    /// so that a failed operation can restore the tableau exactly.
    var journal: [(Symbol, Row?)] = []
    /// Pivots taken by the current operation.
    var pivots = 0
    /// The simplex pivots the last successful `add` or `remove` took: the work it did beyond one
    /// pass over the rows (a failed operation leaves this and ``totalPivots`` unchanged).
    public private(set) var pivotsInLastOperation = 0
    /// The pivots of every successful operation so far.
    public private(set) var totalPivots = 0
    /// The label of the current operation's constraint, for errors.
    var currentLabel = ""

    /// An empty solver.
    public init() {}

    /// Makes a new variable, at 0 until constraints say otherwise.
    /// - Parameter name: kept for messages (`view3.leading`); need not be unique.
    public func makeVariable(_ name: String) -> LayoutVariable {
        let variable = LayoutVariable(id: variableNames.count)
        variableNames.append(name)
        variableSymbols.append(makeSymbol(.external))
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
    /// did not make is NaN.
    public func value(of variable: LayoutVariable) -> Double {
        guard variableSymbols.indices.contains(variable.id) else { return .nan }
        return rows[variableSymbols[variable.id]]?.constant ?? 0
    }

    func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        defer { nextSymbolID += 1 }
        return Symbol(id: nextSymbolID, kind: kind)
    }

    /// Runs one public operation so that it happens entirely or not at all: on any error the
    /// rows it changed, the objective and the symbol counter are put back as they were.
    func transaction<T>(label: String, _ body: () throws(ConstraintError) -> T) throws(ConstraintError) -> T {
        let savedObjective = objective
        let savedSymbolID = nextSymbolID
        journal.removeAll(keepingCapacity: true)
        pivots = 0
        currentLabel = label
        do {
            let result = try body()
            journal.removeAll(keepingCapacity: true)
            pivotsInLastOperation = pivots
            totalPivots += pivots
            #if DEBUG
            checkInvariants()
            #endif
            return result
        } catch {
            for (symbol, row) in journal.reversed() { replaceRow(symbol, with: row) }
            journal.removeAll(keepingCapacity: true)
            objective = savedObjective
            artificial = nil
            nextSymbolID = savedSymbolID
            throw error
        }
    }

    /// Sets (or with nil, removes) a basic symbol's row, journalling the previous one.
    func setRow(_ symbol: Symbol, _ row: Row?) {
        journal.append((symbol, rows[symbol]))
        replaceRow(symbol, with: row)
    }

    /// Sets (or removes) a basic symbol's row, keeping `columns` in step; not journalled.
    func replaceRow(_ basic: Symbol, with row: Row?) {
        let old = rows[basic]?.cells ?? []
        Row.difference(from: old, to: row?.cells ?? [], removed: { symbol in
            guard var column = columns[symbol], let k = column.firstIndex(of: basic) else { return }
            columns[symbol] = nil   // unshare the array before editing it
            column.swapAt(k, column.count - 1)
            column.removeLast()
            if !column.isEmpty { columns[symbol] = column }
        }, added: { symbol in
            if var column = columns[symbol] {
                columns[symbol] = nil
                column.append(basic)
                columns[symbol] = column
            } else {
                columns[symbol] = [basic]
            }
        })
        rows[basic] = row
    }
}
