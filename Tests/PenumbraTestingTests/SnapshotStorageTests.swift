import Foundation
import Testing
@testable import PenumbraTesting

/// Where files go: references next to the test file, artifacts mirrored by test file, results in
/// the report schema. A fake package in a temporary folder stands in for a user's package.
@Suite struct SnapshotStorageTests {
    let scratch: Scratch
    /// `<scratch>/Pkg/Tests/UITests/ButtonTests.swift`, with `<scratch>/Pkg/Package.swift`.
    let testFile: URL
    let package: URL

    init() throws {
        scratch = try Scratch()
        package = scratch.root.appendingPathComponent("Pkg")
        try AtomicFile.write(Array("// swift-tools-version: 6.0\n".utf8), to: package.appendingPathComponent("Package.swift"))
        testFile = package.appendingPathComponent("Tests/UITests/ButtonTests.swift")
    }

    func verify(name: String? = nil, environment: [String: String] = [:], function: String = "rendersButton()",
                variants: VariantSet = VariantSet([.light])) -> SnapshotResult {
        withSnapshotSettings(environment: SnapshotEnvironment(environment)) {
            verifySnapshot(of: Images.forVariant, named: name, variants: variants, codec: .raw,
                           filePath: testFile.path, function: function)
        }
    }

    @Test func storesReferencesNextToTheTestFileAndArtifactsUnderTheBuildFolder() throws {
        defer { scratch.remove() }
        let result = verify(name: "primary", variants: VariantSet([.light, .dark, try Variant(parsing: "dark-elevated")]))
        let references = package.appendingPathComponent("Tests/UITests/__Snapshots__/ButtonTests")
        #expect(scratch.files(in: references) == [
            "rendersButton.primary.dark-elevated.png", "rendersButton.primary.dark.png", "rendersButton.primary.light.png",
        ])
        let artifacts = package.appendingPathComponent(".build/penumbra-artifacts/Tests/UITests/ButtonTests")
        #expect(scratch.files(in: artifacts) == [
            "rendersButton.primary.dark-elevated.actual.png", "rendersButton.primary.dark.actual.png",
            "rendersButton.primary.light.actual.png",
        ])
        let root = package.appendingPathComponent(".build/penumbra-artifacts")
        #expect(result.resultFile == root.appendingPathComponent("Tests.UITests.ButtonTests.rendersButton.primary.json"))
        #expect(scratch.files(in: root) == ["Tests", "Tests.UITests.ButtonTests.rendersButton.primary.json"])
    }

    @Test func numbersUnnamedSnapshotsPerTestFunction() {
        defer { scratch.remove() }
        let first = verify(function: "numbersA()"), second = verify(function: "numbersA()"), other = verify(function: "numbersB()")
        #expect([first.snapshot, second.snapshot, other.snapshot] == ["numbersA.1", "numbersA.2", "numbersB.1"])
    }

    @Test func takesArtifactsFromTheEnvironmentRelativeToThePackageRoot() {
        defer { scratch.remove() }
        _ = verify(name: "x", environment: ["PENUMBRA_ARTIFACTS": "ci-artifacts"])
        #expect(scratch.exists(package.appendingPathComponent("ci-artifacts/Tests.UITests.ButtonTests.rendersButton.x.json")))
        #expect(scratch.exists(package.appendingPathComponent("ci-artifacts/Tests/UITests/ButtonTests/rendersButton.x.light.actual.png")))
        let absolute = scratch.root.appendingPathComponent("elsewhere")
        _ = verify(name: "y", environment: ["PENUMBRA_ARTIFACTS": absolute.path])
        #expect(scratch.exists(absolute.appendingPathComponent("Tests/UITests/ButtonTests/rendersButton.y.light.actual.png")))
    }

    @Test func keepsTraversalNamesInsideTheSnapshotFolder() {
        defer { scratch.remove() }
        let result = verify(name: "../../../etc/passwd", function: "../../evil()", variants: VariantSet([Variant(name: "../../x", traits: .light)]))
        let references = package.appendingPathComponent("Tests/UITests/__Snapshots__/ButtonTests")
        #expect(scratch.files(in: references) == ["evil.etc-passwd.x.png"])
        #expect(result.verdicts.first?.reference.deletingLastPathComponent().standardizedFileURL == references.standardizedFileURL)
        #expect(!scratch.exists(scratch.root.appendingPathComponent("etc")))
    }

    @Test func writesOneResultPerAssertionInTheReportSchema() throws {
        defer { scratch.remove() }
        _ = verify(name: "badge", variants: .default)
        let result = verify(name: "badge", variants: .default)
        #expect(result.passed)
        let url = try #require(result.resultFile)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        #expect(json["schemaVersion"] as? Int == 1)
        #expect(json["schemaRevision"] as? Int == 2)
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["total"] as? Int == 2)
        #expect(summary["passed"] as? Int == 2)
        let entries = try #require(json["entries"] as? [[String: Any]])
        #expect(entries.map { $0["file"] as? String } == [
            "Tests/UITests/ButtonTests/rendersButton.badge.light.png", "Tests/UITests/ButtonTests/rendersButton.badge.dark.png",
        ])
        #expect(entries.map { $0["snapshot"] as? String } == Array(repeating: "Tests/UITests/ButtonTests/rendersButton.badge", count: 2))
        #expect(entries.map { $0["status"] as? String } == ["passed", "passed"])
        // Each entry names the test source, relative to the package root, for CI annotations.
        let source = entries.map { $0["source"] as? [String: Any] }
        #expect(source.map { $0?["file"] as? String } == Array(repeating: "Tests/UITests/ButtonTests.swift", count: 2))
        #expect(source.allSatisfy { ($0?["line"] as? Int ?? 0) > 0 })
    }

    @Test func recordsChangedEntriesWithCountsAndRelativeImages() throws {
        defer { scratch.remove() }
        _ = verify(name: "chip")
        let result = withSnapshotSettings(environment: SnapshotEnvironment()) {
            verifySnapshot(of: { _ in try Images.solid(Images.lightColour, changing: 3, to: .black) }, named: "chip",
                           variants: VariantSet([.light]), codec: .raw, filePath: testFile.path, function: "rendersButton()")
        }
        let url = try #require(result.resultFile)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let entry = try #require((json["entries"] as? [[String: Any]])?.first)
        #expect(entry["status"] as? String == "changed")
        #expect(entry["differentPixels"] as? Int == 3)
        #expect(entry["totalPixels"] as? Int == 12)
        #expect(entry["maxChannelDelta"] as? Int == 250)
        #expect(entry["sizeMismatch"] == nil, "the schema writes false as nothing")
        let images = try #require(entry["images"] as? [String: String])
        let folder = "Tests/UITests/ButtonTests/"
        #expect(images == [
            "actual": folder + "rendersButton.chip.light.actual.png", "reference": folder + "rendersButton.chip.light.reference.png",
            "diff": folder + "rendersButton.chip.light.diff.png", "strip": folder + "rendersButton.chip.light.strip.png",
        ])
        for path in images.values {
            #expect(scratch.exists(url.deletingLastPathComponent().appendingPathComponent(path)), "\(path) is relative to the results file")
        }
        let regions = try #require(entry["regions"] as? [[String: Int]])
        #expect(regions == [["x": 0, "y": 0, "width": 3, "height": 1]])
        #expect((json["summary"] as? [String: Any])?["changed"] as? Int == 1)
    }

    /// A test run's results files merge into one report folder with every image, as
    /// `penumbra report <artifacts>/*.json --out DIR` does.
    @Test func resultsMergeIntoOneReportWithTheirImages() throws {
        defer { scratch.remove() }
        _ = verify(name: "a", variants: .default)
        _ = verify(name: "b", variants: .default)
        _ = verify(name: "a", function: "other()", variants: .default)
        let changed = withSnapshotSettings(environment: SnapshotEnvironment()) {
            verifySnapshot(of: { _ in try Images.solid(.black) }, named: "a", variants: .default, codec: .raw,
                           filePath: testFile.path, function: "rendersButton()")
        }
        let root = package.appendingPathComponent(".build/penumbra-artifacts")
        let inputs = scratch.files(in: root).filter { $0.hasSuffix(".json") }.map { root.appendingPathComponent($0) }
        #expect(inputs.count == 3)
        let report = scratch.root.appendingPathComponent("report")
        let merged = try ResultsMerger(inputs: inputs, strips: true).mergedCopyingImages(into: report)
        #expect(merged.summary.total == 6)
        #expect(merged.summary.changed == 2)
        #expect(merged.summary.new == 4)
        let changedEntry = try #require(merged.entries.first { $0.file == "Tests/UITests/ButtonTests/rendersButton.a.dark.png" })
        #expect(changedEntry.status == .changed)
        #expect(changedEntry.message == SnapshotResult.describe(changed.verdicts[1].outcome, reference: changed.verdicts[1].reference))
        for path in [changedEntry.images.actual, changedEntry.images.reference, changedEntry.images.diff, changedEntry.images.strip] {
            let relative = try #require(path)
            #expect(scratch.exists(report.appendingPathComponent(relative)), "\(relative) copied into the report")
        }
    }
}
