import CPNGShim
import Foundation
import PenumbraCore

/// Encodes images as PNG, deterministically: the same pixels and options give the same bytes.
///
/// Files are 8-bit RGB (colour type 2) when every pixel is opaque, RGBA (colour type 6)
/// otherwise, non-interlaced, with an sRGB chunk (perceptual intent) and no time or text chunks.
public enum PNGEncoder {
    /// Encodes a straight-alpha image.
    /// - Throws: ``PNGError/encodingFailed(reason:)`` when libpng fails (out of memory).
    public static func encode(_ image: RGBAImage, options: PNGEncodingOptions = .default) throws(PNGError) -> Data {
        let opaque = image.isOpaque
        return try image.bytes.withUnsafeBufferPointer { (src) throws(PNGError) -> Data in
            try encodeRows(width: image.width, height: image.height, opaque: opaque, options: options) { y, row in
                let start = src.baseAddress.map { $0 + y * image.width * 4 }
                if !opaque { return start }
                if let start { packRGB(start, into: row, count: image.width) }
                return UnsafePointer(row)
            }
        }
    }

    /// Encodes a premultiplied bitmap, unpremultiplying one row at a time
    /// (``PremultipliedRGBA8/unpremultiplied``) without copying the whole bitmap.
    /// - Throws: ``PNGError/encodingFailed(reason:)`` when libpng fails (out of memory).
    public static func encode(_ bitmap: Bitmap, options: PNGEncodingOptions = .default) throws(PNGError) -> Data {
        let opaque = bitmap.isOpaque
        let result: Result<Data, PNGError> = bitmap.withUnsafeBytes { src in
            Result { () throws(PNGError) -> Data in try encodeRows(width: bitmap.width, height: bitmap.height, opaque: opaque, options: options) { y, row in
                guard let start = src.baseAddress.map({ $0 + y * bitmap.width * 4 }) else { return nil }
                if opaque {
                    packRGB(start, into: row, count: bitmap.width)
                } else {
                    unpremultiply(start, into: row, count: bitmap.width)
                }
                return UnsafePointer(row)
            } }
        }
        return try result.get()
    }

    /// Encodes `image` and writes it to `url` atomically (``AtomicFile``).
    /// - Throws: ``PNGError/encodingFailed(reason:)`` or ``PNGError/writeFailed(_:)``.
    public static func write(_ image: RGBAImage, to url: URL, options: PNGEncodingOptions = .default) throws(PNGError) {
        let data = try encode(image, options: options)
        do { try AtomicFile.write(data, to: url) } catch { throw .writeFailed(error) }
    }

    /// Encodes `bitmap` and writes it to `url` atomically (``AtomicFile``).
    /// - Throws: ``PNGError/encodingFailed(reason:)`` or ``PNGError/writeFailed(_:)``.
    public static func write(_ bitmap: Bitmap, to url: URL, options: PNGEncodingOptions = .default) throws(PNGError) {
        let data = try encode(bitmap, options: options)
        do { try AtomicFile.write(data, to: url) } catch { throw .writeFailed(error) }
    }

    /// Drives the C encoder; `row(y, scratch)` returns the bytes of row `y` (RGB when `opaque`,
    /// else RGBA), either its own pointer or `scratch` (room for `width × 4` bytes) filled in.
    private static func encodeRows(
        width: Int, height: Int, opaque: Bool, options: PNGEncodingOptions,
        row: (Int, UnsafeMutablePointer<UInt8>) -> UnsafePointer<UInt8>?
    ) throws(PNGError) -> Data {
        var message = [CChar](repeating: 0, count: 256)
        guard let encoder = pn_png_encoder_create(
            UInt32(width), UInt32(height), opaque ? 3 : 4, options.filter.libpngMask, options.filter.runPercent,
            Int32(options.compressionLevel), options.strategy.zlibValue, &message, message.count)
        else {
            throw .encodingFailed(reason: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        defer { pn_png_encoder_destroy(encoder) }
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, width * 4))
        defer { scratch.deallocate() }
        for y in 0..<height {
            guard let bytes = row(y, scratch), pn_png_encoder_write_row(encoder, bytes) == 0 else {
                throw .encodingFailed(reason: String(cString: pn_png_encoder_message(encoder)))
            }
        }
        var out: UnsafePointer<UInt8>?
        var size = 0
        guard pn_png_encoder_finish(encoder, &out, &size) == 0, let out else {
            throw .encodingFailed(reason: String(cString: pn_png_encoder_message(encoder)))
        }
        return Data(bytes: out, count: size)
    }

    /// Copies `count` RGBA pixels as RGB, dropping alpha.
    @inline(__always)
    private static func packRGB(_ src: UnsafePointer<UInt8>, into dst: UnsafeMutablePointer<UInt8>, count: Int) {
        var s = src, d = dst
        for _ in 0..<count {
            d[0] = s[0]; d[1] = s[1]; d[2] = s[2]
            s += 4; d += 3
        }
    }

    /// Unpremultiplies `count` pixels (the rule of ``PremultipliedRGBA8/unpremultiplied``).
    @inline(__always)
    private static func unpremultiply(_ src: UnsafePointer<UInt8>, into dst: UnsafeMutablePointer<UInt8>, count: Int) {
        for i in 0..<count {
            let o = i * 4
            let p = PremultipliedRGBA8(unchecked: src[o], src[o + 1], src[o + 2], src[o + 3]).unpremultiplied
            dst[o] = p.r; dst[o + 1] = p.g; dst[o + 2] = p.b; dst[o + 3] = p.a
        }
    }
}
