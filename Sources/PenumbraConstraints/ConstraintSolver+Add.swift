// Adding and removing constraints (Badros, Borning & Stuckey 2001, §3.2–3.3 and §4.2).

extension ConstraintSolver {
    /// Adds the constraint `expression relation 0` and updates every value.
    ///
    /// A required constraint (priority 1000) must hold together with every required constraint
    /// already held, or the call throws ``ConstraintError/unsatisfiable(label:conflicting:)``
    /// naming those it conflicts with; the caller then "breaks" it (UIKit logs and drops it).
    /// An optional one (priority < 1000) always succeeds: its error is minimised. An optional
    /// equality gets two error variables (above and below), an optional inequality one.
    ///
    /// - Parameters:
    ///   - expression: the left-hand side; compare `a` with `b` as `a - b`.
    ///   - relation: how it compares with 0.
    ///   - strength: its priority (1000 required; UIKit's 1...999 optional).
    ///   - label: how messages name it (UIKit's constraint description).
    /// - Returns: the handle that removes it.
    /// - Throws: ``ConstraintError``; the solver is then exactly as it was before the call.
    /// - Complexity: one pass over the rows to substitute, plus the pivots the change needs
    ///   (usually none or a few).
    @discardableResult
    public func add(_ expression: LinearExpression, _ relation: ConstraintRelation,
                    strength: ConstraintStrength, label: String) throws(ConstraintError) -> ConstraintID {
        let priority = strength.priority
        guard priority > 0, priority <= 1000 else { throw .invalidPriority(label: label, priority: priority) }
        guard expression.isFinite else { throw .nonFinite(label: label) }
        // Sum the coefficients of repeated variables, in symbol order, and check the sums too.
        var coefficients: [Int: Double] = [:]
        for (variable, c) in expression.terms {
            guard variableSymbols.indices.contains(variable.id) else { throw .unknownVariable(label: label, variable) }
            coefficients[variable.id, default: 0] += c
        }
        let terms = coefficients.sorted { $0.key < $1.key }
        guard terms.allSatisfy({ $0.value.isFinite }) else { throw .nonFinite(label: label) }

        return try transaction(label: label) { () throws(ConstraintError) -> ConstraintID in
            // The row of the expression with every basic variable replaced by its row.
            var row = Row(constant: expression.constant)
            for (variableID, c) in terms {
                let symbol = variableSymbols[variableID]
                if let basic = rows[symbol] { row.add(basic, times: c) } else { row.add(symbol, c) }
            }
            guard row.constant.isFinite, row.cells.allSatisfy({ $0.coefficient.isFinite }) else {
                throw .nonFinite(label: label)
            }
            if relation == .lessThanOrEqual { row.negate() }   // now `row ≥ 0` or `row = 0`

            let required = strength.isRequired
            let level = required ? 0 : objective.level(for: priority)
            let marker: Symbol
            var other: Symbol?
            var errors: [Symbol] = []
            if relation == .equal {
                if required {
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
                if !required {
                    let error = makeSymbol(.error)
                    row.add(error, 1)
                    other = error
                    errors = [error]
                }
            }
            for error in errors { objective.add(error, 1, level: level) }
            if row.constant < 0 { row.negate() }

            if let subject = chooseSubject(row, marker: marker, other: other) {
                row.solve(for: subject)
                substitute(subject, with: row)
                setRow(subject, row)
            } else if row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
                // Only required equalities' dummies left: a contradiction unless the constant is
                // 0, in which case the constraint is redundant and its dummy becomes basic.
                if abs(row.constant) >= Row.epsilon {
                    throw .unsatisfiable(label: label, conflicting: conflictLabels(row.cells.map(\.symbol)))
                }
                row.solve(for: marker)
                setRow(marker, row)
            } else if let certificate = try addWithArtificialVariable(row) {
                throw .unsatisfiable(label: label, conflicting: conflictLabels(certificate))
            }
            try optimize()

            let id = ConstraintID(id: nextConstraintID)
            nextConstraintID += 1
            records[id] = Record(label: label, strength: strength, marker: marker, other: other, errors: errors)
            owners[marker] = id
            if let other { owners[other] = id }
            return id
        }
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

    /// The labels of the required constraints whose markers are among `symbols`, in the order
    /// the constraints were added.
    func conflictLabels(_ symbols: [Symbol]) -> [String] {
        let ids = Set(symbols.compactMap { owners[$0] }).filter { records[$0]?.strength.isRequired == true }
        return ids.sorted().compactMap { records[$0]?.label }
    }

    /// Removes a constraint added earlier and updates every value: the solution is again the
    /// one of the remaining constraints.
    ///
    /// - Throws: ``ConstraintError/unknownConstraint(_:)`` if the solver does not hold `id`;
    ///   ``ConstraintError/tooLarge(label:pivots:)`` past ``pivotLimit`` (solver unchanged).
    public func remove(_ id: ConstraintID) throws(ConstraintError) {
        guard let record = records[id] else { throw .unknownConstraint(id) }
        try transaction(label: record.label) { () throws(ConstraintError) in
            if !record.errors.isEmpty {
                let level = objective.level(for: record.strength.priority)
                for error in record.errors {
                    if let row = rows[error] { objective.add(row, times: -1, level: level) } else { objective.add(error, -1, level: level) }
                }
            }
            if rows[record.marker] != nil {
                setRow(record.marker, nil)
            } else if let leaving = markerLeavingSymbol(for: record.marker), var row = rows[leaving] {
                setRow(leaving, nil)
                row.solve(for: record.marker, from: leaving)
                substitute(record.marker, with: row)
            }
            // The second error variable occurred only in the constraint's own equation; once
            // that is gone it is unconstrained: drop its row if it is basic.
            if let other = record.other, rows[other] != nil { setRow(other, nil) }
            try optimize()
        }
        records[id] = nil
        owners[record.marker] = nil
        if let other = record.other { owners[other] = nil }
    }
}
