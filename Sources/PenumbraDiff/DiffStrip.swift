import PenumbraCore

/// A labelled strip for reports: reference | actual | diff side by side, each panel captioned.
///
/// Panels are laid on a light grey page with a gap between them; transparent parts of the
/// images show over a grey checkerboard so that transparency (and a change of alpha alone) is
/// visible. Captions use the built-in 5x7 font, scaled with the image size.
public enum DiffStrip {
    /// Builds the strip. Captions default to `REFERENCE WxH`, `ACTUAL WxH` and `DIFF`.
    /// - Parameters:
    ///   - diff: the diff image (``DiffResult/diffImage``).
    ///   - captions: three captions, drawn in upper case.
    /// - Returns: an opaque image `3 × panel width + 4 × margin` wide.
    /// - Throws: ``DiffError/imageTooLarge(width:height:maxPixels:)`` when the strip would exceed
    ///   ``PixelSize/defaultMaxPixels`` (three 7680x4320 panels do).
    public static func make(reference: RGBAImage, actual: RGBAImage, diff: RGBAImage, captions: [String]? = nil) throws(DiffError) -> RGBAImage {
        let panels = [reference, actual, diff]
        let texts = captions ?? ["REFERENCE \(reference.size)", "ACTUAL \(actual.size)", "DIFF"]
        let panelWidth = panels.map(\.width).max() ?? 1
        let panelHeight = panels.map(\.height).max() ?? 1
        // A caption 7 font pixels high: about 1/60 of the panel, at least 1 image pixel per font pixel.
        let scale = max(1, min(8, max(panelWidth, panelHeight) / 400))
        let margin = 6 * scale
        let captionHeight = BitmapFont5x7.glyphHeight * scale
        let width = 3 * panelWidth + 4 * margin
        let height = panelHeight + captionHeight + 3 * margin
        guard let size = try? PixelSize(width: width, height: height) else {
            throw .imageTooLarge(width: width, height: height, maxPixels: PixelSize.defaultMaxPixels)
        }
        var page = RGBAImage(size: size, fill: RGBA8(236, 236, 236))
        var bytes = page.bytes
        for (index, panel) in panels.enumerated() {
            let left = margin + index * (panelWidth + margin)
            let top = 2 * margin + captionHeight
            blit(panel, into: &bytes, pageWidth: width, left: left, top: top)
            let text = index < texts.count ? texts[index] : ""
            BitmapFont5x7.draw(text, x: left, y: margin, scale: scale, colour: RGBA8(32, 32, 32),
                               into: &bytes, width: width, height: height)
        }
        page.bytes = bytes
        return page
    }

    /// Copies `image` at `(left, top)`, compositing it over an 8-pixel grey checkerboard.
    private static func blit(_ image: RGBAImage, into page: inout [UInt8], pageWidth: Int, left: Int, top: Int) {
        image.bytes.withUnsafeBufferPointer { src in
            page.withUnsafeMutableBufferPointer { dst in
                for y in 0..<image.height {
                    for x in 0..<image.width {
                        let s = (y * image.width + x) * 4
                        let d = ((top + y) * pageWidth + left + x) * 4
                        let a = UInt32(src[s + 3])
                        if a == 255 {
                            dst[d] = src[s]; dst[d + 1] = src[s + 1]; dst[d + 2] = src[s + 2]
                        } else {
                            let checker: UInt32 = ((x / 8 + y / 8) % 2 == 0) ? 204 : 153
                            for c in 0..<3 {
                                let v = UInt32(src[s + c]) * a + checker * (255 - a)
                                dst[d + c] = UInt8(truncatingIfNeeded: PixelMath.div255(v))
                            }
                        }
                        dst[d + 3] = 255
                    }
                }
            }
        }
    }
}
