import Foundation
import PenumbraCore
import PenumbraPNG

extension FileComparator {
    /// Decodes PNG bytes to straight RGBA.
    static func decode(_ data: Data, path: String) throws(DiffError) -> RGBAImage {
        throw .undecodableImage(path: path, reason: "the PNG codec is not available yet")
    }

    /// Writes `image` as a PNG file (a diff image or a strip), atomically.
    /// - Throws: ``DiffError/unwritableFile(path:reason:)``.
    public static func writePNG(_ image: RGBAImage, to url: URL) throws(DiffError) {
        throw .unwritableFile(path: url.path, reason: "the PNG codec is not available yet")
    }
}
