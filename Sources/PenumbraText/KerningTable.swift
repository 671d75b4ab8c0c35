/// Pair kerning: `GPOS` pair adjustment (lookup type 2, also wrapped in extension lookups of
/// type 9) from the lookups of every `kern` feature, or, when the font has none, the `kern`
/// table's format 0 subtables. Only the first glyph's x advance adjustment is applied.
struct KerningTable: Sendable {
    /// One pair adjustment subtable (format 1 or 2), located in `GPOS`.
    struct PairSubtable: Sendable {
        let offset: Int
        let format: UInt16
        let coverage: Int
        /// Byte size of the first and second value records.
        let size1: Int, size2: Int
        /// Byte position of xAdvance inside the first value record, or `nil` when it has none.
        let xAdvance: Int?
    }

    /// Lookups (each a list of subtables) of the `kern` feature, in lookup-list order.
    let lookups: [[PairSubtable]]
    let gpos: FontReader?
    /// `kern` table pairs, `left << 16 | right` → value.
    let pairs: [UInt32: Int16]

    /// Lookups past this many are ignored (a sanity bound; real fonts have tens).
    static let maxLookups = 4096

    init(gpos: FontReader?, kern: FontReader?) throws(FontError) {
        self.gpos = gpos
        var lookups: [[PairSubtable]] = []
        if let g = gpos { lookups = try KerningTable.kernLookups(g) }
        self.lookups = lookups
        var pairs: [UInt32: Int16] = [:]
        if lookups.isEmpty, let k = kern, try k.u16(0) == 0 {
            let count = Int(try k.u16(2))
            var p = 4
            for _ in 0..<min(count, 64) {
                let length = Int(try k.u16(p + 2)), coverage = try k.u16(p + 4)
                if coverage >> 8 == 0, coverage & 1 != 0 {  // format 0, horizontal
                    let n = Int(try k.u16(p + 6))
                    try k.check(p + 14, n * 6)
                    pairs.reserveCapacity(n)
                    for i in 0..<n {
                        let r = p + 14 + 6 * i
                        pairs[UInt32(try k.u16(r)) << 16 | UInt32(try k.u16(r + 2))] = try k.i16(r + 4)
                    }
                }
                guard length >= 6 else { break }
                p += length
            }
        }
        self.pairs = pairs
    }

    static func kernLookups(_ g: FontReader) throws(FontError) -> [[PairSubtable]] {
        let featureList = Int(try g.u16(6)), lookupList = Int(try g.u16(8))
        var indices = Set<Int>()
        let featureCount = Int(try g.u16(featureList))
        for i in 0..<featureCount {
            let r = featureList + 2 + 6 * i
            guard try g.u32(r) == 0x6B65_726E else { continue }  // 'kern'
            let feature = featureList + Int(try g.u16(r + 4))
            let n = Int(try g.u16(feature + 2))
            for j in 0..<n { indices.insert(Int(try g.u16(feature + 4 + 2 * j))) }
        }
        let lookupCount = Int(try g.u16(lookupList))
        var result: [[PairSubtable]] = []
        for index in indices.sorted() where index < min(lookupCount, maxLookups) {
            let lookup = lookupList + Int(try g.u16(lookupList + 2 + 2 * index))
            let type = try g.u16(lookup)
            guard type == 2 || type == 9 else { continue }
            let subtableCount = Int(try g.u16(lookup + 4))
            var subtables: [PairSubtable] = []
            for s in 0..<subtableCount {
                var offset = lookup + Int(try g.u16(lookup + 6 + 2 * s))
                if type == 9 {
                    guard try g.u16(offset + 2) == 2 else { continue }
                    offset += Int(try g.u32(offset + 4))
                }
                let format = try g.u16(offset)
                guard format == 1 || format == 2 else {
                    throw .invalidValue(table: "GPOS", field: "PairPos format at \(offset)", value: Int(format))
                }
                let vf1 = try g.u16(offset + 4), vf2 = try g.u16(offset + 6)
                subtables.append(PairSubtable(
                    offset: offset, format: format, coverage: offset + Int(try g.u16(offset + 2)),
                    size1: 2 * vf1.nonzeroBitCount, size2: 2 * vf2.nonzeroBitCount,
                    xAdvance: vf1 & 4 != 0 ? 2 * (vf1 & 3).nonzeroBitCount : nil))
            }
            result.append(subtables)
        }
        return result
    }

    /// The summed adjustment of all kern lookups for the pair, font units; 0 on malformed data.
    func adjustment(_ left: UInt16, _ right: UInt16, in data: [UInt8]) -> Int {
        if let g = gpos, !lookups.isEmpty {
            var total = 0
            for lookup in lookups {
                for subtable in lookup {
                    if let v = try? KerningTable.value(g, subtable, left, right) { total += v; break }
                }
            }
            return total
        }
        return Int(pairs[UInt32(left) << 16 | UInt32(right)] ?? 0)
    }

    /// The subtable's adjustment, or `nil` when it does not cover the pair.
    static func value(_ g: FontReader, _ t: PairSubtable, _ left: UInt16, _ right: UInt16) throws(FontError) -> Int? {
        guard let coverageIndex = try coverage(g, t.coverage, left) else { return nil }
        if t.format == 1 {
            let setCount = Int(try g.u16(t.offset + 8))
            guard coverageIndex < setCount else { return nil }
            let set = t.offset + Int(try g.u16(t.offset + 10 + 2 * coverageIndex))
            let record = 2 + t.size1 + t.size2
            var lo = 0, hi = Int(try g.u16(set))
            while lo < hi {
                let mid = (lo + hi) / 2
                let r = set + 2 + mid * record
                let second = try g.u16(r)
                if second == right {
                    guard let x = t.xAdvance else { return 0 }
                    return Int(try g.i16(r + 2 + x))
                }
                if second < right { lo = mid + 1 } else { hi = mid }
            }
            return nil
        }
        let class1 = try classOf(g, t.offset + Int(try g.u16(t.offset + 8)), left)
        let class2 = try classOf(g, t.offset + Int(try g.u16(t.offset + 10)), right)
        let count1 = Int(try g.u16(t.offset + 12)), count2 = Int(try g.u16(t.offset + 14))
        guard class1 < count1, class2 < count2, let x = t.xAdvance else { return 0 }
        let r = t.offset + 16 + (class1 * count2 + class2) * (t.size1 + t.size2)
        return Int(try g.i16(r + x))
    }

    /// The coverage index of `glyph` (formats 1 and 2), or `nil` when not covered.
    static func coverage(_ g: FontReader, _ offset: Int, _ glyph: UInt16) throws(FontError) -> Int? {
        let format = try g.u16(offset)
        let count = Int(try g.u16(offset + 2))
        var lo = 0, hi = count
        if format == 1 {
            while lo < hi {
                let mid = (lo + hi) / 2
                let v = try g.u16(offset + 4 + 2 * mid)
                if v == glyph { return mid }
                if v < glyph { lo = mid + 1 } else { hi = mid }
            }
            return nil
        }
        guard format == 2 else { throw .invalidValue(table: "GPOS", field: "Coverage format at \(offset)", value: Int(format)) }
        while lo < hi {
            let mid = (lo + hi) / 2
            let r = offset + 4 + 6 * mid
            let start = try g.u16(r), end = try g.u16(r + 2)
            if glyph < start { hi = mid } else if glyph > end { lo = mid + 1 } else {
                return Int(try g.u16(r + 4)) + Int(glyph - start)
            }
        }
        return nil
    }

    /// The class of `glyph` in a ClassDef (formats 1 and 2); 0 when unlisted.
    static func classOf(_ g: FontReader, _ offset: Int, _ glyph: UInt16) throws(FontError) -> Int {
        let format = try g.u16(offset)
        if format == 1 {
            let start = try g.u16(offset + 2), count = Int(try g.u16(offset + 4))
            guard glyph >= start, Int(glyph - start) < count else { return 0 }
            return Int(try g.u16(offset + 6 + 2 * Int(glyph - start)))
        }
        guard format == 2 else { throw .invalidValue(table: "GPOS", field: "ClassDef format at \(offset)", value: Int(format)) }
        var lo = 0, hi = Int(try g.u16(offset + 2))
        while lo < hi {
            let mid = (lo + hi) / 2
            let r = offset + 4 + 6 * mid
            let start = try g.u16(r), end = try g.u16(r + 2)
            if glyph < start { hi = mid } else if glyph > end { lo = mid + 1 } else { return Int(try g.u16(r + 4)) }
        }
        return 0
    }
}
