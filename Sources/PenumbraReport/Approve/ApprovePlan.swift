import Foundation
import PenumbraCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `penumbra approve` does: accepts actual snapshots as the new references.
///
/// Only files the request selects are touched: those whose status is in ``statuses`` (`changed`:
/// in both folders with different bytes; `new`: only in the actual folder) and whose relative
/// path matches ``match``; references with no actual are deleted only with ``prune``. Copies are
/// atomic (temporary file and rename), so an interrupted approve never leaves half a PNG.
package struct ApprovePlan: Sendable {
    /// One change to the reference folder.
    package struct Action: Hashable, Sendable {
        /// What is done to the reference.
        package enum Kind: String, Hashable, Sendable {
            /// The reference is replaced by the actual (status `changed`).
            case update
            /// The actual is copied in as a new reference (status `new`).
            case add
            /// The reference is deleted (status `missing`, with `--prune`).
            case delete
        }
        /// What is done.
        package let kind: Kind
        /// The relative path, with `/` separators.
        package let file: String
    }

    /// The statuses approved; only `changed` and `new` mean anything here.
    package var statuses: Set<SnapshotStatus>
    /// A glob over relative paths (`*`, `?`, `[…]`; `*` also matches `/`), or `nil` for all.
    package var match: String?
    /// Whether references with no actual are deleted.
    package var prune: Bool

    /// Creates a plan. Default: approve changed and new files, all of them, delete nothing.
    package init(statuses: Set<SnapshotStatus> = [.changed, .new], match: String? = nil, prune: Bool = false) {
        self.statuses = statuses
        self.match = match
        self.prune = prune
    }

    /// The actions, sorted by file, that approving `actual` over `reference` takes.
    /// - Throws: ``ReportError`` when a folder cannot be listed.
    package func actions(reference: URL, actual: URL) throws(ReportError) -> [Action] {
        try Self.checkSeparate(reference: reference, actual: actual)
        let pairing = try SnapshotPairing(reference: reference, actual: actual)
        var actions: [Action] = []
        for pair in pairing.pairs where matches(pair.file) {
            switch (pair.inReference, pair.inActual) {
            case (true, true):
                guard statuses.contains(.changed) else { continue }
                let ref = try? Data(contentsOf: reference.appendingPathComponent(pair.file))
                let act = try? Data(contentsOf: actual.appendingPathComponent(pair.file))
                if ref != act { actions.append(Action(kind: .update, file: pair.file)) }
            case (false, true):
                if statuses.contains(.new) { actions.append(Action(kind: .add, file: pair.file)) }
            case (true, false):
                if prune { actions.append(Action(kind: .delete, file: pair.file)) }
            case (false, false):
                continue
            }
        }
        return actions
    }

    /// Carries out actions; returns them as done.
    /// - Throws: ``ReportError`` naming the file that could not be read, written or deleted.
    package static func apply(_ actions: [Action], reference: URL, actual: URL,
                              done: (Action) -> Void = { _ in }) throws(ReportError) {
        try checkSeparate(reference: reference, actual: actual)
        // Every target must be a .png name inside the reference folder, symbolic links resolved:
        // checked for all of them before any is written.
        for action in actions { _ = try ConfinedFiles.path(action.file, in: reference) }
        for action in actions {
            switch action.kind {
            case .update, .add:
                guard let data = try ConfinedFiles.read(action.file, in: actual) else {
                    throw .unreadable(path: actual.appendingPathComponent(action.file).path, reason: "no such file")
                }
                try ConfinedFiles.write(data, as: action.file, in: reference)
            case .delete:
                try ConfinedFiles.delete(action.file, in: reference)
            }
            done(action)
        }
    }

    /// Refuses folders of which one is inside the other, symbolic links resolved.
    static func checkSeparate(reference: URL, actual: URL) throws(ReportError) {
        let r = reference.resolvingSymlinksInPath().standardizedFileURL.path
        let a = actual.resolvingSymlinksInPath().standardizedFileURL.path
        if r == a || a.hasPrefix(r + "/") || r.hasPrefix(a + "/") {
            throw .nestedFolders(reference: reference.path, actual: actual.path)
        }
    }

    private func matches(_ file: String) -> Bool {
        guard let match else { return true }
        return fnmatch(match, file, 0) == 0
    }
}
