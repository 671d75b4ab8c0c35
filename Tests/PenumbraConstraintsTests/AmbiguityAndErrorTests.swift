import Testing
@testable import PenumbraConstraints

/// Ambiguous variables, refused constraints, and the solver left untouched by a refusal.
@Suite struct AmbiguityAndErrorTests {
    @Test func aViewWithOnlyAWidthHasAnAmbiguousX() throws {
        let s = ConstraintSolver()
        let v = TestView(s, "v")
        try s.equal(v.width, 100, .required, "v.width")
        try s.equal(v.y, 0, .required, "v.top")
        try s.equal(v.height, 40, .required, "v.height")
        #expect(s.ambiguousVariables() == [v.x])
        try s.equal(v.x, 10, .required, "v.leading")
        #expect(s.ambiguousVariables().isEmpty)
    }

    @Test func twoUnknownsInOneEquationAreBothAmbiguous() throws {
        let s = ConstraintSolver()
        let a = s.makeVariable("a"), b = s.makeVariable("b")
        try s.add(a + b - 10, .equal, strength: .required, label: "a + b = 10")
        #expect(s.ambiguousVariables() == [a, b])
        #expect(close(s.value(of: a) + s.value(of: b), 10))
    }

    @Test func slackInequalitiesLeaveAVariableAmbiguous() throws {
        let s = ConstraintSolver()
        let x = s.makeVariable("x")
        try s.add(LinearExpression(x), .greaterThanOrEqual, strength: .required, label: "x ≥ 0")
        try s.add(x - 100, .lessThanOrEqual, strength: .required, label: "x ≤ 100")
        #expect(s.ambiguousVariables() == [x])
        // An optional preference inside the range fixes it.
        try s.equal(x, 30, .defaultLow, "x = 30 @250")
        #expect(close(s.value(of: x), 30))
        #expect(s.ambiguousVariables().isEmpty)
    }

    @Test func equalPriorityConflictsAreAmbiguous() throws {
        let s = ConstraintSolver()
        let w = s.makeVariable("w")
        try s.equal(w, 100, .defaultLow, "w = 100 @250")
        try s.equal(w, 200, .defaultLow, "w = 200 @250")
        #expect(s.ambiguousVariables() == [w])
        try s.equal(w, 150, .defaultHigh, "w = 150 @750")
        #expect(s.ambiguousVariables().isEmpty)
    }

    @Test func conflictingRequiredConstraintsAreRefusedAndNamed() throws {
        let s = ConstraintSolver()
        let v = TestView(s, "v")
        try s.equal(v.x, 0, .required, "v.leading = 0")
        try s.equal(v.width, 100, .required, "v.width = 100")
        try s.equal(v.y, 5, .required, "v.top = 5")
        try s.equal(v.height, 20, .defaultLow, "v.height = 20 @250")
        let before = s.values([v.x, v.y, v.width, v.height])
        let rowsBefore = s.tableau.rows.count, symbolsBefore = s.tableau.nextSymbolID
        #expect(throws: ConstraintError.unsatisfiable(label: "v.trailing = 50", conflicting: ["v.leading = 0", "v.width = 100"])) {
            try s.equal(v.trailing, LinearExpression(constant: 50), .required, "v.trailing = 50")
        }
        #expect(s.values([v.x, v.y, v.width, v.height]) == before)
        #expect(s.tableau.rows.count == rowsBefore && s.tableau.nextSymbolID == symbolsBefore)
        #expect(s.constraintCount == 4)
        // The solver still works: an optional version of the same constraint is accepted.
        try s.equal(v.trailing, LinearExpression(constant: 50), .defaultHigh, "v.trailing = 50 @750")
        #expect(close(s.value(of: v.width), 100))
    }

    @Test func conflictingInequalitiesGoThroughPhaseOneAndAreNamed() throws {
        let s = ConstraintSolver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        try s.add(x - 10, .greaterThanOrEqual, strength: .required, label: "x ≥ 10")
        try s.add(y - x, .greaterThanOrEqual, strength: .required, label: "y ≥ x")
        try s.equal(y, 12, .defaultHigh, "y = 12 @750")
        try s.add(LinearExpression(constant: 0), .lessThanOrEqual, strength: .required, label: "0 ≤ 0")
        let before = s.values([x, y])
        #expect(throws: ConstraintError.unsatisfiable(label: "y ≤ 5", conflicting: ["x ≥ 10", "y ≥ x"])) {
            try s.add(y - 5, .lessThanOrEqual, strength: .required, label: "y ≤ 5")
        }
        #expect(s.values([x, y]) == before)
        #expect(close(s.value(of: y), 12))
        // A satisfiable required inequality after the refusal still goes through phase one.
        try s.add(y - 11, .lessThanOrEqual, strength: .required, label: "y ≤ 11")
        #expect(close(s.value(of: y), 11))
    }

    @Test func aCycleNamesItsMembersAndNotTheBystanders() throws {
        let s = ConstraintSolver()
        let a = s.makeVariable("a"), b = s.makeVariable("b"), c = s.makeVariable("c"), z = s.makeVariable("z")
        try s.equal(z, 5, "z = 5")
        try s.add(LinearExpression(a), .equal, b + 10, strength: .required, label: "a = b + 10")
        try s.add(z - a, .lessThanOrEqual, strength: .required, label: "z ≤ a")
        try s.add(LinearExpression(b), .equal, c + 10, strength: .required, label: "b = c + 10")
        try s.equal(c, 0, .defaultLow, "c = 0 @250")
        #expect(throws: ConstraintError.unsatisfiable(label: "c = a + 10", conflicting: ["a = b + 10", "b = c + 10"])) {
            try s.add(LinearExpression(c), .equal, a + 10, strength: .required, label: "c = a + 10")
        }
        // An inequality cycle through phase one: c ≥ a + 1 contradicts a = c + 20.
        #expect(throws: ConstraintError.unsatisfiable(label: "c ≥ a + 1", conflicting: ["a = b + 10", "b = c + 10"])) {
            try s.add(LinearExpression(c), .greaterThanOrEqual, a + 1, strength: .required, label: "c ≥ a + 1")
        }
        #expect(close(s.value(of: a), 20) && close(s.value(of: c), 0))
    }

    @Test func aContradictionBetweenConstantsNamesNoOther() throws {
        let s = ConstraintSolver()
        #expect(throws: ConstraintError.unsatisfiable(label: "0 = 5", conflicting: [])) {
            try s.add(LinearExpression(constant: 5), .equal, strength: .required, label: "0 = 5")
        }
        #expect(s.constraintCount == 0)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteCoefficientsAndConstantsAreRejected(_ bad: Double) throws {
        let s = ConstraintSolver()
        let x = s.makeVariable("x")
        try s.equal(x, 3, .required, "x = 3")
        let symbols = s.tableau.nextSymbolID
        #expect(throws: ConstraintError.nonFinite(label: "coefficient")) {
            try s.add(bad * x, .equal, strength: .required, label: "coefficient")
        }
        #expect(throws: ConstraintError.nonFinite(label: "constant")) {
            try s.add(x + bad, .lessThanOrEqual, strength: .defaultLow, label: "constant")
        }
        #expect(s.constraintCount == 1 && s.tableau.nextSymbolID == symbols && close(s.value(of: x), 3))
    }

    @Test func finiteTermsSummingToInfinityAreRejected() throws {
        let s = ConstraintSolver()
        let x = s.makeVariable("x")
        #expect(throws: ConstraintError.nonFinite(label: "sum")) {
            try s.add(LinearExpression(terms: [(x, .greatestFiniteMagnitude), (x, .greatestFiniteMagnitude)]),
                      .equal, strength: .required, label: "sum")
        }
    }

    @Test func unknownConstraintsAndVariablesAreRefused() throws {
        let s = ConstraintSolver()
        let x = s.makeVariable("x")
        let id = try s.equal(x, 1, .required, "x = 1")
        try s.remove(id)
        #expect(throws: ConstraintError.unknownConstraint(id)) { try s.remove(id) }
        let stranger = LayoutVariable(id: 7)
        #expect(throws: ConstraintError.unknownVariable(label: "y", stranger)) {
            try s.add(LinearExpression(stranger), .equal, strength: .required, label: "y")
        }
        #expect(s.value(of: stranger).isNaN)
        #expect(s.name(of: x) == "x" && s.name(of: stranger) == "?")
    }

    @Test func messagesNameTheConstraints() {
        let cases: [(ConstraintError, String)] = [
            (.unsatisfiable(label: "a", conflicting: ["b", "c"]),
             "Unable to simultaneously satisfy constraints: required 'a' conflicts with required 'b', 'c'; lower one of their priorities below 1000 or remove one"),
            (.nonFinite(label: "a"), "Constraint 'a' has a NaN or infinite coefficient or constant; it was not added"),
            (.unknownConstraint(ConstraintID(id: 4)), "No constraint #4 in this solver (never added, or removed already)"),
            (.tooLarge(label: "a", pivots: 10), "Constraint 'a' needed more than 10 simplex pivots; the solver gave up and is unchanged"),
        ]
        for (error, message) in cases { #expect(error.description == message) }
    }
}
