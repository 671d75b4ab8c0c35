import PenumbraCore
import PenumbraRaster
import Testing
@testable import PenumbraText

/// Fallback fonts: characters FreeSans lacks drawn from DejaVu Sans and the other way round.
/// Glyph ids and advances below are read from the font files with fontTools
/// (`TTFont(...).getBestCmap()`, `getGlyphID`, `['hmtx']`).
@Suite struct FontFallbackTests {
    /// Points per font unit at 20 pt: FreeSans (1000 units per em) and DejaVu Sans (2048).
    static let fs = 20.0 / 1000
    static let dv = 20.0 / 2048

    func fonts() throws -> (freeSans: FontFace, dejaVu: FontFace) {
        (try #require(TestFonts.freeSans, Comment(rawValue: TestFonts.missing)),
         try #require(TestFonts.dejaVuSans, Comment(rawValue: TestFonts.missing)))
    }

    @Test func drawsCharactersThePrimaryLacksFromTheFallback() throws {
        let (freeSans, dejaVu) = try fonts()
        // FreeSans has O, k, space; only DejaVu Sans has ↻ U+21BB, ⇛ U+21DB, ☃ U+2603, ✓ U+2713.
        let layout = TextLayout("Ok ↻⇛☃✓", font: freeSans, fallbacks: [dejaVu], size: 20)
        let run = layout.runs[0]
        #expect(run.glyphs.map(\.glyph) == [48, 76, 1, 3142, 3174, 3803, 4004])
        #expect(run.glyphs.map(\.fontIndex) == [0, 0, 0, 1, 1, 1, 1])
        #expect(run.fallbacks.count == 1 && run.fallbacks[0] === dejaVu)
        #expect(run.fonts.count == 2 && run.fonts[0] === freeSans)
        let x3 = 784 * Self.fs + 514 * Self.fs + 250 * Self.fs
        #expect(run.glyphs[3].x == x3)
        #expect(run.glyphs[4].x == x3 + 1716 * Self.dv)
        #expect(run.glyphs[6].x == x3 + 1716 * Self.dv + 1716 * Self.dv + 1836 * Self.dv)
        let width = x3 + 1716 * Self.dv + 1716 * Self.dv + 1836 * Self.dv + 1716 * Self.dv
        #expect(abs(width - 99.163125) < 1e-12)
        #expect(layout.size.width == width)
        #expect(TextLayout.measure("Ok ↻⇛☃✓", font: freeSans, fallbacks: [dejaVu], size: 20, proposedWidth: nil).width == width)
        #expect(layout.missingGlyphs.isEmpty)
    }

    @Test func fallsBackFromDejaVuToFreeSansToo() throws {
        let (freeSans, dejaVu) = try fonts()
        // DEVANAGARI LETTER KA U+0915: FreeSans glyph 1391, 749 units; DejaVu Sans has none.
        let layout = TextLayout("Aक", font: dejaVu, fallbacks: [freeSans], size: 20)
        #expect(layout.runs[0].glyphs.map(\.glyph) == [36, 1391])
        #expect(layout.size.width == 1401 * Self.dv + 749 * Self.fs)
        #expect(layout.missingGlyphs.isEmpty)
    }

    @Test func withoutFallbacksDrawsNotdefAndReportsTheCharacters() throws {
        let (freeSans, _) = try fonts()
        let layout = TextLayout("Ok ↻⇛☃✓", font: freeSans, size: 20)
        #expect(layout.runs[0].glyphs.map(\.glyph) == [48, 76, 1, 0, 0, 0, 0])
        #expect(layout.runs[0].fallbacks.isEmpty)
        #expect(layout.size.width == 784 * Self.fs + 514 * Self.fs + 250 * Self.fs + 800 * Self.fs + 800 * Self.fs + 800 * Self.fs + 800 * Self.fs)
        #expect(layout.missingGlyphs.map(\.character) == ["↻", "⇛", "☃", "✓"])
        #expect(layout.missingGlyphs[0].description == "U+21BB '↻' is not in FreeSans Regular")
        #expect(layout.missingGlyphs[0].triedFonts == ["FreeSans Regular"])
    }

    @Test func reportsEveryFontTriedWhenNoneHasTheCharacter() throws {
        let (freeSans, dejaVu) = try fonts()
        let layout = TextLayout("A一✓", font: freeSans, fallbacks: [dejaVu], size: 20)
        #expect(layout.runs[0].glyphs.map(\.glyph) == [34, 0, 4004])
        #expect(layout.runs[0].glyphs.map(\.fontIndex) == [0, 0, 1])
        #expect(layout.missingGlyphs.map(\.character) == ["一"])
        #expect(layout.missingGlyphs[0].fallbacks == ["DejaVu Sans Book"])
        #expect(layout.missingGlyphs[0].description == "U+4E00 '一' is not in FreeSans Regular nor in its fallbacks DejaVu Sans Book")
    }

    @Test func skipsThePrimaryAndRepeatsInTheChain() throws {
        let (freeSans, dejaVu) = try fonts()
        let layout = TextLayout("O✓", font: freeSans, fallbacks: [freeSans, dejaVu, dejaVu], size: 20)
        #expect(layout.runs[0].glyphs.map(\.fontIndex) == [0, 1])
        #expect(layout.runs[0].fallbacks.count == 1)
    }

    @Test func doesNotKernAcrossAFontBoundary() throws {
        let (freeSans, dejaVu) = try fonts()
        // Ꜥ U+A724 (DejaVu glyph 4870, 966 units) then y (FreeSans glyph 90, 478 units). DejaVu
        // kerns its own glyph pair (4870, 90) by -339 units: a pair that must not be applied.
        #expect(dejaVu.kerning(4870, 90) != 0)
        let layout = TextLayout("Ꜥy", font: freeSans, fallbacks: [dejaVu], size: 20)
        #expect(layout.runs[0].glyphs.map(\.glyph) == [4870, 90])
        #expect(layout.runs[0].glyphs[1].x == 966 * Self.dv)
        #expect(layout.size.width == 966 * Self.dv + 478 * Self.fs)
    }

    @Test func kernsPairsWithinOneFallbackFont() throws {
        let (freeSans, dejaVu) = try fonts()
        // U+EF02 (DejaVu glyph 4947, 526 units) then U+EF19 (glyph 4970, 563 units), kerned by
        // -79 units in DejaVu Sans' GPOS; FreeSans has neither.
        let layout = TextLayout("\u{EF02}\u{EF19}", font: freeSans, fallbacks: [dejaVu], size: 20)
        #expect(layout.runs[0].glyphs.map(\.glyph) == [4947, 4970])
        #expect(layout.runs[0].glyphs[1].x == 526 * Self.dv + -79 * Self.dv)
        let plain = TextLayout("\u{EF02}\u{EF19}", font: freeSans, fallbacks: [dejaVu], size: 20, options: TextLayoutOptions(kerning: false))
        #expect(plain.runs[0].glyphs[1].x == 526 * Self.dv)
    }

    @Test func keepsThePrimaryFontsLineMetrics() throws {
        let (freeSans, dejaVu) = try fonts()
        let mixed = TextLayout("O✓\nO", font: freeSans, fallbacks: [dejaVu], size: 20)
        let plain = TextLayout("O\nO", font: freeSans, size: 20)
        // FreeSans's hhea metrics, as CoreText reads them: 900 + 200 + 100 units.
        #expect(mixed.lineHeight == Double(900 + 200 + 100) * Self.fs)
        #expect(mixed.lineHeight == plain.lineHeight)
        #expect(mixed.baselines == plain.baselines)
        #expect(mixed.size.height == plain.size.height)
    }

    @Test func wrapsAMixedLineIntoLinesThatMeasureAsTheirParts() throws {
        let (freeSans, dejaVu) = try fonts()
        func width(_ s: String) -> Double { TextLayout(s, font: freeSans, fallbacks: [dejaVu], size: 20).size.width }
        let first = width("Ok ↻⇛"), second = width("☃✓ Ok")
        let layout = TextLayout("Ok ↻⇛ ☃✓ Ok", font: freeSans, fallbacks: [dejaVu], size: 20,
                                options: TextLayoutOptions(maxWidth: max(first, second) + 1))
        #expect(layout.runs.count == 2)
        #expect(layout.runs[0].width == first)
        #expect(layout.runs[1].width == second)
        #expect(layout.runs[1].glyphs.map(\.fontIndex) == [1, 1, 0, 0, 0])
        #expect(layout.size.width == max(first, second))
    }

    @Test func spacesAlignsAndTruncatesMixedLines() throws {
        let (freeSans, dejaVu) = try fonts()
        let spaced = TextLayout("O✓k", font: freeSans, fallbacks: [dejaVu], size: 20, options: TextLayoutOptions(letterSpacing: 2))
        #expect(spaced.runs[0].glyphs.map(\.x) == [0, 784 * Self.fs + 2, 784 * Self.fs + 2 + (1716 * Self.dv + 2)])
        let trailing = TextLayout("O✓k", font: freeSans, fallbacks: [dejaVu], size: 20,
                                  options: TextLayoutOptions(maxWidth: 100, alignment: .trailing))
        #expect(trailing.runs[0].glyphs[0].x == 100 - trailing.runs[0].width)
        // Cut to one line of 50 pt: "O✓" then FreeSans' own "…" (glyph 3201, 680 units).
        let cut = TextLayout("O✓ k O✓ k", font: freeSans, fallbacks: [dejaVu], size: 20,
                             options: TextLayoutOptions(maxWidth: 50, lineLimit: 1))
        #expect(cut.isTruncated)
        #expect(cut.runs[0].glyphs.map(\.glyph) == [48, 4004, 3201])
        #expect(cut.runs[0].glyphs.map(\.fontIndex) == [0, 1, 0])
        #expect(cut.runs[0].width == 784 * Self.fs + 1716 * Self.dv + 680 * Self.fs)
    }

    @Test func rasterizesFallbackGlyphsFromTheirOwnFont() throws {
        let (freeSans, dejaVu) = try fonts()
        let layout = TextLayout("O✓", font: freeSans, fallbacks: [dejaVu], size: 20)
        var canvas = RasterCanvas(bitmap: Bitmap(size: try PixelSize(width: 60, height: 30), fill: PremultipliedRGBA8(unchecked: 255, 255, 255, 255)))
        let cache = GlyphCache()
        try layout.draw(into: &canvas, color: PremultipliedRGBA8(unchecked: 0, 0, 0, 255), cache: cache)
        #expect(cache.count == 2)
        let check = layout.runs[0].glyphs[1]
        let q = Int((check.x * 16).rounded()), qy = Int((check.y * 16).rounded())
        let key = GlyphCache.glyphKey(4004, subX: q & 15, subY: qy & 15)
        let inDejaVu = cache.strike(font: dejaVu, pixelSize: 20).lookup(key)
        #expect(inDejaVu != nil)
        #expect(cache.strike(font: freeSans, pixelSize: 20).lookup(key) == nil)
        let direct = try GlyphCache.rasterize(font: dejaVu, glyph: 4004, pixelSize: 20, dx: Double(q & 15) / 16, dy: Double(qy & 15) / 16)
        #expect(inDejaVu??.coverage == direct?.coverage)
    }
}

/// Reference render under `__Snapshots__/Text/`: FreeSans with DejaVu Sans fallback glyphs.
@Suite struct FontFallbackSnapshotTests {
    @Test func drawsFallbackGlyphsNotBoxes() throws {
        let freeSans = try #require(TestFonts.freeSans, Comment(rawValue: TestFonts.missing))
        let dejaVu = try #require(TestFonts.dejaVuSans, Comment(rawValue: TestFonts.missing))
        let text = "Done ✓ Redo ↻ Snow ☃ Next ⇛ Ꜥy"
        let withFallback = TextLayout(text, font: freeSans, fallbacks: [dejaVu], size: 24)
        let without = TextLayout(text, font: freeSans, size: 24)
        let snapshots = TextSnapshotTests()
        snapshots.check(try snapshots.render(width: 400, height: 76, [(withFallback, Point(x: 8, y: 6)), (without, Point(x: 8, y: 40))]),
                        "fallback-dejavu-above-notdef-below")
    }
}
