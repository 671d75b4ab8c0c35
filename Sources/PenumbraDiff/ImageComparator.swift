import Foundation
import PenumbraCore

/// Compares an actual image with its reference: the diff engine's entry point.
///
/// A value of settings; ``compare(reference:actual:makeDiffImage:)`` is a pure function of them
/// and the two images, single-threaded and deterministic. Typical use:
///
/// ```swift
/// let comparator = ImageComparator(mode: .yiq(.default), budget: try DiffBudget(maxRatio: 0.001))
/// let result = try comparator.compare(reference: expected, actual: rendered, makeDiffImage: true)
/// if !result.passed { print(result.differentPixels, result.regions) }
/// ```
///
/// - Complexity: one `memcmp` per row; per-pixel work only in rows whose bytes differ. Memory:
///   the diff image when asked for, and a small grid for the regions.
public struct ImageComparator: Hashable, Sendable {
    /// How pixels are judged. Default: ``ComparisonMode/exact``.
    public var mode: ComparisonMode
    /// How many differing pixels pass. Default: ``DiffBudget/exact``.
    public var budget: DiffBudget
    /// Areas not compared. Default: none.
    public var ignore: IgnoreRegions
    /// How the diff image is drawn. Default: pixelmatch's colours.
    public var style: DiffStyle
    /// How differing pixels are grouped into regions. Default: gap 8, at most 32 regions.
    public var clustering: RegionClustering

    /// Creates a comparator; every argument has the documented default.
    public init(mode: ComparisonMode = .exact, budget: DiffBudget = .exact, ignore: IgnoreRegions = .none,
                style: DiffStyle = .default, clustering: RegionClustering = .default) {
        self.mode = mode
        self.budget = budget
        self.ignore = ignore
        self.style = style
        self.clustering = clustering
    }

    /// Compares `actual` with `reference`.
    /// - Parameter makeDiffImage: also draw the diff image (``DiffResult/diffImage``).
    /// - Throws: ``DiffError/maskSizeMismatch(mask:image:)`` when the ignore mask is not the
    ///   reference's size.
    public func compare(reference: RGBAImage, actual: RGBAImage, makeDiffImage: Bool = false) throws(DiffError) -> DiffResult {
        if let mask = ignore.mask, mask.size != reference.size {
            throw .maskSizeMismatch(mask: mask.size.description, image: reference.size.description)
        }
        var scan = DiffScan(comparator: self, reference: reference, actual: actual, makeDiffImage: makeDiffImage)
        scan.run()
        let total = scan.unionWidth * scan.unionHeight
        // No row differed: the pixels are identical and no colour maths ran (the rows were
        // compared with one memcmp each, as fast as one memcmp of the whole buffer).
        if reference.size == actual.size && scan.differingRows == 0 {
            return .identical(mode: mode, size: reference.size, shortcut: .identicalPixels, diffImage: scan.diffImage())
        }
        let sizeMismatch = reference.size != actual.size
        return DiffResult(
            mode: mode, referenceSize: reference.size, actualSize: actual.size, totalPixels: total,
            differentPixels: scan.different, antialiasedPixels: scan.antialiased, ignoredPixels: scan.ignored,
            maxChannelDelta: scan.maxChannelDelta, regions: scan.regions.regions(maxRegions: clustering.maxRegions),
            passed: !sizeMismatch && budget.allows(differentPixels: scan.different, totalPixels: total),
            shortcut: .none, diffImage: scan.diffImage())
    }

    /// The diff image of two identical images: the faded reference, or nothing drawn with
    /// ``DiffStyle/diffMask``.
    func fadedImage(of image: RGBAImage) -> RGBAImage {
        var out = RGBAImage(size: image.size)
        if style.diffMask { return out }
        var gray = GrayPainter(alpha: style.alpha, background: grayBackground)
        out.bytes.withUnsafeMutableBufferPointer { dst in
            image.bytes.withUnsafeBufferPointer { src in
                guard let d = dst.baseAddress, let s = src.baseAddress else { return }
                gray.drawRow(s, d, count: image.size.pixelCount)
            }
        }
        return out
    }

    /// Which pixelmatch version's grayscale rounding to follow: 5.x's with a white blend.
    var grayBackground: YIQBackground {
        if case .yiq(let options) = mode { return options.background }
        return .checkerboard
    }
}
