import PenumbraCore
import PenumbraDiff

/// How an actual image compares with its reference: the diff stage's record (the numbers the
/// message and the results file show, read as they are), the comparison settings in words, and
/// the diff images kept as artifacts.
public struct SnapshotDifference: Hashable, Sendable {
    /// What the comparison found, as the diff stage recorded it.
    public let record: ComparisonRecord
    /// The comparison settings in words (`exact`, `channel (tolerance 2), budget 10 px`).
    public let comparison: String
    /// The diff image (changed pixels highlighted), when the comparison produced one.
    public var diffImage: RGBAImage?
    /// The labelled reference | actual | diff strip, when the comparison produced one.
    public var stripImage: RGBAImage?

    /// Creates a difference.
    public init(record: ComparisonRecord, comparison: String, diffImage: RGBAImage? = nil, stripImage: RGBAImage? = nil) {
        self.record = record
        self.comparison = comparison
        self.diffImage = diffImage
        self.stripImage = stripImage
    }

    /// Whether the images match under the comparison mode and budget.
    public var matches: Bool { record.passed }

    /// Whether the sizes differ (always a mismatch).
    public var sizeMismatch: Bool { record.sizeMismatch }

    /// Bounding boxes of changed areas in reference pixels.
    public var regions: [PixelRect] { record.regions.map(\.bounds) }

    /// One line for the failure message: the record's description and the settings,
    /// `37 of 2560 pixels differ (1.445%), max channel delta 255 (exact)` or
    /// `size changed from 40x20 to 40x24, 160 of 960 pixels differ (16.667%), … (exact)`.
    public var summary: String { "\(record.summary) (\(comparison))" }
}
