// A bare CFF font program, as a PDF embeds it (FontFile3 /Type1C or /CIDFontType0C) rather than
// inside an OpenType file: its outlines through the same charstring interpreter as OpenType CFF
// fonts, and its charset, which names each glyph by a string id (SID) — or, in a CID-keyed
// font, gives its CID — so that a document's codes can find their glyphs.
import PenumbraCore

/// A CFF font program outside an OpenType wrapper.
package struct CFFProgram: Sendable {
    let font: CFFFont
    /// Each glyph's charset value (a SID, or a CID in a CID-keyed font); glyph 0 is .notdef.
    let charset: [Int]
    /// The glyph of each charset value.
    let glyphsByValue: [Int: UInt16]
    /// The strings after the standard ones (SID 391 on), for custom glyph names.
    let strings: [String]
    /// How many glyphs the program has.
    package let glyphCount: Int
    /// Glyph space to text space (the Top DICT's FontMatrix; 1/1000 by default), a b c d tx ty.
    package let fontMatrix: [Double]
    /// Whether the font is CID-keyed (its charset gives CIDs).
    package let isCIDKeyed: Bool

    /// SIDs of the glyph names of printable ASCII in the standard strings: 1 (space) … 95.
    package static let asciiNames: [String] = [
        "space", "exclam", "quotedbl", "numbersign", "dollar", "percent", "ampersand", "quoteright", "parenleft", "parenright",
        "asterisk", "plus", "comma", "hyphen", "period", "slash", "zero", "one", "two", "three", "four", "five", "six", "seven",
        "eight", "nine", "colon", "semicolon", "less", "equal", "greater", "question", "at",
        "A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M", "N", "O", "P", "Q", "R", "S", "T", "U", "V", "W", "X",
        "Y", "Z", "bracketleft", "backslash", "bracketright", "asciicircum", "underscore", "quoteleft",
        "a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o", "p", "q", "r", "s", "t", "u", "v", "w", "x",
        "y", "z", "braceleft", "bar", "braceright", "asciitilde",
    ]
    /// Standard strings beyond printable ASCII that Latin text commonly uses, by SID.
    static let otherNames: [String: Int] = ["quotesingle": 104, "grave": 124, "endash": 111, "emdash": 137, "bullet": 116,
                                            "quotedblleft": 105, "quotedblright": 119, "ellipsis": 121, "periodcentered": 115]

    /// Parses the program.
    /// - Throws: ``FontError`` for a malformed program.
    package init(data: [UInt8]) throws(FontError) {
        let reader = FontReader(data: data, base: 0, length: data.count, table: "CFF ")
        guard try reader.u8(0) == 1 else { throw .unsupported(table: "CFF ", what: "major version \(try reader.u8(0))") }
        let headerSize = Int(try reader.u8(2))
        let names = try CFFFont.index(reader, at: headerSize)
        let topDicts = try CFFFont.index(reader, at: names.end)
        let stringIndex = try CFFFont.index(reader, at: topDicts.end)
        guard topDicts.count >= 1 else { throw .invalidValue(table: "CFF ", field: "Top DICT count", value: 0) }
        let top = try CFFFont.dict(reader, range: topDicts.range(0))
        guard let charStringsOffset = top[17]?.first else { throw .invalidValue(table: "CFF ", field: "CharStrings offset", value: -1) }
        let count = try CFFFont.index(reader, at: Int(fileNumber: charStringsOffset)).count
        guard count >= 1 else { throw .invalidValue(table: "CFF ", field: "CharStrings count", value: 0) }
        font = try CFFFont(reader, glyphCount: count)
        glyphCount = count
        isCIDKeyed = top[12 << 8 | 30] != nil
        let matrix = top[12 << 8 | 7] ?? []
        fontMatrix = matrix.count == 6 && matrix.allSatisfy(\.isFinite) ? matrix : [0.001, 0, 0, 0.001, 0, 0]
        var strings: [String] = []
        for i in 0..<stringIndex.count {
            let range = stringIndex.range(i)
            var bytes: [UInt8] = []
            for p in range.prefix(256) { bytes.append(try reader.u8(p)) }
            strings.append(String(decoding: bytes, as: UTF8.self))
        }
        self.strings = strings
        // The charset: predefined (ISOAdobe: glyph i is SID i) or formats 0, 1 and 2.
        var charset = [0]
        let offset = Int(fileNumber: top[15]?.first ?? 0)
        if offset <= 2 {
            charset = Array(0..<count)
        } else {
            let format = try reader.u8(offset)
            var p = offset + 1
            while charset.count < count {
                switch format {
                case 0:
                    charset.append(Int(try reader.u16(p))); p += 2
                case 1, 2:
                    let first = Int(try reader.u16(p))
                    let left = format == 1 ? Int(try reader.u8(p + 2)) : Int(try reader.u16(p + 2))
                    p += format == 1 ? 3 : 4
                    for k in 0...left where charset.count < count { charset.append(first + k) }
                default:
                    throw .unsupported(table: "CFF ", what: "charset format \(format)")
                }
            }
        }
        self.charset = charset
        var byValue: [Int: UInt16] = [:]
        for (g, v) in charset.enumerated() where byValue[v] == nil { byValue[v] = UInt16(g) }
        glyphsByValue = byValue
    }

    /// The glyph whose charset value (SID, or CID in a CID-keyed font) is `value`.
    package func glyph(charsetValue value: Int) -> UInt16? {
        guard let g = glyphsByValue[value], g != 0 else { return nil }
        return g
    }

    /// The glyph named `name` (a standard name of printable ASCII or a few others, or one of the
    /// font's own strings), nil when the font has none.
    package func glyph(named name: String) -> UInt16? {
        if let k = Self.asciiNames.firstIndex(of: name) { return glyph(charsetValue: k + 1) }
        if let sid = Self.otherNames[name] { return glyph(charsetValue: sid) }
        if let k = strings.firstIndex(of: name) { return glyph(charsetValue: 391 + k) }
        return nil
    }

    /// The outline of `glyph` in glyph space (before ``fontMatrix``), y up.
    package func outline(glyph: UInt16) throws(FontError) -> VectorPath {
        try font.path(glyph: Int(glyph))
    }
}
