import PenumbraCore
import PenumbraRaster

extension TextLayout {
    /// Draws the glyphs into `canvas` in one colour, with each span's slant and decorations.
    ///
    /// Device pixels are points × `scale`. Each pen position is rounded to 1/16 pixel (x and
    /// y); the glyph's mask for that sub-pixel offset comes from `cache` (rasterized on a miss,
    /// from the glyph's own font: primary or fallback) and is composited source-over at the
    /// whole-pixel part, in run order. Glyphs whose position is not finite or lies beyond
    /// ±2^40 pixels are skipped.
    /// - Parameters:
    ///   - canvas: The canvas, in device pixels.
    ///   - origin: The layout's top-left corner, in points.
    ///   - scale: Device pixels per point (the display scale: 1, 2, 3).
    ///   - color: The text colour, premultiplied, for every span (decorations without a colour
    ///     of their own too).
    ///   - cache: Glyph masks shared between draws.
    /// - Throws: ``FontError`` when a glyph outline is malformed.
    public func draw(into canvas: inout RasterCanvas, at origin: Point = .zero, scale: Double = 1,
                     color: PremultipliedRGBA8, cache: GlyphCache) throws(FontError) {
        try draw(into: &canvas, at: origin, scale: scale, override: color, cache: cache)
    }

    /// Draws the glyphs into `canvas`, each span in its own colour, slant and decorations (the
    /// rules of ``draw(into:at:scale:color:cache:)``).
    public func draw(into canvas: inout RasterCanvas, at origin: Point = .zero, scale: Double = 1,
                     cache: GlyphCache) throws(FontError) {
        try draw(into: &canvas, at: origin, scale: scale, override: nil, cache: cache)
    }

    private func draw(into canvas: inout RasterCanvas, at origin: Point, scale: Double,
                      override: PremultipliedRGBA8?, cache: GlyphCache) throws(FontError) {
        let steps = Double(GlyphCache.subpixelSteps)
        let limit = steps * 1_099_511_627_776  // sixteenths in 2^40 pixels
        for run in runs {
            let span = spans[run.span]
            let color = override ?? span.color
            let pixelSize = run.size * scale
            // A snapshot of the primary font's strike, read without the lock; glyphs rasterized
            // during this run are remembered in `added` (the snapshot is never written, so never
            // copied). Fallback glyphs go through `fallback`, created on the first one.
            let strike = cache.strike(font: run.font, pixelSize: pixelSize, slant: span.slant, embolden: span.embolden)
            var added: [UInt32: CoverageMask?] = [:]
            var fallback: FallbackStrikes?
            for g in run.glyphs {
                let fx = (origin.x + g.x) * scale * steps, fy = (origin.y + g.y) * scale * steps
                guard abs(fx) < limit, abs(fy) < limit else { continue }
                let qx = Self.nearest(fx), qy = Self.nearest(fy)
                let key = GlyphCache.glyphKey(g.glyph, subX: qx & 15, subY: qy & 15)
                let found: CoverageMask?
                if g.fontSlot != 0, Int(g.fontSlot) <= run.fallbacks.count {
                    if fallback == nil {
                        fallback = FallbackStrikes(fonts: run.fallbacks, pixelSize: pixelSize, slant: span.slant, embolden: span.embolden, cache: cache)
                    }
                    found = try fallback?.mask(font: Int(g.fontSlot) - 1, glyph: g.glyph, key: key, subX: qx & 15, subY: qy & 15)
                } else if let hit = strike.lookup(key) {
                    found = hit
                } else if let hit = added[key] {
                    found = hit
                } else {
                    found = try cache.mask(font: run.font, glyph: g.glyph, pixelSize: pixelSize, subX: qx & 15, subY: qy & 15,
                                           slant: span.slant, embolden: span.embolden)
                    added[key] = .some(found)
                }
                guard let mask = found else { continue }
                canvas.draw(mask: mask, dx: qx >> 4, dy: qy >> 4, color: color)
            }
            // Decorations go over the glyphs, as TextKit draws them.
            drawDecoration(span.underline, of: run, at: origin, scale: scale, color: color, into: &canvas,
                           position: run.font.underlinePosition, thickness: run.font.underlineThickness)
            drawDecoration(span.strikethrough, of: run, at: origin, scale: scale, color: color, into: &canvas,
                           position: run.font.strikeoutPosition, thickness: run.font.strikeoutSize)
        }
    }

    /// `v` rounded to the nearest integer, halves away from zero (as `rounded()`), without a
    /// call into the C library: `v` is finite and well inside Int's range.
    @inline(__always)
    static func nearest(_ v: Double) -> Int {
        let t = Int(v)  // towards zero
        let f = v - Double(t)  // exact: |v| < 2^52
        return f >= 0.5 ? t + 1 : f <= -0.5 ? t - 1 : t
    }

    /// Draws a line along `run` whose top edge is `position` font units above the run's
    /// baseline (negative: below), `thickness` font units thick and at least one device pixel.
    private func drawDecoration(_ decoration: TextDecoration?, of run: GlyphRun, at origin: Point, scale: Double,
                                color: PremultipliedRGBA8, into canvas: inout RasterCanvas, position: Int, thickness: Int) {
        guard let decoration, run.width > 0, !run.glyphs.isEmpty, scale > 0 else { return }
        let unit = run.font.unitsPerEm > 0 ? run.size / Double(run.font.unitsPerEm) : 0
        let height = max(Double(thickness) * unit, 1 / scale)
        let top = run.baseline - Double(position) * unit
        let rect = Rect(x: (origin.x + run.x) * scale, y: (origin.y + top) * scale, width: run.width * scale, height: height * scale)
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite,
              abs(rect.origin.x) < 1e12, abs(rect.origin.y) < 1e12 else { return }
        canvas.fill(rect: rect, color: decoration.color ?? color)
    }
}

/// The strikes of a run's ``GlyphRun/fallbacks``, snapshotted on first use, and the masks
/// rasterized during the run.
private struct FallbackStrikes {
    let fonts: [FontFace]
    let pixelSize: Double
    let slant: Double
    let embolden: Double
    let cache: GlyphCache
    var strikes: [GlyphCache.Strike?]
    var added: [UInt64: CoverageMask?] = [:]

    init(fonts: [FontFace], pixelSize: Double, slant: Double, embolden: Double, cache: GlyphCache) {
        self.fonts = fonts
        self.pixelSize = pixelSize
        self.slant = slant
        self.embolden = embolden
        self.cache = cache
        strikes = Array(repeating: nil, count: fonts.count)
    }

    /// The mask of `glyph` of `fonts[font]` for the glyph key `key` (sub-pixel offset `subX`,
    /// `subY` sixteenths).
    mutating func mask(font: Int, glyph: UInt16, key: UInt32, subX: Int, subY: Int) throws(FontError) -> CoverageMask? {
        if strikes[font] == nil { strikes[font] = cache.strike(font: fonts[font], pixelSize: pixelSize, slant: slant, embolden: embolden) }
        if let hit = strikes[font]?.lookup(key) { return hit }
        let wide = UInt64(font) << 32 | UInt64(key)
        if let hit = added[wide] { return hit }
        let found = try cache.mask(font: fonts[font], glyph: glyph, pixelSize: pixelSize, subX: subX, subY: subY, slant: slant,
                                   embolden: embolden)
        added[wide] = .some(found)
        return found
    }
}
