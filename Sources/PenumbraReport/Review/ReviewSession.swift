import Foundation
import PenumbraCore

/// The state of one `penumbra review`: the results being reviewed, the two folders they compare,
/// and the decisions made so far. The HTTP server (``ReviewServer``) only parses requests and
/// calls this; everything a decision does to the disk happens here.
///
/// Accepting a file does what `penumbra approve` does for that one file, through
/// ``ApprovePlan/apply(_:reference:actual:done:)`` and so with its refusals (nested folders,
/// targets leading outside the reference folder through a symbolic link) and its atomic writes:
/// - `changed`: the actual replaces the reference;
/// - `new`: the actual is copied in as the reference;
/// - `missing`: the reference is deleted. `approve` deletes only with `--prune`, because a folder
///   approve selects files by status wholesale; here the reviewer asked for this one file, having
///   seen that its actual is gone, so the request itself is the `--prune`.
/// `passed` files have nothing to accept and `error` files (one side unreadable) must not be
/// accepted: both come back as failed with the reason. Rejecting records the decision only.
///
/// `results.json` is left as the diff wrote it: a decision is not a comparison result, and
/// adding a status (`accepted`) would change the meaning of schema version 1 for every reader.
/// Decisions live in this session's memory (``decisions()``, served as `api/decisions` so a
/// reloaded page can mark them again) and in the audit log, `review-log.jsonl`.
package final class ReviewSession: @unchecked Sendable {
    /// What a reviewer decided for one file.
    package enum Decision: String, Codable, Hashable, Sendable {
        /// The actual became the reference.
        case accept
        /// The change was looked at and not accepted; nothing on disk was touched.
        case reject
    }

    /// What one accept or reject request did, file by file: the body of the API's response.
    package struct Outcome: Codable, Hashable, Sendable {
        /// One file that could not be accepted or rejected, with why.
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
        /// Files neither, with the reason.
        package var failed: [Failure] = []
    }

    /// The decisions of the session so far, by file: the body of `GET api/decisions`.
    package struct Decisions: Codable, Hashable, Sendable {
        /// Files accepted, sorted.
        package var accepted: [String]
        /// Files rejected (and not accepted since), sorted.
        package var rejected: [String]
    }

    /// The results reviewed, as the diff wrote them.
    package let results: SnapshotResults
    /// The reference folder, the only one decisions write to.
    package let reference: URL
    /// The actual folder, only read.
    package let actual: URL
    /// The report folder: served, and where the audit log is written.
    package let reportFolder: URL
    /// The secret every request must carry.
    package let token: ReviewToken
    /// Whether new snapshots count as failures in the page's verdict.
    package let failOnNew: Bool

    /// The name of the audit log in the report folder.
    package static let auditLogName = "review-log.jsonl"

    private let entries: [String: SnapshotEntry]
    private let log: ReviewAuditLog
    private let announce: @Sendable (String) -> Void
    private let lock = MutexLock()
    private var made: [String: Decision] = [:]

    /// Creates a session and opens its audit log.
    /// - Parameters:
    ///   - announce: called with `accepted <reference path>` or `rejected <file>` for every
    ///     decision carried out, as `approve` prints each replacement (the CLI prints them).
    /// - Throws: ``ReviewError`` when a folder is missing, the reference and actual folders are
    ///   nested, or the audit log cannot be opened.
    package init(results: SnapshotResults, reference: URL, actual: URL, reportFolder: URL,
                 token: ReviewToken = ReviewToken(), failOnNew: Bool = false,
                 announce: @escaping @Sendable (String) -> Void = { _ in }) throws(ReviewError) {
        for (url, role) in [(reference, "reference"), (actual, "actual"), (reportFolder, "report")] {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw .missingFolder(path: url.path, role: role)
            }
        }
        do { try ApprovePlan.checkSeparate(reference: reference, actual: actual) } catch { throw .report(error) }
        self.results = results
        self.reference = reference.standardizedFileURL
        self.actual = actual.standardizedFileURL
        self.reportFolder = reportFolder.standardizedFileURL
        self.token = token
        self.failOnNew = failOnNew
        self.announce = announce
        var entries: [String: SnapshotEntry] = [:]
        for entry in results.entries { entries[entry.file] = entry }
        self.entries = entries
        log = try ReviewAuditLog(url: reportFolder.appendingPathComponent(Self.auditLogName))
    }

    /// A session over an existing report folder, whose `results.json` names the two folders.
    /// Relative folder names are taken from the current directory, as `penumbra diff` was given them.
    /// - Throws: ``ReviewError/noFolders(results:)`` or ``ReviewError/severalFolders(results:folders:)``
    ///   when the results do not name exactly one reference and one actual folder; ``ReviewError``
    ///   for an unreadable results file or a missing folder.
    package static func open(reportFolder: URL, token: ReviewToken = ReviewToken(), failOnNew: Bool = false,
                             announce: @escaping @Sendable (String) -> Void = { _ in }) throws(ReviewError) -> ReviewSession {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: reportFolder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .missingFolder(path: reportFolder.path, role: "report")
        }
        let file = reportFolder.appendingPathComponent(ReportWriter.FileName.results)
        let results: SnapshotResults
        do { results = try SnapshotResults.read(from: file) } catch { throw .report(error) }
        let references = Set(results.runs.compactMap(\.referenceDirectory).filter { !$0.isEmpty })
        let actuals = Set(results.runs.compactMap(\.actualDirectory).filter { !$0.isEmpty })
        guard let reference = references.first, let actual = actuals.first else { throw .noFolders(results: file.path) }
        guard references.count == 1, actuals.count == 1 else {
            throw .severalFolders(results: file.path, folders: (references.count > 1 ? references : actuals).sorted())
        }
        return try ReviewSession(results: results, reference: URL(fileURLWithPath: reference), actual: URL(fileURLWithPath: actual),
                                 reportFolder: reportFolder, token: token, failOnNew: failOnNew, announce: announce)
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

    /// The report page for this session: the HTML report with the session's token, whose
    /// Accept and Reject post to `api/accept` and `api/reject`.
    package func page() -> String {
        HTMLReportRenderer(failOnNew: failOnNew, reviewToken: token.text).render(results)
    }

    /// Accepts each file (a ``SnapshotEntry/file`` of the results), one at a time, in order; a
    /// file that fails does not stop the others.
    package func accept(_ files: [String]) -> Outcome {
        lock.lock()
        defer { lock.unlock() }
        var outcome = Outcome()
        for file in files {
            do throws(ReviewFailure) {
                try acceptOne(file)
                outcome.accepted.append(file)
            } catch {
                outcome.failed.append(.init(file: file, message: error.message))
            }
        }
        return outcome
    }

    /// Rejects each file: records the decision, touches no file.
    package func reject(_ files: [String]) -> Outcome {
        lock.lock()
        defer { lock.unlock() }
        var outcome = Outcome()
        for file in files {
            do throws(ReviewFailure) {
                try rejectOne(file)
                outcome.rejected.append(file)
            } catch {
                outcome.failed.append(.init(file: file, message: error.message))
            }
        }
        return outcome
    }

    /// Why one file was not accepted or rejected.
    private struct ReviewFailure: Error { var message: String }

    private func entry(_ file: String) throws(ReviewFailure) -> SnapshotEntry {
        guard let entry = entries[file] else { throw ReviewFailure(message: "\(file) is not in this report") }
        // The file names come from results.json, which `--report` reads from disk: one that is
        // not a plain relative path is refused before any path is built from it.
        let parts = file.split(separator: "/", omittingEmptySubsequences: false)
        guard !file.hasPrefix("/"), !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }), !file.includes("\0") else {
            throw ReviewFailure(message: "\(file) is not a relative path inside the compared folders")
        }
        return entry
    }

    private func acceptOne(_ file: String) throws(ReviewFailure) {
        let entry = try entry(file)
        if made[file] == .accept { return }
        let target = reference.appendingPathComponent(file)
        let kind: ApprovePlan.Action.Kind
        switch entry.status {
        case .passed:
            throw ReviewFailure(message: "\(file) passed: its reference already matches; nothing to accept")
        case .error:
            throw ReviewFailure(message: "\(file) could not be compared (\(entry.message ?? "unreadable")); fix it and review again")
        case .changed, .new:
            let source = actual.appendingPathComponent(file).resolvingSymlinksInPath().path
            let root = actual.resolvingSymlinksInPath().path
            guard source.hasPrefix(root + "/") else {
                throw ReviewFailure(message: "\(actual.appendingPathComponent(file).path) leads outside \(actual.path) through a symbolic link; nothing was accepted")
            }
            kind = FileManager.default.fileExists(atPath: target.path) ? .update : .add
        case .missing:
            kind = .delete
        }
        // A missing variant whose reference is already gone has nothing left to delete.
        let exists = (try? FileManager.default.attributesOfItem(atPath: target.path)) != nil
        if kind != .delete || exists {
            do {
                try ApprovePlan.apply([ApprovePlan.Action(kind: kind, file: file)], reference: reference, actual: actual)
            } catch {
                throw ReviewFailure(message: error.description)
            }
        }
        made[file] = .accept
        announce("accepted \(target.path)")
        try record(.accept, entry)
    }

    private func rejectOne(_ file: String) throws(ReviewFailure) {
        let entry = try entry(file)
        switch made[file] {
        case .reject?: return
        case .accept?:
            throw ReviewFailure(message: "\(file) was already accepted and its reference replaced; restore it from version control to undo")
        case nil: break
        }
        guard entry.status != .passed else { throw ReviewFailure(message: "\(file) passed: nothing to reject") }
        made[file] = .reject
        announce("rejected \(file)")
        try record(.reject, entry)
    }

    private func record(_ decision: Decision, _ entry: SnapshotEntry) throws(ReviewFailure) {
        let line = ReviewAuditLog.Line(time: ReviewAuditLog.now(), action: decision.rawValue, file: entry.file,
                                       reference: reference.appendingPathComponent(entry.file).path, status: entry.status.rawValue)
        do { try log.append(line) } catch {
            throw ReviewFailure(message: "\(decision == .accept ? "accepted" : "rejected"), but not logged: \(error.description)")
        }
    }
}
