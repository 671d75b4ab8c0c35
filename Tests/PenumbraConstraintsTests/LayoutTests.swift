import Testing
@testable import PenumbraConstraints

/// Layouts solved by hand: the solver must find the same frames.
@Suite struct LayoutTests {
    @Test func twoViewsSideBySideWithSpacingFillAContainer() throws {
        let s = ConstraintSolver()
        let container = TestView(s, "container")
        let a = TestView(s, "a"), b = TestView(s, "b")
        try s.equal(container.x, 0, "container.x")
        try s.equal(container.width, 320, "container.width")
        // |-16-[a]-8-[b]-16-| with equal widths: (320 - 40) / 2 = 140 each.
        try s.equal(LinearExpression(a.x), container.x + 16, .required, "a.leading")
        try s.equal(LinearExpression(b.x), a.trailing + 8, .required, "b.leading = a.trailing + 8")
        try s.equal(b.trailing, container.trailing - 16, .required, "b.trailing")
        try s.equal(LinearExpression(a.width), LinearExpression(b.width), .required, "a.width = b.width")
        #expect(close(s.value(of: a.x), 16))
        #expect(close(s.value(of: a.width), 140))
        #expect(close(s.value(of: b.x), 164))
        #expect(close(s.value(of: b.width), 140))
        #expect(s.constraintCount == 6)
    }

    @Test func centringInAContainer() throws {
        let s = ConstraintSolver()
        let container = TestView(s, "container"), v = TestView(s, "v")
        try s.equal(container.x, 10, "container.x")
        try s.equal(container.y, 20, "container.y")
        try s.equal(container.width, 300, "container.width")
        try s.equal(container.height, 500, "container.height")
        try s.equal(v.width, 100, .required, "v.width")
        try s.equal(v.height, 40, .required, "v.height")
        try s.equal(v.centerX, container.centerX, .required, "v.centerX")
        try s.equal(v.centerY, container.centerY, .required, "v.centerY")
        #expect(close(s.value(of: v.x), 10 + 150 - 50))
        #expect(close(s.value(of: v.y), 20 + 250 - 20))
    }

    @Test func aspectRatioMultiplier() throws {
        let s = ConstraintSolver()
        let v = TestView(s, "v")
        try s.equal(v.width, 240, .required, "v.width")
        // height = width * 9/16 (UIKit's multiplier), written as height - 0.5625·width = 0.
        try s.add(v.height - 0.5625 * v.width, .equal, strength: .required, label: "v.aspect")
        #expect(close(s.value(of: v.height), 135))
    }

    @Test func inequalityWithAPreferredOptionalSize() throws {
        let s = ConstraintSolver()
        let v = TestView(s, "v")
        // width ≤ 200 required, width = 300 preferred at 750: the bound wins, width 200.
        try s.add(v.width - 200, .lessThanOrEqual, strength: .required, label: "v.width ≤ 200")
        try s.equal(v.width, 300, .defaultHigh, "v.width = 300 @750")
        #expect(close(s.value(of: v.width), 200))
        // width ≥ 50 required, preferred 100: the preference holds exactly.
        let h = try s.add(v.height - 50, .greaterThanOrEqual, strength: .required, label: "v.height ≥ 50")
        try s.equal(v.height, 100, .defaultLow, "v.height = 100 @250")
        #expect(close(s.value(of: v.height), 100))
        // A preference below the bound is held at the bound.
        try s.equal(v.height, 20, .defaultHigh, "v.height = 20 @750")
        #expect(close(s.value(of: v.height), 50))
        try s.remove(h)
        #expect(close(s.value(of: v.height), 20))
    }

    @Test func chainedRowsOfViews() throws {
        let s = ConstraintSolver()
        var previous: TestView?
        var views: [TestView] = []
        for i in 0..<20 {
            let v = TestView(s, "v\(i)")
            if let previous {
                try s.equal(LinearExpression(v.x), previous.trailing + 8, .required, "v\(i).leading")
            } else {
                try s.equal(v.x, 0, .required, "v0.leading")
            }
            try s.equal(v.y, 0, .required, "v\(i).top")
            try s.equal(v.width, Double(10 + i), .required, "v\(i).width")
            try s.equal(v.height, 44, .defaultHigh, "v\(i).height")
            views.append(v)
            previous = v
        }
        var x = 0.0
        for (i, v) in views.enumerated() {
            #expect(close(s.value(of: v.x), x))
            #expect(close(s.value(of: v.height), 44))
            x += Double(10 + i) + 8
        }
        #expect(s.ambiguousVariables().isEmpty)
    }
}
