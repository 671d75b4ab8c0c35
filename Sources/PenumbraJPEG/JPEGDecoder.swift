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
        try decode(data, name: name, maxPixels: maxPixels, reducedTo: .max).image
    }

    /// The pixels of a JPEG held in memory, scaled down at decode by the smallest of 1/1, 1/2,
    /// 1/4 and 1/8 that brings them to at most `targetPixels` (libjpeg's scaled IDCT: the full
    /// size is never held), with the file's own size. `maxPixels` bounds the file's own size.
    /// A 208-byte arithmetic-coded file can declare 10000 × 10000; drawn as an icon, 1/8 of it
    /// (1250 × 1250, 6 MB) is plenty, where the whole is 400 MB.
    public static func decode(_ data: Data, name: String = "<memory>", maxPixels: Int = PixelSize.defaultMaxPixels,
                              reducedTo targetPixels: Int) throws(JPEGError) -> (image: RGBAImage, fullSize: PixelSize) {
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
        var denominator = 1
        while denominator < 8, Self.scaled(w, denominator) * Self.scaled(h, denominator) > targetPixels { denominator *= 2 }
        let outWidth = Self.scaled(w, denominator), outHeight = Self.scaled(h, denominator)
        guard let outSize = denominator == 1 ? size : try? PixelSize(width: outWidth, height: outHeight) else {
            throw .tooLarge(file: name, width: w, height: h, maxPixels: maxPixels)
        }
        var bytes = PixelMemory.bytes(count: outWidth * outHeight * 4)
        let status = data.withUnsafeBytes { raw in
            bytes.withUnsafeMutableBufferPointer { out in
                pn_jpeg_decode_rgba_scaled(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, width, height,
                                           UInt32(denominator), out.baseAddress, &message, message.count)
            }
        }
        guard status == 0, let image = RGBAImage(size: outSize, bytes: bytes) else {
            throw .corrupt(file: name, reason: Self.text(message))
        }
        return (image, size)
    }

    /// A side scaled by 1/`denominator` as libjpeg scales it (rounded up).
    private static func scaled(_ side: Int, _ denominator: Int) -> Int { (side + denominator - 1) / denominator }

    /// The C library's NUL-terminated message as text.
    private static func text(_ message: [CChar]) -> String {
        let bytes = message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
