import PenumbraCore

/// The outcome of comparing an actual image with its reference. A mismatch, even of size, is a
/// result; only unreadable inputs are errors.
public struct DiffResult: Hashable, Sendable {
    /// Which fast path decided the comparison, if any.
    public enum Shortcut: String, Sendable, Codable {
        /// Compared pixel by pixel (at least one row differed, or the sizes differ).
        case none
        /// The decoded pixels were byte-for-byte identical: no per-pixel colour maths ran.
        case identicalPixels
        /// The two files were byte-for-byte identical: nothing was decoded.
        case identicalFiles
    }

    /// The mode used.
    public let mode: ComparisonMode
    /// The reference (expected) image's size.
    public let referenceSize: PixelSize
    /// The actual image's size.
    public let actualSize: PixelSize
    /// Pixels compared and counted: the union of both sizes, `max(widths) × max(heights)`.
    public let totalPixels: Int
    /// Pixels that differ under the mode, plus every pixel of the union outside the overlap of
    /// the two images, minus ignored ones.
    public let differentPixels: Int
    /// Pixels the YIQ mode found different but judged anti-aliasing and did not count (0 in
    /// other modes and with `includeAA`).
    public let antialiasedPixels: Int
    /// Pixels whose bytes differ but that lie in an ignored region or mask.
    public let ignoredPixels: Int
    /// The largest difference of any one channel (R, G, B or A, 0-255) between two compared
    /// pixels of the overlap, ignored pixels excepted; whether or not the mode counted them.
    public let maxChannelDelta: Int
    /// Clusters of differing pixels as bounding boxes (see ``RegionClustering``), top to bottom.
    public let regions: [DiffRegion]
    /// Whether the images match within the mode and the budget. Always `false` on a size mismatch.
    public let passed: Bool
    /// The fast path taken.
    public let shortcut: Shortcut
    /// The diff image, sized to the union, when one was asked for.
    public let diffImage: RGBAImage?

    /// Whether the two images have different sizes.
    public var sizeMismatch: Bool { referenceSize != actualSize }

    /// `differentPixels / totalPixels`, 0-1.
    public var ratio: Double { totalPixels == 0 ? 0 : Double(differentPixels) / Double(totalPixels) }

    /// The same result with `image` as its diff image.
    func replacingDiffImage(_ image: RGBAImage?) -> DiffResult {
        DiffResult(mode: mode, referenceSize: referenceSize, actualSize: actualSize, totalPixels: totalPixels,
                   differentPixels: differentPixels, antialiasedPixels: antialiasedPixels, ignoredPixels: ignoredPixels,
                   maxChannelDelta: maxChannelDelta, regions: regions, passed: passed, shortcut: shortcut, diffImage: image)
    }

    /// The result of two identical images (or files) of `size`.
    static func identical(mode: ComparisonMode, size: PixelSize, shortcut: Shortcut, diffImage: RGBAImage?) -> DiffResult {
        DiffResult(mode: mode, referenceSize: size, actualSize: size, totalPixels: size.pixelCount,
                         differentPixels: 0, antialiasedPixels: 0, ignoredPixels: 0, maxChannelDelta: 0,
                         regions: [], passed: true, shortcut: shortcut, diffImage: diffImage)
    }
}
