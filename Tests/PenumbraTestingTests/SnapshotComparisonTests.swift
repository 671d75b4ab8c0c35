import Foundation
import Testing
@testable import PenumbraTesting

@Suite struct SnapshotComparisonTests {
    let reference: RGBAImage

    init() throws { reference = try Images.solid(Images.darkColour, width: 10, height: 10) }

    @Test func passesSmallChannelChangesWithinATolerance() throws {
        var shifted = reference
        for x in 0..<5 { shifted[x, 0] = RGBA8(25, 20, 24) } // red 20 → 25: 5 steps
        #expect(try SnapshotComparison(mode: .channel(try ChannelTolerance(8))).compare(reference: reference, actual: shifted).matches)
        #expect(!(try SnapshotComparison(mode: .channel(try ChannelTolerance(4))).compare(reference: reference, actual: shifted).matches))
        #expect(!(try SnapshotComparison.exact.compare(reference: reference, actual: shifted).matches))
    }

    @Test func failsBeyondABudgetAndNamesIt() throws {
        var actual = reference
        for x in 0..<3 { actual[x, 0] = .white }
        let budget = SnapshotComparison(budget: try DiffBudget(maxPixels: 2))
        let difference = try budget.compare(reference: reference, actual: actual)
        #expect(!difference.matches)
        #expect(difference.summary == "3 of 100 pixels differ (3%), max channel delta 235 (exact, budget 2 px)")
        #expect(difference.diffImage?.size == reference.size)
        #expect(difference.stripImage != nil)
        var withinBudget = reference
        for x in 0..<2 { withinBudget[x, 0] = .white }
        let passing = try budget.compare(reference: reference, actual: withinBudget)
        #expect(passing.matches)
        #expect(passing.diffImage == nil, "a passing comparison draws nothing")
    }

    @Test func describesModesAndBudgets() throws {
        #expect(SnapshotComparison.exact.name == "exact")
        #expect(SnapshotComparison(mode: .channel(try ChannelTolerance(2)), budget: try DiffBudget(maxPixels: 10, maxRatio: 0.001)).name
            == "channel (tolerance 2), budget 10 px or 0.1%")
    }
}
