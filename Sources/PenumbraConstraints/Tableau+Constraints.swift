// Adding and removing one constraint's row (Badros, Borning & Stuckey 2001, §3.2–3.3, §4.2).

extension Tableau {
    /// Adds `Σ coefficient·symbol + constant  relation  0` (layout-variable symbols, ascending,
    /// coefficients finite) and re-optimises. Atomic: on failure nothing changed.
    ///
    /// - Parameter priority: the priority of an optional constraint (its objective level); nil
    ///   for a required one.
    /// - Returns: the symbols that mark it in the tableau, for ``remove(_:priority:)``.
    mutating func add(_ terms: [(Symbol, Double)], constant: Double, relation: ConstraintRelation,
                      priority: Float?) throws(Failure) -> Markers {
        try atomically { (t: inout Tableau) throws(Failure) -> Markers in try t.insert(terms, constant, relation, priority) }
    }

    private mutating func insert(_ terms: [(Symbol, Double)], _ constant: Double, _ relation: ConstraintRelation,
                                 _ priority: Float?) throws(Failure) -> Markers {
        // The row of the expression with every basic variable replaced by its row.
        var row = Row(constant: constant)
        for (symbol, c) in terms {
            if let basic = rows[symbol] { row.add(basic, times: c) } else { row.add(symbol, c) }
        }
        guard row.constant.isFinite, row.cells.allSatisfy({ $0.coefficient.isFinite }) else { throw .nonFinite }
        if relation == .lessThanOrEqual { row.negate() }   // now `row ≥ 0` or `row = 0`

        let level = priority.map { objective.level(for: $0) }
        let marker: Symbol
        var other: Symbol?
        var errors: [Symbol] = []
        if relation == .equal {
            if level == nil {
                marker = makeSymbol(.dummy)
                row.add(marker, 1)
            } else {
                // row - e⁺ + e⁻ = 0: e⁺ is how far the expression is above 0, e⁻ below.
                marker = makeSymbol(.error)
                let below = makeSymbol(.error)
                row.add(marker, -1)
                row.add(below, 1)
                other = below
                errors = [marker, below]
            }
        } else {
            // row - s = 0 with s ≥ 0; optional: row - s + e = 0, e ≥ 0 the shortfall.
            marker = makeSymbol(.slack)
            row.add(marker, -1)
            if level != nil {
                let error = makeSymbol(.error)
                row.add(error, 1)
                other = error
                errors = [error]
            }
        }
        if let level { for error in errors { objective.add(error, 1, level: level) } }
        if row.constant < 0 { row.negate() }

        if let subject = chooseSubject(row, marker: marker, other: other) {
            row.solve(for: subject)
            substitute(subject, with: row)
            setRow(subject, row)
        } else if row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
            // Only required equalities' dummies left: a contradiction unless the constant is 0,
            // in which case the constraint is redundant and its dummy becomes basic.
            if abs(row.constant) >= Row.epsilon { throw .unsatisfiable(certificate: row.cells.map(\.symbol)) }
            row.solve(for: marker)
            setRow(marker, row)
        } else if let certificate = try addWithArtificialVariable(row) {
            throw .unsatisfiable(certificate: certificate)
        }
        try optimize()
        return Markers(marker: marker, other: other, errors: errors)
    }

    /// The symbol a new row is solved for without any pivoting (§3.2): a layout variable (the
    /// lowest id), else the new slack or error variable if its coefficient is negative (solving
    /// for it then keeps it ≥ 0, as the constant is ≥ 0). Nil when neither exists.
    func chooseSubject(_ row: Row, marker: Symbol, other: Symbol?) -> Symbol? {
        if let external = row.cells.first(where: { $0.symbol.kind == .external }) { return external.symbol }
        if marker.isPivotable && row.coefficient(of: marker) < 0 { return marker }
        if let other, other.isPivotable, row.coefficient(of: other) < 0 { return other }
        return nil
    }

    /// Removes the constraint `markers` marks and re-optimises. Atomic: on failure nothing changed.
    /// - Parameter priority: the constraint's priority if optional (its objective level).
    mutating func remove(_ markers: Markers, priority: Float?) throws(Failure) {
        try atomically { (t: inout Tableau) throws(Failure) in try t.delete(markers, priority) }
    }

    private mutating func delete(_ markers: Markers, _ priority: Float?) throws(Failure) {
        if let priority, !markers.errors.isEmpty {
            let level = objective.level(for: priority)
            for error in markers.errors {
                if let row = rows[error] { objective.add(row, times: -1, level: level) } else { objective.add(error, -1, level: level) }
            }
        }
        if rows[markers.marker] != nil {
            setRow(markers.marker, nil)
        } else if let leaving = markerLeavingSymbol(for: markers.marker), var row = rows[leaving] {
            setRow(leaving, nil)
            row.solve(for: markers.marker, from: leaving)
            substitute(markers.marker, with: row)
        }
        // The second error variable occurred only in the constraint's own equation; once that
        // is gone it is unconstrained: drop its row if it is basic, and any round-off of it left
        // in other rows (every row that held it was a multiple of that equation plus others
        // without it, and eliminating the marker took exactly that multiple out).
        if let other = markers.other {
            if rows[other] != nil { setRow(other, nil) }
            for basic in columns[other] ?? [] {
                guard var row = rows[basic] else { continue }
                row.remove(other)
                setRow(basic, row)
            }
            objective.substitute(other, with: Row())
        }
        try optimize()
    }
}
