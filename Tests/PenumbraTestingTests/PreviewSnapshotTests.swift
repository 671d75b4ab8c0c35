import Foundation
import PenumbraCore
import PenumbraTesting
import PenumbraUI
import Testing

private struct Badge_Previews: PreviewProvider {
    static var previews: some View {
        Text("New").padding(4).previewLayout(.sizeThatFits)
        Text("New").padding(4).previewLayout(.sizeThatFits).previewDisplayName("Dark").preferredColorScheme(.dark)
    }
}

private struct Broken_Previews: PreviewProvider {
    static var previews: some View { Text("Z").zIndex(2) }
}

enum PenumbraPreviewSite_PreviewSnapshotTests_swift_L18 { #Preview("Compact", traits: .sizeThatFitsLayout) { Text("Compact") } }

/// `assertPreviewSnapshots` snapshot-tests a module's previews in one call: one set of files per
/// preview, named after its provider or `#Preview` and its display name or number.
@Suite struct PreviewSnapshotTests {
    static let entries = [
        PreviewCatalog.Entry(Badge_Previews.self, fileID: "PenumbraTestingTests/PreviewSnapshotTests.swift", line: 7),
        PreviewCatalog.Entry(registry: PenumbraPreviewSite_PreviewSnapshotTests_swift_L18.PenumbraPreviewRegistry.self),
    ]

    @Test func everyPreviewIsRecordedThenMatches() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        withKnownIssue {
            _ = withSnapshotSettings(environment: SnapshotEnvironment(), snapshotDirectory: scratch.snapshots, artifactsDirectory: scratch.artifacts) {
                assertPreviewSnapshots(of: Self.entries, record: .missing)
            }
        } matching: { issue in
            issue.comments.first?.rawValue.contains("variants recorded") == true
        }
        #expect(scratch.files(in: scratch.snapshots) == [
            "everyPreviewIsRecordedThenMatches.Badge_Previews-1.dark.png", "everyPreviewIsRecordedThenMatches.Badge_Previews-1.light.png",
            "everyPreviewIsRecordedThenMatches.Badge_Previews-Dark.dark.png", "everyPreviewIsRecordedThenMatches.Badge_Previews-Dark.light.png",
            "everyPreviewIsRecordedThenMatches.Preview-PreviewSnapshotTests-18-Compact.dark.png",
            "everyPreviewIsRecordedThenMatches.Preview-PreviewSnapshotTests-18-Compact.light.png",
        ])
        let again = withSnapshotSettings(environment: SnapshotEnvironment(), snapshotDirectory: scratch.snapshots, artifactsDirectory: scratch.artifacts) {
            assertPreviewSnapshots(of: Self.entries, record: .never)
        }
        #expect(again.count == 3 && again.allSatisfy(\.passed))
        // The preview that asks for the dark scheme is drawn dark in both variants.
        let light = try Data(contentsOf: scratch.snapshots.appendingPathComponent("everyPreviewIsRecordedThenMatches.Badge_Previews-Dark.light.png"))
        let dark = try Data(contentsOf: scratch.snapshots.appendingPathComponent("everyPreviewIsRecordedThenMatches.Badge_Previews-Dark.dark.png"))
        #expect(light == dark)
    }

    @Test func aPreviewThatCannotBeListedFailsByNameAndTheRestAreAsserted() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let broken = PreviewCatalog.Entry(Broken_Previews.self, fileID: "PenumbraTestingTests/PreviewSnapshotTests.swift", line: 14)
        var results: [SnapshotResult] = []
        withKnownIssue {
            results = withSnapshotSettings(environment: SnapshotEnvironment(), snapshotDirectory: scratch.snapshots, artifactsDirectory: scratch.artifacts) {
                assertPreviewSnapshots(of: [broken] + Self.entries, record: .missing)
            }
        } matching: { issue in
            let text = issue.comments.first?.rawValue ?? ""
            return text.contains("variants recorded") || (text.hasPrefix("Broken_Previews (PenumbraTestingTests/PreviewSnapshotTests.swift:14)") && text.contains("zIndex"))
        }
        #expect(results.count == 3)
    }
}
