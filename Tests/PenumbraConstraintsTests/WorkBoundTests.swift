import Testing
@testable import PenumbraConstraints

/// Work is counted in pivots, and an operation past ``ConstraintSolver/pivotLimit`` gives up
/// cleanly instead of running on.
@Suite struct WorkBoundTests {
    /// `n` variables ≥ 0, each preferring 1000 - i at its own priority i + 1 (n levels): a
    /// required `Σ x ≤ 10` then breaks every preference, one pivot each.
    private func preferences(_ s: ConstraintSolver, _ n: Int) throws -> [LayoutVariable] {
        let x = (0..<n).map { s.makeVariable("x\($0)") }
        for i in 0..<n {
            try s.add(LinearExpression(x[i]), .greaterThanOrEqual, strength: .required, label: "x\(i) ≥ 0")
            try s.equal(x[i], Double(1000 - i), ConstraintStrength(Float(1 + i)), "x\(i) = \(1000 - i) @\(1 + i)")
        }
        return x
    }

    @Test func anAddPastThePivotLimitThrowsAndChangesNothing() throws {
        let s = ConstraintSolver()
        let x = try preferences(s, 80)
        let before = s.values(x)
        let sum = LinearExpression(terms: x.map { ($0, 1) }) - 10
        s.pivotLimit = 50
        #expect(throws: ConstraintError.tooLarge(label: "Σx ≤ 10", pivots: 50)) {
            try s.add(sum, .lessThanOrEqual, strength: .required, label: "Σx ≤ 10")
        }
        #expect(s.values(x) == before && s.constraintCount == 160)
        s.pivotLimit = 100_000
        let id = try s.add(sum, .lessThanOrEqual, strength: .required, label: "Σx ≤ 10")
        #expect(s.pivotsInLastOperation == 80)
        // The highest priority (x79's, 80) takes the whole budget.
        #expect(close(s.value(of: x[79]), 10))
        #expect(x.dropLast().allSatisfy { close(s.value(of: $0), 0) })

        // Removing it must restore 80 preferences: past a limit of 5 it gives up, unchanged.
        let constrained = s.values(x)
        s.pivotLimit = 5
        #expect(throws: ConstraintError.tooLarge(label: "Σx ≤ 10", pivots: 5)) { try s.remove(id) }
        #expect(s.values(x) == constrained && s.constraintCount == 161)
        s.pivotLimit = 100_000
        try s.remove(id)
        for (i, v) in x.enumerated() { #expect(close(s.value(of: v), Double(1000 - i))) }
    }

    @Test func aThousandConstraintScreenNeedsFewPivots() throws {
        // The benchmark's screen: 250 views in rows of 10, 4 constraints each.
        let s = ConstraintSolver()
        var frames: [TestView] = []
        for i in 0..<250 {
            let v = TestView(s, "v\(i)")
            if i % 10 == 0 {
                try s.equal(v.x, 8, "v\(i).leading")
            } else {
                try s.equal(LinearExpression(v.x), frames[i - 1].trailing + 8, .required, "v\(i).leading")
            }
            if i < 10 {
                try s.equal(v.y, 8, "v\(i).top")
            } else {
                try s.equal(LinearExpression(v.y), frames[i - 10].bottom + 8, .required, "v\(i).top")
            }
            try s.equal(v.width, i % 4 == 1 ? 32 : Double(28 + i % 5), i % 4 == 1 ? .defaultHigh : .required, "v\(i).width")
            try s.equal(v.height, i % 5 == 0 ? 40 : 44, i % 5 == 0 ? .defaultLow : .required, "v\(i).height")
            frames.append(v)
        }
        #expect(s.constraintCount == 1000)
        #expect(s.totalPivots <= 100)
        #expect(s.ambiguousVariables().isEmpty)
        // Column 0 (i % 10 == 0, so i % 5 == 0): every height there is the optional 40.
        #expect(close(s.value(of: frames[240].y), 8 + 24 * (40 + 8)))
        var x = 8.0
        for i in 240..<249 { x += (i % 4 == 1 ? 32 : Double(28 + i % 5)) + 8 }
        #expect(close(s.value(of: frames[249].x), x))
    }
}
