import Testing
@testable import PenumbraConstraints

/// Optional constraints: a higher priority wins outright, whatever the number of lower ones.
@Suite struct PriorityTests {
    @Test func highBeatsLow() throws {
        let s = ConstraintSolver()
        let w = s.makeVariable("w")
        try s.equal(w, 200, .defaultLow, "w = 200 @250")
        try s.equal(w, 100, .defaultHigh, "w = 100 @750")
        #expect(close(s.value(of: w), 100))
    }

    @Test func requiredBeats999() throws {
        let s = ConstraintSolver()
        let w = s.makeVariable("w")
        try s.equal(w, 50, ConstraintStrength(999), "w = 50 @999")
        try s.equal(w, 100, .required, "w = 100")
        #expect(close(s.value(of: w), 100))
    }

    @Test func oneHigherPriorityBeatsManyLowerOnes() throws {
        let s = ConstraintSolver()
        let w = s.makeVariable("w")
        for i in 0..<200 { try s.equal(w, 0, .defaultHigh, "w = 0 @750 #\(i)") }
        try s.equal(w, 100, ConstraintStrength(751), "w = 100 @751")
        #expect(close(s.value(of: w), 100))
        // And the same with the strong one added first.
        let t = ConstraintSolver()
        let v = t.makeVariable("v")
        try t.equal(v, 100, ConstraintStrength(751), "v = 100 @751")
        for i in 0..<200 { try t.equal(v, 0, .defaultHigh, "v = 0 @750 #\(i)") }
        #expect(close(t.value(of: v), 100))
    }

    @Test func fittingSizeLevelIsTheWeakest() throws {
        let s = ConstraintSolver()
        let h = s.makeVariable("h")
        try s.equal(h, 0, .fittingSizeLevel, "h = 0 @50 (fitting)")
        try s.add(h - 44, .greaterThanOrEqual, strength: .defaultLow, label: "h ≥ 44 @250")
        #expect(close(s.value(of: h), 44))
    }

    /// A label with intrinsic width 120 pinned at the leading edge of a 300-point container.
    private func label(hugging: Float, stretch: Float, container width: Double) throws -> Double {
        let s = ConstraintSolver()
        let c = TestView(s, "container"), l = TestView(s, "label")
        try s.equal(c.x, 0, "container.x")
        try s.equal(c.width, width, "container.width")
        try s.equal(LinearExpression(l.x), LinearExpression(c.x), .required, "label.leading")
        try s.add(l.trailing - c.trailing, .lessThanOrEqual, strength: .required, label: "label.trailing ≤ container")
        try s.add(l.width - 120, .lessThanOrEqual, strength: ConstraintStrength(hugging), label: "hugging")
        try s.add(l.width - 120, .greaterThanOrEqual, strength: .defaultHigh, label: "compression resistance")
        try s.equal(l.trailing, c.trailing, ConstraintStrength(stretch), "label.trailing = container @\(stretch)")
        return s.value(of: l.width)
    }

    @Test func huggingAndCompressionResistance() throws {
        // Hugging 250 loses to a 500 pull towards the trailing edge: the label stretches.
        #expect(close(try label(hugging: 250, stretch: 500, container: 300), 300))
        // Hugging 750 wins over the same pull: intrinsic width.
        #expect(close(try label(hugging: 750, stretch: 500, container: 300), 120))
        // A 100-point container compresses it (required beats compression resistance 750).
        #expect(close(try label(hugging: 250, stretch: 500, container: 100), 100))
    }

    @Test func lowerHuggingStretchesFirst() throws {
        // [a][b] filling 300 points, both intrinsic 100: the one hugging at 250 stretches, the
        // one at 251 keeps its width.
        let s = ConstraintSolver()
        let a = TestView(s, "a"), b = TestView(s, "b")
        try s.equal(a.x, 0, "a.leading")
        try s.equal(LinearExpression(b.x), a.trailing, .required, "b.leading = a.trailing")
        try s.equal(b.trailing, LinearExpression(constant: 300), .required, "b.trailing = 300")
        for (v, name, hug) in [(a, "a", Float(251)), (b, "b", 250)] {
            try s.add(v.width - 100, .lessThanOrEqual, strength: ConstraintStrength(hug), label: "\(name) hugging")
            try s.add(v.width - 100, .greaterThanOrEqual, strength: .defaultHigh, label: "\(name) compression")
        }
        #expect(close(s.value(of: a.width), 100))
        #expect(close(s.value(of: b.width), 200))
        // Nothing constrains them vertically.
        #expect(s.ambiguousVariables() == [a.y, a.height, b.y, b.height])
    }

    @Test func invalidPrioritiesAreRefused() throws {
        let s = ConstraintSolver()
        let w = s.makeVariable("w")
        for p: Float in [0, -1, 1001, .nan, .infinity] {
            do {
                try s.equal(w, 1, ConstraintStrength(p), "p")
                Issue.record("priority \(p) was accepted")
            } catch {
                guard case let .invalidPriority(label, priority) = error else { Issue.record("\(error)"); continue }
                #expect(label == "p")
                #expect(priority.bitPattern == p.bitPattern)
            }
        }
        #expect(s.constraintCount == 0)
    }
}
