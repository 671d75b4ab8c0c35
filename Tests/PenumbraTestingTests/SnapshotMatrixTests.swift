import Synchronization
import Foundation
import Testing
@testable import PenumbraTesting

@Suite struct SnapshotMatrixTests {
    @Test func crossesVariantsWithContentSizesUsingCanonicalNames() throws {
        let set = SnapshotMatrix.variants(VariantSet([.light, .dark, try Variant(parsing: "dark-elevated")]),
                                          contentSizes: [.large, .accessibilityExtraExtraExtraLarge, .extraSmall])
        #expect(set.variants.map(\.name) == [
            "light", "light-ax5", "light-xs", "dark", "dark-ax5", "dark-xs", "dark-elevated", "dark-elevated-ax5", "dark-elevated-xs",
        ])
        #expect(set.variants[4].traits.contentSizeCategory == .accessibilityExtraExtraExtraLarge)
        #expect(set.variants[4].traits.userInterfaceStyle == .dark)
    }

    @Test func appendsTheSizeToCustomNames() {
        let sheet = Variant(name: "checkout-sheet", traits: .dark)
        let set = SnapshotMatrix.variants(VariantSet([sheet]), contentSizes: [.large, .accessibilityMedium])
        #expect(set.variants.map(\.name) == ["checkout-sheet", "checkout-sheet-ax1"])
    }

    @Test func snapshotsEveryCellInOneAssertion() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let seen = Mutex<[String]>([])
        withKnownIssue {
            _ = withSnapshotSettings(environment: SnapshotEnvironment(), snapshotDirectory: scratch.snapshots,
                                     artifactsDirectory: scratch.artifacts) {
                assertSnapshotMatrix(named: "row", contentSizes: [.large, .accessibilityExtraExtraExtraLarge]) { variant in
                    seen.withLock { $0.append("\(variant.traits.contentSizeCategory.variantToken)") }
                    return try Swatches.draw(variant)
                }
            }
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("Snapshot \"snapshotsEveryCellInOneAssertion.row\": 4 of 4 variants recorded;") == true
        }
        #expect(scratch.files(in: scratch.snapshots) == [
            "snapshotsEveryCellInOneAssertion.row.dark-ax5.png", "snapshotsEveryCellInOneAssertion.row.dark.png",
            "snapshotsEveryCellInOneAssertion.row.light-ax5.png", "snapshotsEveryCellInOneAssertion.row.light.png",
        ])
        #expect(seen.withLock { $0 } == ["l", "ax5", "l", "ax5"])
    }
}
