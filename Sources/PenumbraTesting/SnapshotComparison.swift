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
    public var name: String { comparator.summary }

    /// Compares `actual` with `reference`.
    /// - Throws: ``SnapshotError/comparisonFailed(_:)`` when the diff stage rejects its
    ///   inputs (an ignore mask of another size).
    public func compare(reference: RGBAImage, actual: RGBAImage) throws(SnapshotError) -> SnapshotDifference {
        try compare(reference: .image(reference, path: "reference"), actual: .image(actual, path: "actual"))
    }

    /// Compares `actual` with `reference` through the one comparison pipeline
    /// (``PairComparison``): identical bytes need no pixel comparison; a failing comparison draws
    /// the diff image, and the strip is built from it.
    /// - Throws: ``SnapshotError/comparisonFailed(_:)`` when the diff stage rejects its
    ///   inputs (an ignore mask of another size, bytes that do not decode).
    public func compare(reference: PairComparison.Input, actual: PairComparison.Input) throws(SnapshotError) -> SnapshotDifference {
        do throws(DiffError) {
            let outcome = try PairComparison(comparator: comparator)
                .compare(reference: reference, actual: actual, diffImage: .whenDifferent, keepImages: true)
            let result = outcome.result
            var strip: RGBAImage?
            if !result.passed, let diff = result.diffImage, let r = outcome.reference, let a = outcome.actual {
                // A strip over the pixel limit is left out; the diff image still stands.
                strip = try? DiffStrip.make(reference: r, actual: a, diff: diff)
            }
            return SnapshotDifference(record: outcome.record, comparison: name,
                                      diffImage: result.passed ? nil : result.diffImage, stripImage: strip)
        } catch {
            throw .comparisonFailed(error)
        }
    }
}
