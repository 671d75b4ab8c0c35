/// The simplex tableau of a ``ConstraintSolver``: the basic symbols' rows, the column index, the
/// objective, and the journal that lets an operation be undone exactly.
///
/// A value type on purpose: the solver holds one and runs each operation as a single mutating
/// call, so Swift checks exclusive access once per operation instead of on every row access (a
/// class's stored properties are checked at run time: about 10% of the benchmark's profile was
/// `swift_beginAccess`/`endAccess` with the tableau in the class. Interleaved runs of the two
/// layouts on the shared 2-core machine could not separate their medians from its noise,
/// 2.6–4.9 ms either way, so the gain is the profile's, not a measured time).
struct Tableau {
    /// Why an operation on the tableau failed; the solver turns it into a ``ConstraintError``.
    enum Failure: Error {
        /// A required row cannot hold; the symbols of the certificate (the markers of the
        /// constraints in conflict, among others).
        case unsatisfiable(certificate: [Symbol])
        /// More pivots than ``Tableau/pivotLimit``.
        case tooLarge
        /// A coefficient or the constant became NaN or infinite once basic variables were
        /// substituted.
        case nonFinite
    }

    /// What an added constraint left in the tableau, to remove it again.
    struct Markers {
        /// The symbol that marks the constraint's row: its slack, its dummy, or its first error.
        let marker: Symbol
        /// The second error variable of an optional constraint, if any.
        let other: Symbol?
        /// The error variables weighted in the objective (none for a required constraint).
        let errors: [Symbol]
    }

    /// The basic symbols' rows.
    var rows = SymbolMap<Row>()
    /// For each symbol, the basic symbols whose rows hold it (in no particular order): substitution
    /// and the ratio tests visit only those rows instead of the whole tableau (a 1,000-constraint
    /// screen: 19 ms → 4 ms). Ties are always broken by id, so this order never shows.
    var columns = SymbolMap<[Symbol]>()
    var objective = Objective()
    /// The phase-one objective while a row is added through an artificial variable.
    var artificial: Row?
    /// Every row replaced during the current operation, with its previous value (nil: absent).
    var journal: [(Symbol, Row?)] = []
    /// Pivots taken by the current operation, and the most it may take.
    var pivots = 0
    var pivotLimit = 100_000
    var nextSymbolID = 0

    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        defer { nextSymbolID += 1 }
        return Symbol(id: nextSymbolID, kind: kind)
    }

    /// The value of `symbol`: its row's constant if basic, else 0.
    func value(of symbol: Symbol) -> Double { rows[symbol]?.constant ?? 0 }

    /// Runs `body` so that it happens entirely or not at all: on failure the rows it replaced,
    /// the objective and the symbol counter are put back exactly as they were.
    mutating func atomically<T>(_ body: (inout Tableau) throws(Failure) -> T) throws(Failure) -> T {
        let savedObjective = objective
        let savedSymbolID = nextSymbolID
        journal.removeAll(keepingCapacity: true)
        pivots = 0
        do {
            let result = try body(&self)
            journal.removeAll(keepingCapacity: true)
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
    mutating func setRow(_ symbol: Symbol, _ row: Row?) {
        journal.append((symbol, rows[symbol]))
        replaceRow(symbol, with: row)
    }

    /// Sets (or removes) a basic symbol's row, keeping `columns` in step; not journalled.
    mutating func replaceRow(_ basic: Symbol, with row: Row?) {
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
