import PenumbraCore

/// Core Graphics' image: pixels with no scale of their own (`UIImage.cgImage`, a layer's
/// `contents`). Penumbra keeps them premultiplied, 8 bits per channel, in sRGB.
public final class CGImage: Hashable, @unchecked Sendable {
    /// The pixels, premultiplied.
    package let bitmap: Bitmap

    package init(bitmap: Bitmap) { self.bitmap = bitmap }

    /// The width in pixels.
    public var width: Int { bitmap.width }
    /// The height in pixels.
    public var height: Int { bitmap.height }
    /// Bits per channel: 8.
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel: 32.
    public var bitsPerPixel: Int { 32 }
    /// Bytes per row.
    public var bytesPerRow: Int { bitmap.width * 4 }
    /// The image's colour space (sRGB).
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }
    /// The part of the image inside `rect` (pixels), or nil when they do not overlap.
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.standardized.integral
        guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return nil }
        let x0 = max(0, Int(r.minX)), y0 = max(0, Int(r.minY))
        let x1 = min(width, Int(r.maxX)), y1 = min(height, Int(r.maxY))
        guard x1 > x0, y1 > y0 else { return nil }
        guard var out = try? Bitmap(width: x1 - x0, height: y1 - y0) else { return nil }
        for y in y0..<y1 { for x in x0..<x1 { out[x - x0, y - y0] = bitmap[x, y] } }
        return CGImage(bitmap: out)
    }

    public static func == (a: CGImage, b: CGImage) -> Bool { a === b || a.bitmap == b.bitmap }
    public func hash(into hasher: inout Hasher) { hasher.combine(width); hasher.combine(height) }
}
