import PenumbraCore

/// The parts of the images a comparison skips: rectangles and a mask image.
///
/// An ignored pixel never counts as different, never enters ``DiffResult/maxChannelDelta``
/// or a changed region, and is drawn in the diff image as unchanged. Coordinates are those of the
/// reference image (and of the diff image, whose origin is the same).
public struct IgnoreRegions: Hashable, Sendable {
    /// Rectangles to skip; parts outside the images do nothing.
    public var rectangles: [PixelRect]
    /// A mask image the size of the reference: a pixel is ignored where the mask pixel has
    /// non-zero alpha and is not black, i.e. `A > 0` and `R | G | B > 0` (paint the areas to skip
    /// white on a black or transparent mask). Pixels outside the mask (a larger actual image) are not ignored by it.
    public var mask: RGBAImage?
    /// Where ``mask`` was read from, named by ``DiffError/maskSizeMismatch(mask:image:path:)``;
    /// `nil` for a mask made in memory.
    public var maskPath: String?

    /// Nothing ignored.
    public static let none = IgnoreRegions()

    /// Creates ignore regions from rectangles and an optional mask (read from `maskPath`).
    public init(rectangles: [PixelRect] = [], mask: RGBAImage? = nil, maskPath: String? = nil) {
        self.rectangles = rectangles
        self.mask = mask
        self.maskPath = maskPath
    }

    /// Whether nothing is ignored (the comparison then skips every ignore check).
    public var isEmpty: Bool { rectangles.isEmpty && mask == nil }

    /// Whether pixel `(x, y)` is ignored.
    public func contains(x: Int, y: Int) -> Bool {
        for r in rectangles where r.contains(x: x, y: y) { return true }
        if let mask, x < mask.width, y < mask.height {
            let i = (y * mask.width + x) * 4
            let b = mask.bytes
            return b[i + 3] != 0 && (b[i] | b[i + 1] | b[i + 2]) != 0
        }
        return false
    }
}
