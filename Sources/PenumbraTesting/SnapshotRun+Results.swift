import Foundation
import PenumbraCore
import PenumbraReport

extension SnapshotRun {
    /// Writes the results file for `verdicts` in the report schema (``SnapshotResultsV1``),
    /// passing variants included so the report counts them, and returns its location or the error.
    func writeResults(_ verdicts: [SnapshotVerdict]) -> (URL?, SnapshotError?) {
        let run = RunInfo(
            generator: "penumbra \(PenumbraVersion.string) (PenumbraTesting)",
            referenceDirectory: paths.referenceDirectory.path,
            actualDirectory: paths.artifactsRoot.path,
            comparison: comparison.name)
        let results = SnapshotResultsV1(runs: [run], entries: verdicts.map(entry))
        // Encoded here and written with AtomicFile, so a write failure keeps its FileWriteError.
        let data: Data
        do { data = try results.jsonData() } catch {
            return (nil, .cannotWrite(FileWriteError(path: paths.result.path, reason: error.description)))
        }
        do {
            try AtomicFile.write(data, to: paths.result)
            return (paths.result, nil)
        } catch {
            return (nil, .cannotWrite(error))
        }
    }

    /// The report entry for one verdict: `snapshot` is `<mirror>/<stem>`, `file` adds the variant;
    /// image paths are relative to the results file.
    ///
    /// Statuses: a match is `passed`; a recorded new reference is `new`; a missing reference not
    /// recorded is `new` too (the actual exists, the reference does not) with a message saying
    /// the test failed; a difference is `changed`, re-recorded or not; anything else is `error`.
    private func entry(_ verdict: SnapshotVerdict) -> SnapshotEntry {
        let snapshot = "\(paths.mirror)/\(paths.stem)"
        let images = EntryImages(
            reference: verdict.artifacts.reference.map(paths.relativeToResult),
            actual: verdict.artifacts.actual.map(paths.relativeToResult),
            diff: verdict.artifacts.diff.map(paths.relativeToResult),
            strip: verdict.artifacts.strip.map(paths.relativeToResult))
        var entry = SnapshotEntry(snapshot: snapshot, variant: verdict.variant, file: "\(snapshot).\(verdict.variant).png",
                                  status: .passed, images: images,
                                  source: SourceReference(file: paths.testFile, line: line))
        let describe = SnapshotResult.describe(verdict.outcome, reference: verdict.reference)
        var difference: SnapshotDifference?
        switch verdict.outcome {
        case .matched:
            break
        case .recordedNew:
            entry.status = .new
            entry.notes = ["recorded as the new reference"]
        case .missing:
            // The assertion failed, so the CI report must fail too: `new` would pass unless
            // `--fail-on-new` were given.
            entry.status = .error
            entry.message = "no reference; not recorded (\(mode)); the test failed"
        case let .mismatched(d):
            entry.status = .changed
            entry.message = describe
            difference = d
        case let .rerecorded(d):
            entry.status = d == nil ? .passed : .changed
            entry.notes = ["reference re-recorded (\(mode))"]
            entry.message = d == nil ? nil : describe
            difference = d
        case let .error(error):
            entry.status = .error
            entry.message = "\(error)"
        }
        if let difference { entry.apply(difference.record) }
        return entry
    }
}
