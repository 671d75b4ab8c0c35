import PenumbraCore
import PenumbraRaster
import Testing
@testable import PenumbraText

@Suite struct GlyphCacheTests {
    @Test func cachesOneMaskPerGlyphSizeAndQuarterPixel() throws {
        let font = try #require(TestFonts.dejaVuSans, Comment(rawValue: TestFonts.missing))
        let cache = GlyphCache()
        let a = try cache.mask(font: font, glyph: 36, pixelSize: 20, subX: 0, subY: 0)
        _ = try cache.mask(font: font, glyph: 36, pixelSize: 20, subX: 0, subY: 0)
        #expect(cache.count == 1)
        let shifted = try cache.mask(font: font, glyph: 36, pixelSize: 20, subX: 2, subY: 0)
        #expect(cache.count == 2)
        #expect(a != shifted)  // half a pixel to the right: different coverage
        _ = try cache.mask(font: font, glyph: 36, pixelSize: 40, subX: 0, subY: 0)
        #expect(cache.count == 3)
        #expect(try cache.mask(font: font, glyph: 3, pixelSize: 20, subX: 0, subY: 0) == nil)  // space: no ink
        cache.removeAll()
        #expect(cache.count == 0)
    }

    @Test func staysWithinItsCapacity() throws {
        let font = try #require(TestFonts.dejaVuSans, Comment(rawValue: TestFonts.missing))
        let cache = GlyphCache(capacity: 4)
        for g in UInt16(36)..<46 { _ = try cache.mask(font: font, glyph: g, pixelSize: 12, subX: 0, subY: 0) }
        #expect(cache.count <= 4)
    }

    @Test func rendersTheSamePixelsFromManyTasksSharingOneCache() async throws {
        let font = try #require(TestFonts.dejaVuSans, Comment(rawValue: TestFonts.missing))
        let layout = TextLayout("Sphinx of black quartz, judge my vow", font: font, size: 15)
        let size = try PixelSize(width: 300, height: 30)
        func render(_ cache: GlyphCache) throws -> Bitmap {
            var canvas = RasterCanvas(bitmap: Bitmap(size: size, fill: PremultipliedRGBA8(unchecked: 255, 255, 255, 255)))
            try layout.draw(into: &canvas, at: Point(x: 3.3, y: 2.6), scale: 1, color: PremultipliedRGBA8(unchecked: 0, 0, 0, 255), cache: cache)
            return canvas.bitmap
        }
        let expected = try render(GlyphCache())
        let shared = GlyphCache()
        let results = try await withThrowingTaskGroup(of: Bitmap.self) { group in
            for _ in 0..<8 { group.addTask { try render(shared) } }
            var out: [Bitmap] = []
            for try await b in group { out.append(b) }
            return out
        }
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0 == expected })
    }
}

@Suite struct GlyphSizeLimitTests {
    @Test func rejectsAbsurdGlyphSizes() throws {
        let font = try #require(TestFonts.dejaVuSans, Comment(rawValue: TestFonts.missing))
        #expect(throws: FontError.glyphSizeOutOfRange(pixelSize: 1e7, limit: GlyphCache.maxPixelSize)) {
            try GlyphCache.rasterize(font: font, glyph: 36, pixelSize: 1e7, dx: 0, dy: 0)
        }
        #expect(try GlyphCache.rasterize(font: font, glyph: 36, pixelSize: 0, dx: 0, dy: 0) == nil)
        #expect(throws: FontError.self) { try GlyphCache.rasterize(font: font, glyph: 36, pixelSize: .nan, dx: 0, dy: 0) }
    }
}
