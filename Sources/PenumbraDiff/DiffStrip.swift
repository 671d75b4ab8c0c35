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
        let texts = captions ?? ["REFERENCE \(reference.size)", "ACTUAL \(actual.size)", "DIFF"]
        var page = try Page(panelSizes: [reference.size, actual.size, diff.size], captions: texts)
        page.place(reference, panel: 0)
        page.place(actual, panel: 1)
        page.place(diff, panel: 2)
        return page.image
    }

    /// A strip filled panel by panel, so that the three panel images need not all be in memory
    /// while it is drawn.
    struct Page {
        /// The page: light grey, with the captions drawn.
        private(set) var image: RGBAImage
        let panelWidth: Int, panelHeight: Int, margin: Int, captionHeight: Int

        /// Lays out a page for three panels of these sizes and draws the captions (upper case).
        /// - Throws: ``DiffError/imageTooLarge(width:height:maxPixels:)``.
        init(panelSizes: [PixelSize], captions: [String]) throws(DiffError) {
            panelWidth = panelSizes.map(\.width).max() ?? 1
            panelHeight = panelSizes.map(\.height).max() ?? 1
            // A caption 7 font pixels high: about 1/60 of the panel, at least 1 image pixel per font pixel.
            let scale = max(1, min(8, max(panelWidth, panelHeight) / 400))
            margin = 6 * scale
            captionHeight = BitmapFont5x7.glyphHeight * scale
            let width = 3 * panelWidth + 4 * margin
            let height = panelHeight + captionHeight + 3 * margin
            guard let size = try? PixelSize(width: width, height: height) else {
                throw .imageTooLarge(width: width, height: height, maxPixels: PixelSize.defaultMaxPixels)
            }
            image = RGBAImage(size: size, fill: RGBA8(236, 236, 236))
            var bytes = image.bytes
            image.mutableBytes = []
            for index in 0..<3 {
                let text = index < captions.count ? captions[index] : ""
                BitmapFont5x7.draw(text, x: left(of: index), y: margin, scale: scale, colour: RGBA8(32, 32, 32),
                                   into: &bytes, width: width, height: height)
            }
            image.mutableBytes = bytes
        }

        /// The left edge of panel `index` (0-2).
        func left(of index: Int) -> Int { margin + index * (panelWidth + margin) }

        /// The top edge of the panels.
        var top: Int { 2 * margin + captionHeight }

        /// Copies `panel` into panel `index`, over an 8-pixel grey checkerboard.
        mutating func place(_ panel: RGBAImage, panel index: Int) {
            let width = panel.width
            panel.bytes.withUnsafeBufferPointer { src in
                guard let base = src.baseAddress else { return }
                for y in 0..<panel.height { placeRow(base + y * width * 4, width: width, y: y, panel: index) }
            }
        }

        /// Copies one row of `width` straight RGBA pixels to row `y` of panel `index`, over an
        /// 8-pixel grey checkerboard.
        mutating func placeRow(_ src: UnsafePointer<UInt8>, width: Int, y: Int, panel index: Int) {
            let pageWidth = image.width, left = left(of: index), top = top
            image.mutableBytes.withUnsafeMutableBufferPointer { dst in
                for x in 0..<width {
                    let s = x * 4
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
