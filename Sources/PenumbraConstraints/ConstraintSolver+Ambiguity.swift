// Which variables the constraints leave free (UIKit's `hasAmbiguousLayout`).

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
            guard let row = tableau.rows[symbol] else {
                result.append(LayoutVariable(id: id))
                continue
            }
            for cell in row.cells {
                let isFree: Bool
                if let known = free[cell.symbol] {
                    isFree = known
                } else {
                    isFree = tableau.canMoveWithoutCost(cell.symbol)
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
}
