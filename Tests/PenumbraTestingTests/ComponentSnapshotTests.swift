import Foundation
import Testing
import PenumbraText
@testable import PenumbraTesting

/// A measurer for shape-only trees: no text, so no font is needed.
struct NoText: TextMeasurer {
    func measure(_ text: String, font: ResolvedFont, maxWidth: Double?, lineLimit: Int?) -> Size { Size(0, 0) }
    func pointSize(of style: TextStyle, category: ContentSizeCategory) -> Double { style.pointSize(for: .large) }
    func hasFamily(_ family: String) -> Bool { false }
    var familyNames: [String] { [] }
}

/// A design-system chip drawn from shapes: an accent dot and a bar on a rounded, semantic
/// background that is light in light mode and dark in dark mode.
struct StatusChip: View {
    var body: some View {
        HStack(spacing: 6) {
            Circle().fill(Color("systemGreen")).frame(width: 10, height: 10)
            RoundedRectangle(cornerRadius: 3, style: .circular).fill(Color("label")).frame(width: 28, height: 6)
        }
        .padding(8)
        .background(Color("secondarySystemBackground"), in: RoundedRectangle(cornerRadius: 8, style: .continuous))
        .padding(4)
        .background(Color("systemBackground"))
    }
}

@Suite struct ComponentSnapshotTests {
    static let config = RenderConfiguration(text: NoText())

    /// Compares with the references committed under `__Snapshots__/ComponentSnapshotTests/`.
    @Test func statusChipMatchesItsCommittedReferences() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let result = withSnapshotSettings(environment: SnapshotEnvironment(), artifactsDirectory: scratch.artifacts) {
            assertSnapshot(of: StatusChip(), named: "chip", scale: .x2, configuration: Self.config)
        }
        #expect(result.verdicts.map(\.reference.lastPathComponent) == [
            "statusChipMatchesItsCommittedReferences.chip.light.png", "statusChipMatchesItsCommittedReferences.chip.dark.png",
        ])
    }

    @Test func rendersEachVariantInItsOwnTraitsAndScale() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let variants = VariantSet([.light, .dark, try Variant(parsing: "dark@3x")])
        withKnownIssue {
            _ = withSnapshotSettings(environment: SnapshotEnvironment(), snapshotDirectory: scratch.snapshots,
                                     artifactsDirectory: scratch.artifacts) {
                assertSnapshot(of: StatusChip(), named: "chip", variants: variants, configuration: Self.config)
            }
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("Snapshot \"rendersEachVariantInItsOwnTraitsAndScale.chip\": 3 of 3 variants recorded;") == true
        }
        func image(_ variant: String) throws -> RGBAImage {
            try PNGDecoder.decodeImage(contentsOf: scratch.snapshots.appendingPathComponent("rendersEachVariantInItsOwnTraitsAndScale.chip.\(variant).png"))
        }
        let light = try image("light"), dark = try image("dark"), dark3x = try image("dark@3x")
        #expect(light.size == dark.size)
        #expect(light != dark)
        #expect(dark3x.width == dark.width * 3 && dark3x.height == dark.height * 3)
        #expect(light[0, 0] == RGBA8(255, 255, 255))
        #expect(dark[0, 0] == RGBA8(0, 0, 0))
    }

    @Test func reportsAnUnknownColourAsThatVariantsError() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        withKnownIssue {
            _ = withSnapshotSettings(environment: SnapshotEnvironment(), snapshotDirectory: scratch.snapshots,
                                     artifactsDirectory: scratch.artifacts) {
                assertSnapshot(of: Rectangle().fill(Color("brandPurple")).frame(width: 4, height: 4),
                               named: "unknown", variants: VariantSet([.light]), configuration: Self.config)
            }
        } matching: { issue in
            let text = issue.comments.first?.rawValue ?? ""
            return text.contains("light: error: rendering variant \"light\" failed: ") && text.contains("brandPurple")
        }
        #expect(scratch.files(in: scratch.snapshots).isEmpty)
    }

    @Test func snapshotsAComponentAcrossAMatrix() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        withKnownIssue {
            _ = withSnapshotSettings(environment: SnapshotEnvironment(), snapshotDirectory: scratch.snapshots,
                                     artifactsDirectory: scratch.artifacts) {
                assertSnapshotMatrix(of: StatusChip(), named: "m", contentSizes: [.large, .accessibilityMedium],
                                     configuration: Self.config)
            }
        } matching: { _ in true }
        #expect(scratch.files(in: scratch.snapshots) == [
            "snapshotsAComponentAcrossAMatrix.m.dark-ax1.png", "snapshotsAComponentAcrossAMatrix.m.dark.png",
            "snapshotsAComponentAcrossAMatrix.m.light-ax1.png", "snapshotsAComponentAcrossAMatrix.m.light.png",
        ])
    }
}
