import Foundation
import PenumbraCore
import PenumbraRaster

/// Rasterized glyphs, keyed by font, glyph, pixel size and quarter-pixel offset; safe to share
/// between threads and renders (a lock guards the table; rasterization runs outside it).
///
/// A glyph at a given size and sub-pixel offset always rasterizes to the same mask, so sharing
/// a cache never changes pixels, only time. When the cache holds ``capacity`` glyphs it is
/// emptied before the next one is added (simple, and bounded).
public final class GlyphCache: @unchecked Sendable {
    struct Key: Hashable {
        let font: ObjectIdentifier
        let glyph: UInt16
        /// The font size in device pixels, as bits (exact: the same Double is the same size).
        let pixelSize: UInt64
        /// Quarter-pixel offsets 0...3.
        let subX: UInt8, subY: UInt8
    }

    /// The most glyphs held at once. Default: 8192 (about 2 MB of masks for text at 20 px).
    public let capacity: Int
    private let lock = NSLock()
    private var masks: [Key: CoverageMask?] = [:]
    /// The fonts whose glyphs are cached: holding them keeps each `ObjectIdentifier` unique.
    private var fonts: [ObjectIdentifier: Font] = [:]

    /// An empty cache holding at most `capacity` glyphs (at least 1).
    public init(capacity: Int = 8192) {
        self.capacity = max(1, capacity)
    }

    /// The number of cached glyphs.
    public var count: Int { lock.withLock { masks.count } }

    /// Empties the cache.
    public func removeAll() {
        lock.withLock { masks.removeAll(); fonts.removeAll() }
    }

    /// The coverage of `glyph` at `pixelSize` device pixels per em with the pen at
    /// `(subX / 4, subY / 4)` and y down; `nil` for a glyph with no ink (a space).
    /// - Throws: ``FontError`` when the glyph's outline is malformed (not cached).
    public func mask(font: Font, glyph: UInt16, pixelSize: Double, subX: Int, subY: Int) throws(FontError) -> CoverageMask? {
        let key = Key(font: ObjectIdentifier(font), glyph: glyph, pixelSize: pixelSize.bitPattern,
                      subX: UInt8(subX & 3), subY: UInt8(subY & 3))
        if let hit = lock.withLock({ masks[key] }) { return hit }
        let mask = try GlyphCache.rasterize(font: font, glyph: glyph, pixelSize: pixelSize,
                                            dx: Double(subX & 3) / 4, dy: Double(subY & 3) / 4)
        lock.withLock {
            if masks.count >= capacity { masks.removeAll(); fonts.removeAll() }
            masks[key] = .some(mask)
            fonts[key.font] = font
        }
        return mask
    }

    /// Rasterizes without caching: the outline scaled to `pixelSize` per em, flipped to y down,
    /// moved by `(dx, dy)` pixels, filled non-zero with exact-area coverage. No hinting.
    public static func rasterize(font: Font, glyph: UInt16, pixelSize: Double, dx: Double, dy: Double) throws(FontError) -> CoverageMask? {
        let outline = try font.outline(glyph: glyph)
        if outline.isEmpty { return nil }
        let s = pixelSize / Double(font.unitsPerEm)
        let path = outline.applying(AffineTransform(a: s, b: 0, c: 0, d: -s, tx: dx, ty: dy))
        return PathRasterizer.mask(for: path, fillRule: .nonZero)
    }
}
