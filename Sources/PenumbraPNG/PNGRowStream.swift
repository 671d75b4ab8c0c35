import CPNGShim
import Foundation
import PenumbraCore

/// A PNG read a few rows at a time, as straight RGBA: for a caller that holds only a window of
/// the image (a comparison that releases the rows it has compared), so that the whole image never
/// has to be in memory. Only the direct decoder's formats stream (8-bit RGB, RGBA, grey with
/// alpha; grey and palette of 1-8 bits; not interlaced); ``open(_:name:maxPixels:)`` returns
/// `nil` for others. Any trouble while reading (a corrupt or short stream, a wrong Adler-32) is
/// reported as `false` without a reason: decode the file whole with ``PNGDecoder`` to learn it.
/// The rows equal those of ``PNGDecoder/decode(_:name:maxPixels:)``.
public final class PNGRowStream {
    /// The file's header and metadata, checked as ``PNGDecoder/readInfo(_:name:maxPixels:)`` checks them.
    public let info: PNGInfo
    /// Rows read so far.
    public private(set) var rowsRead = 0
    private let stream: OpaquePointer

    private init(info: PNGInfo, stream: OpaquePointer) {
        self.info = info
        self.stream = stream
    }

    deinit { pn_png_row_stream_close(stream) }

    /// A row stream over `data`, or `nil` when its format does not stream; throws what
    /// ``PNGDecoder/readInfo(_:name:maxPixels:)`` throws for a file that does not pass its checks.
    public static func open(_ data: Data, name: String = "<memory>", maxPixels: Int = PixelSize.defaultMaxPixels) throws(PNGError) -> PNGRowStream? {
        let info = try PNGDecoder.readInfo(data, name: name, maxPixels: maxPixels)
        let stream = data.withUnsafeBytes { raw in
            pn_png_row_stream_open(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, UInt32(info.width), UInt32(info.height))
        }
        return stream.map { PNGRowStream(info: info, stream: $0) }
    }

    /// Reads the next `count` rows into `out` (`width * 4` bytes a row); `false` when the stream
    /// is corrupt or has fewer rows left.
    public func read(_ count: Int, into out: UnsafeMutablePointer<UInt8>) -> Bool {
        guard count >= 0, rowsRead + count <= info.height else { return false }
        guard pn_png_row_stream_read(stream, out, UInt32(count)) == 0 else { return false }
        rowsRead += count
        return true
    }

    /// After every row was read: whether the stream ends there, with a correct Adler-32.
    public func finish() -> Bool {
        rowsRead == info.height && pn_png_row_stream_finish(stream) == 0
    }
}
