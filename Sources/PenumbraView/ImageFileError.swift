import PenumbraJPEG
import PenumbraPNG
import PenumbraVector

/// Why an image asset's file does not decode: the error of the reader for its format, kept with
/// its case. Each names the file.
public enum ImageFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A PNG file the PNG stage rejected.
    case png(PNGError)
    /// A JPEG file the JPEG decoder rejected.
    case jpeg(JPEGError)
    /// An SVG or PDF file the vector readers rejected.
    case vector(VectorError)

    public var description: String {
        switch self {
        case let .png(error): return error.description
        case let .jpeg(error): return error.description
        case let .vector(error): return error.description
        }
    }
}
