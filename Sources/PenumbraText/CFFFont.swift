import PenumbraCore

/// The parts of a `CFF ` or `CFF2` table that outlines need: the CharStrings INDEX, global and
/// local subroutines, and for CID-keyed fonts (and every CFF2 font) the FDArray and FDSelect
/// that pick each glyph's local subroutines. Charstrings are interpreted by
/// ``CharstringInterpreter``; a CFF2 font's `blend` operators take their deltas at
/// ``location`` from the table's variation store.
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
    /// Whether the table is CFF2 (32-bit INDEX counts, blend, no widths or endchar).
    let isCFF2: Bool
    /// CFF2's variation store (`vstore`), whose regions `blend` scales.
    let variationStore: ItemVariationStore?
    /// CFF2: the default `vsindex` of each font DICT's Private DICT.
    let defaultVSIndex: [Int]
    /// Where the instance lies in the design space (normalised); empty: the default instance.
    var location: [Double] = []

    /// Reads a CFF2 table; `axisCount` is `fvar`'s (0 for a font without variations).
    init(cff2: FontReader, glyphCount: Int, axisCount: Int) throws(FontError) {
        table = cff2
        isCFF2 = true
        guard try cff2.u8(0) == 2 else { throw .unsupported(table: "CFF2", what: "major version \(try cff2.u8(0))") }
        let headerSize = Int(try cff2.u8(2)), topLength = Int(try cff2.u16(3))
        let top = try CFFFont.dict(cff2, range: headerSize..<(headerSize + topLength))
        globalSubrs = try CFFFont.index(cff2, at: headerSize + topLength, wide: true)
        guard let charStringsOffset = top[17]?.first else { throw .invalidValue(table: "CFF2", field: "CharStrings offset", value: -1) }
        charStrings = try CFFFont.index(cff2, at: Int(fileNumber: charStringsOffset), wide: true)
        guard charStrings.count >= glyphCount else {
            throw .invalidValue(table: "CFF2", field: "CharStrings count", value: charStrings.count)
        }
        if let vstore = top[24]?.first {
            guard axisCount > 0 else { throw .invalidValue(table: "CFF2", field: "vstore without fvar axes", value: Int(fileNumber: vstore)) }
            variationStore = try ItemVariationStore(try cff2.sub(Int(fileNumber: vstore) + 2), axisCount: axisCount)
        } else {
            variationStore = nil
        }
        guard let fdArrayOffset = top[12 << 8 | 36]?.first else { throw .invalidValue(table: "CFF2", field: "FDArray offset", value: -1) }
        let fdArray = try CFFFont.index(cff2, at: Int(fileNumber: fdArrayOffset), wide: true)
        var locals: [Index] = [], vsIndexes: [Int] = []
        for i in 0..<min(fdArray.count, 256) {
            let fd = try CFFFont.dict(cff2, range: fdArray.range(i))
            let (subrs, vsindex) = try CFFFont.privateDict(cff2, entry: fd[18], wide: true)
            locals.append(subrs)
            vsIndexes.append(vsindex)
        }
        guard !locals.isEmpty else { throw .invalidValue(table: "CFF2", field: "FDArray count", value: 0) }
        localSubrs = locals
        defaultVSIndex = vsIndexes
        if let selectOffset = top[12 << 8 | 37]?.first {
            fdSelect = try CFFFont.fdSelect(cff2, at: Int(fileNumber: selectOffset), glyphs: glyphCount)
        } else {
            fdSelect = []
        }
    }

    init(_ cff: FontReader, glyphCount: Int) throws(FontError) {
        table = cff
        isCFF2 = false
        variationStore = nil
        defaultVSIndex = []
        let headerSize = Int(try cff.u8(2))
        let names = try CFFFont.index(cff, at: headerSize)
        let topDicts = try CFFFont.index(cff, at: names.end)
        let strings = try CFFFont.index(cff, at: topDicts.end)
        globalSubrs = try CFFFont.index(cff, at: strings.end)
        guard topDicts.count >= 1 else { throw .invalidValue(table: "CFF ", field: "Top DICT count", value: 0) }
        let top = try CFFFont.dict(cff, range: topDicts.range(0))
        if let type = top[12 << 8 | 6]?.first, type != 2 {
            throw .unsupported(table: "CFF ", what: "CharstringType \(Int(fileNumber: type))")
        }
        guard let charStringsOffset = top[17]?.first else { throw .invalidValue(table: "CFF ", field: "CharStrings offset", value: -1) }
        charStrings = try CFFFont.index(cff, at: Int(fileNumber: charStringsOffset))
        guard charStrings.count >= glyphCount else {
            throw .invalidValue(table: "CFF ", field: "CharStrings count", value: charStrings.count)
        }
        if let fdArrayOffset = top[12 << 8 | 36]?.first {
            let fdArray = try CFFFont.index(cff, at: Int(fileNumber: fdArrayOffset))
            var locals: [Index] = []
            for i in 0..<min(fdArray.count, 256) {
                let fd = try CFFFont.dict(cff, range: fdArray.range(i))
                locals.append(try CFFFont.localSubrs(cff, privateEntry: fd[18]))
            }
            localSubrs = locals
            guard let selectOffset = top[12 << 8 | 37]?.first else {
                throw .invalidValue(table: "CFF ", field: "FDSelect offset", value: -1)
            }
            fdSelect = try CFFFont.fdSelect(cff, at: Int(fileNumber: selectOffset), glyphs: glyphCount)
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
        if isCFF2 {
            interpreter.vsindex = fd < defaultVSIndex.count ? defaultVSIndex[fd] : 0
            if let store = variationStore, !location.isEmpty { interpreter.regionScalars = store.scalars(at: location) }
        }
        try interpreter.run(charStrings.range(glyph), depth: 0)
        return interpreter.finish()
    }

    /// The region indexes `blend` uses under `vsindex`: its item variation data's list.
    func blendRegions(vsindex: Int) throws(FontError) -> [Int] {
        guard let store = variationStore else { return [] }
        guard vsindex >= 0, vsindex < store.data.count else {
            throw .invalidValue(table: "CFF2", field: "vsindex", value: vsindex)
        }
        let o = store.data[vsindex]
        let count = Int(try store.table.u16(o + 4))
        return try (0..<count).map { (k) throws(FontError) in Int(try store.table.u16(o + 6 + 2 * k)) }
    }

    /// Reads an INDEX at `offset` (CFF2's, with a 32-bit count, when `wide`).
    static func index(_ r: FontReader, at offset: Int, wide: Bool = false) throws(FontError) -> Index {
        let count = wide ? Int(try r.u32(offset)) : Int(try r.u16(offset))
        let head = wide ? 4 : 2
        if count == 0 { return Index(offsets: [0], end: offset + head) }
        guard count <= maxIndexCount else {
            throw .limitExceeded(table: r.table, what: "INDEX count at \(offset)", value: count, limit: maxIndexCount)
        }
        let offSize = Int(try r.u8(offset + head))
        guard (1...4).contains(offSize) else { throw .invalidValue(table: r.table, field: "INDEX offSize at \(offset)", value: offSize) }
        try r.check(offset + head + 1, (count + 1) * offSize)
        let dataStart = offset + head + 1 + (count + 1) * offSize - 1
        var offsets: [Int] = []
        offsets.reserveCapacity(count + 1)
        var previous = 1
        for i in 0...count {
            let o = try r.offset(offset + head + 1 + i * offSize, size: offSize)
            guard o >= previous else { throw .invalidValue(table: r.table, field: "INDEX offset \(i) at \(offset)", value: o) }
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
            case 0...27:
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
            default: throw .invalidValue(table: r.table, field: "DICT byte at \(p)", value: b0)
            }
            guard operands.count <= 513 else { throw .limitExceeded(table: r.table, what: "DICT operands", value: operands.count, limit: 513) }
        }
        return result
    }

    /// The local subroutines named by a Private DICT entry (`size offset`), or none.
    static func localSubrs(_ r: FontReader, privateEntry: [Double]?) throws(FontError) -> Index {
        try privateDict(r, entry: privateEntry, wide: false).subrs
    }

    /// A Private DICT's local subroutines and (CFF2) default `vsindex`.
    static func privateDict(_ r: FontReader, entry: [Double]?, wide: Bool) throws(FontError) -> (subrs: Index, vsindex: Int) {
        guard let entry, entry.count == 2 else { return (.empty, 0) }
        let size = Int(fileNumber: entry[0]), offset = Int(fileNumber: entry[1])
        guard size >= 0, offset >= 0 else { throw .invalidValue(table: r.table, field: "Private DICT offset", value: offset) }
        try r.check(offset, size)
        let priv = try dict(r, range: offset..<(offset + size))
        let vsindex = Int(fileNumber: priv[22]?.first ?? 0)
        guard let subrs = priv[19]?.first else { return (.empty, vsindex) }
        return (try index(r, at: offset + Int(fileNumber: subrs), wide: wide), vsindex)
    }

    /// FDSelect formats 0, 3 and (CFF2) 4.
    static func fdSelect(_ r: FontReader, at offset: Int, glyphs: Int) throws(FontError) -> [UInt8] {
        let format = try r.u8(offset)
        if format == 0 { return Array(try r.bytes(offset + 1, glyphs)) }
        if format == 4 {
            let ranges = Int(try r.u32(offset + 1))
            try r.check(offset + 5, ranges * 6 + 4)
            var result = [UInt8](repeating: 0, count: glyphs)
            for i in 0..<ranges {
                let first = Int(try r.u32(offset + 5 + 6 * i)), fd = try r.u16(offset + 9 + 6 * i)
                let next = Int(try r.u32(offset + 11 + 6 * i))
                guard first <= next, fd < 256 else { throw .invalidValue(table: r.table, field: "FDSelect range \(i)", value: first) }
                let end = min(next, glyphs)
                if first < end { for g in first..<end { result[g] = UInt8(fd) } }
            }
            return result
        }
        guard format == 3 else { throw .unsupported(table: r.table, what: "FDSelect format \(format)") }
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
