import Foundation
import PenumbraCore

/// The state of one `penumbra review`: the results being reviewed, where their references and
/// actual images are (``ReviewLayout``: two folders, or the assertions' artifacts and the
/// reference folders beside the tests), and the decisions made so far. The HTTP server (``ReviewServer``) only parses requests and
/// calls this; everything a decision does to the disk happens here.
///
/// A results file may come from anywhere (a CI artifact, a colleague, a pull request), so it is
/// data, never instructions: the two folders are the ones given on the command line (folders the
/// results name must be the same, or the session is refused; the assertions' reference folders
/// must be inside the package reviewed), every file name must be one a
/// folder diff could give (``SnapshotPairing/problem(withFile:)``), and every read, write and
/// delete goes through ``ConfinedFiles``: one `.png` regular file inside its folder, never a
/// folder, never through a link that leads out.
///
/// What the reviewer saw is what is accepted: when the session is made it records the digest of
/// each image the report shows (the report's copy under `images/`, else the file itself), and an
/// accept goes ahead only if the actual and the reference are still those bytes:
/// - `changed`: the actual replaces the reference;
/// - `new`: the actual is copied in as the reference (refused if a reference appeared since);
/// - `missing`: the reference is deleted, only if it is still the one shown and the actual is
///   still missing. `approve` deletes only with `--prune`; here the reviewer asked for this one
///   file, having seen that its actual is gone, so the request itself is the `--prune`.
/// `passed` files have nothing to accept and `error` files (one side unreadable) must not be
/// accepted: both come back as failed with the reason. Rejecting records the decision only.
///
/// Each accept first keeps the reference's previous bytes in the ``ReviewJournal``, then appends
/// its line to the audit log (`review-log.jsonl`, flushed to the disk), and only then touches
/// the reference: a journal or a log that cannot be written fails the decision and leaves the
/// reference as it was. ``undo(_:)`` puts journalled references back.
///
/// `results.json` is left as the diff wrote it: a decision is not a comparison result.
/// Decisions live in this session's memory (``decisions()``, served as `api/decisions` so a
/// reloaded page can mark them again), in the audit log and in the journal.
package final class ReviewSession: @unchecked Sendable {
    /// What a reviewer decided for one file.
    package enum Decision: String, Codable, Hashable, Sendable {
        /// The actual became the reference.
        case accept
        /// The change was looked at and not accepted; nothing on disk was touched.
        case reject
    }

    /// What one accept, reject or undo request did, file by file: the body of the API's response.
    package struct Outcome: Codable, Hashable, Sendable {
        /// One file that could not be accepted, rejected or undone, with why.
        package struct Failure: Codable, Hashable, Sendable {
            /// The file as requested.
            package var file: String
            /// What is wrong, in words.
            package var message: String
        }
        /// Files accepted (including ones accepted earlier in the session).
        package var accepted: [String] = []
        /// Files rejected.
        package var rejected: [String] = []
        /// Files whose accept was undone (their reference restored).
        package var undone: [String] = []
        /// Files none of these, with the reason.
        package var failed: [Failure] = []
    }

    /// The decisions of the session so far, by file: the body of `GET api/decisions`.
    package struct Decisions: Codable, Hashable, Sendable {
        /// Files accepted, sorted.
        package var accepted: [String]
        /// Files rejected (and not accepted since), sorted.
        package var rejected: [String]
    }

    /// The digests of the images the report showed for one file (nil: no such image).
    struct Shown: Sendable {
        var reference: ContentDigest?
        var actual: ContentDigest?
    }

    /// The results reviewed, as the diff (or the assertions) wrote them.
    package let results: SnapshotResults
    /// Where each file's reference and actual are; decisions write only to its reference folders.
    package let layout: ReviewLayout
    /// The report folder: served, and where the audit log is written.
    package let reportFolder: URL
    /// The secret every write must carry (in the `X-Penumbra-Token` header, or the query).
    package let token: ReviewToken
    /// A second secret that only reads: the page's cookie carries it, never the write token.
    package let readToken: ReviewToken
    /// Whether new snapshots count as failures in the page's verdict.
    package let failOnNew: Bool
    /// The name this session's journal folders share in every reference folder it writes to.
    package let journalSession: String

    /// The name of the audit log in the report folder.
    package static let auditLogName = "review-log.jsonl"

    let entries: [String: SnapshotEntry]
    let shown: [String: Shown]
    /// The audit log (replaceable by tests, to make it fail).
    var log: ReviewAuditLog
    let announce: @Sendable (String) -> Void
    let lock = MutexLock()
    var made: [String: Decision] = [:]
    var journalled: [String: (journal: ReviewJournal, number: Int, entry: ReviewJournal.Entry)] = [:]
    var journals: [URL: ReviewJournal] = [:]

    /// A session over two folders (`penumbra review REFERENCE_DIR ACTUAL_DIR`), checked as the
    /// report's results name them.
    /// - Throws: ``ReviewError`` when a folder is missing, the reference and actual folders are
    ///   nested, the results name other folders, or as ``init(results:layout:reportFolder:token:failOnNew:announce:)``.
    package convenience init(results: SnapshotResults, reference: URL, actual: URL, reportFolder: URL,
                             token: ReviewToken = ReviewToken(), failOnNew: Bool = false,
                             announce: @escaping @Sendable (String) -> Void = { _ in }) throws(ReviewError) {
        for (url, role) in [(reference, "reference"), (actual, "actual")] {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw .missingFolder(path: url.path, role: role)
            }
        }
        do { try ApprovePlan.checkSeparate(reference: reference, actual: actual) } catch { throw .report(error) }
        let resultsPath = reportFolder.appendingPathComponent(ReportWriter.FileName.results).path
        try Self.checkFolders(results, reference: reference, actual: actual, resultsPath: resultsPath)
        try self.init(results: results, layout: .folders(reference: reference, actual: actual), reportFolder: reportFolder,
                      token: token, failOnNew: failOnNew, announce: announce)
    }

    /// Creates a session and opens its audit log.
    /// - Parameters:
    ///   - layout: where each file's reference and actual are (checked when it was made).
    ///   - announce: called with `accepted <reference path>` or `rejected <file>` for every
    ///     decision carried out, as `approve` prints each replacement (the CLI prints them).
    /// - Throws: ``ReviewError`` when the report folder is missing, the results name a file no
    ///   folder diff could give or one the layout does not place, or the audit log cannot be opened.
    package init(results: SnapshotResults, layout: ReviewLayout, reportFolder: URL,
                 token: ReviewToken = ReviewToken(), failOnNew: Bool = false,
                 announce: @escaping @Sendable (String) -> Void = { _ in }) throws(ReviewError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: reportFolder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .missingFolder(path: reportFolder.path, role: "report")
        }
        let resultsPath = reportFolder.appendingPathComponent(ReportWriter.FileName.results).path
        var entries: [String: SnapshotEntry] = [:]
        for entry in results.entries {
            if let reason = SnapshotPairing.problem(withFile: entry.file) {
                throw .report(.unsafeName(path: resultsPath, name: entry.file, reason: reason))
            }
            guard layout.sides(of: entry.file) != nil else {
                throw .report(.unsafeName(path: resultsPath, name: entry.file, reason: "is in no results file reviewed"))
            }
            entries[entry.file] = entry
        }
        self.results = results
        self.layout = layout
        self.reportFolder = reportFolder.standardizedFileURL
        self.token = token
        readToken = ReviewToken()
        self.failOnNew = failOnNew
        self.announce = announce
        self.entries = entries
        log = try ReviewAuditLog(url: reportFolder.appendingPathComponent(Self.auditLogName))
        // A review killed mid-write leaves its temporaries: removed before anything is shown.
        for folder in layout.referenceFolders {
            for path in AtomicFile.removeStaleTemporaries(in: folder) + ReviewJournal.removeStaleTemporaries(reference: folder) {
                announce("removed a stale temporary file \(path)")
            }
        }
        journalSession = ReviewJournal.newSessionName()
        shown = Self.shownDigests(results.entries, layout: layout, report: self.reportFolder)
    }

    /// A session over an existing report folder and the two folders it compared. The folders the
    /// results name, if any, must be these two (symbolic links resolved); relative ones are taken
    /// from the current directory, as `penumbra diff` was given them.
    /// - Throws: ``ReviewError/foldersDiffer(results:role:named:given:)`` when the results name
    ///   other folders; ``ReviewError`` for an unreadable results file or a missing folder.
    package static func open(reportFolder: URL, reference: URL, actual: URL, token: ReviewToken = ReviewToken(), failOnNew: Bool = false,
                             announce: @escaping @Sendable (String) -> Void = { _ in }) throws(ReviewError) -> ReviewSession {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: reportFolder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .missingFolder(path: reportFolder.path, role: "report")
        }
        let file = reportFolder.appendingPathComponent(ReportWriter.FileName.results)
        let results: SnapshotResults
        do { results = try SnapshotResults.read(from: file) } catch { throw .report(error) }
        return try ReviewSession(results: results, reference: reference, actual: actual,
                                 reportFolder: reportFolder, token: token, failOnNew: failOnNew, announce: announce)
    }

    /// Refuses results whose runs name a reference or actual folder other than the given ones.
    private static func checkFolders(_ results: SnapshotResults, reference: URL, actual: URL, resultsPath: String) throws(ReviewError) {
        func same(_ named: String, _ given: URL) -> Bool {
            URL(fileURLWithPath: named).resolvingSymlinksInPath().standardizedFileURL.path
                == given.resolvingSymlinksInPath().standardizedFileURL.path
        }
        for run in results.runs {
            if let named = run.referenceDirectory, !named.isEmpty, !same(named, reference) {
                throw .foldersDiffer(results: resultsPath, role: "reference", named: named, given: reference.path)
            }
            if let named = run.actualDirectory, !named.isEmpty, !same(named, actual) {
                throw .foldersDiffer(results: resultsPath, role: "actual", named: named, given: actual.path)
            }
        }
    }

    /// The digests of what the report shows for each file a decision may touch: the report's own
    /// copy (the entry's `images.reference` and `images.actual`, under the report folder) when it
    /// has one, else the file itself.
    private static func shownDigests(_ entries: [SnapshotEntry], layout: ReviewLayout, report: URL) -> [String: Shown] {
        func digest(_ copy: String?, _ place: ReviewLayout.Place?, present: Bool) -> ContentDigest? {
            guard present else { return nil }
            let shown = copy.flatMap { (try? ConfinedFiles.read($0, in: report)).flatMap { $0 } }
            let data = shown ?? place.flatMap { (try? ConfinedFiles.read($0.name, in: $0.folder)).flatMap { $0 } }
            return data.map(ContentDigest.init)
        }
        var shown: [String: Shown] = [:]
        for entry in entries where [.changed, .new, .missing].contains(entry.status) {
            guard let sides = layout.sides(of: entry.file) else { continue }
            shown[entry.file] = Shown(reference: digest(entry.images.reference, sides.reference, present: entry.status != .new),
                                      actual: digest(entry.images.actual, sides.actual, present: entry.status != .missing))
        }
        return shown
    }

    /// The audit log's path.
    package var auditLogURL: URL { log.url }

    /// The number of files accepted, and of files rejected (and not accepted since).
    package var counts: (accepted: Int, rejected: Int) {
        let d = decisions()
        return (d.accepted.count, d.rejected.count)
    }

    /// The decisions so far.
    package func decisions() -> Decisions {
        lock.lock()
        defer { lock.unlock() }
        return Decisions(accepted: made.filter { $0.value == .accept }.keys.sorted(),
                         rejected: made.filter { $0.value == .reject }.keys.sorted())
    }

    /// The report page for this session: the HTML report with the session's write token in its
    /// script (or none: a read-only page), whose Accept, Reject and Undo post to `api/accept`,
    /// `api/reject` and `api/undo`; `nonce` is the response's Content-Security-Policy nonce.
    package func page(nonce: String? = nil, writable: Bool = true) -> String {
        HTMLReportRenderer(failOnNew: failOnNew, reviewToken: writable ? token.text : nil,
                           reviewFolders: .init(references: layout.referenceFolders.map(\.path), actual: layout.actualFolder.path),
                           nonce: nonce).render(results)
    }
}
