import PenumbraCore
import PenumbraRaster

extension TextLayout {
    /// Draws the glyphs into `canvas`.
    ///
    /// Device pixels are points × `scale`. Each pen position is rounded to a quarter pixel (x
    /// and y); the glyph's mask for that quarter-pixel offset comes from `cache` (rasterized on
    /// a miss) and is composited source-over in `color` at the whole-pixel part. Glyphs whose
    /// position is not finite or lies beyond ±2^40 pixels are skipped.
    /// - Parameters:
    ///   - canvas: The canvas, in device pixels.
    ///   - origin: The layout's top-left corner, in points.
    ///   - scale: Device pixels per point (the display scale: 1, 2, 3).
    ///   - color: The text colour, premultiplied.
    ///   - cache: Glyph masks shared between draws.
    /// - Throws: ``FontError`` when a glyph outline is malformed.
    public func draw(into canvas: inout Canvas, at origin: Point = .zero, scale: Double = 1,
                     color: PremultipliedRGBA8, cache: GlyphCache) throws(FontError) {
        let limit = 4.0 * 1_099_511_627_776  // quarter pixels in 2^40 pixels
        for line in lines {
            let pixelSize = line.size * scale
            var strike = cache.strike(font: line.font, pixelSize: pixelSize)
            for g in line.glyphs {
                let fx = ((origin.x + g.x) * scale * 4).rounded(), fy = ((origin.y + g.y) * scale * 4).rounded()
                guard abs(fx) < limit, abs(fy) < limit else { continue }
                let qx = Int(fx), qy = Int(fy)
                let key = GlyphCache.glyphKey(g.glyph, subX: qx & 3, subY: qy & 3)
                let found: CoverageMask?
                if let hit = strike[key] {
                    found = hit
                } else {
                    found = try cache.mask(font: line.font, glyph: g.glyph, pixelSize: pixelSize, subX: qx & 3, subY: qy & 3)
                    strike[key] = .some(found)
                }
                guard let mask = found else { continue }
                canvas.draw(mask: mask, dx: qx >> 2, dy: qy >> 2, color: color)
            }
        }
    }
}
