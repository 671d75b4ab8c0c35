import PenumbraCore

/// Why a PNG could not be read or written. Every case names the file (a path, or the name the
/// caller gave in-memory data) and what a user needs to act on it.
public enum PNGError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could not be read from disk.
    case unreadable(file: String, reason: String)
    /// The file is a Git LFS pointer (text), not the image it stands for.
    case gitLFSPointer(file: String)
    /// The first bytes are not the PNG signature (`89 50 4E 47 0D 0A 1A 0A`).
    case badSignature(file: String, found: [UInt8])
    /// The signature's line-ending bytes (`0D 0A 1A 0A`) were changed, as a text-mode transfer does
    /// (CR-LF to LF, LF to CR-LF); the rest of the file is damaged the same way.
    case asciiConversion(file: String, found: [UInt8])
    /// The file ends before a structure it declares: `needed` bytes at `offset`, only `available`.
    case truncated(file: String, chunk: String?, offset: Int, needed: Int, available: Int)
    /// A chunk's stored CRC-32 differs from the CRC of its bytes.
    case crcMismatch(file: String, chunk: String, offset: Int, stored: UInt32, computed: UInt32)
    /// The IHDR chunk is missing, misplaced or holds invalid values.
    case invalidIHDR(file: String, reason: String)
    /// A chunk is malformed or out of place (bad type code, wrong length, after IEND, ...).
    case invalidChunk(file: String, chunk: String, offset: Int, reason: String)
    /// No IDAT chunk: the file holds no image data.
    case missingIDAT(file: String)
    /// The declared size is over the limit; rejected from the IHDR before any pixel memory is used.
    case tooLarge(file: String, width: Int, height: Int, maxPixels: Int)
    /// libpng rejected the compressed image data (zlib stream, filter bytes, palette...).
    case corruptImageData(file: String, reason: String)
    /// The encoder failed (libpng's message).
    case encodingFailed(reason: String)
    /// The encoded file could not be written.
    case writeFailed(FileWriteError)

    /// The file the error is about (`nil` for encoding failures).
    public var file: String? {
        switch self {
        case .unreadable(let file, _), .gitLFSPointer(let file), .badSignature(let file, _),
             .asciiConversion(let file, _), .truncated(let file, _, _, _, _),
             .crcMismatch(let file, _, _, _, _), .invalidIHDR(let file, _),
             .invalidChunk(let file, _, _, _), .missingIDAT(let file),
             .tooLarge(let file, _, _, _), .corruptImageData(let file, _):
            return file
        case .encodingFailed: return nil
        case .writeFailed(let error): return error.path
        }
    }

    public var description: String {
        switch self {
        case let .unreadable(file, reason):
            return "\(file): cannot read the file: \(reason)"
        case let .gitLFSPointer(file):
            return "\(file): this is a Git LFS pointer, not a PNG; run `git lfs pull`"
        case let .badSignature(file, found):
            return "\(file): not a PNG file (signature bytes \(Self.hex(found)), expected 89 50 4E 47 0D 0A 1A 0A)"
        case let .asciiConversion(file, found):
            return "\(file): PNG damaged by ASCII (text-mode) conversion: signature bytes \(Self.hex(found)), "
                + "expected 89 50 4E 47 0D 0A 1A 0A; transfer the file as binary"
        case let .truncated(file, chunk, offset, needed, available):
            let place = chunk.map { "in chunk \($0) " } ?? ""
            return "\(file): file is truncated \(place)at byte \(offset): needs \(needed) bytes, \(available) left"
        case let .crcMismatch(file, chunk, offset, stored, computed):
            return "\(file): CRC error in chunk \(chunk) at byte \(offset): stored \(Self.hex32(stored)), "
                + "computed \(Self.hex32(computed))"
        case let .invalidIHDR(file, reason):
            return "\(file): invalid IHDR: \(reason)"
        case let .invalidChunk(file, chunk, offset, reason):
            return "\(file): invalid chunk \(chunk) at byte \(offset): \(reason)"
        case let .missingIDAT(file):
            return "\(file): no IDAT chunk (the file holds no image data)"
        case let .tooLarge(file, width, height, maxPixels):
            let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
            let count = overflow ? "more than \(Int.max)" : "\(pixels)"
            return "\(file): image is \(width)x\(height) (\(count) pixels), over the limit of \(maxPixels) pixels"
        case let .corruptImageData(file, reason):
            return "\(file): corrupt image data: \(reason)"
        case let .encodingFailed(reason):
            return "PNG encoding failed: \(reason)"
        case let .writeFailed(error):
            return error.description
        }
    }

    static func hex(_ bytes: [UInt8]) -> String { Hex.bytes(bytes) }

    static func hex32(_ value: UInt32) -> String { "0x" + Hex.fixed(value, digits: 8) }
}
