// Glyphs by character code rather than by Unicode: the look-up a PDF makes for a TrueType font it
// embeds, whose codes are single bytes mapped by the font's symbol (3, 0) or Macintosh Roman
// (1, 0) `cmap` subtables (ISO 32000-1 § 9.6.6.4).

extension FontFace {
    /// The glyph of the one-byte character `code`: from a (3, 0) subtable at code, 0xF000 + code,
    /// 0xF100 + code or 0xF200 + code, else from a (1, 0) subtable at code; nil when neither has it.
    public func glyph(forCode code: UInt8) -> UInt16? {
        guard let record = tables["cmap"] else { return nil }
        let cmap = record.reader(data, tag: "cmap")
        guard let count = try? Int(cmap.u16(2)) else { return nil }
        var symbol: Int?, mac: Int?
        for i in 0..<count {
            guard let platform = try? cmap.u16(4 + 8 * i), let encoding = try? cmap.u16(6 + 8 * i),
                  let offset = try? Int(cmap.u32(8 + 8 * i)) else { return nil }
            if platform == 3, encoding == 0, symbol == nil { symbol = offset }
            if platform == 1, encoding == 0, mac == nil { mac = offset }
        }
        if let symbol {
            for base: UInt32 in [0, 0xF000, 0xF100, 0xF200] {
                if let g = Self.lookUp(cmap, at: symbol, UInt32(code) + base), g != 0, Int(g) < numberOfGlyphs { return g }
            }
        }
        if let mac, let g = Self.lookUp(cmap, at: mac, UInt32(code)), g != 0, Int(g) < numberOfGlyphs { return g }
        return nil
    }

    /// `code` in the subtable at `offset` (formats 0, 4 and 6), nil when it is not mapped.
    private static func lookUp(_ cmap: FontReader, at offset: Int, _ code: UInt32) -> UInt16? {
        guard let format = try? cmap.u16(offset) else { return nil }
        switch format {
        case 0:
            guard code < 256, let g = try? cmap.u8(offset + 6 + Int(code)) else { return nil }
            return UInt16(g)
        case 6:
            guard let first = try? cmap.u16(offset + 6), let n = try? cmap.u16(offset + 8),
                  code >= UInt32(first), code < UInt32(first) + UInt32(n) else { return nil }
            return try? cmap.u16(offset + 10 + 2 * Int(code - UInt32(first)))
        case 4:
            guard code <= 0xFFFF, let segX2 = try? Int(cmap.u16(offset + 6)), segX2 % 2 == 0 else { return nil }
            let ends = offset + 14, starts = ends + segX2 + 2, deltas = starts + segX2, ranges = deltas + segX2
            for s in 0..<(segX2 / 2) {
                guard let end = try? cmap.u16(ends + 2 * s), let start = try? cmap.u16(starts + 2 * s),
                      let delta = try? cmap.u16(deltas + 2 * s), let range = try? cmap.u16(ranges + 2 * s) else { return nil }
                guard code <= UInt32(end) else { continue }
                guard code >= UInt32(start) else { return nil }
                if range == 0 { return UInt16(truncatingIfNeeded: code) &+ delta }
                guard let g = try? cmap.u16(ranges + 2 * s + Int(range) + 2 * Int(code - UInt32(start))), g != 0 else { return nil }
                return g &+ delta
            }
            return nil
        default:
            return nil
        }
    }
}
