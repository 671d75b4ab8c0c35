import PenumbraCore
import PenumbraRaster

extension TextLayout {
    /// Draws the glyphs into `canvas`.
    ///
    /// Device pixels are points × `scale`. Each pen position is rounded to a quarter pixel (x
    /// and y); the glyph's mask for that quarter-pixel offset comes from `cache` (rasterized on
    /// a miss, from the glyph's own font: primary or fallback) and is composited source-over in
    /// `color` at the whole-pixel part, in line order. Glyphs whose position is not finite or
    /// lies beyond ±2^40 pixels are skipped.
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
            // Snapshots of the line's strikes (one per font it uses), read without the lock;
            // glyphs rasterized during this line are remembered in `added` (the snapshots are
            // never written, so never copied).
            let fonts = line.fonts
            let strikes = fonts.map { cache.strike(font: $0, pixelSize: pixelSize) }
            var added = [[UInt32: CoverageMask?]](repeating: [:], count: fonts.count)
            for g in line.glyphs {
                let fx = ((origin.x + g.x) * scale * 4).rounded(), fy = ((origin.y + g.y) * scale * 4).rounded()
                guard abs(fx) < limit, abs(fy) < limit else { continue }
                let qx = Int(fx), qy = Int(fy)
                let f = g.fontIndex < fonts.count ? g.fontIndex : 0
                let key = GlyphCache.glyphKey(g.glyph, subX: qx & 3, subY: qy & 3)
                let found: CoverageMask?
                if let hit = strikes[f].lookup(key) {
                    found = hit
                } else if let hit = added[f][key] {
                    found = hit
                } else {
                    found = try cache.mask(font: fonts[f], glyph: g.glyph, pixelSize: pixelSize, subX: qx & 3, subY: qy & 3)
                    added[f][key] = .some(found)
                }
                guard let mask = found else { continue }
                canvas.draw(mask: mask, dx: qx >> 2, dy: qy >> 2, color: color)
            }
        }
    }
}
