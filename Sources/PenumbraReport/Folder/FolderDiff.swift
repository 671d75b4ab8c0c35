import Foundation
import PenumbraCore
import PenumbraDiff

/// Compares two folders of snapshot PNGs, pair by pair, on several threads.
///
/// Memory stays flat however many files there are: the workers take pairs one at a time from a
/// shared cursor, so at most `jobs` pairs' images are alive at once, and each finished pair
/// leaves only its small ``SnapshotEntry`` behind (about 300 bytes). Byte-identical files are
/// never decoded. An unreadable or corrupt PNG becomes an `error` entry for that file; the run
/// goes on.
package struct FolderDiff: Sendable {
    /// What to compare and how.
    package var options: FolderDiffOptions
    /// The pixels the workers may hold at once (set for a run).
    var budget: PixelBudget?

    /// Creates a folder diff.
    package init(options: FolderDiffOptions) { self.options = options }

    /// Pairs the folders and compares every pair.
    /// - Parameter progress: called after each pair with (pairs done, pairs in total), one call
    ///   at a time, from the worker threads.
    /// - Returns: the results, entries in report order.
    /// - Throws: ``ReportError`` when a folder cannot be listed or a report image cannot be written.
    package func run(progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil) throws(ReportError) -> SnapshotResults {
        let pairing = try SnapshotPairing(reference: options.reference, actual: options.actual,
                                          naming: options.naming, shard: options.shard)
        let entries = try compare(pairing.pairs, progress: progress)
        let run = RunInfo(generator: "penumbra \(PenumbraVersion.string)",
                          referenceDirectory: options.reference.path, actualDirectory: options.actual.path,
                          shard: options.shard?.description, comparison: Self.describe(options.comparator),
                          ignoredFiles: pairing.ignoredFiles)
        return SnapshotResults(runs: [run], entries: entries)
    }

    /// The comparison settings in words, for ``RunInfo/comparison``: the same words the
    /// assertions write (``ImageComparator/summary``).
    static func describe(_ comparator: ImageComparator) -> String { comparator.summary }

    /// Compares the pairs on `options.jobs` threads (``ParallelWork``); the first error stops
    /// the run.
    func compare(_ pairs: [SnapshotPair], progress: (@Sendable (Int, Int) -> Void)?) throws(ReportError) -> [SnapshotEntry] {
        let slots = ResultSlots(count: pairs.count)
        var budgeted = self
        budgeted.budget = PixelBudget()
        let diff = budgeted
        ParallelWork.forEach(count: pairs.count, threads: options.jobs) { index in
            let outcome: Result<SnapshotEntry, ReportError>
            do throws(ReportError) { outcome = .success(try diff.process(pairs[index])) } catch { outcome = .failure(error) }
            return slots.finish(index, outcome, progress: progress)
        }
        return try slots.results()
    }
}

/// The result slots of one run. A lock guards them; each worker holds it only to store an entry.
private final class ResultSlots: @unchecked Sendable {
    private let lock = MutexLock()
    private var done = 0
    private var entries: [SnapshotEntry?]
    private var firstError: ReportError?

    init(count: Int) { entries = Array(repeating: nil, count: count) }

    /// Stores an outcome; returns whether the run goes on (no error so far).
    func finish(_ index: Int, _ outcome: Result<SnapshotEntry, ReportError>, progress: (@Sendable (Int, Int) -> Void)?) -> Bool {
        lock.lock(); defer { lock.unlock() }
        switch outcome {
        case let .success(entry): entries[index] = entry
        case let .failure(error): if firstError == nil { firstError = error }
        }
        done += 1
        progress?(done, entries.count)
        return firstError == nil
    }

    func results() throws(ReportError) -> [SnapshotEntry] {
        lock.lock(); defer { lock.unlock() }
        if let firstError { throw firstError }
        return entries.compactMap { $0 }
    }
}
