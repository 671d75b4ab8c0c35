// Which variables the constraints leave free (UIKit's `hasAmbiguousLayout`), and the tableau's
// invariants, checked after every operation in debug builds.

extension ConstraintSolver {
    /// The variables whose value the constraints do not fix: another value would satisfy every
    /// required constraint with the same (minimal) optional errors, so a free parameter of the
    /// tableau chose this one. UIKit calls such a layout ambiguous.
    ///
    /// A variable is ambiguous when it is non-basic (nothing defines it: it sits at 0), or its
    /// row holds a parametric symbol that can move without cost: another non-basic layout
    /// variable, or a slack or error variable whose objective coefficient is zero and that some
    /// room lets grow (no restricted row is at 0 against it). Variables no constraint mentions
    /// are ambiguous too. Sorted by id.
    ///
    /// - Complexity: O(variables × row length × rows) at worst; a diagnostic, not for every frame.
    public func ambiguousVariables() -> [LayoutVariable] {
        var free: [Symbol: Bool] = [:]
        var result: [LayoutVariable] = []
        for (id, symbol) in variableSymbols.enumerated() {
            guard let row = rows[symbol] else {
                result.append(LayoutVariable(id: id))
                continue
            }
            for cell in row.cells {
                let isFree: Bool
                if let known = free[cell.symbol] {
                    isFree = known
                } else {
                    isFree = canMoveWithoutCost(cell.symbol)
                    free[cell.symbol] = isFree
                }
                if isFree {
                    result.append(LayoutVariable(id: id))
                    break
                }
            }
        }
        return result
    }

    /// Whether the non-basic `symbol` can change without breaking a constraint or raising the
    /// objective (see ``ambiguousVariables()``).
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
