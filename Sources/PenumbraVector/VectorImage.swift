// Raster images inside vector drawings: a PDF icon's image XObjects and inline images, decoded
// to premultiplied pixels when the file is read and placed by the transform PDF's CTM gives.
import PenumbraCore

/// A raster image placed in a vector drawing.
public struct VectorImage: Hashable, Sendable {
    /// The pixels (premultiplied RGBA8), rows from the image's top.
    public var pixels: Bitmap
    /// Maps the unit square, (0, 0) the image's top-left corner and (1, 1) its bottom-right, to
    /// the drawing's coordinates.
    public var transform: AffineTransform
    /// 0...1, multiplied into the pixels' alpha.
    public var opacity: Double

    public init(pixels: Bitmap, transform: AffineTransform, opacity: Double = 1) {
        self.pixels = pixels; self.transform = transform; self.opacity = opacity
    }
}
