import Foundation
import Testing
@testable import PenumbraReport

@Suite struct ResultsMergerTests {
    @Test func mergesShardsAndCopiesTheirImages() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-merge-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let one = root.appendingPathComponent("shard1"), two = root.appendingPathComponent("shard2"), out = root.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: one.appendingPathComponent("images/actual"), withIntermediateDirectories: true)
        try Data("png".utf8).write(to: one.appendingPathComponent("images/actual/x.png"))
        let newEntry = SnapshotEntry(snapshot: "x", variant: nil, file: "x.png", status: .new, images: EntryImages(actual: "images/actual/x.png"))
        let lostImage = SnapshotEntry(snapshot: "y", variant: nil, file: "y.png", status: .missing, images: EntryImages(reference: "images/reference/y.png"))
        try SnapshotResults(runs: [RunInfo(generator: "t", shard: "1/2")], entries: [newEntry]).write(to: one.appendingPathComponent("results.json"))
        try SnapshotResults(runs: [RunInfo(generator: "t", shard: "2/2")], entries: [lostImage]).write(to: two.appendingPathComponent("results.json"))
        let merged = try ResultsMerger(inputs: [one, two].map { $0.appendingPathComponent("results.json") }).mergedCopyingImages(into: out)
        #expect(merged.entries.map(\.file) == ["x.png", "y.png"])
        #expect(merged.runs.map(\.shard) == ["1/2", "2/2"])
        #expect(merged.entries[0].images.actual == "images/actual/x.png")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("images/actual/x.png").path))
        // An image its shard did not have is dropped, not left dangling.
        #expect(merged.entries[1].images.reference == nil)
    }

    @Test(arguments: [true, false])
    func passedEntriesKeepTheirActualOnlyWhenAsked(passedImages: Bool) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-merge-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let one = root.appendingPathComponent("shard1"), out = root.appendingPathComponent("out")
        for kind in ["actual", "reference"] {
            try FileManager.default.createDirectory(at: one.appendingPathComponent("images/\(kind)"), withIntermediateDirectories: true)
            try Data("png".utf8).write(to: one.appendingPathComponent("images/\(kind)/p.png"))
        }
        let passed = SnapshotEntry(snapshot: "p", variant: nil, file: "p.png", status: .passed,
                                   images: EntryImages(reference: "images/reference/p.png", actual: "images/actual/p.png"))
        try SnapshotResults(runs: [RunInfo(generator: "t")], entries: [passed]).write(to: one.appendingPathComponent("results.json"))
        let merged = try ResultsMerger(inputs: [one.appendingPathComponent("results.json")], passedImages: passedImages)
            .mergedCopyingImages(into: out)
        #expect(merged.entries[0].images == EntryImages(actual: passedImages ? "images/actual/p.png" : nil))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("images/actual/p.png").path) == passedImages)
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("images/reference/p.png").path))
    }

    @Test func unreadableInputNamesTheFile() {
        let url = URL(fileURLWithPath: "/nonexistent/results.json")
        #expect(throws: ReportError.self) { try ResultsMerger(inputs: [url]).merged() }
    }
}
