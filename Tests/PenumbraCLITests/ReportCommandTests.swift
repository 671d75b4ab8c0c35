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
