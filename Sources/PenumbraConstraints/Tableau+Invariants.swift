// Questions about the tableau's current solution, and its invariants, checked after every
// operation in debug builds.

extension Tableau {
    /// Whether the non-basic `symbol` can change without breaking a constraint or raising the
    /// objective (see ``ConstraintSolver/ambiguousVariables()``).
    func canMoveWithoutCost(_ symbol: Symbol) -> Bool {
        switch symbol.kind {
        case .external: return true
        case .dummy: return false
        case .slack, .error:
            guard objective.sign(of: symbol) == 0 else { return false }
            for basic in columns[symbol] ?? [] where basic.isRestricted {
                guard let row = rows[basic] else { continue }
                let c = row.coefficient(of: symbol)
                if c < 0 && row.constant / -c < Row.epsilon { return false }
            }
            return true
        }
    }

    /// Traps if the tableau is not in basic feasible solved form: a basic symbol occurring in a
    /// row or the objective, a restricted row below 0, or a layout variable in a restricted row
    /// or the objective (which the optimisation relies on), or a column index out of step.
    /// Skipped past 300 rows: it is O(cells) with hashing, after every operation, which would
    /// make a 1,000-constraint debug test quadratic (10 s instead of 0.3 s).
    func checkInvariants() {
        guard rows.count <= 300 else { return }
        for (basic, row) in rows {
            precondition(row.constant.isFinite, "invariant: row of #\(basic.id) is not finite")
            for cell in row.cells {
                precondition(rows[cell.symbol] == nil, "invariant: basic #\(cell.symbol.id) occurs in the row of #\(basic.id)")
                precondition(!(basic.isRestricted && cell.symbol.kind == .external),
                             "invariant: layout variable #\(cell.symbol.id) occurs in restricted row #\(basic.id)")
            }
            if basic.isRestricted {
                precondition(row.constant > -1e-6, "invariant: restricted #\(basic.id) is \(row.constant) < 0")
            }
        }
        var expected: [Symbol: Set<Symbol>] = [:]
        for (basic, row) in rows { for cell in row.cells { expected[cell.symbol, default: []].insert(basic) } }
        var actual: [Symbol: Set<Symbol>] = [:]
        for (symbol, column) in columns {
            precondition(!column.isEmpty && Set(column).count == column.count, "invariant: column #\(symbol.id) is empty or repeats")
            actual[symbol] = Set(column)
        }
        precondition(expected == actual, "invariant: the column index is out of step with the rows")
        for level in objective.rows {
            for cell in level.cells {
                precondition(rows[cell.symbol] == nil && cell.symbol.kind != .external,
                             "invariant: objective holds basic or layout symbol #\(cell.symbol.id)")
            }
        }
    }
}
