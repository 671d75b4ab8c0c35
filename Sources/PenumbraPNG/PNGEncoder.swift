import CPNGShim
import Foundation
import PenumbraCore

/// Encodes images as PNG, deterministically: the same pixels and options give the same bytes.
///
/// Files take the smallest lossless colour type the pixels allow (``PNGEncodingOptions/ColorReduction``):
/// grey or palette (1-8 bits, with tRNS for transparency) when the image is grey or has at most
/// 256 colours, grey with alpha, else 8-bit RGB (colour type 2) when every pixel is opaque and
/// RGBA (colour type 6) otherwise. Decoding gives back exactly the encoded straight RGBA pixels
/// whatever the type. Files are non-interlaced, with an sRGB chunk (perceptual intent) and no
/// time or text chunks.
/// Large images are filtered and deflated in strips of about 256 KiB on up to one thread per
/// processor (at most 8); the strips depend only on the image size, so the bytes do not depend
/// on the machine or the thread count.
public enum PNGEncoder {
    /// Encodes a straight-alpha image.
    /// - Throws: ``PNGError/encodingFailed(reason:)`` when encoding fails (out of memory).
    public static func encode(_ image: RGBAImage, options: PNGEncodingOptions = .default) throws(PNGError) -> Data {
        try encode(image, options: options, workers: defaultWorkers)
    }

    /// Encodes a premultiplied bitmap, unpremultiplying each pixel
    /// (``PremultipliedRGBA8/unpremultiplied``) as its row is filtered, without copying the bitmap.
    /// - Throws: ``PNGError/encodingFailed(reason:)`` when encoding fails (out of memory).
    public static func encode(_ bitmap: Bitmap, options: PNGEncodingOptions = .default) throws(PNGError) -> Data {
        try encode(bitmap, options: options, workers: defaultWorkers)
    }

    /// Encodes `image` on up to `workers` threads; the bytes do not depend on `workers`.
    static func encode(_ image: RGBAImage, options: PNGEncodingOptions, workers: Int) throws(PNGError) -> Data {
        let result: Result<Data, PNGError> = image.bytes.withUnsafeBufferPointer { pixels in
            Result { () throws(PNGError) -> Data in
                let source = isOpaque(pixels) ? PN_SOURCE_OPAQUE_RGB : PN_SOURCE_STRAIGHT_RGBA
                return try encodePixels(pixels, width: image.width, height: image.height, source: source, options: options, workers: workers)
            }
        }
        return try result.get()
    }

    /// Encodes `bitmap` on up to `workers` threads; the bytes do not depend on `workers`.
    static func encode(_ bitmap: Bitmap, options: PNGEncodingOptions, workers: Int) throws(PNGError) -> Data {
        let result: Result<Data, PNGError> = bitmap.withUnsafeBytes { pixels in
            Result { () throws(PNGError) -> Data in
                let source = isOpaque(pixels) ? PN_SOURCE_OPAQUE_RGB : PN_SOURCE_PREMULTIPLIED_RGBA
                return try encodePixels(pixels, width: bitmap.width, height: bitmap.height, source: source, options: options, workers: workers)
            }
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

    /// Threads an encode uses: one per active processor, at most 8.
    static var defaultWorkers: Int { min(8, max(1, ProcessInfo.processInfo.activeProcessorCount)) }

    /// Whether every pixel of an RGBA buffer has alpha 255 (the C check reads 64 pixels a step).
    private static func isOpaque(_ pixels: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = pixels.baseAddress else { return true }
        return pn_rgba_is_opaque(base, pixels.count / 4) != 0
    }

    /// Runs the C encoder on `width × height` RGBA pixels read as `source` (`PN_SOURCE_*`).
    private static func encodePixels(
        _ pixels: UnsafeBufferPointer<UInt8>, width: Int, height: Int, source: Int, options: PNGEncodingOptions, workers: Int
    ) throws(PNGError) -> Data {
        guard let base = pixels.baseAddress, pixels.count >= width * height * 4,
              let w = UInt32(exactly: width), let h = UInt32(exactly: height) else {
            throw .encodingFailed(reason: "image \(width)x\(height) has \(pixels.count) bytes, expected \(width * height * 4)")
        }
        var message = [CChar](repeating: 0, count: 256)
        var out: UnsafeMutablePointer<UInt8>?
        var size = 0
        let status = pn_png_encode(
            base, w, h, Int32(source), options.filter.libpngMask, options.filter.runPercent,
            Int32(options.compressionLevel), options.strategy.zlibValue, options.colorReduction == .lossless ? 1 : 0,
            Int32(clamping: workers),
            &out, &size, &message, message.count)
        guard status == 0, let out else {
            throw .encodingFailed(reason: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return Data(bytesNoCopy: out, count: size, deallocator: .custom { bytes, _ in pn_png_free(bytes.assumingMemoryBound(to: UInt8.self)) })
    }
}
