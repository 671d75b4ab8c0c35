/// The objective the simplex minimises: the weighted errors of the optional constraints, one
/// row per distinct priority, compared lexicographically (highest priority first).
///
/// Why lexicographic: UIKit's contract is that a higher priority wins whatever the number of
/// lower ones it overrides (a 751 beats any number of 750s). Numeric weights cannot keep that
/// over 999 levels: even 1000^level overflows a `Double` past level 102, and any finite spread
/// lets enough low-priority errors outweigh one higher. The paper's *symbolic weights* (§2.2) do
/// keep it: a weight is a vector, one component per strength, compared component by component.
/// Here each distinct priority in use is one component, so an objective coefficient is the column
/// `(rows[0][s], rows[1][s], …)` and its sign is the sign of its first nonzero component. Within
/// one priority every error variable has weight 1 (the sum of absolute errors, in points).
struct Objective {
    /// The priorities in use, highest first.
    private(set) var levels: [Float] = []
    /// One row per level, same order as `levels`.
    private(set) var rows: [Row] = []
    /// False once ``enteringSymbol()`` found no candidate and nothing since could have made a
    /// coefficient negative: then `optimize` need not scan the objective at all. Adding a new
    /// error variable (weight +1) keeps it false, so most `add`s cost no scan.
    private(set) var mayImprove = false

    /// Records that the objective is optimal as it stands.
    mutating func markOptimal() { mayImprove = false }

    /// The level index of `priority`, adding the level if it is new.
    mutating func level(for priority: Float) -> Int {
        var lo = 0, hi = levels.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if levels[mid] == priority { return mid }
            if levels[mid] > priority { lo = mid + 1 } else { hi = mid }
        }
        levels.insert(priority, at: lo)
        rows.insert(Row(), at: lo)
        return lo
    }

    /// Adds `factor·row` to the level's row.
    mutating func add(_ row: Row, times factor: Double, level: Int) {
        rows[level].add(row, times: factor)
        mayImprove = true
    }

    /// Adds `factor·symbol` to the level's row.
    mutating func add(_ symbol: Symbol, _ factor: Double, level: Int) {
        if factor < 0 || rows.contains(where: { $0.contains(symbol) }) { mayImprove = true }
        rows[level].add(symbol, factor)
    }

    /// Replaces `symbol` by `row` in every level.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        for i in rows.indices where rows[i].substitute(symbol, with: row) { mayImprove = true }
    }

    /// The lexicographic sign of `symbol`'s coefficient: the sign of its first nonzero component
    /// (-1, 0 or 1).
    func sign(of symbol: Symbol) -> Int {
        for row in rows {
            let c = row.coefficient(of: symbol)
            if c != 0 { return c < 0 ? -1 : 1 }
        }
        return 0
    }

    /// The lowest-id pivotable symbol whose coefficient is lexicographically negative (Bland's
    /// rule, which cannot cycle), or nil when the objective is optimal.
    ///
    /// A merge over the levels' sorted cells: the first level holding a symbol decides its sign
    /// (cells are never zero), and the first negative one in id order is the answer.
    ///
    /// - Complexity: O(total cells) at worst, usually far less (it stops at the first).
    func enteringSymbol() -> Symbol? {
        if rows.count == 1 {
            for cell in rows[0].cells where cell.coefficient < 0 && cell.symbol.isPivotable { return cell.symbol }
            return nil
        }
        var heads = [Int](repeating: 0, count: rows.count)
        while true {
            var next: Symbol?
            var first = -1
            for k in rows.indices where heads[k] < rows[k].cells.count {
                let s = rows[k].cells[heads[k]].symbol
                if let n = next, n.id <= s.id { continue }
                next = s
                first = k
            }
            guard let symbol = next else { return nil }
            if symbol.isPivotable && rows[first].cells[heads[first]].coefficient < 0 { return symbol }
            for k in rows.indices where heads[k] < rows[k].cells.count && rows[k].cells[heads[k]].symbol.id == symbol.id {
                heads[k] += 1
            }
        }
    }
}
