import PenumbraCore

/// The parts of a `CFF ` table that outlines need: the CharStrings INDEX, global and local
/// subroutines, and for CID-keyed fonts the FDArray and FDSelect that pick each glyph's local
/// subroutines. Charstrings are interpreted by ``CharstringInterpreter``.
struct CFFFont: Sendable {
    /// An INDEX: `count` objects whose byte ranges are `offsets[i]..<offsets[i + 1]` in `table`.
    struct Index: Sendable {
        let offsets: [Int]
        var count: Int { offsets.count - 1 }
        /// The byte just past the INDEX.
        let end: Int
        static let empty = Index(offsets: [0], end: 0)

        func range(_ i: Int) -> Range<Int> { offsets[i]..<offsets[i + 1] }
    }

    /// The most objects one INDEX may hold (a glyph count is 16-bit).
    static let maxIndexCount = 65_536

    let table: FontReader
    let charStrings: Index
    let globalSubrs: Index
    /// Local subroutines per font DICT (one entry for a non-CID font).
    let localSubrs: [Index]
    /// The font DICT of each glyph (empty for a non-CID font: always 0).
    let fdSelect: [UInt8]

    init(_ cff: FontReader, glyphCount: Int) throws(FontError) {
        table = cff
        let headerSize = Int(try cff.u8(2))
        let names = try CFFFont.index(cff, at: headerSize)
        let topDicts = try CFFFont.index(cff, at: names.end)
        let strings = try CFFFont.index(cff, at: topDicts.end)
        globalSubrs = try CFFFont.index(cff, at: strings.end)
        guard topDicts.count >= 1 else { throw .invalidValue(table: "CFF ", field: "Top DICT count", value: 0) }
        let top = try CFFFont.dict(cff, range: topDicts.range(0))
        if let type = top[12 << 8 | 6]?.first, type != 2 {
            throw .unsupported(table: "CFF ", what: "CharstringType \(Int(type))")
        }
        guard let charStringsOffset = top[17]?.first else { throw .invalidValue(table: "CFF ", field: "CharStrings offset", value: -1) }
        charStrings = try CFFFont.index(cff, at: Int(charStringsOffset))
        guard charStrings.count >= glyphCount else {
            throw .invalidValue(table: "CFF ", field: "CharStrings count", value: charStrings.count)
        }
        if let fdArrayOffset = top[12 << 8 | 36]?.first {
            let fdArray = try CFFFont.index(cff, at: Int(fdArrayOffset))
            var locals: [Index] = []
            for i in 0..<min(fdArray.count, 256) {
                let fd = try CFFFont.dict(cff, range: fdArray.range(i))
                locals.append(try CFFFont.localSubrs(cff, privateEntry: fd[18]))
            }
            localSubrs = locals
            guard let selectOffset = top[12 << 8 | 37]?.first else {
                throw .invalidValue(table: "CFF ", field: "FDSelect offset", value: -1)
            }
            fdSelect = try CFFFont.fdSelect(cff, at: Int(selectOffset), glyphs: glyphCount)
        } else {
            localSubrs = [try CFFFont.localSubrs(cff, privateEntry: top[18])]
            fdSelect = []
        }
    }

    /// The glyph's outline in font units, y up.
    func path(glyph: Int) throws(FontError) -> VectorPath {
        guard glyph < charStrings.count else { throw .glyphOutOfRange(glyph: glyph, count: charStrings.count) }
        let fd = fdSelect.isEmpty ? 0 : Int(fdSelect[glyph])
        guard fd < localSubrs.count else { throw .invalidValue(table: "CFF ", field: "FDSelect of glyph \(glyph)", value: fd) }
        var interpreter = CharstringInterpreter(font: self, glyph: glyph, localSubrs: localSubrs[fd])
        try interpreter.run(charStrings.range(glyph), depth: 0)
        return interpreter.finish()
    }

    /// Reads an INDEX at `offset`.
    static func index(_ r: FontReader, at offset: Int) throws(FontError) -> Index {
        let count = Int(try r.u16(offset))
        if count == 0 { return Index(offsets: [0], end: offset + 2) }
        let offSize = Int(try r.u8(offset + 2))
        guard (1...4).contains(offSize) else { throw .invalidValue(table: "CFF ", field: "INDEX offSize at \(offset)", value: offSize) }
        try r.check(offset + 3, (count + 1) * offSize)
        let dataStart = offset + 3 + (count + 1) * offSize - 1
        var offsets: [Int] = []
        offsets.reserveCapacity(count + 1)
        var previous = 1
        for i in 0...count {
            let o = try r.offset(offset + 3 + i * offSize, size: offSize)
            guard o >= previous else { throw .invalidValue(table: "CFF ", field: "INDEX offset \(i) at \(offset)", value: o) }
            previous = o
            offsets.append(dataStart + o)
        }
        let end = offsets[count]
        try r.check(dataStart + 1, end - dataStart - 1)
        return Index(offsets: offsets, end: end)
    }

    /// A DICT's operands per operator (two-byte operators as `12 << 8 | b`).
    static func dict(_ r: FontReader, range: Range<Int>) throws(FontError) -> [Int: [Double]] {
        var result: [Int: [Double]] = [:]
        var operands: [Double] = []
        var p = range.lowerBound
        while p < range.upperBound {
            let b0 = Int(try r.u8(p))
            switch b0 {
            case 0...21:
                var op = b0
                p += 1
                if b0 == 12 { op = 12 << 8 | Int(try r.u8(p)); p += 1 }
                result[op] = operands
                operands.removeAll()
            case 28: operands.append(Double(try r.i16(p + 1))); p += 3
            case 29: operands.append(Double(try r.i32(p + 1))); p += 5
            case 30:  // real: nibbles until 0xf; the value only matters for FontMatrix, skipped
                p += 1
                var done = false
                while !done {
                    let b = try r.u8(p); p += 1
                    done = b & 0x0F == 0x0F || b >> 4 == 0x0F
                }
                operands.append(0)
            case 32...246: operands.append(Double(b0 - 139)); p += 1
            case 247...250: operands.append(Double((b0 - 247) * 256 + Int(try r.u8(p + 1)) + 108)); p += 2
            case 251...254: operands.append(Double(-(b0 - 251) * 256 - Int(try r.u8(p + 1)) - 108)); p += 2
            default: throw .invalidValue(table: "CFF ", field: "DICT byte at \(p)", value: b0)
            }
            guard operands.count <= 48 else { throw .limitExceeded(table: "CFF ", what: "DICT operands", value: operands.count, limit: 48) }
        }
        return result
    }

    /// The local subroutines named by a Private DICT entry (`size offset`), or none.
    static func localSubrs(_ r: FontReader, privateEntry: [Double]?) throws(FontError) -> Index {
        guard let entry = privateEntry, entry.count == 2 else { return .empty }
        let size = Int(entry[0]), offset = Int(entry[1])
        try r.check(offset, size)
        let priv = try dict(r, range: offset..<(offset + size))
        guard let subrs = priv[19]?.first else { return .empty }
        return try index(r, at: offset + Int(subrs))
    }

    /// FDSelect formats 0 and 3.
    static func fdSelect(_ r: FontReader, at offset: Int, glyphs: Int) throws(FontError) -> [UInt8] {
        let format = try r.u8(offset)
        if format == 0 { return Array(try r.bytes(offset + 1, glyphs)) }
        guard format == 3 else { throw .unsupported(table: "CFF ", what: "FDSelect format \(format)") }
        let ranges = Int(try r.u16(offset + 1))
        var result = [UInt8](repeating: 0, count: glyphs)
        for i in 0..<ranges {
            let first = Int(try r.u16(offset + 3 + 3 * i)), fd = try r.u8(offset + 5 + 3 * i)
            let next = Int(try r.u16(offset + 6 + 3 * i))
            guard first <= next else { throw .invalidValue(table: "CFF ", field: "FDSelect range \(i)", value: first) }
            let end = min(next, glyphs)
            if first < end { for g in first..<end { result[g] = fd } }
        }
        return result
    }

    /// The bias added to a subroutine number (Type 2 charstring spec, section 4.7).
    static func bias(_ count: Int) -> Int { count < 1240 ? 107 : count < 33_900 ? 1131 : 32_768 }
}
