import Foundation
import PenumbraCore
import PenumbraPNG
@testable import PenumbraReport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The reproducers of `hostile/2026-11-27` about review, replayed in-process: each ends with
/// nothing written or deleted outside the references, and nothing the reviewer did not see.
@Suite struct ReviewHostileTests {
    /// Every regular file under `folder` with its bytes (links and folders by kind).
    static func snapshot(_ folder: URL) -> [String: Data] {
        var out: [String: Data] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: folder.path)?.allObjects ?? [] {
            out[path] = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) ?? Data("<folder or link>".utf8)
        }
        return out
    }

    /// review-report-overwrite: a report folder whose results name `home` as the reference
    /// folder, `.bashrc`, `src/main.swift` and `project` as files, with a linked audit log.
    @Test func aHostileReportFolderCanNeitherChooseFoldersNorNameFilesNorRedirectTheLog() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-hostile-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let home = root.appendingPathComponent("home"), evil = root.appendingPathComponent("evil")
        let report = evil.appendingPathComponent("report"), act = evil.appendingPathComponent("act")
        let refs = root.appendingPathComponent("refs"), mine = root.appendingPathComponent("act")
        for folder in [home.appendingPathComponent("src"), home.appendingPathComponent("project/Sources"), act, report, refs, mine] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try Data("# shell start-up\n".utf8).write(to: home.appendingPathComponent(".bashrc"))
        try Data("precious\n".utf8).write(to: home.appendingPathComponent("src/main.swift"))
        try Data("code\n".utf8).write(to: home.appendingPathComponent("project/Sources/App.swift"))
        try Data("echo ATTACKER\n".utf8).write(to: act.appendingPathComponent(".bashrc"))
        try Data("user log\n".utf8).write(to: root.appendingPathComponent("outside-log"))
        try FileManager.default.createSymbolicLink(atPath: report.appendingPathComponent("review-log.jsonl").path, withDestinationPath: "../../outside-log")
        let results = report.appendingPathComponent("results.json")
        func write(_ entries: String, reference: String = home.path, actual: String = act.path) throws {
            try Data("""
                {"schemaVersion":1,"schemaRevision":1,"runs":[{"referenceDirectory":"\(reference)","actualDirectory":"\(actual)"}],
                 "entries":[\(entries)]}
                """.utf8).write(to: results)
        }
        let before = Self.snapshot(root)
        let hostile = """
            {"file":".bashrc","snapshot":"Buttons/primary","variant":"light","status":"changed","images":{},"regions":[]},
            {"file":"src/main.swift","snapshot":"Buttons/old","variant":"light","status":"missing","images":{"reference":"javascript:alert(1)"},"regions":[]},
            {"file":"project","snapshot":"Buttons/legacy","variant":"dark","status":"missing","images":{},"regions":[]}
            """
        try write(hostile)
        // The reviewer's own folders: the report's are refused.
        #expect(throws: ReviewError.foldersDiffer(results: results.path, role: "reference", named: home.path, given: refs.path)) {
            try ReviewSession.open(reportFolder: report, reference: refs, actual: mine)
        }
        // Even given the report's own folders, its names are refused before anything is served.
        try write(#"{"file":".bashrc","snapshot":"Buttons/primary","variant":"light","status":"changed","images":{},"regions":[]}"#)
        #expect(throws: ReviewError.report(.unsafeName(path: results.path, name: ".bashrc",
                                                          reason: "has a hidden path component ('.bashrc'), which a folder diff never pairs"))) {
            try ReviewSession.open(reportFolder: report, reference: home, actual: act)
        }
        try write(#"{"file":"project","snapshot":"Buttons/legacy","variant":"dark","status":"missing","images":{},"regions":[]}"#)
        #expect(throws: ReviewError.report(.unsafeName(path: results.path, name: "project", reason: "is not a .png file"))) {
            try ReviewSession.open(reportFolder: report, reference: home, actual: act)
        }
        // Valid names: the linked log is refused, so nothing is appended to where it points.
        try write(#"{"file":"x.png","snapshot":"x","status":"missing","images":{},"regions":[]}"#, reference: refs.path, actual: mine.path)
        #expect(throws: ReviewError.auditLog(path: report.appendingPathComponent("review-log.jsonl").path, reason: "it is a symbolic link; remove it")) {
            try ReviewSession.open(reportFolder: report, reference: refs, actual: mine)
        }
        var after = Self.snapshot(root)
        after["evil/report/results.json"] = before["evil/report/results.json"]
        #expect(after == before)
    }

    /// A `missing` entry naming a folder inside the references: never deleted.
    @Test func aMissingAcceptNeverDeletesAFolder() throws {
        let f = try FolderFixtures.standard()
        defer { f.remove() }
        try FileManager.default.createDirectory(at: f.reference.appendingPathComponent("dir.png/inner"), withIntermediateDirectories: true)
        let entry = SnapshotEntry(snapshot: "dir", variant: nil, file: "dir.png", status: .missing)
        let session = try ReviewSession(results: SnapshotResults(runs: [], entries: [entry]), reference: f.reference, actual: f.actual,
                                        reportFolder: try Self.folder(f.report))
        let outcome = session.accept(["dir.png"])
        #expect(outcome.failed.map(\.message) == ["\(f.reference.path)/dir.png is not a regular file (a folder or a symbolic link); it is left alone and nothing was written"])
        #expect(FileManager.default.fileExists(atPath: f.reference.appendingPathComponent("dir.png/inner").path))
    }

    static func folder(_ url: URL) throws -> URL {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func diffed() throws -> (FolderFixtures, SnapshotResults) {
        let f = try FolderFixtures.standard()
        let results = try FolderDiff(options: FolderDiffOptions(reference: f.reference, actual: f.actual, reportDirectory: f.report, jobs: 2)).run()
        try ReportWriter().write(results, to: f.report)
        return (f, results)
    }

    /// review-accepts-unreviewed-bytes: the actual changed after the report was made, and a
    /// missing actual came back: neither accept touches the references.
    @Test func acceptRefusesFilesThatChangedSinceTheReport() throws {
        let (f, results) = try diffed()
        defer { f.remove() }
        let session = try ReviewSession(results: results, reference: f.reference, actual: f.actual, reportFolder: f.report)
        let references = ReviewServerTestsContents.of(f.reference)
        try f.write(f.actual, "Buttons/primary.dark.png", try FolderFixtures.image(300, 300))
        try f.write(f.actual, "Old/gone.light.png", try FolderFixtures.image(9, 9))
        try f.write(f.reference, "New/deep/badge@dark.png", try FolderFixtures.image(5, 5))
        let expectedReferences = ReviewServerTestsContents.of(f.reference)
        let outcome = session.accept(["Buttons/primary.dark.png", "Old/gone.light.png", "New/deep/badge@dark.png"])
        let again = "run the diff again and review what it shows; nothing was accepted"
        #expect(outcome.accepted.isEmpty)
        #expect(outcome.failed.map(\.message) == [
            "Buttons/primary.dark.png: the actual is not the one the report showed (it changed since); \(again)",
            "Old/gone.light.png: its actual is back since the report was made; \(again)",
            "New/deep/badge@dark.png: the reference is not the one the report showed (it changed since); \(again)",
        ])
        #expect(ReviewServerTestsContents.of(f.reference) == expectedReferences)
        #expect(references.count == expectedReferences.count - 1)
        // A reference changed since: a missing accept does not delete it either.
        try FileManager.default.removeItem(at: f.actual.appendingPathComponent("Old/gone.light.png"))
        try f.write(f.reference, "Old/gone.light.png", try FolderFixtures.image(7, 7))
        #expect(session.accept(["Old/gone.light.png"]).failed.map(\.message)
                == ["Old/gone.light.png: the reference is not the one the report showed (it changed since); \(again)"])
        #expect(FileManager.default.fileExists(atPath: f.reference.appendingPathComponent("Old/gone.light.png").path))
    }

    /// The report's own copy is what was shown: an actual that differs from it is refused even
    /// when the actual did not change while the session ran.
    @Test func acceptChecksTheActualAgainstTheReportsCopy() throws {
        let (f, results) = try diffed()
        defer { f.remove() }
        try f.write(f.report, "images/actual/Buttons/primary.dark.png", try FolderFixtures.image(3, 3))
        let session = try ReviewSession(results: results, reference: f.reference, actual: f.actual, reportFolder: f.report)
        #expect(session.accept(["Buttons/primary.dark.png"]).accepted.isEmpty)
        #expect(try Data(contentsOf: f.reference.appendingPathComponent("Buttons/primary.dark.png"))
                != Data(contentsOf: f.actual.appendingPathComponent("Buttons/primary.dark.png")))
    }

    /// review-audit-log-full: a log that cannot be written fails the decision, and the
    /// reference stays as it was (the log writes to /dev/full: every write fails with ENOSPC).
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full (Linux)"))
    func aLogThatCannotBeWrittenFailsTheDecisionAndLeavesTheReference() throws {
        let (f, results) = try diffed()
        defer { f.remove() }
        let session = try ReviewSession(results: results, reference: f.reference, actual: f.actual, reportFolder: f.report)
        let full = open("/dev/full", O_WRONLY)
        try #require(full >= 0)
        session.log = ReviewAuditLog(url: URL(fileURLWithPath: "/dev/full"), descriptor: full)
        let before = ReviewServerTestsContents.of(f.reference)
        for _ in 0..<2 {
            let outcome = session.accept(["Buttons/primary.dark.png", "Old/gone.light.png"])
            #expect(outcome.accepted.isEmpty && outcome.failed.count == 2)
            #expect(outcome.failed.allSatisfy { $0.message.hasPrefix("not accepted: /dev/full: cannot write the audit log: ") && $0.message.hasSuffix("; the reference is as it was") })
        }
        #expect(session.reject(["Lists/row-dark.png"]).rejected.isEmpty)
        #expect(ReviewServerTestsContents.of(f.reference) == before)
        #expect(session.decisions() == ReviewSession.Decisions(accepted: [], rejected: []))
    }
}

extension ReviewHostileTests {
    /// A review killed mid-write leaves hidden temporaries in the references (and its journal):
    /// the next session removes them, and nothing else.
    @Test func theNextSessionRemovesAKilledSessionsTemporaries() throws {
        let (f, results) = try diffed()
        defer { f.remove() }
        let temporary = f.reference.appendingPathComponent("Buttons/.primary.dark.png.\(UUID().uuidString).tmp")
        let journalTemporary = f.reference.appendingPathComponent(".penumbra-journal/s/.000001.png.\(UUID().uuidString).tmp")
        let other = f.reference.appendingPathComponent("Buttons/.keep.tmp")
        for url in [temporary, journalTemporary, other] { try AtomicFile.write(Data([1]), to: url) }
        let lines = LockedLines()
        _ = try ReviewSession(results: results, reference: f.reference, actual: f.actual, reportFolder: f.report, announce: { lines.append($0) })
        #expect(!FileManager.default.fileExists(atPath: temporary.path) && !FileManager.default.fileExists(atPath: journalTemporary.path))
        #expect(FileManager.default.fileExists(atPath: other.path))
        #expect(lines.lines.count == 2 && lines.lines.allSatisfy { $0.hasPrefix("removed a stale temporary file ") })
    }

    /// Undo restores the previous bytes; a reference changed since the accept is left alone.
    @Test func undoRestoresOnlyWhatTheAcceptLeft() throws {
        let (f, results) = try diffed()
        defer { f.remove() }
        let before = ReviewServerTestsContents.of(f.reference)
        let session = try ReviewSession(results: results, reference: f.reference, actual: f.actual, reportFolder: f.report)
        #expect(session.accept(["Buttons/primary.dark.png", "Old/gone.light.png", "New/deep/badge@dark.png"]).accepted.count == 3)
        #expect(session.undo(["Buttons/primary.dark.png", "Old/gone.light.png", "New/deep/badge@dark.png"]).undone.count == 3)
        #expect(ReviewServerTestsContents.of(f.reference) == before)
        #expect(session.decisions() == ReviewSession.Decisions(accepted: [], rejected: []))
        #expect(session.accept(["Lists/row-dark.png"]).accepted == ["Lists/row-dark.png"])
        try f.write(f.reference, "Lists/row-dark.png", try FolderFixtures.image(2, 2))
        let outcome = session.undo(["Lists/row-dark.png", "Buttons/primary.dark.png"])
        #expect(outcome.undone.isEmpty)
        #expect(outcome.failed.map(\.message).first?.hasPrefix("not undone: cannot write \(f.reference.path)/Lists/row-dark.png: changed since it was accepted; left as it is") == true)
        #expect(outcome.failed.map(\.message).last == "Buttons/primary.dark.png was not accepted in this session; nothing to undo")
    }
}

/// The files of a folder without the undo journal.
enum ReviewServerTestsContents {
    static func of(_ folder: URL) -> [String: Data] { ServedReview.contents(folder) }
}
