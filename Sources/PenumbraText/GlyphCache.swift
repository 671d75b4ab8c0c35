import Foundation
import PenumbraCore
import PenumbraRaster

/// Rasterized glyphs, keyed by font, glyph, pixel size, slant and sixteenth-pixel offset; safe
/// to share between threads and renders (a lock guards the table; rasterization runs outside it).
///
/// A glyph at a given size and sub-pixel offset always rasterizes to the same mask, so sharing
/// a cache never changes pixels, only time. Glyphs are grouped in strikes (one font at one
/// pixel size and slant) so that drawing a line takes the lock once for its strike rather than
/// once per glyph. When the cache holds ``capacity`` glyphs it is emptied before the next one
/// is added (simple, and bounded).
public final class GlyphCache: @unchecked Sendable {
    /// Sub-pixel positions per pixel on each axis: a pen position is rounded to 1/16 pixel
    /// (the placement error is at most 1/32 pixel, under 8/255 of coverage on an edge).
    public static let subpixelSteps = 16

    /// One font at one pixel size and slant.
    struct StrikeKey: Hashable {
        let font: ObjectIdentifier
        /// The font size in device pixels per em, as bits (the same Double is the same size).
        let pixelSize: UInt64
        /// The synthesised slant, as bits (0 upright).
        let slant: UInt64
        /// The synthesised bold, as bits (0 none).
        let embolden: UInt64
    }

    /// A strike's masks by ``glyphKey(_:subX:subY:)``; `nil` for a glyph without ink.
    ///
    /// Glyph ids below ``denseGlyphs`` (Latin text in most fonts) are found through flat
    /// tables, without hashing: one block of 256 slots (every sub-pixel offset) per glyph,
    /// allocated when the glyph is first added; other glyphs through a dictionary.
    struct Strike {
        /// Glyph ids below this use the slot tables: 256.
        static let denseGlyphs: UInt32 = 256
        /// Per dense glyph: the start of its block in `slots`, or -1.
        var blocks: [Int32] = []
        /// Per slot: the index in `masks` plus one, 0 when not cached.
        var slots: [UInt32] = []
        var masks: [CoverageMask?] = []
        var other: [UInt32: CoverageMask?] = [:]

        /// `.some(mask)` when `key` is cached (`.some(nil)` for a glyph without ink), else `nil`.
        @inline(__always)
        func lookup(_ key: UInt32) -> CoverageMask?? {
            let glyph = key >> 8
            if glyph < Strike.denseGlyphs {
                guard Int(glyph) < blocks.count else { return nil }
                let block = blocks[Int(glyph)]
                if block < 0 { return nil }
                let slot = slots[Int(block) + Int(key & 255)]
                return slot == 0 ? nil : .some(masks[Int(slot) - 1])
            }
            return other[key]
        }

        /// Stores `mask` for `key`; returns whether the key was new.
        mutating func insert(_ mask: CoverageMask?, for key: UInt32) -> Bool {
            let glyph = key >> 8
            guard glyph < Strike.denseGlyphs else { return other.updateValue(mask, forKey: key) == nil }
            if blocks.isEmpty { blocks = [Int32](repeating: -1, count: Int(Strike.denseGlyphs)) }
            if blocks[Int(glyph)] < 0 {
                blocks[Int(glyph)] = Int32(slots.count)
                slots += repeatElement(0, count: 256)
            }
            let k = Int(blocks[Int(glyph)]) + Int(key & 255)
            if slots[k] != 0 { masks[Int(slots[k]) - 1] = mask; return false }
            masks.append(mask)
            slots[k] = UInt32(masks.count)
            return true
        }
    }

    /// The largest glyph size rasterized, in device pixels per em: 4096 (a 48 pt AX5 title at
    /// 3x is 180); a mask is allocated whole, so an absurd size must not reach the rasterizer.
    public static let maxPixelSize = 4096.0

    /// The most glyphs held at once. Default: 8192 (about 2 MB of masks for text at 20 px).
    public let capacity: Int
    private let lock = MutexLock()
    private var strikes: [StrikeKey: Strike] = [:]
    private var glyphCount = 0
    /// The fonts whose glyphs are cached: holding them keeps each `ObjectIdentifier` unique.
    private var fonts: [ObjectIdentifier: FontFace] = [:]

    /// An empty cache holding at most `capacity` glyphs (at least 1).
    public init(capacity: Int = 8192) {
        self.capacity = max(1, capacity)
    }

    /// The number of cached glyphs.
    public var count: Int { lock.withLock { glyphCount } }

    /// Empties the cache.
    public func removeAll() {
        lock.withLock { strikes.removeAll(); fonts.removeAll(); glyphCount = 0 }
    }

    /// The key of `glyph` at the sub-pixel offset (`subX`, `subY`) sixteenths.
    @inline(__always)
    static func glyphKey(_ glyph: UInt16, subX: Int, subY: Int) -> UInt32 {
        UInt32(glyph) << 8 | UInt32(subX & 15) << 4 | UInt32(subY & 15)
    }

    /// A copy of the strike for `font` at `pixelSize` and `slant` (copy-on-write: no bytes are
    /// copied).
    func strike(font: FontFace, pixelSize: Double, slant: Double = 0, embolden: Double = 0) -> Strike {
        let key = StrikeKey(font: ObjectIdentifier(font), pixelSize: pixelSize.bitPattern, slant: slant.bitPattern,
                            embolden: embolden.bitPattern)
        return lock.withLock { strikes[key] ?? Strike() }
    }

    /// The coverage of `glyph` at `pixelSize` device pixels per em with the pen at
    /// `(subX / 16, subY / 16)` pixels and y down, slanted by `slant` (x shift per unit of
    /// height; default upright); `nil` for a glyph with no ink (a space).
    /// - Throws: ``FontError`` when the glyph's outline is malformed (not cached).
    public func mask(font: FontFace, glyph: UInt16, pixelSize: Double, subX: Int, subY: Int, slant: Double = 0,
                     embolden: Double = 0) throws(FontError) -> CoverageMask? {
        let key = StrikeKey(font: ObjectIdentifier(font), pixelSize: pixelSize.bitPattern, slant: slant.bitPattern,
                            embolden: embolden.bitPattern)
        let g = GlyphCache.glyphKey(glyph, subX: subX, subY: subY)
        if let hit = lock.withLock({ strikes[key]?.lookup(g) }) { return hit }
        let steps = Double(GlyphCache.subpixelSteps)
        let mask = try GlyphCache.rasterize(font: font, glyph: glyph, pixelSize: pixelSize,
                                            dx: Double(subX & 15) / steps, dy: Double(subY & 15) / steps, slant: slant,
                                            embolden: embolden)
        lock.withLock {
            if glyphCount >= capacity { strikes.removeAll(); fonts.removeAll(); glyphCount = 0 }
            if strikes[key, default: Strike()].insert(mask, for: g) { glyphCount += 1 }
            fonts[key.font] = font
        }
        return mask
    }

    /// Rasterizes without caching: the outline grown by `embolden` em (synthesised bold,
    /// ``VectorPath/emboldened(by:)``), scaled to `pixelSize` per em, slanted by `slant`
    /// (x shift per unit of height above the baseline), flipped to y down, moved by `(dx, dy)`
    /// pixels, filled non-zero with exact-area coverage. No hinting.
    /// - Throws: ``FontError/glyphSizeOutOfRange(pixelSize:limit:)`` above ``maxPixelSize`` or
    ///   for a negative or non-finite size (size 0 draws nothing); an outline error.
    public static func rasterize(font: FontFace, glyph: UInt16, pixelSize: Double, dx: Double, dy: Double, slant: Double = 0,
                                 embolden: Double = 0) throws(FontError) -> CoverageMask? {
        guard pixelSize > 0, pixelSize <= maxPixelSize else {
            if pixelSize == 0 { return nil }
            throw .glyphSizeOutOfRange(pixelSize: pixelSize, limit: maxPixelSize)
        }
        var outline = try font.outline(glyph: glyph)
        if outline.isEmpty { return nil }
        if embolden > 0 { outline = outline.emboldened(by: embolden * Double(font.unitsPerEm)) }
        let s = pixelSize / Double(font.unitsPerEm)
        let path = outline.applying(AffineTransform(a: s, b: 0, c: slant * s, d: -s, tx: dx, ty: dy))
        // Ink more than 4 em left of, 8 em right of, or 4 em above or below the pen is not drawn:
        // real glyphs stay well inside, and a damaged outline or a wild variation delta cannot
        // ask for a huge mask.
        let em = Int(fileNumber: pixelSize.rounded(.up))
        return PathRasterizer.mask(for: path, fillRule: .nonZero, withinX: -4 * em, 8 * em, y: -4 * em, 4 * em)
    }
}
