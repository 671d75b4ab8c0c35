import CPNGShim
import Foundation
import PenumbraCore

/// Decodes any valid PNG (every colour type, bit depths 1-16, palettes with tRNS, Adam7) to a
/// straight ``RGBAImage``, and rejects every invalid one with a ``PNGError``.
///
/// Pixels are never converted: no gamma, no ICC or cICP conversion. The colour-space metadata is
/// reported in ``PNGInfo`` instead. Decoding is thread-safe; each call has its own libpng state.
///
/// Stricter than libpng on two points: a CRC error in any chunk (ancillary ones included) and a
/// colour-space chunk of the wrong length (sRGB, gAMA, cHRM, cICP) reject the file, since both
/// mean it was damaged.
public enum PNGDecoder {
    /// Decodes the PNG file at `url`.
    /// - Parameter maxPixels: the largest `width × height` accepted; checked from IHDR before any
    ///   pixel memory is allocated. Default: ``PixelSize/defaultMaxPixels`` (100 megapixels).
    /// - Throws: ``PNGError``, naming the file's path.
    public static func decode(contentsOf url: URL, maxPixels: Int = PixelSize.defaultMaxPixels) throws(PNGError) -> DecodedPNG {
        try decode(readFile(url), name: url.relativePath, maxPixels: maxPixels)
    }

    /// Decodes the PNG file at `url` and returns only its pixels.
    /// - Throws: ``PNGError``, naming the file's path.
    public static func decodeImage(contentsOf url: URL, maxPixels: Int = PixelSize.defaultMaxPixels) throws(PNGError) -> RGBAImage {
        try decode(contentsOf: url, maxPixels: maxPixels).image
    }

    /// Decodes PNG bytes held in memory.
    /// - Parameters:
    ///   - name: what errors call the data (a path or a label). Default: `"<memory>"`.
    ///   - maxPixels: see ``decode(contentsOf:maxPixels:)``.
    /// - Throws: ``PNGError``.
    public static func decode(_ data: Data, name: String = "<memory>", maxPixels: Int = PixelSize.defaultMaxPixels) throws(PNGError) -> DecodedPNG {
        let result: Result<DecodedPNG, PNGError> = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            do { return .success(try decode(bytes, name: name, maxPixels: maxPixels)) } catch let error as PNGError {
                return .failure(error)
            } catch {
                return .failure(.corruptImageData(file: name, reason: "\(error)"))
            }
        }
        return try result.get()
    }

    /// Decodes PNG bytes held in memory.
    public static func decode(_ bytes: [UInt8], name: String = "<memory>", maxPixels: Int = PixelSize.defaultMaxPixels) throws(PNGError) -> DecodedPNG {
        try decode(Data(bytes), name: name, maxPixels: maxPixels)
    }

    /// Reads the header and colour-space metadata without decoding pixels. Still checks the
    /// signature, every chunk's bounds and CRC, IHDR and the size limit.
    /// - Throws: ``PNGError``.
    public static func readInfo(_ data: Data, name: String = "<memory>", maxPixels: Int = PixelSize.defaultMaxPixels) throws(PNGError) -> PNGInfo {
        let scanner = PNGChunkScanner(name: name, maxPixels: maxPixels)
        let result: Result<PNGInfo, PNGError> = data.withUnsafeBytes { raw in
            do { return .success(try scanner.scan(raw.bindMemory(to: UInt8.self))) } catch let error as PNGError {
                return .failure(error)
            } catch {
                return .failure(.corruptImageData(file: name, reason: "\(error)"))
            }
        }
        return try result.get()
    }

    /// Reads the header and metadata of the file at `url` (see ``readInfo(_:name:maxPixels:)``).
    public static func readInfo(contentsOf url: URL, maxPixels: Int = PixelSize.defaultMaxPixels) throws(PNGError) -> PNGInfo {
        try readInfo(readFile(url), name: url.relativePath, maxPixels: maxPixels)
    }

    static func readFile(_ url: URL) throws(PNGError) -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw .unreadable(file: url.relativePath, reason: "no such file")
        }
        guard !isDirectory.boolValue else { throw .unreadable(file: url.relativePath, reason: "is a folder") }
        do {
            return try Data(contentsOf: url, options: .mappedIfSafe)
        } catch {
            throw .unreadable(file: url.relativePath, reason: FileBytes.reason(error))
        }
    }

    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, name: String, maxPixels: Int) throws(PNGError) -> DecodedPNG {
        let info = try PNGChunkScanner(name: name, maxPixels: maxPixels).scan(bytes)
        // The scanner checked width × height against maxPixels, so this allocation is bounded.
        guard let size = try? PixelSize(width: info.width, height: info.height, maxPixels: maxPixels) else {
            throw .tooLarge(file: name, width: info.width, height: info.height, maxPixels: maxPixels)
        }
        var message = [CChar](repeating: 0, count: 512)
        var status: Int32 = 0
        // A row's byte more than the pixels: the direct decoder inflates the filtered rows into
        // the same buffer and unfilters them forward into place (decode_direct.c).
        let capacity = pn_png_decode_capacity(UInt32(info.width), UInt32(info.height))
        // pn_png_decode_rgba asks for huge pages and pre-faults the buffer itself.
        let pixels = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            status = pn_png_decode_rgba(bytes.baseAddress, bytes.count, UInt32(info.width), UInt32(info.height),
                                        buffer.baseAddress, capacity, &message, message.count)
            count = size.pixelCount * 4
            if status != 0 { buffer.initialize(repeating: 0) }
        }
        guard status == 0 else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw .corruptImageData(file: name, reason: reason)
        }
        guard let image = RGBAImage(size: size, bytes: pixels) else {
            throw .corruptImageData(file: name, reason: "decoded byte count does not match \(size)")
        }
        return DecodedPNG(image: image, info: info)
    }
}
