import ArgumentParser
import Foundation
import Penumbra
import Testing
@testable import PenumbraCLI
import PenumbraTesting

@Suite struct ApproveCommandTests {
    func contents(_ folder: URL) -> [String: Data] {
        var out: [String: Data] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: folder.path)?.allObjects ?? [] {
            if let data = try? Data(contentsOf: folder.appendingPathComponent(path)) { out[path] = data }
        }
        return out
    }

    func folders() throws -> CLIFolders {
        let f = try CLIFolders.passing()
        try f.png(f.actual, "a.dark.png", RGBA8(90, 20, 20))
        try f.png(f.actual, "new.light.png", RGBA8(1, 2, 3))
        try f.png(f.reference, "gone.light.png", RGBA8(4, 5, 6))
        return f
    }

    @Test func dryRunChangesNothing() throws {
        let f = try folders()
        defer { f.remove() }
        let before = contents(f.reference)
        #expect(exitStatus(ApproveCommand.self, [f.reference.path, f.actual.path, "--dry-run", "--prune"]) == 0)
        #expect(contents(f.reference) == before)
    }

    @Test func approvesOnlyWhatWasAsked() throws {
        let f = try folders()
        defer { f.remove() }
        let before = contents(f.reference)
        let actualBefore = contents(f.actual)
        #expect(exitStatus(ApproveCommand.self, [f.reference.path, f.actual.path, "--status", "new"]) == 0)
        var expected = before
        expected["new.light.png"] = actualBefore["new.light.png"]
        #expect(contents(f.reference) == expected)
        #expect(contents(f.actual) == actualBefore)
    }

    @Test func pruneDeletesMissingReferences() throws {
        let f = try folders()
        defer { f.remove() }
        #expect(exitStatus(ApproveCommand.self, [f.reference.path, f.actual.path, "--prune"]) == 0)
        #expect(contents(f.reference) == contents(f.actual))
    }

    @Test func rejectsUnknownStatus() throws {
        let f = try folders()
        defer { f.remove() }
        #expect(exitStatus(ApproveCommand.self, [f.reference.path, f.actual.path, "--status", "passed"]) == 2)
    }
}

/// `penumbra approve --results`: the assertions' artifacts approved to where the assertions read
/// their references, actual images only.
@Suite struct ApproveResultsTests {
    /// A reference folder with `flow.button.light.png` (grey) and the artifacts of a run where
    /// light changed to red and dark had no reference (not recorded, as on CI).
    func run() throws -> (root: URL, references: URL, artifacts: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-approve-\(UUID().uuidString)")
        let references = root.appendingPathComponent("Tests/__Snapshots__/FlowTests"), artifacts = root.appendingPathComponent("artifacts")
        try FileManager.default.createDirectory(at: references, withIntermediateDirectories: true)
        try AtomicFile.write(try PNGEncoder.encode(try RGBAImage(width: 4, height: 4, fill: RGBA8(128, 128, 128))),
                             to: references.appendingPathComponent("flow.button.light.png"))
        let result = withSnapshotSettings(record: .never, snapshotDirectory: references, artifactsDirectory: artifacts) {
            verifySnapshot(of: { variant in try RGBAImage(width: 4, height: 4, fill: variant == .light ? RGBA8(255, 0, 0) : RGBA8(0, 0, 255)) },
                           named: "button", filePath: root.appendingPathComponent("Tests/FlowTests.swift").path, function: "flow()")
        }
        #expect(result.verdicts.count == 2 && !result.passed)
        return (root, references, artifacts)
    }

    func pixel(_ url: URL) throws -> RGBA8 { try PNGDecoder.decodeImage(contentsOf: url)[0, 0] }

    @Test func copiesEachActualToItsReferencePathAndNothingElse() throws {
        let (root, references, artifacts) = try run()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(exitStatus(ApproveCommand.self, ["--results", artifacts.path]) == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: references.path).sorted() == ["flow.button.dark.png", "flow.button.light.png"])
        #expect(try pixel(references.appendingPathComponent("flow.button.light.png")) == RGBA8(255, 0, 0))
        #expect(try pixel(references.appendingPathComponent("flow.button.dark.png")) == RGBA8(0, 0, 255))
    }

    @Test func statusAndMatchSelectAndDryRunWritesNothing() throws {
        let (root, references, artifacts) = try run()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(exitStatus(ApproveCommand.self, ["--results", artifacts.path, "--dry-run"]) == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: references.path) == ["flow.button.light.png"])
        #expect(exitStatus(ApproveCommand.self, ["--results", artifacts.path, "--status", "changed"]) == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: references.path) == ["flow.button.light.png"])
        #expect(try pixel(references.appendingPathComponent("flow.button.light.png")) == RGBA8(255, 0, 0))
    }

    @Test func theArtifactsFolderAsAnActualFolderIsRefusedPointingAtResults() throws {
        let (root, references, artifacts) = try run()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(throws: (any Error).self) { try ApproveCommand.parse([references.path, artifacts.path]) }
        #expect(exitStatus(ApproveCommand.self, [references.path, artifacts.path]) == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: references.path) == ["flow.button.light.png"])
    }
}
