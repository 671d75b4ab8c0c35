import Foundation
import PenumbraCore
@testable import PenumbraReport
import Testing

/// The session alone, without HTTP: opening a report folder, and what accept and reject refuse.
@Suite struct ReviewSessionTests {
    func diffed() throws -> (FolderFixtures, SnapshotResults) {
        let f = try FolderFixtures.standard()
        let results = try FolderDiff(options: FolderDiffOptions(reference: f.reference, actual: f.actual, reportDirectory: f.report, jobs: 2)).run()
        try ReportWriter().write(results, to: f.report)
        return (f, results)
    }

    @Test func opensAReportFolderAgainstTheFoldersGiven() throws {
        let (f, results) = try diffed()
        defer { f.remove() }
        let session = try ReviewSession.open(reportFolder: f.report, reference: f.reference, actual: f.actual)
        #expect(session.results == results)
        #expect(session.layout.referenceFolders.map(\.path) == [f.reference.standardizedFileURL.path])
        #expect(session.layout.actualFolder.path == f.actual.standardizedFileURL.path)
        #expect(session.auditLogURL.path == f.report.appendingPathComponent("review-log.jsonl").path)
        #expect(session.page().contains("Accept writes into <code>\(f.reference.standardizedFileURL.path)</code>"))
    }

    /// A report folder never chooses the folders: the ones its results name must be the given ones.
    @Test func refusesReportsNamingOtherFolders() throws {
        let (f, results) = try diffed()
        defer { f.remove() }
        let file = f.report.appendingPathComponent("results.json")
        let other = f.root.appendingPathComponent("home").path
        let cases: [(SnapshotResults, ReviewError)] = [
            (SnapshotResults(runs: [RunInfo(generator: "a", referenceDirectory: other, actualDirectory: f.actual.path)], entries: results.entries),
             .foldersDiffer(results: file.path, role: "reference", named: other, given: f.reference.path)),
            (SnapshotResults(runs: [RunInfo(generator: "a", referenceDirectory: f.reference.path, actualDirectory: f.actual.path),
                                    RunInfo(generator: "b", referenceDirectory: f.reference.path, actualDirectory: other)], entries: results.entries),
             .foldersDiffer(results: file.path, role: "actual", named: other, given: f.actual.path)),
        ]
        for (written, expected) in cases {
            try written.write(to: file)
            #expect(throws: expected) { try ReviewSession.open(reportFolder: f.report, reference: f.reference, actual: f.actual) }
        }
        #expect(cases[0].1.description == "\(file.path): its reference folder is \(other), not \(f.reference.path) as given; a report is reviewed only against the folders it compared: penumbra review REFERENCE_DIR ACTUAL_DIR --report DIR")
        // Results naming no folders are reviewed against the given ones.
        try SnapshotResults(runs: [RunInfo(generator: "test")], entries: results.entries).write(to: file)
        _ = try ReviewSession.open(reportFolder: f.report, reference: f.reference, actual: f.actual)
        #expect(throws: ReviewError.missingFolder(path: f.root.appendingPathComponent("nope").path, role: "report")) {
            try ReviewSession.open(reportFolder: f.root.appendingPathComponent("nope"), reference: f.reference, actual: f.actual)
        }
    }

    /// Every file name is checked as a folder pairing would give it, before the session starts.
    @Test(arguments: [("../outside.png", "has a '..' path component"), ("/etc/x.png", "is an absolute path"),
                      ("a//b.png", "has an empty path component"), (".bashrc", "has a hidden path component ('.bashrc'), which a folder diff never pairs"),
                      ("src/main.swift", "is not a .png file"), ("project", "is not a .png file")])
    func refusesResultsNamingFilesNoDiffCouldName(name: String, reason: String) throws {
        let (f, results) = try diffed()
        defer { f.remove() }
        var entries = results.entries
        entries[0].file = name
        #expect(throws: ReviewError.report(.unsafeName(path: f.report.appendingPathComponent("results.json").path, name: name, reason: reason))) {
            try ReviewSession(results: SnapshotResults(runs: results.runs, entries: entries), reference: f.reference, actual: f.actual, reportFolder: f.report)
        }
    }

    @Test func refusesNestedFolders() throws {
        let (f, results) = try diffed()
        defer { f.remove() }
        #expect(throws: ReviewError.report(.nestedFolders(reference: f.reference.path, actual: f.reference.appendingPathComponent("Buttons").path))) {
            try ReviewSession(results: results, reference: f.reference, actual: f.reference.appendingPathComponent("Buttons"), reportFolder: f.report)
        }
    }

    @Test func neverWritesThroughASymbolicLinkLeadingOutOfTheReferences() throws {
        let (f, results) = try diffed()
        defer { f.remove() }
        // The reference's folder is replaced by a link to a folder outside the references.
        let outside = f.root.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.removeItem(at: f.reference.appendingPathComponent("Buttons"))
        try FileManager.default.createSymbolicLink(at: f.reference.appendingPathComponent("Buttons"), withDestinationURL: outside)
        let session = try ReviewSession(results: results, reference: f.reference, actual: f.actual, reportFolder: f.report)
        let outcome = session.accept(["Buttons/primary.dark.png"])
        #expect(outcome.accepted.isEmpty)
        #expect(outcome.failed.map(\.message) == ["\(f.reference.path)/Buttons/primary.dark.png leads outside \(f.reference.path) through a symbolic link; nothing was approved"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
        #expect(session.counts == (0, 0))
    }

    @Test func neverReadsAnActualThroughASymbolicLinkLeadingOutOfTheActuals() throws {
        let (f, results) = try diffed()
        defer { f.remove() }
        let secret = f.root.appendingPathComponent("secret.png")
        try AtomicFile.write(Data("secret".utf8), to: secret)
        let actual = f.actual.appendingPathComponent("New/deep/badge@dark.png")
        try FileManager.default.removeItem(at: actual)
        try FileManager.default.createSymbolicLink(at: actual, withDestinationURL: secret)
        let session = try ReviewSession(results: results, reference: f.reference, actual: f.actual, reportFolder: f.report)
        let outcome = session.accept(["New/deep/badge@dark.png"])
        #expect(outcome.failed.map(\.message) == ["\(f.actual.path)/New/deep/badge@dark.png is not a regular file (a folder or a symbolic link); it is left alone and nothing was written"])
        #expect(!FileManager.default.fileExists(atPath: f.reference.appendingPathComponent("New/deep/badge@dark.png").path))
    }

    @Test func decisionsAreRememberedAndAcceptIsFinal() throws {
        let (f, results) = try diffed()
        defer { f.remove() }
        let lines = LockedLines()
        let session = try ReviewSession(results: results, reference: f.reference, actual: f.actual, reportFolder: f.report,
                                        announce: { lines.append($0) })
        #expect(session.reject(["Lists/row-dark.png"]).rejected == ["Lists/row-dark.png"])
        // A rejected file may still be accepted; an accepted one cannot be rejected (its reference is gone).
        #expect(session.accept(["Lists/row-dark.png"]).accepted == ["Lists/row-dark.png"])
        #expect(session.reject(["Lists/row-dark.png"]).failed.map(\.message)
                == ["Lists/row-dark.png was already accepted and its reference replaced; undo the accept first"])
        // Accepting again is not a second decision.
        #expect(session.accept(["Lists/row-dark.png"]).accepted == ["Lists/row-dark.png"])
        #expect(session.reject(["Buttons/primary.light.png"]).failed.map(\.message) == ["Buttons/primary.light.png passed: nothing to reject"])
        #expect(session.decisions() == ReviewSession.Decisions(accepted: ["Lists/row-dark.png"], rejected: []))
        #expect(lines.lines == ["rejected Lists/row-dark.png", "accepted \(f.reference.path)/Lists/row-dark.png"])
        let log = String(decoding: try Data(contentsOf: session.auditLogURL), as: UTF8.self)
        #expect(log.split(separator: "\n").count == 2)
    }

    @Test func tokensAreRandomAndComparedWhole() {
        let a = ReviewToken(), b = ReviewToken()
        #expect(a != b)
        #expect(a.text.count == 32 && a.text.allSatisfy { "0123456789abcdef".contains($0) })
        #expect(a.matches(a.text))
        #expect(!a.matches(nil) && !a.matches("") && !a.matches(String(a.text.dropLast())) && !a.matches(a.text + "0"))
        #expect(!a.matches(String(a.text.dropLast()) + (a.text.last == "0" ? "1" : "0")))
    }
}

/// Lines announced from the session, collected for a test.
final class LockedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    func append(_ line: String) { lock.lock(); stored.append(line); lock.unlock() }
    var lines: [String] { lock.lock(); defer { lock.unlock() }; return stored }
}

/// Request parsing: the pieces that decide what is served.
@Suite struct ReviewHTTPTests {
    @Test(arguments: [
        ("/images/actual/a.png", ["images", "actual", "a.png"]),
        ("/a%20b/c%25d.png", ["a b", "c%d.png"]),
        ("/%C3%A9.png", ["é.png"]),
    ])
    func decodesEachSegmentOnce(path: String, expected: [String]) throws {
        #expect(try HTTPRequest.segments(path) == expected)
    }

    @Test(arguments: ["/..", "/a/../b", "/%2e%2e/b", "/a/%2E", "/a%2Fb", "/a//b", "/a/", "/a%00b"])
    func refusesSegmentsThatLeaveTheFolder(path: String) {
        #expect(throws: HTTPRequest.PathError.outside) { try HTTPRequest.segments(path) }
    }

    @Test func refusesBadPercentEncoding() {
        #expect(throws: HTTPRequest.PathError.badEncoding) { try HTTPRequest.segments("/a%zz") }
        #expect(throws: HTTPRequest.PathError.badEncoding) { try HTTPRequest.segments("/a%ff") }
    }

    @Test func parsesTheHeadQueryAndCookies() throws {
        let head = "POST /api/accept?token=ab%2Bc&x=1&token=second HTTP/1.1\r\nHost: 127.0.0.1:80\r\nContent-Length: 12\r\nCookie: a=1; penumbra-review-80=tok\r\nX-A: 1\r\nx-a: 2"
        let request = try HTTPRequest.parseHead(Data(head.utf8))
        #expect(request.method == "POST")
        #expect(request.path == "/api/accept")
        #expect(request.query == ["token": "ab+c", "x": "1"])
        #expect(request.headers["x-a"] == "1, 2")
        #expect(request.cookie("penumbra-review-80") == "tok")
        #expect(try request.declaredBodyLength(limit: 100) == 12)
        #expect(throws: HTTPRequest.ParseError.bodyTooLarge) { try request.declaredBodyLength(limit: 11) }
        #expect(throws: HTTPRequest.ParseError.malformed("the request line is not METHOD /PATH HTTP/1.1")) {
            try HTTPRequest.parseHead(Data("GET http://x/ HTTP/1.1".utf8))
        }
    }
}
