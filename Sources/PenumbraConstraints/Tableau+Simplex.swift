// The simplex machinery of Cassowary (Badros, Borning & Stuckey 2001, §3–4): substitution of a
// newly basic symbol, pivoting, optimisation of the (lexicographic) objective with Bland's rule,
// and the phase-one artificial variable used when a new row has no obvious basic symbol.

extension Tableau {
    /// Replaces `symbol` by `row` in every row holding it, the objective and the phase-one
    /// objective. Row order does not matter here: each row's new cells depend on that row alone.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        if let column = columns[symbol] {
            columns[symbol] = nil   // every row below loses the symbol
            for basic in column {
                guard var target = rows[basic] else { continue }
                journal.append((basic, target))
                target.substitute(symbol, with: row)
                replaceRow(basic, with: target)
            }
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// Makes `entering` basic in place of `leaving`, counting the pivot against ``pivotLimit``.
    mutating func pivot(entering: Symbol, leaving: Symbol) throws(Failure) {
        pivots += 1
        if pivots > pivotLimit { throw .tooLarge }
        guard var row = rows[leaving] else { preconditionFailure("pivot: the leaving symbol is not basic") }
        setRow(leaving, nil)
        row.solve(for: entering, from: leaving)
        substitute(entering, with: row)
        setRow(entering, row)
    }

    /// Pivots until no pivotable symbol has a negative objective coefficient: the objective
    /// (the phase-one objective when `phaseOne`) is then minimal. Entering: the lowest-id
    /// negative symbol; leaving: the minimum ratio, ties to the lowest id (Bland's rule).
    mutating func optimize(phaseOne: Bool = false) throws(Failure) {
        while true {
            let entering: Symbol?
            if phaseOne {
                entering = artificial?.cells.first { $0.coefficient < 0 && $0.symbol.isPivotable }?.symbol
            } else {
                guard objective.mayImprove else { return }
                entering = objective.enteringSymbol()
            }
            guard let entering else {
                if !phaseOne { objective.markOptimal() }
                return
            }
            // No restricted row bounds the entering symbol: the objective would be unbounded
            // below, which sums of non-negative errors cannot be; round-off only. Stop here.
            guard let leaving = leavingSymbol(for: entering) else { return }
            try pivot(entering: entering, leaving: leaving)
        }
    }

    /// The restricted basic symbol that first reaches 0 as `entering` grows: the minimum of
    /// `constant / -coefficient` over rows where the coefficient is negative; ties to the lowest id.
    func leavingSymbol(for entering: Symbol) -> Symbol? {
        var best: (ratio: Double, symbol: Symbol)?
        for symbol in columns[entering] ?? [] where symbol.isRestricted {
            guard let row = rows[symbol] else { continue }
            let c = row.coefficient(of: entering)
            guard c < 0 else { continue }
            let ratio = max(0, row.constant) / -c
            if let b = best, ratio > b.ratio || (ratio == b.ratio && symbol.id > b.symbol.id) { continue }
            best = (ratio, symbol)
        }
        return best?.symbol
    }

    /// The row to pivot `marker` into before its constraint's row is dropped (the paper's §4.2):
    /// a restricted row where the marker's coefficient is negative, minimum ratio; else a
    /// restricted row, minimum ratio; else any row holding it (a layout variable's). Ties to the
    /// lowest id. Nil when no row holds the marker.
    func markerLeavingSymbol(for marker: Symbol) -> Symbol? {
        var negative: (ratio: Double, symbol: Symbol)?
        var positive: (ratio: Double, symbol: Symbol)?
        var unrestricted: Symbol?
        func better(_ candidate: (ratio: Double, symbol: Symbol), than current: (ratio: Double, symbol: Symbol)?) -> Bool {
            guard let current else { return true }
            return candidate.ratio < current.ratio || (candidate.ratio == current.ratio && candidate.symbol.id < current.symbol.id)
        }
        for symbol in columns[marker] ?? [] {
            guard let row = rows[symbol] else { continue }
            let c = row.coefficient(of: marker)
            if c == 0 { continue }
            if !symbol.isRestricted {
                if unrestricted.map({ symbol.id < $0.id }) ?? true { unrestricted = symbol }
            } else if c < 0 {
                let candidate = (ratio: -row.constant / c, symbol: symbol)
                if better(candidate, than: negative) { negative = candidate }
            } else {
                let candidate = (ratio: row.constant / c, symbol: symbol)
                if better(candidate, than: positive) { positive = candidate }
            }
        }
        return negative?.symbol ?? positive?.symbol ?? unrestricted
    }

    /// Adds `row` (a new constraint's, constant ≥ 0, no obvious subject) through an artificial
    /// variable: phase one minimises it; the row is satisfiable iff it reaches 0 (§3.3 of the
    /// paper). Returns nil on success, or the symbols of the infeasibility certificate — the
    /// final phase-one objective's terms, whose markers name the constraints in conflict.
    mutating func addWithArtificialVariable(_ row: Row) throws(Failure) -> [Symbol]? {
        let art = makeSymbol(.slack)
        setRow(art, row)
        artificial = row
        try optimize(phaseOne: true)
        guard let phaseOne = artificial else { preconditionFailure("phase one lost its objective") }
        artificial = nil
        if abs(phaseOne.constant) >= Row.epsilon {
            return phaseOne.cells.map(\.symbol)
        }
        if var basic = rows[art] {
            setRow(art, nil)
            // Still basic at 0: pivot it out so that no row depends on it, unless its row is
            // constant (or dummies only: then it is 0 with them and nothing else refers to it).
            if let entering = basic.cells.first(where: { $0.symbol.isPivotable })?.symbol {
                basic.solve(for: entering, from: art)
                substitute(entering, with: basic)
                setRow(entering, basic)
            }
        }
        // Non-basic now; it stays at 0 for good, so drop its column.
        for basic in columns[art] ?? [] {
            guard var row = rows[basic] else { continue }
            journal.append((basic, row))
            row.remove(art)
            replaceRow(basic, with: row)
        }
        objective.substitute(art, with: Row())
        return nil
    }
}
