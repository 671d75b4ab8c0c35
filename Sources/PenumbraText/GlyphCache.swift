import Foundation
import PenumbraCore
import PenumbraRaster

/// Rasterized glyphs, keyed by font, glyph, pixel size and quarter-pixel offset; safe to share
/// between threads and renders (a lock guards the table; rasterization runs outside it).
///
/// A glyph at a given size and sub-pixel offset always rasterizes to the same mask, so sharing
/// a cache never changes pixels, only time. Glyphs are grouped in strikes (one font at one
/// pixel size) so that drawing a line takes the lock once for its strike rather than once per
/// glyph. When the cache holds ``capacity`` glyphs it is emptied before the next one is added
/// (simple, and bounded).
public final class GlyphCache: @unchecked Sendable {
    /// One font at one pixel size.
    struct StrikeKey: Hashable {
        let font: ObjectIdentifier
        /// The font size in device pixels per em, as bits (the same Double is the same size).
        let pixelSize: UInt64
    }

    /// A strike's masks by ``glyphKey(_:subX:subY:)``; `nil` for a glyph without ink.
    ///
    /// Glyph ids below ``denseGlyphs`` (Latin text in most fonts) are found through a flat table
    /// of slots, one per key, without hashing; other glyphs through a dictionary.
    struct Strike {
        /// Glyph ids below this use the slot table: 256 (4,096 slots, 8 KB per strike).
        static let denseGlyphs: UInt32 = 256
        /// Per key below `denseGlyphs << 4`: the index in `masks` plus one, 0 when not cached;
        /// empty until the first such glyph is added.
        var slots: [UInt16] = []
        var masks: [CoverageMask?] = []
        var other: [UInt32: CoverageMask?] = [:]

        /// `.some(mask)` when `key` is cached (`.some(nil)` for a glyph without ink), else `nil`.
        @inline(__always)
        func lookup(_ key: UInt32) -> CoverageMask?? {
            if key < Strike.denseGlyphs << 4 {
                let k = Int(key)
                guard k < slots.count else { return nil }
                let slot = Int(slots[k])
                return slot == 0 ? nil : .some(masks[slot - 1])
            }
            return other[key]
        }

        /// Stores `mask` for `key`; returns whether the key was new.
        mutating func insert(_ mask: CoverageMask?, for key: UInt32) -> Bool {
            guard key < Strike.denseGlyphs << 4 else { return other.updateValue(mask, forKey: key) == nil }
            if slots.isEmpty { slots = [UInt16](repeating: 0, count: Int(Strike.denseGlyphs << 4)) }
            let k = Int(key)
            if slots[k] != 0 { masks[Int(slots[k]) - 1] = mask; return false }
            // At most one mask per slot, so the index (at most 4,096) fits in 16 bits.
            masks.append(mask)
            slots[k] = UInt16(masks.count)
            return true
        }
    }

    /// The largest glyph size rasterized, in device pixels per em: 4096 (a 48 pt AX5 title at
    /// 3x is 180); a mask is allocated whole, so an absurd size must not reach the rasterizer.
    public static let maxPixelSize = 4096.0

    /// The most glyphs held at once. Default: 8192 (about 2 MB of masks for text at 20 px).
    public let capacity: Int
    private let lock = NSLock()
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

    @inline(__always)
    static func glyphKey(_ glyph: UInt16, subX: Int, subY: Int) -> UInt32 {
        UInt32(glyph) << 4 | UInt32(subX & 3) << 2 | UInt32(subY & 3)
    }

    /// A copy of the strike for `font` at `pixelSize` (copy-on-write: no bytes are copied).
    func strike(font: FontFace, pixelSize: Double) -> Strike {
        let key = StrikeKey(font: ObjectIdentifier(font), pixelSize: pixelSize.bitPattern)
        return lock.withLock { strikes[key] ?? Strike() }
    }

    /// The coverage of `glyph` at `pixelSize` device pixels per em with the pen at
    /// `(subX / 4, subY / 4)` and y down; `nil` for a glyph with no ink (a space).
    /// - Throws: ``FontError`` when the glyph's outline is malformed (not cached).
    public func mask(font: FontFace, glyph: UInt16, pixelSize: Double, subX: Int, subY: Int) throws(FontError) -> CoverageMask? {
        let key = StrikeKey(font: ObjectIdentifier(font), pixelSize: pixelSize.bitPattern)
        let g = GlyphCache.glyphKey(glyph, subX: subX, subY: subY)
        if let hit = lock.withLock({ strikes[key]?.lookup(g) }) { return hit }
        let mask = try GlyphCache.rasterize(font: font, glyph: glyph, pixelSize: pixelSize,
                                            dx: Double(subX & 3) / 4, dy: Double(subY & 3) / 4)
        lock.withLock {
            if glyphCount >= capacity { strikes.removeAll(); fonts.removeAll(); glyphCount = 0 }
            if strikes[key, default: Strike()].insert(mask, for: g) { glyphCount += 1 }
            fonts[key.font] = font
        }
        return mask
    }

    /// Rasterizes without caching: the outline scaled to `pixelSize` per em, flipped to y down,
    /// moved by `(dx, dy)` pixels, filled non-zero with exact-area coverage. No hinting.
    /// - Throws: ``FontError/glyphSizeOutOfRange(pixelSize:limit:)`` above ``maxPixelSize`` or
    ///   for a negative or non-finite size (size 0 draws nothing); an outline error.
    public static func rasterize(font: FontFace, glyph: UInt16, pixelSize: Double, dx: Double, dy: Double) throws(FontError) -> CoverageMask? {
        guard pixelSize > 0, pixelSize <= maxPixelSize else {
            if pixelSize == 0 { return nil }
            throw .glyphSizeOutOfRange(pixelSize: pixelSize, limit: maxPixelSize)
        }
        let outline = try font.outline(glyph: glyph)
        if outline.isEmpty { return nil }
        let s = pixelSize / Double(font.unitsPerEm)
        let path = outline.applying(AffineTransform(a: s, b: 0, c: 0, d: -s, tx: dx, ty: dy))
        return PathRasterizer.mask(for: path, fillRule: .nonZero)
    }
}
