import PenumbraCore
import PenumbraStyle

/// One render to check: the pixels, what was drawn where (``CheckItem``s, back to front), and
/// the variant it was rendered in.
public struct CheckScene: Sendable {
    /// The variant the render shows (its traits give the palette values to compare against).
    public let variant: Variant
    /// The root's size in points.
    public let size: Size
    /// Pixels per point (1, 2 or 3).
    public let scale: Int
    /// The drawing operations, back to front.
    public let items: [CheckItem]
    /// The rendered pixels, `size × scale`.
    public let bitmap: Bitmap
    /// The same render without its text, when the renderer can make one: the contrast check then
    /// reads the background from it exactly. `nil`: the check takes the most common colour in the
    /// text's frame of ``bitmap``.
    public let textlessBitmap: Bitmap?
    /// The tree path reported for findings about the whole render. Default: `root`.
    public let rootPath: String

    /// A scene; throws ``CheckError/bitmapSizeMismatch(expected:actual:)`` when a bitmap is not
    /// `size × scale` pixels (rounded), or ``CheckError/invalidScale(_:)`` for a scale outside 1-3.
    public init(variant: Variant, size: Size, scale: Int, items: [CheckItem], bitmap: Bitmap,
                textlessBitmap: Bitmap? = nil, rootPath: String = "root") throws(CheckError) {
        guard (1...3).contains(scale) else { throw .invalidScale(scale) }
        let expected = "\(Int((size.width * Double(scale)).rounded()))x\(Int((size.height * Double(scale)).rounded()))"
        for candidate in [bitmap] + (textlessBitmap.map { [$0] } ?? []) where candidate.size.description != expected {
            throw .bitmapSizeMismatch(expected: expected, actual: candidate.size.description)
        }
        self.variant = variant
        self.size = size
        self.scale = scale
        self.items = items
        self.bitmap = bitmap
        self.textlessBitmap = textlessBitmap
        self.rootPath = rootPath
    }

    /// The pixel box a frame in points covers (outward-rounded), clipped to the bitmap; `nil`
    /// when it lies outside.
    public func pixelBox(of frame: Rect) -> PixelRect? {
        let s = Double(scale)
        // Clamped to the bitmap before converting: a frame may be infinite, NaN or far away.
        func pixel(_ v: Double, _ rule: FloatingPointRoundingRule, limit: Int) -> Int {
            guard !v.isNaN else { return 0 }
            return Int(min(max(v.rounded(rule), 0), Double(limit)))
        }
        let x0 = pixel(frame.minX * s, .down, limit: bitmap.width), y0 = pixel(frame.minY * s, .down, limit: bitmap.height)
        let x1 = pixel(frame.maxX * s, .up, limit: bitmap.width), y1 = pixel(frame.maxY * s, .up, limit: bitmap.height)
        guard x1 > x0, y1 > y0 else { return nil }
        return PixelRect(unchecked: x0, y0, x1 - x0, y1 - y0)
    }
}

