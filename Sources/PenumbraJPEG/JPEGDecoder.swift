import CJPEGShim
import Foundation
import PenumbraCore

/// Decodes JPEG photos (asset catalogs hold them beside PNGs) with libjpeg-turbo's accurate
/// integer IDCT, which gives the same pixels on every machine.
public enum JPEGDecoder {
    /// The pixels of the JPEG at `url` as opaque RGBA.
    /// - Parameter maxPixels: the largest `width × height` accepted, checked from the header.
    public static func decodeImage(contentsOf url: URL, maxPixels: Int = PixelSize.defaultMaxPixels) throws(JPEGError) -> RGBAImage {
        let data: Data
        do { data = try Data(contentsOf: url, options: .mappedIfSafe) } catch {
            throw .unreadable(file: url.relativePath, reason: FileBytes.reason(error))
        }
        return try decode(data, name: url.relativePath, maxPixels: maxPixels)
    }

    /// The pixels of a JPEG held in memory; `name` is used in errors.
    public static func decode(_ data: Data, name: String = "<memory>", maxPixels: Int = PixelSize.defaultMaxPixels) throws(JPEGError) -> RGBAImage {
        var message = [CChar](repeating: 0, count: 256)
        var width: UInt32 = 0, height: UInt32 = 0
        var components: Int32 = 0
        let header = data.withUnsafeBytes { raw in
            pn_jpeg_header(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, &width, &height, &components, &message, message.count)
        }
        guard header == 0 else { throw .corrupt(file: name, reason: Self.text(message)) }
        let w = Int(width), h = Int(height)
        guard w > 0, h > 0, w * h <= maxPixels, let size = try? PixelSize(width: w, height: h) else {
            throw .tooLarge(file: name, width: w, height: h, maxPixels: maxPixels)
        }
        var bytes = PixelMemory.bytes(count: w * h * 4)
        let status = data.withUnsafeBytes { raw in
            bytes.withUnsafeMutableBufferPointer { out in
                pn_jpeg_decode_rgba(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, width, height, out.baseAddress,
                                    &message, message.count)
            }
        }
        guard status == 0, let image = RGBAImage(size: size, bytes: bytes) else {
            throw .corrupt(file: name, reason: Self.text(message))
        }
        return image
    }

    /// The C library's NUL-terminated message as text.
    private static func text(_ message: [CChar]) -> String {
        let bytes = message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
