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
    public func draw(into canvas: inout RasterCanvas, at origin: Point = .zero, scale: Double = 1,
                     color: PremultipliedRGBA8, cache: GlyphCache) throws(FontError) {
        let limit = 4.0 * 1_099_511_627_776  // quarter pixels in 2^40 pixels
        for line in lines {
            let pixelSize = line.size * scale
            // A snapshot of the primary font's strike, read without the lock; glyphs rasterized
            // during this line are remembered in `added` (the snapshot is never written, so never
            // copied). Fallback glyphs go through `fallback`, created on the first one.
            let strike = cache.strike(font: line.font, pixelSize: pixelSize)
            var added: [UInt32: CoverageMask?] = [:]
            var fallback: FallbackStrikes?
            for g in line.glyphs {
                let fx = ((origin.x + g.x) * scale * 4).rounded(), fy = ((origin.y + g.y) * scale * 4).rounded()
                guard abs(fx) < limit, abs(fy) < limit else { continue }
                let qx = Int(fx), qy = Int(fy)
                let key = GlyphCache.glyphKey(g.glyph, subX: qx & 3, subY: qy & 3)
                let found: CoverageMask?
                if g.fontSlot != 0, Int(g.fontSlot) <= line.fallbacks.count {
                    if fallback == nil { fallback = FallbackStrikes(fonts: line.fallbacks, pixelSize: pixelSize, cache: cache) }
                    found = try fallback?.mask(font: Int(g.fontSlot) - 1, glyph: g.glyph, key: key, subX: qx & 3, subY: qy & 3)
                } else if let hit = strike.lookup(key) {
                    found = hit
                } else if let hit = added[key] {
                    found = hit
                } else {
                    found = try cache.mask(font: line.font, glyph: g.glyph, pixelSize: pixelSize, subX: qx & 3, subY: qy & 3)
                    added[key] = .some(found)
                }
                guard let mask = found else { continue }
                canvas.draw(mask: mask, dx: qx >> 2, dy: qy >> 2, color: color)
            }
        }
    }
}

/// The strikes of a line's ``GlyphRun/fallbacks``, snapshotted on first use, and the masks
/// rasterized during the line.
private struct FallbackStrikes {
    let fonts: [FontFace]
    let pixelSize: Double
    let cache: GlyphCache
    var strikes: [GlyphCache.Strike?]
    var added: [UInt64: CoverageMask?] = [:]

    init(fonts: [FontFace], pixelSize: Double, cache: GlyphCache) {
        self.fonts = fonts
        self.pixelSize = pixelSize
        self.cache = cache
        strikes = Array(repeating: nil, count: fonts.count)
    }

    /// The mask of `glyph` of `fonts[font]` for the glyph key `key` (quarter-pixel offset
    /// `subX`, `subY`).
    mutating func mask(font: Int, glyph: UInt16, key: UInt32, subX: Int, subY: Int) throws(FontError) -> CoverageMask? {
        if strikes[font] == nil { strikes[font] = cache.strike(font: fonts[font], pixelSize: pixelSize) }
        if let hit = strikes[font]?.lookup(key) { return hit }
        let wide = UInt64(font) << 32 | UInt64(key)
        if let hit = added[wide] { return hit }
        let found = try cache.mask(font: fonts[font], glyph: glyph, pixelSize: pixelSize, subX: subX, subY: subY)
        added[wide] = .some(found)
        return found
    }
}
