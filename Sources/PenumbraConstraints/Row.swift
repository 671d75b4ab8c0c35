/// One row of the tableau: `constant + Σ coefficient·symbol`.
///
/// A basic symbol's row gives its value in terms of the parametric (non-basic) symbols:
/// `basic = constant + Σ cᵢ·sᵢ`, so with every parametric symbol at 0 its value is `constant`.
/// The objective is stored the same way.
///
/// Cells are kept sorted by symbol id, so iterating a row is deterministic and merging two rows is
/// one linear pass. Layout rows are short (2–6 cells), which makes a sorted array faster than a
/// hash table here, and free of Swift's per-process hash seed. Coefficients whose magnitude falls
/// below ``Row/epsilon`` after an update are dropped: they are round-off of a cancellation.
struct Row {
    /// One term of a row.
    struct Cell {
        var symbol: Symbol
        var coefficient: Double
    }

    /// Below this magnitude a coefficient or a constant counts as zero (1e-8, as the published
    /// implementations; layout values are points, so this is far below a pixel).
    static let epsilon = 1e-8

    /// The terms, sorted by symbol id, none zero.
    private(set) var cells: [Cell]
    /// The constant term.
    var constant: Double

    init(constant: Double = 0) {
        cells = []
        self.constant = constant
    }

    /// Whether the row has no terms (it may still have a constant).
    var isEmpty: Bool { cells.isEmpty }

    /// The index of `symbol`'s cell, or where it would be inserted.
    private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var lo = 0, hi = cells.count
        while lo < hi {
            let mid = (lo + hi) / 2
            let id = cells[mid].symbol.id
            if id == symbol.id { return (mid, true) }
            if id < symbol.id { lo = mid + 1 } else { hi = mid }
        }
        return (lo, false)
    }

    /// The coefficient of `symbol` (0 when absent).
    func coefficient(of symbol: Symbol) -> Double {
        let p = position(of: symbol)
        return p.found ? cells[p.index].coefficient : 0
    }

    /// Whether `symbol` has a cell.
    func contains(_ symbol: Symbol) -> Bool { position(of: symbol).found }

    /// Adds `coefficient·symbol`, dropping the cell if the sum is zero.
    mutating func add(_ symbol: Symbol, _ coefficient: Double) {
        let p = position(of: symbol)
        if p.found {
            let sum = cells[p.index].coefficient + coefficient
            if abs(sum) < Row.epsilon { cells.remove(at: p.index) } else { cells[p.index].coefficient = sum }
        } else if abs(coefficient) >= Row.epsilon {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: p.index)
        }
    }

    /// Removes `symbol`'s cell.
    mutating func remove(_ symbol: Symbol) {
        let p = position(of: symbol)
        if p.found { cells.remove(at: p.index) }
    }

    /// Adds `factor·other` (constant included), merging the sorted cells in one pass.
    mutating func add(_ other: Row, times factor: Double) {
        merge(other, times: factor, dropping: nil)
    }

    /// `self + factor·other`, with the cell of `dropped` (if any) left out of `self` first.
    private mutating func merge(_ other: Row, times factor: Double, dropping dropped: Symbol?) {
        constant += other.constant * factor
        if dropped == nil, other.cells.count == 1 {
            add(other.cells[0].symbol, other.cells[0].coefficient * factor)
            return
        }
        var merged: [Cell] = []
        merged.reserveCapacity(cells.count + other.cells.count)
        var i = 0, j = 0
        let skip = dropped?.id ?? -1
        while i < cells.count || j < other.cells.count {
            if i < cells.count && cells[i].symbol.id == skip { i += 1; continue }
            if j == other.cells.count || (i < cells.count && cells[i].symbol.id < other.cells[j].symbol.id) {
                merged.append(cells[i]); i += 1
            } else if i == cells.count || other.cells[j].symbol.id < cells[i].symbol.id {
                let c = other.cells[j].coefficient * factor
                if abs(c) >= Row.epsilon { merged.append(Cell(symbol: other.cells[j].symbol, coefficient: c)) }
                j += 1
            } else {
                let c = cells[i].coefficient + other.cells[j].coefficient * factor
                if abs(c) >= Row.epsilon { merged.append(Cell(symbol: cells[i].symbol, coefficient: c)) }
                i += 1; j += 1
            }
        }
        cells = merged
    }

    /// Multiplies every coefficient and the constant by -1.
    mutating func negate() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Turns `0 = constant + c·symbol + rest` into `symbol = -(constant + rest)/c`.
    /// `symbol` must have a cell.
    mutating func solve(for symbol: Symbol) {
        let p = position(of: symbol)
        precondition(p.found, "Row.solve(for:): the symbol has no cell")
        let factor = -1 / cells[p.index].coefficient
        cells.remove(at: p.index)
        constant *= factor
        for i in cells.indices { cells[i].coefficient *= factor }
    }

    /// Turns the row of `basic` (`basic = this`) into the row of `entering`, a symbol of it.
    mutating func solve(for entering: Symbol, from basic: Symbol) {
        add(basic, -1)
        solve(for: entering)
    }

    /// Replaces `symbol` by `row` (the row that now defines it), if the symbol has a cell.
    /// Returns whether it had one.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: Row) -> Bool {
        let p = position(of: symbol)
        guard p.found else { return false }
        merge(row, times: cells[p.index].coefficient, dropping: symbol)
        return true
    }

    /// Calls `removed` for each symbol of `old` not in `new`, `added` for each of `new` not in
    /// `old` (one merge of the sorted cells).
    static func difference(from old: [Cell], to new: [Cell], removed: (Symbol) -> Void, added: (Symbol) -> Void) {
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if j == new.count || (i < old.count && old[i].symbol.id < new[j].symbol.id) {
                removed(old[i].symbol); i += 1
            } else if i == old.count || new[j].symbol.id < old[i].symbol.id {
                added(new[j].symbol); j += 1
            } else {
                i += 1; j += 1
            }
        }
    }
}
