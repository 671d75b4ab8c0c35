import PenumbraCore

/// What one comparison of a reference with an actual image found, built once by the diff stage
/// and read, unchanged, by everything that reports it: the test assertions' failure messages,
/// the folder diff's `results.json` entries (and the reports drawn from them) and
/// `penumbra compare` (its text and `--json`).
///
/// The numbers are the ``DiffResult``'s, read through the record (`record.differentPixels`,
/// `record.sizeMismatch`); the record adds what a reader needs beside them (the colour spaces,
/// the notes) and leaves out the diff image, which is pixels, not a finding. Its text
/// (``percent``, ``summary``) comes from ``ComparisonRecord/percent(_:of:)`` and
/// ``ComparisonRecord/summary(differentPixels:totalPixels:maxChannelDelta:sizeChange:)``: one
/// percentage format and one description wherever a comparison is shown.
@dynamicMemberLookup
public struct ComparisonRecord: Hashable, Sendable {
    /// The colour spaces the two files declare (``PenumbraPNG/PNGInfo/colorSpaceName``).
    public struct ColorSpaces: Hashable, Sendable, Codable {
        /// The reference's colour space (`sRGB`, `Display P3`, `untagged`…).
        public let reference: String
        /// The actual image's colour space.
        public let actual: String
        /// Creates a pair of names.
        public init(reference: String, actual: String) { self.reference = reference; self.actual = actual }
    }

    /// The comparison's numbers, without its diff image.
    public let result: DiffResult
    /// The colour spaces the files declare, `nil` when nothing was decoded (identical files);
    /// images given in memory count as sRGB.
    public let colorSpaces: ColorSpaces?
    /// What a reviewer should know beside the numbers: `reference is Display P3, actual is sRGB`,
    /// `no diff image: …`.
    public let notes: [String]

    /// The record of `result` (its diff image left out), with the colour spaces and notes of its
    /// comparison.
    public init(_ result: DiffResult, colorSpaces: ColorSpaces? = nil, notes: [String] = []) {
        self.result = result.diffImage == nil ? result : result.replacingDiffImage(nil)
        self.colorSpaces = colorSpaces
        self.notes = notes
    }

    /// A number of the result: `record.differentPixels`, `record.passed`, `record.ratio`.
    public subscript<T>(dynamicMember keyPath: KeyPath<DiffResult, T>) -> T { result[keyPath: keyPath] }

    /// The share of differing pixels in the one format: `1.445%` (see ``percent(_:of:)``).
    public var percent: String { Self.percent(result.differentPixels, of: result.totalPixels) }

    /// The one description of the finding: `12 of 800 pixels differ (1.5%), max channel delta
    /// 200`, led by `size changed from 40x20 to 40x24, ` when the sizes differ.
    public var summary: String {
        Self.summary(differentPixels: result.differentPixels, totalPixels: result.totalPixels, maxChannelDelta: result.maxChannelDelta,
                     sizeChange: result.sizeMismatch ? (result.referenceSize.description, result.actualSize.description) : nil)
    }
}

extension PairComparison.Outcome {
    /// The outcome's record: its result, colour spaces and notes.
    public var record: ComparisonRecord {
        ComparisonRecord(result, colorSpaces: colorSpaces.map { ComparisonRecord.ColorSpaces(reference: $0.reference, actual: $0.actual) },
                         notes: notes)
    }
}
