import Testing
@testable import PenumbraText

/// Damaged fonts end in a typed error naming the table, never a crash or a hang. Each case is
/// made from a real font's bytes with one field broken.
@Suite struct MalformedFontTests {
    static func record(_ bytes: [UInt8], _ tag: String) -> (entry: Int, offset: Int, length: Int)? {
        let n = Int(bytes[4]) << 8 | Int(bytes[5])
        for i in 0..<n where Array(bytes[(12 + 16 * i)..<(16 + 16 * i)]) == Array(tag.utf8) {
            let r = 12 + 16 * i
            func u32(_ o: Int) -> Int { Int(bytes[o]) << 24 | Int(bytes[o + 1]) << 16 | Int(bytes[o + 2]) << 8 | Int(bytes[o + 3]) }
            return (r, u32(r + 8), u32(r + 12))
        }
        return nil
    }

    @Test func rejectsEmptyAndForeignData() {
        #expect(throws: FontError.truncated(table: "header", offset: 0, length: 4, available: 0)) { try FontFace(data: []) }
        #expect(throws: FontError.notAFont(tag: 0x8950_4E47)) { try FontFace(data: [0x89, 0x50, 0x4E, 0x47, 0, 0, 0, 0]) }
    }

    @Test func rejectsTruncatedFile() throws {
        let bytes = try #require(TestFonts.bytes(TestFonts.dejaVuSansPath), Comment(rawValue: TestFonts.missing))
        // The table directory survives the cut; the tables it lists end past the 4 KB.
        do {
            _ = try FontFace(data: Array(bytes[..<4096]))
            Issue.record("a 4 KB prefix parsed")
        } catch {
            guard case .truncated(let table, _, _, let available) = error else { Issue.record("got \(error)"); return }
            #expect(available == 4096)
            #expect(table.count == 4)
        }
    }

    @Test func rejectsTableOffsetPastTheEnd() throws {
        var bytes = try #require(TestFonts.bytes(TestFonts.dejaVuSansPath), Comment(rawValue: TestFonts.missing))
        let head = try #require(Self.record(bytes, "head"))
        bytes.put32(bytes.count - 10, at: head.entry + 8)
        #expect(throws: FontError.truncated(table: "head", offset: bytes.count - 10, length: head.length, available: bytes.count)) {
            try FontFace(data: bytes)
        }
    }

    @Test func rejectsAbsurdTableCount() throws {
        var bytes = try #require(TestFonts.bytes(TestFonts.dejaVuSansPath), Comment(rawValue: TestFonts.missing))
        bytes.put16(60_000, at: 4)
        #expect(throws: FontError.limitExceeded(table: "header", what: "numTables", value: 60_000, limit: 256)) {
            try FontFace(data: bytes)
        }
    }

    @Test func rejectsLocaOffsetPastGlyf() throws {
        var bytes = try #require(TestFonts.bytes(TestFonts.dejaVuSansPath), Comment(rawValue: TestFonts.missing))
        let loca = try #require(Self.record(bytes, "loca")), glyf = try #require(Self.record(bytes, "glyf"))
        bytes.put32(glyf.length + 4, at: loca.offset + 4 * 36)  // long offsets: glyph 36 ('A')
        #expect(throws: FontError.invalidValue(table: "loca", field: "offset of glyph 36", value: glyf.length + 4)) {
            try FontFace(data: bytes)
        }
    }

    @Test func rejectsCompositeGlyphThatContainsItself() throws {
        var bytes = try #require(TestFonts.bytes(TestFonts.dejaVuSansPath), Comment(rawValue: TestFonts.missing))
        let font = try FontFace(data: bytes)
        guard case .trueType(let tt) = font.outlines else { Issue.record("expected glyf outlines"); return }
        let glyf = try #require(Self.record(bytes, "glyf"))
        // eacute (171) is a composite: its first component's glyph index sits at +12.
        bytes.put16(171, at: glyf.offset + tt.offsets[171] + 12)
        let broken = try FontFace(data: bytes)
        #expect(throws: FontError.compositeTooDeep(glyph: 171, depth: TrueTypeOutlines.maxDepth)) {
            try broken.outline(glyph: 171)
        }
        // The rest of the font stays usable.
        #expect(try broken.outline(glyph: 36).controlBounds != nil)
    }

    @Test func rejectsCharstringSubroutineRecursion() throws {
        var bytes = try #require(TestFonts.bytes(TestFonts.freeSansPath), Comment(rawValue: TestFonts.missing))
        let font = try FontFace(data: bytes)
        guard case .cff(let cff) = font.outlines else { Issue.record("expected CFF outlines"); return }
        let table = try #require(Self.record(bytes, "CFF "))
        // `-bias callsubr` calls local subroutine 0; write it at the start of subroutine 0 and
        // of glyph 34 ('A'): the glyph calls 0, which calls itself for ever.
        let bias = CFFFont.bias(cff.localSubrs[0].count)
        let call: [UInt8] = [28, UInt8(truncatingIfNeeded: (-bias) >> 8), UInt8(truncatingIfNeeded: -bias), 10]
        for start in [cff.localSubrs[0].offsets[0], cff.charStrings.offsets[34]] {
            for (k, b) in call.enumerated() { bytes[table.offset + start + k] = b }
        }
        let broken = try FontFace(data: bytes)
        #expect(throws: FontError.subroutineTooDeep(glyph: 34, depth: CharstringInterpreter.maxDepth)) {
            try broken.outline(glyph: 34)
        }
    }

    @Test func rejectsCmapGroupCountPastTheTable() throws {
        var bytes = try #require(TestFonts.bytes(TestFonts.dejaVuSansPath), Comment(rawValue: TestFonts.missing))
        let font = try FontFace(data: bytes)
        let cmap = try #require(Self.record(bytes, "cmap"))
        // The format 12 subtable is the one the font reads: make its group count absurd.
        let subtable = font.characterMap.groups.isEmpty ? nil : (0..<Int(bytes[cmap.offset + 3])).compactMap { i -> Int? in
            let r = cmap.offset + 4 + 8 * i
            let o = Int(bytes[r + 4]) << 24 | Int(bytes[r + 5]) << 16 | Int(bytes[r + 6]) << 8 | Int(bytes[r + 7])
            return bytes[cmap.offset + o + 1] == 12 ? o : nil
        }.first
        let offset = try #require(subtable)
        bytes.put32(0x0FFF_FFFF, at: cmap.offset + offset + 12)
        do {
            _ = try FontFace(data: bytes)
            Issue.record("an absurd group count parsed")
        } catch {
            guard case .truncated(let table, _, let length, _) = error else { Issue.record("got \(error)"); return }
            #expect(table == "cmap")
            #expect(length == 0x0FFF_FFFF * 12)
        }
    }

    @Test func rejectsMissingRequiredTable() throws {
        var bytes = try #require(TestFonts.bytes(TestFonts.dejaVuSansPath), Comment(rawValue: TestFonts.missing))
        let hhea = try #require(Self.record(bytes, "hhea"))
        bytes[hhea.entry] = UInt8(ascii: "x")
        #expect(throws: FontError.missingTable("hhea")) { try FontFace(data: bytes) }
    }

    @Test func describesErrorsWithTheTable() {
        let e = FontError.truncated(table: "glyf", offset: 12, length: 4, available: 10)
        #expect(e.description == "'glyf' table: reading 4 bytes at offset 12 runs past its end (10 bytes)")
        #expect(FontError.defaultFontMissing(family: "DejaVu Sans", searched: ["/a"]).description.contains("scripts/bootstrap"))
    }
}
