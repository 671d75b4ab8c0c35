import ArgumentParser
import Foundation
import Penumbra
import Testing
@testable import PenumbraCLI

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
