import PenumbraCore
import Testing
@testable import PenumbraText

/// Expected values derived once with fontTools 4 from Debian's fonts-dejavu-core 2.37 and
/// fonts-freefont-otf 20211204 (hard-coded: fontTools does not run at test time).
@Suite struct FontParsingTests {
    @Test func readsDejaVuSansMetrics() throws {
        let font = try #require(TestFonts.dejaVuSans, Comment(rawValue: TestFonts.missing))
        #expect(font.unitsPerEm == 2048)
        #expect(font.ascender == 1901)
        #expect(font.descender == -483)
        #expect(font.lineGap == 0)
        #expect(font.numberOfGlyphs == 6253)
        #expect(font.familyName == "DejaVu Sans")
        #expect(font.styleName == "Book")
        #expect(font.weight == 400)
        #expect(!font.isItalic)
    }

    @Test(arguments: [("A", 36, 1401), ("V", 57, 1401), ("T", 55, 1251), ("o", 82, 1253), (" ", 3, 651),
                      ("é", 171, 1260), ("…", 2825, 2048)])
    func mapsCharactersToGlyphsAndAdvances(character: Character, glyph: Int, advance: Int) throws {
        let font = try #require(TestFonts.dejaVuSans, Comment(rawValue: TestFonts.missing))
        let scalar = try #require(character.unicodeScalars.first)
        let g = try #require(font.glyph(for: scalar))
        #expect(Int(g) == glyph)
        #expect(font.advance(glyph: g) == advance)
    }

    @Test func reportsUnmappedCharacterAsNil() throws {
        let font = try #require(TestFonts.dejaVuSans, Comment(rawValue: TestFonts.missing))
        #expect(font.glyph(for: "\u{4E00}") == nil)
    }

    @Test(arguments: [(TestFonts.dejaVuSansPath, "AV", -131), (TestFonts.dejaVuSansPath, "To", -348),
                      (TestFonts.dejaVuSansBoldPath, "AV", -139), (TestFonts.dejaVuSansBoldPath, "To", -272),
                      (TestFonts.dejaVuSansPath, "oo", 0)])
    func readsGPOSKerningPairs(path: String, pair: String, expected: Int) throws {
        let font = try FontFace(contentsOf: path)
        let s = Array(pair.unicodeScalars)
        let a = try #require(font.glyph(for: s[0])), b = try #require(font.glyph(for: s[1]))
        #expect(font.kerning(a, b) == expected)
    }

    @Test func readsKernTableWhenGPOSIsAbsent() throws {
        // The same font with its GPOS table renamed: kerning falls back to the kern table, which
        // DejaVu fills with the same values.
        var bytes = try #require(TestFonts.bytes(TestFonts.dejaVuSansPath))
        let numTables = Int(bytes[4]) << 8 | Int(bytes[5])
        for i in 0..<numTables where Array(bytes[(12 + 16 * i)..<(16 + 16 * i)]) == Array("GPOS".utf8) {
            bytes[12 + 16 * i] = UInt8(ascii: "X")
        }
        let font = try FontFace(data: bytes)
        #expect(font.kerning.lookups.isEmpty)
        #expect(font.kerning(36, 57) == -131)
        #expect(font.kerning(55, 82) == -348)
    }

    @Test func buildsCompositeGlyphsFromTransformedComponents() throws {
        let font = try #require(TestFonts.dejaVuSans, Comment(rawValue: TestFonts.missing))
        guard case .trueType(let tt) = font.outlines else { Issue.record("DejaVu Sans has glyf outlines"); return }
        #expect(try tt.pointCount(glyph: 171) == 32)  // eacute = e + acute at (139, 0)
        #expect(try tt.pointCount(glyph: 131) == 15)  // Aacute = A + Acute at (1212, 373)
        let bounds = try #require(try font.outline(glyph: 171).controlBounds)
        #expect(bounds == Rect(x: 113, y: -29, width: 1151 - 113, height: 1638 + 29))
    }

    @Test(arguments: [(36, 16.0, 0.0, 1384.0, 1493.0), (82, 113, -29, 1141, 1147)])
    func readsSimpleGlyphBounds(glyph: Int, x0: Double, y0: Double, x1: Double, y1: Double) throws {
        let font = try #require(TestFonts.dejaVuSans, Comment(rawValue: TestFonts.missing))
        let bounds = try #require(try font.outline(glyph: UInt16(glyph)).controlBounds)
        #expect(bounds == Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
    }

    @Test func readsCFFFontMetrics() throws {
        let font = try #require(TestFonts.freeSans, Comment(rawValue: TestFonts.missing))
        #expect(font.unitsPerEm == 1000)
        // hhea's, as CoreText reads them, although USE_TYPO_METRICS is set (typographic: 800).
        #expect(font.ascender == 900)
        #expect(font.descender == -200)
        #expect(font.lineGap == 100)
        #expect(font.numberOfGlyphs == 6272)
        #expect(font.familyName == "FreeSans")
        guard case .cff = font.outlines else { Issue.record("FreeSans has CFF outlines"); return }
    }

    @Test(arguments: [("A", 34, 15.0, 0.0, 651.0, 729.0), ("g", 72, 30, -218, 490, 539), ("Q", 50, 40, -59, 744, 741),
                      ("&", 7, 52, -23, 637, 709), ("@", 33, 34, -142, 951, 741), ("é", 169, 30, -23, 503, 740),
                      ("8", 25, 37, -23, 513, 709)])
    func readsCFFGlyphBounds(character: Character, glyph: Int, x0: Double, y0: Double, x1: Double, y1: Double) throws {
        let font = try #require(TestFonts.freeSans, Comment(rawValue: TestFonts.missing))
        let scalar = try #require(character.unicodeScalars.first)
        let g = try #require(font.glyph(for: scalar))
        #expect(Int(g) == glyph)
        let bounds = try #require(try font.outline(glyph: g).controlBounds)
        #expect(bounds == Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
    }

    @Test func parsesEveryGlyphOfBothOutlineFormats() throws {
        for font in [TestFonts.dejaVuSans, TestFonts.freeSans] {
            let f = try #require(font, Comment(rawValue: TestFonts.missing))
            for g in 0..<f.numberOfGlyphs { _ = try f.outline(glyph: UInt16(g)) }
        }
    }
}
