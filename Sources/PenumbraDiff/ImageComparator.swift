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
        if reference.size == actual.size && ImageComparator.bytesEqual(reference.bytes, actual.bytes) {
            let diff = makeDiffImage ? fadedImage(of: reference) : nil
            return .identical(mode: mode, size: reference.size, shortcut: .identicalPixels, diffImage: diff)
        }
        var scan = DiffScan(comparator: self, reference: reference, actual: actual, makeDiffImage: makeDiffImage)
        scan.run()
        let total = scan.unionWidth * scan.unionHeight
        let sizeMismatch = reference.size != actual.size
        return DiffResult(
            mode: mode, referenceSize: reference.size, actualSize: actual.size, totalPixels: total,
            differentPixels: scan.different, antialiasedPixels: scan.antialiased, ignoredPixels: scan.ignored,
            maxChannelDelta: scan.maxChannelDelta, regions: scan.regions.regions(maxRegions: clustering.maxRegions),
            passed: !sizeMismatch && budget.allows(differentPixels: scan.different, totalPixels: total),
            shortcut: .none, diffImage: scan.diffImage())
    }

    /// Whether two byte arrays are equal (one `memcmp`).
    static func bytesEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBufferPointer { pa in
            b.withUnsafeBufferPointer { pb in
                guard let x = pa.baseAddress, let y = pb.baseAddress else { return true }
                return memcmp(x, y, pa.count) == 0
            }
        }
    }

    /// The diff image of two identical images: the faded reference, or nothing drawn with
    /// ``DiffStyle/diffMask``.
    func fadedImage(of image: RGBAImage) -> RGBAImage {
        var out = RGBAImage(size: image.size)
        if style.diffMask { return out }
        let background = grayBackground
        out.bytes.withUnsafeMutableBufferPointer { dst in
            image.bytes.withUnsafeBufferPointer { src in
                var i = 0
                while i < src.count {
                    let v = YIQDelta.gray(Int(src[i]), Int(src[i + 1]), Int(src[i + 2]), Int(src[i + 3]),
                                          alpha: style.alpha, background: background)
                    dst[i] = v; dst[i + 1] = v; dst[i + 2] = v; dst[i + 3] = 255
                    i += 4
                }
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
