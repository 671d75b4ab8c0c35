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
