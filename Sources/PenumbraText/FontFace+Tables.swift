/// The table directory, `hmtx` and `name`: the tables read once at load.
extension FontFace {
    /// The table records of font `index` (a collection's `ttcf` header picks the font).
    static func tableDirectory(_ file: FontReader, index: Int) throws(FontError) -> [String: TableRecord] {
        var start = 0
        let tag = try file.u32(0)
        if tag == 0x7474_6366 {  // 'ttcf'
            let count = Int(try file.u32(8))
            guard index >= 0, index < count else { throw .noSuchFontInCollection(index: index, count: count) }
            start = Int(try file.u32(12 + 4 * index))
        } else if index != 0 {
            throw .noSuchFontInCollection(index: index, count: 1)
        }
        let version = try file.u32(start)
        guard version == 0x0001_0000 || version == 0x4F54_544F || version == 0x7472_7565 else {  // 1.0, 'OTTO', 'true'
            throw .notAFont(tag: version)
        }
        let numTables = Int(try file.u16(start + 4))
        guard numTables <= 256 else {
            throw .limitExceeded(table: "header", what: "numTables", value: numTables, limit: 256)
        }
        var tables: [String: TableRecord] = [:]
        for i in 0..<numTables {
            let r = start + 12 + 16 * i
            let name = tagString(try file.u32(r))
            let offset = Int(try file.u32(r + 8)), length = Int(try file.u32(r + 12))
            guard offset <= file.length, length <= file.length - offset else {
                throw .truncated(table: name, offset: offset, length: length, available: file.length)
            }
            tables[name] = TableRecord(offset: offset, length: length)
        }
        return tables
    }

    /// Advance widths for every glyph: the last of `metrics` long records repeats for the rest.
    static func horizontalAdvances(_ hmtx: FontReader, glyphs: Int, metrics: Int) throws(FontError) -> [UInt16] {
        guard metrics >= 1, metrics <= glyphs else {
            throw .invalidValue(table: "hhea", field: "numberOfHMetrics", value: metrics)
        }
        try hmtx.check(0, metrics * 4)
        var advances = [UInt16](repeating: 0, count: glyphs)
        for i in 0..<metrics { advances[i] = try hmtx.u16(4 * i) }
        let last = advances[metrics - 1]
        for i in metrics..<glyphs { advances[i] = last }
        return advances
    }

    /// The first readable name among `ids` (Unicode or Windows US English first, then another
    /// Windows language, then Macintosh Roman);
    /// `nil` when the table has none or is malformed.
    static func name(_ table: FontReader, ids: [UInt16]) -> String? {
        guard let count = try? Int(table.u16(2)), let storage = try? Int(table.u16(4)) else { return nil }
        for id in ids {
            var mac: String?, other: String?
            for i in 0..<min(count, 4096) {
                let r = 6 + 12 * i
                guard let platform = try? table.u16(r), let encoding = try? table.u16(r + 2),
                      let language = try? table.u16(r + 4), let nameID = try? table.u16(r + 6), nameID == id,
                      let length = try? Int(table.u16(r + 8)), let offset = try? Int(table.u16(r + 10)),
                      let raw = try? table.bytes(storage + offset, length) else { continue }
                let bytes = Array(raw)
                if platform == 3 || platform == 0 {
                    var units: [UInt16] = []
                    for j in stride(from: 0, to: bytes.count - 1, by: 2) { units.append(UInt16(bytes[j]) << 8 | UInt16(bytes[j + 1])) }
                    let name = String(decoding: units, as: UTF16.self)
                    // Windows US English (0x0409) or a Unicode-platform record first; fonts such
                    // as FreeSans list localized style names before the English one.
                    if platform == 0 || language == 0x0409 { return name }
                    if other == nil { other = name }
                } else if platform == 1 && encoding == 0 && mac == nil {
                    mac = String(decoding: bytes.map { $0 < 128 ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
                }
            }
            if let name = other ?? mac { return name }
        }
        return nil
    }
}
