import Testing
@testable import PenumbraText

/// FontFace containers and cmap formats beyond what DejaVu Sans reads by default.
@Suite struct FontContainerTests {
    /// A TrueType Collection holding `fonts`, each font's table offsets moved by where it lands.
    static func collection(_ fonts: [[UInt8]]) -> [UInt8] {
        let header = 12 + 4 * fonts.count
        var out = [UInt8](repeating: 0, count: header)
        out.replaceSubrange(0..<4, with: Array("ttcf".utf8))
        out.put32(0x0001_0000, at: 4)
        out.put32(fonts.count, at: 8)
        for (i, font) in fonts.enumerated() {
            let start = out.count
            out.put32(start, at: 12 + 4 * i)
            var moved = font
            let n = Int(font[4]) << 8 | Int(font[5])
            for t in 0..<n {
                let r = 12 + 16 * t + 8
                let o = Int(font[r]) << 24 | Int(font[r + 1]) << 16 | Int(font[r + 2]) << 8 | Int(font[r + 3])
                moved.put32(o + start, at: r)
            }
            out += moved
        }
        return out
    }

    @Test func readsEachFontOfACollection() throws {
        let regular = try #require(TestFonts.bytes(TestFonts.dejaVuSansPath), Comment(rawValue: TestFonts.missing))
        let bold = try #require(TestFonts.bytes(TestFonts.dejaVuSansBoldPath), Comment(rawValue: TestFonts.missing))
        let ttc = Self.collection([regular, bold])
        #expect(try FontFace(data: ttc, index: 0).styleName == "Book")
        let second = try FontFace(data: ttc, index: 1)
        #expect(second.styleName == "Bold")
        #expect(second.numberOfGlyphs == 6196)
        #expect(second.kerning(36, 57) == -139)
        #expect(throws: FontError.noSuchFontInCollection(index: 2, count: 2)) { try FontFace(data: ttc, index: 2) }
    }

    @Test func mapsThroughFormat4WhenThereIsNoFormat12() throws {
        var bytes = try #require(TestFonts.bytes(TestFonts.dejaVuSansPath), Comment(rawValue: TestFonts.missing))
        let cmap = try #require(MalformedFontTests.record(bytes, "cmap"))
        // Move every format 12 encoding record to an unused platform (7).
        let count = Int(bytes[cmap.offset + 2]) << 8 | Int(bytes[cmap.offset + 3])
        for i in 0..<count {
            let r = cmap.offset + 4 + 8 * i
            let o = Int(bytes[r + 4]) << 24 | Int(bytes[r + 5]) << 16 | Int(bytes[r + 6]) << 8 | Int(bytes[r + 7])
            if bytes[cmap.offset + o + 1] == 12 { bytes.put16(7, at: r) }
        }
        let font = try FontFace(data: bytes)
        #expect(font.characterMap.groups.isEmpty)
        #expect(!font.characterMap.segments.isEmpty)
        let reference = try #require(TestFonts.dejaVuSans)
        for v in Array(UInt32(32)...0x2FF) + [0x2026, 0x20AC, 0xFB01, 0xFFFD] {
            guard let scalar = Unicode.Scalar(v) else { continue }
            #expect(font.glyph(for: scalar) == reference.glyph(for: scalar), "U+\(String(v, radix: 16))")
        }
        #expect(reference.glyph(for: "\u{1F600}") != nil)
        #expect(font.glyph(for: "\u{1F600}") == nil)  // format 4 stops at U+FFFF
    }
}
