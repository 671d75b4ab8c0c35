/// The size of an image in pixels, validated: both sides at least 1, and the pixel count within a
/// limit (default 100 megapixels) so that no absurd size reaches an allocation.
///
/// ## Guarantees
/// - `width ≥ 1` and `height ≥ 1`.
/// - `width × height` does not overflow and is at most the `maxPixels` it was made with, so
///   ``pixelCount`` × 4 bytes is an allocation that was allowed.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    /// Width and height in pixels, each at least 1.
    public let width: Int, height: Int

    /// The default limit on `width × height`: 100 megapixels (a 7680x4320 screen is 33).
    public static let defaultMaxPixels = 100_000_000

    /// Creates a size, or throws ``ImageSizeError`` when a side is below 1 or the pixel count is
    /// over `maxPixels`.
    public init(width: Int, height: Int, maxPixels: Int = PixelSize.defaultMaxPixels) throws(ImageSizeError) {
        guard width >= 1, height >= 1 else { throw .empty(width: width, height: height) }
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, count <= maxPixels else {
            throw .tooLarge(width: width, height: height, maxPixels: maxPixels)
        }
        self.width = width
        self.height = height
    }

    /// `width × height`.
    public var pixelCount: Int { width * height }

    /// `"WIDTHxHEIGHT"`.
    public var description: String { "\(width)x\(height)" }
}

/// Why a size cannot be an image.
public enum ImageSizeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A side is zero or negative.
    case empty(width: Int, height: Int)
    /// The pixel count exceeds the limit.
    case tooLarge(width: Int, height: Int, maxPixels: Int)

    public var description: String {
        switch self {
        case let .empty(w, h): return "image size \(w)x\(h) is empty (both sides must be at least 1 pixel)"
        case let .tooLarge(w, h, max):
            return "image size \(w)x\(h) exceeds the limit of \(max) pixels"
        }
    }
}
