/// A straight (non-premultiplied) RGBA8 image: what PNG decoding gives and what the diff compares.
///
/// Pixels are stored row by row, 4 bytes each (`r, g, b, a`), with no padding: the byte offset of
/// pixel `(x, y)` is `(y × width + x) × 4`.
///
/// ## Guarantees
/// - ``size`` is a validated ``PixelSize``.
/// - Outside this package, ``bytes`` always holds exactly `width × height × 4` bytes: every
///   initialiser checks the count, and only the package's own modules can replace the storage.
public struct RGBAImage: Hashable, Sendable {
    /// The validated size.
    public let size: PixelSize
    /// The pixel bytes, `width × height × 4`, straight alpha.
    @inlinable public var bytes: [UInt8] { storage }
    @usableFromInline var storage: [UInt8]

    /// The storage, writable by the modules of this package: a decoder fills it, and a pipeline
    /// that is done with an image empties it (`= []`) to free its memory before the next
    /// allocation. Outside the package the byte count always stays `width × height × 4`.
    package var mutableBytes: [UInt8] {
        get { storage }
        _modify { yield &storage }
        set { storage = newValue }
    }

    /// Calls `body` with the pixel bytes to change them in place (their count cannot change).
    public mutating func withUnsafeMutableBytes<R>(_ body: (UnsafeMutableBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try storage.withUnsafeMutableBufferPointer { buffer in try body(buffer) }
    }

    /// Width in pixels.
    @inlinable public var width: Int { size.width }
    /// Height in pixels.
    @inlinable public var height: Int { size.height }

    /// An image of one colour.
    public init(size: PixelSize, fill: RGBA8 = .clear) {
        self.size = size
        self.storage = PixelMemory.pixels(count: size.pixelCount, (fill.r, fill.g, fill.b, fill.a))
    }

    /// An image of one colour; throws ``ImageSizeError`` for an invalid size.
    public init(width: Int, height: Int, fill: RGBA8 = .clear) throws(ImageSizeError) {
        self.init(size: try PixelSize(width: width, height: height), fill: fill)
    }

    /// Wraps existing bytes; `nil` when their count is not `width × height × 4`.
    public init?(size: PixelSize, bytes: [UInt8]) {
        guard bytes.count == size.pixelCount * 4 else { return nil }
        self.size = size
        self.storage = bytes
    }

    /// Wraps bytes whose count the caller has checked.
    @usableFromInline
    init(size: PixelSize, validatedBytes bytes: [UInt8]) {
        self.size = size
        self.storage = bytes
    }

    /// The pixel at `(x, y)`; both must be inside the image.
    @inlinable
    public subscript(x: Int, y: Int) -> RGBA8 {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside \(size)")
            let i = (y * width + x) * 4
            return RGBA8(bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3])
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside \(size)")
            let i = (y * width + x) * 4
            storage[i] = newValue.r; storage[i + 1] = newValue.g; storage[i + 2] = newValue.b; storage[i + 3] = newValue.a
        }
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

    /// The image premultiplied by alpha (``RGBA8/premultiplied``).
    public func premultiplied() -> Bitmap {
        var out = Bitmap(size: size)
        out.withUnsafeMutableBytes { dst in
            bytes.withUnsafeBufferPointer { src in
                for i in stride(from: 0, to: src.count, by: 4) {
                    let p = RGBA8(src[i], src[i + 1], src[i + 2], src[i + 3]).premultiplied
                    dst[i] = p.r; dst[i + 1] = p.g; dst[i + 2] = p.b; dst[i + 3] = p.a
                }
            }
        }
        return out
    }
}
