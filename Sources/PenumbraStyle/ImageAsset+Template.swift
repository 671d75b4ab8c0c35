import PenumbraCore

extension ImageAsset {
    /// A template image drawn in one colour, as UIKit draws a template image with a tint: every
    /// pixel takes the tint's red, green and blue, and alpha `round(tint.a × image.a / 255)`
    /// (``PixelMath/mul255(_:_:)``); the image's own colours are ignored.
    public static func tinted(_ image: RGBAImage, with tint: RGBA8) -> RGBAImage {
        var out = image
        out.mutableBytes.withUnsafeMutableBufferPointer { buffer in
            var i = 0
            while i < buffer.count {
                buffer[i] = tint.r; buffer[i + 1] = tint.g; buffer[i + 2] = tint.b
                buffer[i + 3] = PixelMath.mul255(tint.a, buffer[i + 3])
                i += 4
            }
        }
        return out
    }
}
