/// Pair kerning: `GPOS` pair adjustment (lookup type 2, also wrapped in extension lookups of
/// type 9) from the lookups of every `kern` feature, or, when the font has none, the `kern`
/// table's format 0 subtables. Only the first glyph's x advance adjustment is applied.
///
/// Everything is read once at load into flat arrays and dictionaries, so a look-up during
/// layout is a few array reads (layout asks for every adjacent pair: 1,200 pairs in the
/// bench-text scene).
struct KerningTable: Sendable {
    /// One pair adjustment subtable.
    enum PairSubtable: Sendable {
        /// Format 1: explicit pairs, `left << 16 | right` → x advance of the first glyph.
        case pairs([UInt32: Int16])
        /// Format 2: class pairs. `class1[glyph]` is -1 when the first glyph is not covered.
        case classes(class1: [Int32], class2: [UInt16], class2Count: Int, values: [Int16])
    }

    /// Lookups (each a list of subtables) of the `kern` feature, in lookup-list order.
    let lookups: [[PairSubtable]]
    /// `kern` table pairs, `left << 16 | right` → value.
    let pairs: [UInt32: Int16]
    /// Whether a glyph appears as the first of any pair; most glyphs skip the look-up.
    let kernsFirst: [Bool]

    /// Lookups past this many are ignored (a sanity bound; real fonts have tens).
    static let maxLookups = 4096
    /// Kerning entries kept for one font, all subtables together (pairs, class values and
    /// per-glyph class arrays): about 32 MB at most, far above real fonts' (a font with 20,000
    /// class subtables asked for 7.7 GB).
    static let maxEntries = 8_000_000
    /// The most class-pair values one subtable may hold.
    static let maxClassPairs = 4_000_000
    /// The most explicit pairs, coverage entries or class ranges' glyphs one subtable may list
    /// (real fonts list tens of thousands; ranges can repeat, so the count is bounded).
    static let maxPairs = 1_000_000

    init(gpos: FontReader?, kern: FontReader?, glyphCount: Int) throws(FontError) {
        var lookups: [[PairSubtable]] = []
        if let g = gpos { lookups = try KerningTable.kernLookups(g, glyphCount: glyphCount) }
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
        var first = [Bool](repeating: false, count: glyphCount)
        for key in pairs.keys where Int(key >> 16) < glyphCount { first[Int(key >> 16)] = true }
        for lookup in lookups {
            for subtable in lookup {
                switch subtable {
                case .pairs(let p): for key in p.keys where Int(key >> 16) < glyphCount { first[Int(key >> 16)] = true }
                case .classes(let class1, _, _, _): for g in class1.indices where class1[g] >= 0 { first[g] = true }
                }
            }
        }
        kernsFirst = first
    }

    /// The summed adjustment of all kern lookups for the pair, font units.
    @inline(__always)
    func adjustment(_ left: UInt16, _ right: UInt16) -> Int {
        guard Int(left) < kernsFirst.count, kernsFirst[Int(left)] else { return 0 }
        let key = UInt32(left) << 16 | UInt32(right)
        if lookups.isEmpty { return Int(pairs[key] ?? 0) }
        var total = 0
        for lookup in lookups {
            for subtable in lookup {
                switch subtable {
                case .pairs(let p):
                    if let v = p[key] { total += Int(v) } else { continue }
                case .classes(let class1, let class2, let count2, let values):
                    let c1 = class1[Int(left)]
                    if c1 < 0 { continue }
                    let c2 = Int(right) < class2.count ? Int(class2[Int(right)]) : 0
                    if c2 < count2 { total += Int(values[Int(c1) * count2 + c2]) }
                }
                break  // the first subtable that matches applies
            }
        }
        return total
    }
}
