/// A premultiplied RGBA8 image: the rasterizer's canvas.
///
/// Pixels are stored row by row, 4 bytes each (`r, g, b, a`, colour channels premultiplied by
/// alpha, each at most alpha), with no padding: the byte offset of pixel `(x, y)` is
/// `(y × width + x) × 4`. The PNG encoder and the diff read rows through
/// ``withUnsafeBytes(_:)`` without copying.
///
/// ## Guarantees
/// - ``size`` is a validated ``PixelSize``, and ``bytes`` holds exactly `width × height × 4` bytes.
/// - Every colour byte is at most its pixel's alpha byte (premultiplied), for pixels written
///   through the subscript or an initialiser; ``withUnsafeMutableBytes(_:)`` hands the bytes to
///   code that must keep it so.
public struct Bitmap: Hashable, Sendable {
    /// The validated size.
    public let size: PixelSize
    /// The pixel bytes, premultiplied; every colour byte is at most its alpha byte.
    @inlinable public var bytes: [UInt8] { storage }

    @usableFromInline var storage: [UInt8]

    /// Width in pixels.
    @inlinable public var width: Int { size.width }
    /// Height in pixels.
    @inlinable public var height: Int { size.height }
    /// Bytes per row: `width × 4`.
    @inlinable public var rowBytes: Int { size.width * 4 }

    /// A bitmap filled with one colour (default transparent).
    public init(size: PixelSize, fill: PremultipliedRGBA8 = .clear) {
        self.size = size
        self.storage = PixelMemory.pixels(count: size.pixelCount, (fill.r, fill.g, fill.b, fill.a))
    }

    /// A bitmap filled with one colour; throws ``ImageSizeError`` for an invalid size.
    public init(width: Int, height: Int, fill: PremultipliedRGBA8 = .clear) throws(ImageSizeError) {
        self.init(size: try PixelSize(width: width, height: height), fill: fill)
    }

    /// Wraps premultiplied bytes; `nil` when the count is wrong or a colour byte exceeds its alpha.
    public init?(size: PixelSize, premultipliedBytes bytes: [UInt8]) {
        guard bytes.count == size.pixelCount * 4 else { return nil }
        for i in stride(from: 0, to: bytes.count, by: 4) {
            let a = bytes[i + 3]
            if bytes[i] > a || bytes[i + 1] > a || bytes[i + 2] > a { return nil }
        }
        self.size = size
        self.storage = bytes
    }

    /// The pixel at `(x, y)`; both must be inside the bitmap.
    @inlinable
    public subscript(x: Int, y: Int) -> PremultipliedRGBA8 {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside \(size)")
            let i = (y * width + x) * 4
            return PremultipliedRGBA8(unchecked: storage[i], storage[i + 1], storage[i + 2], storage[i + 3])
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside \(size)")
            let i = (y * width + x) * 4
            storage[i] = newValue.r; storage[i + 1] = newValue.g; storage[i + 2] = newValue.b; storage[i + 3] = newValue.a
        }
    }

    /// Reads the premultiplied bytes without copying.
    @inlinable
    public func withUnsafeBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try storage.withUnsafeBufferPointer(body)
    }

    /// Writes the bytes in place. The closure must leave every colour byte at most its alpha byte.
    @inlinable
    public mutating func withUnsafeMutableBytes<R>(_ body: (UnsafeMutableBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try storage.withUnsafeMutableBufferPointer { buffer in try body(buffer) }
    }

    /// Whether every pixel has alpha 255.
    public var isOpaque: Bool {
        bytes.withUnsafeBufferPointer { buffer in
            var i = 3
            while i < buffer.count {
                if buffer[i] != 255 { return false }
                i += 4
            }
            return true
        }
    }

    /// The straight-alpha image (``PremultipliedRGBA8/unpremultiplied``), for encoding and diffing.
    public func unpremultiplied() -> RGBAImage {
        let out = PixelMemory.bytes(count: bytes.count) { dst in
            bytes.withUnsafeBufferPointer { src in
                for i in stride(from: 0, to: src.count, by: 4) {
                    let s = PremultipliedRGBA8(unchecked: src[i], src[i + 1], src[i + 2], src[i + 3]).unpremultiplied
                    dst[i] = s.r; dst[i + 1] = s.g; dst[i + 2] = s.b; dst[i + 3] = s.a
                }
            }
        }
        return RGBAImage(size: size, validatedBytes: out)
    }
}
