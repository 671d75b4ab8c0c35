import Foundation
import PenumbraCore
import PenumbraPNG

extension PairComparison {
    /// Decodes PNG bytes to straight RGBA.
    static func decode(_ data: Data, path: String) throws(DiffError) -> RGBAImage {
        try decodePNG(data, path: path).image
    }

    /// Decodes PNG bytes to straight RGBA and the file's metadata.
    static func decodePNG(_ data: Data, path: String, maxPixels: Int = PixelSize.defaultMaxPixels) throws(DiffError) -> DecodedPNG {
        do {
            return try PNGDecoder.decode(data, name: path, maxPixels: maxPixels)
        } catch {
            throw .png(error)
        }
    }

    /// Reads and decodes the PNG at `url` to straight RGBA (also for ignore masks).
    /// - Throws: ``DiffError/unreadableFile(path:reason:)`` or ``DiffError/png(_:)``.
    public static func loadPNG(_ url: URL) throws(DiffError) -> RGBAImage {
        try decode(try read(url), path: url.path)
    }

    /// Writes `image` as a PNG file (a diff image or a strip), atomically, with the cheap
    /// encoding of images looked at once (``PNGEncodingOptions/reportImage``).
    /// - Throws: ``DiffError/unwritableFile(_:)``, or ``DiffError/png(_:)`` when encoding fails.
    public static func writePNG(_ image: RGBAImage, to url: URL) throws(DiffError) {
        do {
            try PNGEncoder.write(image, to: url, options: .reportImage)
        } catch {
            if case let .writeFailed(writeError) = error { throw .unwritableFile(writeError) }
            throw .png(error)
        }
    }
}
