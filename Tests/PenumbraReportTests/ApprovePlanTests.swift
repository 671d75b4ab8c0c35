import Foundation
import Testing
@testable import PenumbraReport

@Suite struct ApprovePlanTests {
    struct Folders {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-approve-\(UUID().uuidString)")
        var reference: URL { root.appendingPathComponent("ref") }
        var actual: URL { root.appendingPathComponent("act") }

        init() throws {
            try put(reference, "a/changed.png", "old")
            try put(actual, "a/changed.png", "new")
            try put(reference, "a/same.png", "same")
            try put(actual, "a/same.png", "same")
            try put(actual, "b/added.png", "added")
            try put(reference, "c/gone.png", "gone")
            try put(reference, "b/other.png", "ref-other")
            try put(actual, "b/other.png", "act-other")
        }

        func put(_ folder: URL, _ path: String, _ text: String) throws {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }

        func read(_ folder: URL, _ path: String) -> String? {
            (try? Data(contentsOf: folder.appendingPathComponent(path))).map { String(decoding: $0, as: UTF8.self) }
        }

        /// Every file under `folder` with its contents.
        func snapshot(_ folder: URL) -> [String: String] {
            var out: [String: String] = [:]
            for case let path as String in (FileManager.default.enumerator(atPath: folder.path)?.allObjects ?? []) {
                if let text = read(folder, path), !path.hasSuffix("/") { out[path] = text }
            }
            return out
        }
    }

    @Test func defaultPlanUpdatesChangedAndAddsNewOnly() throws {
        let f = try Folders()
        defer { try? FileManager.default.removeItem(at: f.root) }
        let actions = try ApprovePlan().actions(reference: f.reference, actual: f.actual)
        #expect(actions == [.init(kind: .update, file: "a/changed.png"), .init(kind: .add, file: "b/added.png"),
                            .init(kind: .update, file: "b/other.png")])
        let actualBefore = f.snapshot(f.actual)
        try ApprovePlan.apply(actions, reference: f.reference, actual: f.actual)
        #expect(f.read(f.reference, "a/changed.png") == "new")
        #expect(f.read(f.reference, "b/added.png") == "added")
        #expect(f.read(f.reference, "c/gone.png") == "gone")
        #expect(f.snapshot(f.actual) == actualBefore)
    }

    @Test func matchAndStatusLimitWhatIsTouched() throws {
        let f = try Folders()
        defer { try? FileManager.default.removeItem(at: f.root) }
        let before = f.snapshot(f.reference)
        let actions = try ApprovePlan(statuses: [.changed], match: "a/*").actions(reference: f.reference, actual: f.actual)
        #expect(actions == [.init(kind: .update, file: "a/changed.png")])
        try ApprovePlan.apply(actions, reference: f.reference, actual: f.actual)
        var expected = before
        expected["a/changed.png"] = "new"
        #expect(f.snapshot(f.reference) == expected)
    }

    @Test func deletesOnlyWithPrune() throws {
        let f = try Folders()
        defer { try? FileManager.default.removeItem(at: f.root) }
        #expect(try !ApprovePlan().actions(reference: f.reference, actual: f.actual).contains { $0.kind == .delete })
        let pruned = try ApprovePlan(statuses: [], prune: true).actions(reference: f.reference, actual: f.actual)
        #expect(pruned == [.init(kind: .delete, file: "c/gone.png")])
        try ApprovePlan.apply(pruned, reference: f.reference, actual: f.actual)
        #expect(f.read(f.reference, "c/gone.png") == nil)
        #expect(f.read(f.reference, "a/changed.png") == "old")
    }
}

/// approve-results-traversal: a results file is data; its variants and image paths never lead a
/// copy outside the reference folder, nor read a file outside the artifacts folder.
@Suite struct ApproveHostileResultsTests {
    func artifacts(variant: String, actual: String) throws -> (root: URL, artifacts: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-traversal-\(UUID().uuidString)")
        let artifacts = root.appendingPathComponent("art")
        for folder in ["art", "refs", "elsewhere"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try Data("not a png: any readable file".utf8).write(to: root.appendingPathComponent("secret.txt"))
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: artifacts.appendingPathComponent("ok.actual.png"))
        try Data("""
            {"schemaVersion":1,"schemaRevision":1,"runs":[{"referenceDirectory":"\(root.appendingPathComponent("refs").path)"}],
             "entries":[{"file":"ButtonTests/primary.x.png","snapshot":"ButtonTests/primary","variant":"\(variant)","status":"new",
                         "images":{"actual":"\(actual)"},"regions":[]}]}
            """.utf8).write(to: artifacts.appendingPathComponent("ButtonTests.json"))
        return (root, artifacts)
    }

    @Test func aVariantLeadingOutOfTheReferencesIsRefused() throws {
        let (root, artifacts) = try artifacts(variant: "x/../../elsewhere/planted", actual: "ok.actual.png")
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(throws: ReportError.unsafeName(path: artifacts.appendingPathComponent("ButtonTests.json").path,
                                               name: "primary.x/../../elsewhere/planted.png",
                                               reason: "is not one file name (the variant or snapshot holds a '/')")) {
            try ResultsApproval().copies(artifacts: artifacts)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("elsewhere").path).isEmpty)
    }

    @Test func anActualOutsideTheArtifactsOrNotAPNGIsRefused() throws {
        let (root, artifacts) = try artifacts(variant: "light", actual: "../secret.txt")
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(throws: ReportError.outsideFolder(path: root.appendingPathComponent("secret.txt").path, folder: artifacts.path)) {
            try ResultsApproval().copies(artifacts: artifacts)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("refs").path).isEmpty)
        #expect(ReportError.outsideFolder(path: "a/secret.txt", folder: "art").description
                == "a/secret.txt is outside art; only files inside it are read; nothing was written")
    }
}
