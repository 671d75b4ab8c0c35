import PenumbraCore
import PenumbraDiff

/// How an actual image is compared with its reference: the diff stage's comparator (mode,
/// budget, ignored areas), and the words that describe it in messages and results.
///
/// Default: ``exact``: equal sizes and every byte of every pixel equal.
public struct SnapshotComparison: Hashable, Sendable {
    /// The diff stage's settings.
    public var comparator: ImageComparator

    /// A comparison by `comparator`.
    public init(_ comparator: ImageComparator) {
        self.comparator = comparator
    }

    /// A comparison by `mode` within `budget`, skipping `ignore` (defaults: exact, no differing
    /// pixel, nothing ignored).
    public init(mode: ComparisonMode = .exact, budget: DiffBudget = .exact, ignore: IgnoreRegions = .none) {
        self.comparator = ImageComparator(mode: mode, budget: budget, ignore: ignore)
    }

    /// Exact match: equal sizes and equal straight-alpha bytes.
    public static let exact = SnapshotComparison()

    /// The settings in words: `exact`, `channel (tolerance 2), budget 10 px`,
    /// `yiq (threshold 0.1), budget 10 px or 0.1%`.
    public var name: String {
        var text = comparator.mode.description
        let budget = comparator.budget
        if budget != .exact {
            var limits: [String] = []
            if let maxPixels = budget.maxPixels { limits.append("\(maxPixels) px") }
            if let maxRatio = budget.maxRatio { limits.append("\(maxRatio * 100)%") }
            text += ", budget " + limits.joined(separator: " or ")
        }
        if !comparator.ignore.isEmpty { text += ", ignoring \(comparator.ignore.rectangles.count) areas" }
        return text
    }

    /// Compares `actual` with `reference`. A passing comparison draws nothing; a failing one is
    /// compared again with the diff image drawn, and the strip built from it.
    /// - Throws: ``SnapshotError/comparisonFailed(reason:)`` when the diff stage rejects its
    ///   inputs (an ignore mask of another size).
    public func compare(reference: RGBAImage, actual: RGBAImage) throws(SnapshotError) -> SnapshotDifference {
        do throws(DiffError) {
            var result = try comparator.compare(reference: reference, actual: actual, makeDiffImage: false)
            var strip: RGBAImage?
            if !result.passed {
                result = try comparator.compare(reference: reference, actual: actual, makeDiffImage: true)
                if let diff = result.diffImage {
                    // A strip over the pixel limit is left out; the diff image still stands.
                    strip = try? DiffStrip.make(reference: reference, actual: actual, diff: diff)
                }
            }
            return SnapshotDifference(
                matches: result.passed, differentPixels: result.differentPixels, totalPixels: result.totalPixels,
                maxChannelDelta: result.sizeMismatch ? nil : result.maxChannelDelta,
                referenceSize: result.referenceSize, actualSize: result.actualSize,
                regions: result.regions.map {
                    SnapshotRegion(x: $0.bounds.x, y: $0.bounds.y, width: $0.bounds.width, height: $0.bounds.height)
                },
                comparison: name, diffImage: result.diffImage, stripImage: strip)
        } catch {
            throw .comparisonFailed(reason: error.description)
        }
    }
}
