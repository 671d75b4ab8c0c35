import ArgumentParser
import Foundation
import Penumbra
import Testing
@testable import PenumbraCLI

@Suite struct ReportCommandTests {
    @Test func mergesShardResultsIntoOneReport() throws {
        let f = try CLIFolders.passing()
        defer { f.remove() }
        try f.png(f.actual, "a.dark.png", RGBA8(90, 20, 20))
        for i in 1...2 {
            let status = exitStatus(DiffCommand.self, [f.reference.path, f.actual.path, "--quiet", "--shard", "\(i)/2",
                                                       "--out", f.root.appendingPathComponent("shard\(i)").path])
            #expect(status == 0 || status == 1)
        }
        let inputs = (1...2).map { f.root.appendingPathComponent("shard\($0)/results.json").path }
        #expect(exitStatus(ReportCommand.self, inputs + ["--out", f.out.path, "--quiet"]) == 1)
        let merged = try SnapshotResults.read(from: f.out.appendingPathComponent("results.json"))
        #expect(merged.entries.map(\.file) == ["a.light.png", "a.dark.png"])
        #expect(merged.runs.count == 2)
        #expect(FileManager.default.fileExists(atPath: f.out.appendingPathComponent("images/diff/a.dark.png").path))
        #expect(FileManager.default.fileExists(atPath: f.out.appendingPathComponent("report.html").path))
    }

    @Test(arguments: [true, false])
    func passedImagesFlagKeepsPassedImagesInTheMerge(flag: Bool) throws {
        let f = try CLIFolders.passing()
        defer { f.remove() }
        let shard = f.root.appendingPathComponent("shard")
        #expect(exitStatus(DiffCommand.self, [f.reference.path, f.actual.path, "--quiet", "--passed-images", "--out", shard.path]) == 0)
        let input = shard.appendingPathComponent("results.json").path
        #expect(exitStatus(ReportCommand.self, [input, "--out", f.out.path, "--quiet"] + (flag ? ["--passed-images"] : [])) == 0)
        let merged = try SnapshotResults.read(from: f.out.appendingPathComponent("results.json"))
        #expect(merged.entries.map(\.images.actual) == (flag ? ["images/actual/a.light.png", "images/actual/a.dark.png"] : [nil, nil]))
        #expect(FileManager.default.fileExists(atPath: f.out.appendingPathComponent("images/actual/a.light.png").path) == flag)
    }

    @Test func exitsTwoOnUnknownSchemaVersion() throws {
        let f = CLIFolders()
        defer { f.remove() }
        try FileManager.default.createDirectory(at: f.root, withIntermediateDirectories: true)
        let file = f.root.appendingPathComponent("results.json")
        try Data(#"{"schemaVersion": 9, "entries": []}"#.utf8).write(to: file)
        #expect(exitStatus(ReportCommand.self, [file.path, "--out", f.out.path, "--quiet"]) == 2)
    }

    @Test func needsAtLeastOneInput() {
        #expect(exitStatus(ReportCommand.self, ["--out", "/tmp/x"]) == 2)
    }
}

/// Results of tests deleted or renamed since an earlier run stay in the artifacts folder; a
/// marker touched before the run leaves them out.
@Suite struct ReportSinceTests {
    func results(_ folder: URL, _ name: String, status: SnapshotStatus) throws {
        let entry = SnapshotEntry(snapshot: name, variant: "light", file: "\(name).light.png", status: status)
        try SnapshotResultsV1(runs: [RunInfo(generator: "test")], entries: [entry]).write(to: folder.appendingPathComponent("\(name).json"))
    }

    @Test func aFolderStandsForItsResultsAndSinceLeavesOutOlderOnes() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-since-\(UUID().uuidString)")
        let artifacts = root.appendingPathComponent("artifacts"), out = root.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        // A renamed test's results from an earlier run: an error.
        try results(artifacts, "old", status: .error)
        let marker = root.appendingPathComponent("run-start")
        try Data().write(to: marker)
        let past = Date(timeIntervalSinceNow: -60)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: artifacts.appendingPathComponent("old.json").path)
        try results(artifacts, "new", status: .passed)
        // Without --since the stale error fails the report; with it the run is green.
        #expect(exitStatus(ReportCommand.self, [artifacts.path, "--out", out.path, "--quiet"]) == 1)
        #expect(exitStatus(ReportCommand.self, [artifacts.path, "--since", marker.path, "--out", out.path, "--quiet"]) == 0)
        let merged = try SnapshotResultsV1.read(from: out.appendingPathComponent("results.json"))
        #expect(merged.entries.map(\.snapshot) == ["new"])
        #expect(exitStatus(ReportCommand.self, [artifacts.path, "--since", root.appendingPathComponent("nope").path, "--out", out.path]) == 2)
    }
}
