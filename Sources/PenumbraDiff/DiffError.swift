import PenumbraCore
import PenumbraPNG

/// Why a comparison could not be made. A mismatch between images is a result
/// (``DiffResult``), never one of these.
public enum DiffError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An option value is out of range or malformed.
    case invalidOption(name: String, value: String, expected: String)
    /// A file could not be read.
    case unreadableFile(path: String, reason: String)
    /// Bytes could not be turned into pixels for a reason of the comparison's own (no bytes
    /// given, a decoder that did not run).
    case undecodableImage(path: String, reason: String)
    /// A file is not a PNG the decoder reads: the decoder's own error, kept with its case; its
    /// message names the file once.
    case png(PNGError)
    /// A file (diff image, strip) could not be written; the error names it.
    case unwritableFile(FileWriteError)
    /// An image to be drawn (a strip) would exceed the pixel limit.
    case imageTooLarge(width: Int, height: Int, maxPixels: Int)
    /// The diff image of two images of different sizes covers both (their union), and that would
    /// exceed the pixel limit (a very wide image against a very tall one).
    case diffImageTooLarge(reference: PixelSize, actual: PixelSize, maxPixels: Int)
    /// A mask image does not have the reference image's size (`WxH` each); `path` is the mask
    /// file, when it came from one.
    case maskSizeMismatch(mask: String, image: String, path: String?)

    public var description: String {
        switch self {
        case let .invalidOption(name, value, expected):
            return "invalid value '\(value)' for \(name): expected \(expected)"
        case let .diffImageTooLarge(reference, actual, maxPixels):
            let w = max(reference.width, actual.width), h = max(reference.height, actual.height)
            return "the reference is \(reference.width)x\(reference.height) and the actual \(actual.width)x\(actual.height): "
                + "a diff image covering both (\(w)x\(h)) would exceed the limit of \(maxPixels) pixels; compare without a diff image"
        case let .unreadableFile(path, reason):
            return "\(path): cannot read the file: \(reason)"
        case let .undecodableImage(path, reason):
            return "cannot decode \(path) as PNG: \(reason)"
        case let .png(error):
            return error.description
        case let .unwritableFile(error):
            return error.description
        case let .imageTooLarge(width, height, maxPixels):
            return "a \(width)x\(height) image would exceed the limit of \(maxPixels) pixels"
        case let .maskSizeMismatch(mask, image, path):
            let name = path.map { "the ignore mask \($0)" } ?? "the ignore mask"
            return "\(name) is \(mask) but the reference image is \(image): they must be the same size"
        }
    }
}
