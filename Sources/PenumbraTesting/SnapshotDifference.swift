import PenumbraCore

/// How an actual image compares with its reference: the numbers the message and the results file
/// show, and the diff images kept as artifacts.
public struct SnapshotDifference: Hashable, Sendable {
    /// Whether the images match under the comparison mode and budget.
    public var matches: Bool
    /// Pixels that differ beyond the tolerance (when sizes differ: the larger area).
    public var differentPixels: Int
    /// Pixels compared (the larger of the two areas when sizes differ).
    public var totalPixels: Int
    /// The largest difference of one channel, 0-255; `nil` when sizes differ.
    public var maxChannelDelta: Int?
    /// The reference image's size.
    public var referenceSize: PixelSize
    /// The actual image's size.
    public var actualSize: PixelSize
    /// Bounding boxes of changed areas in reference pixels: `(x, y, width, height)`.
    public var regions: [PixelRect]
    /// The comparison settings in words (`exact`, `channel ±2, budget 10 px`).
    public var comparison: String
    /// The diff image (changed pixels highlighted), when the comparison produced one.
    public var diffImage: RGBAImage?
    /// The labelled reference | actual | diff strip, when the comparison produced one.
    public var stripImage: RGBAImage?

    /// Whether the sizes differ (always a mismatch).
    public var sizeMismatch: Bool { referenceSize != actualSize }

    /// Creates a difference.
    public init(matches: Bool, differentPixels: Int, totalPixels: Int, maxChannelDelta: Int?,
                referenceSize: PixelSize, actualSize: PixelSize, regions: [PixelRect] = [],
                comparison: String, diffImage: RGBAImage? = nil, stripImage: RGBAImage? = nil) {
        self.matches = matches; self.differentPixels = differentPixels; self.totalPixels = totalPixels
        self.maxChannelDelta = maxChannelDelta; self.referenceSize = referenceSize; self.actualSize = actualSize
        self.regions = regions; self.comparison = comparison; self.diffImage = diffImage; self.stripImage = stripImage
    }

    /// One line for the failure message: `size differs: reference 40x20, actual 40x24` or
    /// `37 of 2560 pixels differ (1.45%), max channel delta 255 (exact)`.
    public var summary: String {
        if sizeMismatch {
            return "size differs: reference \(referenceSize), actual \(actualSize) (\(comparison))"
        }
        var text = "\(differentPixels) of \(totalPixels) pixels differ (\(Self.percent(differentPixels, of: totalPixels)))"
        if let maxChannelDelta { text += ", max channel delta \(maxChannelDelta)" }
        return text + " (\(comparison))"
    }

    /// `part / whole` as a percentage with two decimals, rounded half up, in integer arithmetic
    /// so the text is the same everywhere: `37 / 2560` gives `1.45%`. A part above zero that would
    /// round to `0.00%` reads `<0.01%`, so one changed pixel never looks like none.
    static func percent(_ part: Int, of whole: Int) -> String {
        guard whole > 0 else { return "0.00%" }
        let hundredths = (part * 10_000 * 2 + whole) / (whole * 2)
        if part > 0 && hundredths == 0 { return "<0.01%" }
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)%"
    }
}
