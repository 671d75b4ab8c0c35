import Foundation
import PenumbraCore

extension ReviewSession {
    /// Accepts each file (a ``SnapshotEntry/file`` of the results), one at a time, in order; a
    /// file that fails does not stop the others.
    package func accept(_ files: [String]) -> Outcome {
        each(files) { outcome, file throws(ReviewFailure) in try acceptOne(file); outcome.accepted.append(file) }
    }

    /// Rejects each file: records the decision, touches no file.
    package func reject(_ files: [String]) -> Outcome {
        each(files) { outcome, file throws(ReviewFailure) in try rejectOne(file); outcome.rejected.append(file) }
    }

    /// Undoes the accept of each file: its reference gets back the bytes it had before (or is
    /// deleted when the accept added it), if it is still what the accept left there.
    package func undo(_ files: [String]) -> Outcome {
        each(files) { outcome, file throws(ReviewFailure) in try undoOne(file); outcome.undone.append(file) }
    }

    /// Why one file was not accepted, rejected or undone.
    struct ReviewFailure: Error { var message: String }

    private func each(_ files: [String], _ body: (inout Outcome, String) throws(ReviewFailure) -> Void) -> Outcome {
        lock.lock()
        defer { lock.unlock() }
        var outcome = Outcome()
        for file in files {
            do throws(ReviewFailure) { try body(&outcome, file) } catch {
                outcome.failed.append(.init(file: file, message: error.message))
            }
        }
        return outcome
    }

    private func entry(_ file: String) throws(ReviewFailure) -> SnapshotEntry {
        // Every name in `entries` passed `SnapshotPairing.problem(withFile:)` when the session was made.
        guard let entry = entries[file] else { throw ReviewFailure(message: "\(file) is not in this report") }
        return entry
    }

    private func read(_ place: ReviewLayout.Place?) throws(ReviewFailure) -> Data? {
        guard let place else { return nil }
        do { return try ConfinedFiles.read(place.name, in: place.folder) } catch { throw ReviewFailure(message: error.description) }
    }

    private func sides(_ file: String) throws(ReviewFailure) -> ReviewLayout.Sides {
        // The session refused results with a file its layout does not place.
        guard let sides = layout.sides(of: file) else { throw ReviewFailure(message: "\(file) is not in this report") }
        return sides
    }

    /// The journal of this session in `folder`, made at its first use.
    private func journal(for folder: URL) -> ReviewJournal {
        if let journal = journals[folder] { return journal }
        let journal = ReviewJournal(reference: folder, session: journalSession)
        journals[folder] = journal
        return journal
    }

    private func acceptOne(_ file: String) throws(ReviewFailure) {
        let entry = try entry(file)
        if made[file] == .accept { return }
        switch entry.status {
        case .passed:
            throw ReviewFailure(message: "\(file) passed: its reference already matches; nothing to accept")
        case .error:
            throw ReviewFailure(message: "\(file) could not be compared (\(entry.message ?? "unreadable")); fix it and review again")
        case .changed, .new, .missing:
            break
        }
        let shown = shown[file] ?? Shown()
        let sides = try sides(file)
        let target = sides.reference
        let currentReference = try read(target)
        let currentActual = try read(sides.actual)
        let again = "run the diff again and review what it shows; nothing was accepted"
        // A reference that already holds the actual shown (an assertion that re-recorded it, or
        // recorded a new one) is accepted as it is: nothing is written, and undo has nothing to do.
        if entry.status != .missing, let currentReference, let currentActual, ContentDigest(currentActual) == shown.actual,
           ContentDigest(currentReference) == shown.actual {
            try record(.accept, entry)
            made[file] = .accept
            announce("accepted \(target.path) (already the actual)")
            return
        }
        guard currentReference.map(ContentDigest.init) == shown.reference else {
            throw ReviewFailure(message: currentReference == nil && shown.reference != nil
                ? "\(file): the reference is gone since the report was made; \(again)"
                : "\(file): the reference is not the one the report showed (it changed since); \(again)")
        }
        let written: Data?
        if entry.status == .missing {
            guard currentActual == nil else { throw ReviewFailure(message: "\(file): its actual is back since the report was made; \(again)") }
            written = nil
        } else {
            guard let currentActual, ContentDigest(currentActual) == shown.actual else {
                throw ReviewFailure(message: "\(file): the actual is not the one the report showed (it changed since); \(again)")
            }
            written = currentActual
        }
        // A missing variant whose reference is already gone has nothing left to delete.
        if written == nil && currentReference == nil {
            try record(.accept, entry)
            made[file] = .accept
            announce("accepted \(target.path)")
            return
        }
        // The previous bytes first, then the log line, then the reference: if either of the first
        // two cannot be written, the reference stays as it was.
        let journal = journal(for: target.folder)
        let number: Int
        do { number = try journal.record(target.name, previous: currentReference, written: written.map(ContentDigest.init)) } catch {
            throw ReviewFailure(message: "not accepted: cannot keep the previous reference for undo: \(error.description)")
        }
        do throws(ReviewFailure) { try record(.accept, entry) } catch {
            journal.forget(number)
            throw error
        }
        do {
            if let written { try ConfinedFiles.write(written, as: target.name, in: target.folder) } else { try ConfinedFiles.delete(target.name, in: target.folder) }
        } catch {
            journal.forget(number)
            try? log.append(line("accept-failed", entry))
            throw ReviewFailure(message: error.description)
        }
        journalled[file] = (journal, number, ReviewJournal.Entry(file: target.name, previous: currentReference.map { ContentDigest($0).hex },
                                                                  written: written.map { ContentDigest($0).hex }, time: ReviewAuditLog.now()))
        made[file] = .accept
        announce("accepted \(target.path)")
    }

    private func rejectOne(_ file: String) throws(ReviewFailure) {
        let entry = try entry(file)
        switch made[file] {
        case .reject?: return
        case .accept?:
            throw ReviewFailure(message: "\(file) was already accepted and its reference replaced; undo the accept first")
        case nil: break
        }
        guard entry.status != .passed else { throw ReviewFailure(message: "\(file) passed: nothing to reject") }
        try record(.reject, entry)
        made[file] = .reject
        announce("rejected \(file)")
    }

    private func undoOne(_ file: String) throws(ReviewFailure) {
        let entry = try entry(file)
        guard made[file] == .accept else { throw ReviewFailure(message: "\(file) was not accepted in this session; nothing to undo") }
        guard let (journal, number, journalEntry) = journalled[file] else {
            // An accepted missing variant whose reference was already gone: nothing was changed.
            try record(.undo, entry)
            made[file] = nil
            return
        }
        try record(.undo, entry)
        do { try journal.undo(number, journalEntry) } catch {
            try? log.append(line("undo-failed", entry))
            throw ReviewFailure(message: "not undone: \(error.description)")
        }
        journalled[file] = nil
        made[file] = nil
        announce("restored \(journal.reference.appendingPathComponent(journalEntry.file).path)")
    }

    /// What the log records.
    enum Logged: String { case accept, reject, undo }

    private func line(_ action: String, _ entry: SnapshotEntry) -> ReviewAuditLog.Line {
        ReviewAuditLog.Line(time: ReviewAuditLog.now(), action: action, file: entry.file,
                            reference: layout.sides(of: entry.file)?.reference.path ?? entry.file, status: entry.status.rawValue)
    }

    private func record(_ action: Logged, _ entry: SnapshotEntry) throws(ReviewFailure) {
        do { try log.append(line(action.rawValue, entry)) } catch {
            throw ReviewFailure(message: "not \(action == .accept ? "accepted" : action == .reject ? "rejected" : "undone"): "
                + "\(error.description); the reference is as it was")
        }
    }
}
