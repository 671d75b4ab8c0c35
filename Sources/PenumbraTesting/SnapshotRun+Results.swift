import Foundation
import PenumbraCore

extension SnapshotRun {
    /// Writes the results file for `verdicts` (passing variants included, so the report counts
    /// them) and returns its location or the error.
    func writeResults(_ verdicts: [SnapshotVerdict]) -> (URL?, SnapshotError?) {
        let run = AssertionResultsFile.Run(
            generator: "penumbra \(PenumbraVersion.string) (PenumbraTesting)",
            referenceDirectory: paths.referenceDirectory.path,
            actualDirectory: paths.artifactsRoot.path,
            comparison: comparison.name)
        let file = AssertionResultsFile(runs: [run], entries: verdicts.map(entry))
        do {
            let data = try file.jsonData()
            try AtomicFile.write(data, to: paths.result)
            return (paths.result, nil)
        } catch let error as SnapshotError {
            return (nil, error)
        } catch let error as FileWriteError {
            return (nil, .cannotWrite(path: error.path, reason: error.reason))
        } catch {
            return (nil, .cannotWrite(path: paths.result.path, reason: "\(error)"))
        }
    }

    /// The report entry for one verdict: `snapshot` is `<mirror>/<stem>`, `file` adds the variant.
    private func entry(_ verdict: SnapshotVerdict) -> AssertionResultsFile.Entry {
        let snapshot = "\(paths.mirror)/\(paths.stem)"
        let images = AssertionResultsFile.Images(
            reference: verdict.artifacts.reference.map(paths.relativeToResult),
            actual: verdict.artifacts.actual.map(paths.relativeToResult),
            diff: verdict.artifacts.diff.map(paths.relativeToResult),
            strip: verdict.artifacts.strip.map(paths.relativeToResult))
        var entry = AssertionResultsFile.Entry(
            snapshot: snapshot, variant: verdict.variant, file: "\(snapshot).\(verdict.variant).png",
            status: "passed", images: images)
        let describe = SnapshotResult.describe(verdict.outcome, reference: verdict.reference)
        var difference: SnapshotDifference?
        switch verdict.outcome {
        case .matched:
            break
        case .recordedNew:
            entry.status = "new"
            entry.notes = ["recorded as the new reference"]
        case .missing:
            entry.status = "new"
            entry.message = "no reference; not recorded (\(mode))"
        case let .mismatched(d):
            entry.status = "changed"
            entry.message = describe
            difference = d
        case let .rerecorded(d):
            entry.status = d == nil ? "passed" : "changed"
            entry.notes = ["reference re-recorded (\(mode))"]
            entry.message = d == nil ? nil : describe
            difference = d
        case let .error(error):
            entry.status = "error"
            entry.message = "\(error)"
        }
        if let difference {
            entry.referenceSize = .init(width: difference.referenceSize.width, height: difference.referenceSize.height)
            entry.actualSize = .init(width: difference.actualSize.width, height: difference.actualSize.height)
            entry.differentPixels = difference.differentPixels
            entry.totalPixels = difference.totalPixels
            entry.differenceRatio = difference.totalPixels > 0
                ? Double(difference.differentPixels) / Double(difference.totalPixels) : 0
            entry.maxChannelDelta = difference.maxChannelDelta
            entry.sizeMismatch = difference.sizeMismatch
            entry.regions = difference.regions
        }
        return entry
    }
}
