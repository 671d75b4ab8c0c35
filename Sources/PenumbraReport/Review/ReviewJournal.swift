import Foundation
import PenumbraCore

/// What undoes a review's accepts: before an accept replaces or deletes a reference, its previous
/// bytes are kept in a hidden folder inside the reference folder,
/// `.penumbra-journal/<session>/<NNNNNN>.png`, with `<NNNNNN>.json` saying which file it was
/// and what the accept wrote (its digest). The folder holds a `.gitignore` of `*`, so version
/// control never sees it, and folder diffs skip it (hidden).
///
/// Undoing an entry puts the previous bytes back (or deletes a reference the accept added), but
/// only when the reference is still what the accept left there: a reference changed since is
/// left alone and reported. `penumbra review --undo REFERENCE_DIR` undoes the latest session's
/// entries, newest first; the review page's Undo undoes one file's latest entry.
package final class ReviewJournal: @unchecked Sendable {
    /// One accept, as journalled.
    package struct Entry: Codable, Hashable, Sendable {
        /// The snapshot file, relative to the reference folder.
        package var file: String
        /// The digest of the reference before the accept, `nil` when there was none.
        package var previous: String?
        /// The digest of what the accept wrote, `nil` when it deleted the reference.
        package var written: String?
        /// When, ISO 8601 in UTC.
        package var time: String
    }

    /// The journal folder's name inside the reference folder.
    package static let folderName = ".penumbra-journal"

    /// This session's folder.
    package let folder: URL
    /// The reference folder.
    package let reference: URL
    private var next = 1

    /// A journal for the session `session` over `reference` (its folder is made at the first
    /// entry). A review writing to several reference folders gives each the same session name,
    /// so `penumbra review --undo` finds all of that review's entries.
    package init(reference: URL, session: String = ReviewJournal.newSessionName()) {
        self.reference = reference
        folder = reference.appendingPathComponent(Self.folderName).appendingPathComponent(session)
        next = (Self.entryNames(folder).last.flatMap { Int($0) } ?? 0) + 1
    }

    /// A new session's name: the time, then a random part; names sort by time.
    package static func newSessionName() -> String {
        "\(Date().formatted(.iso8601).filter { $0.isNumber })-\(UUID().uuidString.prefix(8).lowercased())"
    }

    /// The session's name (its folder's).
    package var session: String { folder.lastPathComponent }


    /// Records the reference `file` as it is now (`previous`, nil when absent) before an accept
    /// writes `written` (nil: deletes it); returns the entry's number.
    /// - Throws: ``ReportError/writeFailed(path:reason:)`` when the journal cannot be written:
    ///   the accept must then not happen.
    func record(_ file: String, previous: Data?, written: ContentDigest?) throws(ReportError) -> Int {
        let number = next
        let base = folder.appendingPathComponent(Self.entryName(number))
        let ignore = reference.appendingPathComponent(Self.folderName).appendingPathComponent(".gitignore")
        if !FileManager.default.fileExists(atPath: ignore.path) {
            do { try AtomicFile.write(Data("*\n".utf8), to: ignore) } catch { throw .from(error) }
        }
        let entry = Entry(file: file, previous: previous.map { ContentDigest($0).hex }, written: written?.hex, time: ReviewAuditLog.now())
        do {
            if let previous { try AtomicFile.write(previous, to: base.appendingPathExtension("png")) }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            try AtomicFile.write((try? encoder.encode(entry)) ?? Data(), to: base.appendingPathExtension("json"))
        } catch {
            throw .from(error)
        }
        next += 1
        return number
    }

    /// Removes an entry (an accept that did not happen after all, or one undone).
    func forget(_ number: Int) {
        let base = folder.appendingPathComponent(Self.entryName(number))
        try? FileManager.default.removeItem(at: base.appendingPathExtension("png"))
        try? FileManager.default.removeItem(at: base.appendingPathExtension("json"))
        if Self.entryNames(folder).isEmpty { try? FileManager.default.removeItem(at: folder) }
    }

    /// The entries, oldest first, by number.
    package func entries() -> [(number: Int, entry: Entry)] {
        Self.entryNames(folder).compactMap { name in
            guard let number = Int(name),
                  let data = try? Data(contentsOf: folder.appendingPathComponent(name + ".json")),
                  let entry = try? JSONDecoder().decode(Entry.self, from: data) else { return nil }
            return (number, entry)
        }
    }

    /// Undoes one entry: the reference gets its previous bytes back (or is deleted when the
    /// accept added it), if it is still what the accept left.
    /// - Throws: ``ReportError`` when the reference changed since, or a file cannot be written.
    package func undo(_ number: Int, _ entry: Entry) throws(ReportError) {
        let current = try ConfinedFiles.read(entry.file, in: reference)
        guard current.map({ ContentDigest($0).hex }) == entry.written else {
            throw .writeFailed(path: reference.appendingPathComponent(entry.file).path,
                               reason: "changed since it was accepted; left as it is (its previous bytes stay in \(folder.path))")
        }
        let base = folder.appendingPathComponent(Self.entryName(number))
        if entry.previous != nil {
            let data: Data
            do { data = try FileBytes.readData(base.appendingPathExtension("png").path) } catch {
                throw .unreadable(path: base.appendingPathExtension("png").path, reason: error.reason)
            }
            guard ContentDigest(data).hex == entry.previous else {
                throw .unreadable(path: base.appendingPathExtension("png").path, reason: "the journalled bytes are damaged")
            }
            try ConfinedFiles.write(data, as: entry.file, in: reference)
        } else {
            try ConfinedFiles.delete(entry.file, in: reference)
        }
        forget(number)
    }

    /// The latest session over any of `references`, and its journal in each folder it wrote to
    /// (a review of the assertions' results writes to one folder per test file).
    package static func latest(references: [URL]) -> [ReviewJournal] {
        let names = references.map { sessions(reference: $0) }
        guard let newest = names.compactMap(\.last).max() else { return [] }
        return zip(references, names).filter { $0.1.contains(newest) }.map { ReviewJournal(reference: $0.0, session: newest) }
    }

    /// The sessions journalled under `reference` that still hold entries, oldest first.
    private static func sessions(reference: URL) -> [String] {
        let root = reference.appendingPathComponent(folderName)
        return ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? [])
            .filter { !$0.hasPrefix(".") && !entryNames(root.appendingPathComponent($0)).isEmpty }.sorted()
    }

    /// Removes temporaries a killed review left in the journal.
    package static func removeStaleTemporaries(reference: URL) -> [String] {
        AtomicFile.removeStaleTemporaries(in: reference.appendingPathComponent(folderName))
    }

    private static func entryNames(_ folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.map { String($0.dropLast(5)) }.sorted()
    }
}

extension ReviewJournal {
    /// An entry's file name: its number in six digits (`000042`), so names sort as numbers do.
    /// Written out rather than with `String(format:)`, which would link all of Foundation into the CLI.
    static func entryName(_ number: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, 6 - digits.count)) + digits
    }
}
