import Foundation
import PenumbraCore
import PenumbraPNG

extension FileComparator {
    /// Decodes PNG bytes to straight RGBA.
    static func decode(_ data: Data, path: String) throws(DiffError) -> RGBAImage {
        throw .undecodableImage(path: path, reason: "the PNG codec is not available yet")
    }

    /// Reads and decodes the PNG at `url` to straight RGBA (also for ignore masks).
    /// - Throws: ``DiffError/unreadableFile(path:reason:)`` or ``DiffError/undecodableImage(path:reason:)``.
    public static func loadPNG(_ url: URL) throws(DiffError) -> RGBAImage {
        try decode(try read(url), path: url.path)
    }

    /// Writes `image` as a PNG file (a diff image or a strip), atomically.
    /// - Throws: ``DiffError/unwritableFile(path:reason:)``.
    public static func writePNG(_ image: RGBAImage, to url: URL) throws(DiffError) {
        throw .unwritableFile(path: url.path, reason: "the PNG codec is not available yet")
    }
}
