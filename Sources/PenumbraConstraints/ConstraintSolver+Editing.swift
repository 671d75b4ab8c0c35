// Adding and removing constraints: validation, labels and records around the tableau's atomic
// operations (Tableau+Constraints.swift).

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
    /// - Complexity: the rows that hold the new row's subject, plus the pivots the change needs
    ///   (usually none or a few).
    @discardableResult
    public func add(_ expression: LinearExpression, _ relation: ConstraintRelation,
                    strength: ConstraintStrength, label: String) throws(ConstraintError) -> ConstraintID {
        let priority = strength.priority
        guard priority > 0, priority <= 1000 else { throw .invalidPriority(label: label, priority: priority) }
        guard expression.isFinite else { throw .nonFinite(label: label) }
        // Sum the coefficients of repeated variables, in symbol order, and check the sums too. A
        // stable insertion sort (layout expressions have 1-4 terms) keeps each variable's terms in
        // the order written, so the sums are those of adding them up in that order.
        var terms: [(Symbol, Double)] = []
        terms.reserveCapacity(expression.terms.count)
        for (variable, c) in expression.terms {
            guard variableSymbols.indices.contains(variable.id) else { throw .unknownVariable(label: label, variable) }
            let symbol = variableSymbols[variable.id]
            var i = terms.count
            while i > 0, terms[i - 1].0.id > symbol.id { i -= 1 }
            if i > 0, terms[i - 1].0.id == symbol.id { terms[i - 1].1 += c } else { terms.insert((symbol, 0 + c), at: i) }
        }
        guard terms.allSatisfy({ $0.1.isFinite }) else { throw .nonFinite(label: label) }

        let markers: Tableau.Markers
        do {
            markers = try tableau.add(terms, constant: expression.constant, relation: relation,
                                      priority: strength.isRequired ? nil : priority)
        } catch {
            throw constraintError(error, label: label)
        }
        finishOperation()
        let id = ConstraintID(id: nextConstraintID)
        nextConstraintID += 1
        records[id] = Record(label: label, strength: strength, markers: markers)
        owners[markers.marker] = id
        if let other = markers.other { owners[other] = id }
        return id
    }

    /// Adds the constraint `lhs relation rhs` (UIKit's `item1.attribute = multiplier ×
    /// item2.attribute + constant` is `add(a, .equal, multiplier * b + constant, …)`).
    @discardableResult
    public func add(_ lhs: LinearExpression, _ relation: ConstraintRelation, _ rhs: LinearExpression,
                    strength: ConstraintStrength, label: String) throws(ConstraintError) -> ConstraintID {
        try add(lhs - rhs, relation, strength: strength, label: label)
    }

    /// Removes a constraint added earlier and updates every value: the solution is again the
    /// one of the remaining constraints.
    ///
    /// - Throws: ``ConstraintError/unknownConstraint(_:)`` if the solver does not hold `id`;
    ///   ``ConstraintError/tooLarge(label:pivots:)`` past ``pivotLimit`` (solver unchanged).
    public func remove(_ id: ConstraintID) throws(ConstraintError) {
        guard let record = records[id] else { throw .unknownConstraint(id) }
        do {
            try tableau.remove(record.markers, priority: record.strength.isRequired ? nil : record.strength.priority)
        } catch {
            throw constraintError(error, label: record.label)
        }
        finishOperation()
        records[id] = nil
        owners[record.markers.marker] = nil
        if let other = record.markers.other { owners[other] = nil }
    }

    /// Whether the solver holds the constraint `id`.
    public func contains(_ id: ConstraintID) -> Bool { records[id] != nil }

    /// Counts a successful operation's pivots and, in debug builds, checks the tableau.
    private func finishOperation() {
        pivotsInLastOperation = tableau.pivots
        totalPivots += tableau.pivots
        #if DEBUG
        tableau.checkInvariants()
        #endif
    }

    /// The public error for a tableau failure of the constraint `label`.
    private func constraintError(_ failure: Tableau.Failure, label: String) -> ConstraintError {
        switch failure {
        case .nonFinite: return .nonFinite(label: label)
        case .tooLarge: return .tooLarge(label: label, pivots: tableau.pivotLimit)
        case let .unsatisfiable(certificate): return .unsatisfiable(label: label, conflicting: conflictLabels(certificate))
        }
    }

    /// The labels of the required constraints whose markers are among `symbols`, in the order
    /// the constraints were added.
    func conflictLabels(_ symbols: [Symbol]) -> [String] {
        let ids = Set(symbols.compactMap { owners[$0] }).filter { records[$0]?.strength.isRequired == true }
        return ids.sorted().compactMap { records[$0]?.label }
    }
}
