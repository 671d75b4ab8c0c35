/// Why a JPEG could not be read. Every case names the file.
public enum JPEGError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could not be read.
    case unreadable(file: String, reason: String)
    /// The image is larger than the decoder accepts (checked from the header, before decoding).
    case tooLarge(file: String, width: Int, height: Int, maxPixels: Int)
    /// libjpeg rejected the data (not a JPEG, truncated, corrupt entropy data).
    case corrupt(file: String, reason: String)

    public var description: String {
        switch self {
        case let .unreadable(file, reason): "cannot read \(file): \(reason)"
        case let .tooLarge(file, width, height, maxPixels):
            "\(file): the JPEG is \(width)x\(height), more than the \(maxPixels) pixels Penumbra decodes"
        case let .corrupt(file, reason): "\(file): not a readable JPEG: \(reason)"
        }
    }
}
