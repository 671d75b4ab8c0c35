/// Reading `GPOS` pair adjustment subtables into ``KerningTable/PairSubtable`` values.
extension KerningTable {
    static func kernLookups(_ g: FontReader, glyphCount: Int) throws(FontError) -> [[PairSubtable]] {
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
        var entries = 0
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
                let subtable = try pairSubtable(g, at: offset, glyphCount: glyphCount)
                switch subtable {
                case .pairs(let p): entries += p.count
                case let .classes(class1, class2, _, values): entries += class1.count + class2.count + values.count
                }
                guard entries <= maxEntries else {
                    throw .limitExceeded(table: "GPOS", what: "kerning entries of all subtables", value: entries, limit: maxEntries)
                }
                subtables.append(subtable)
            }
            result.append(subtables)
        }
        return result
    }

    /// One PairPos subtable (format 1 or 2) at `offset`.
    static func pairSubtable(_ g: FontReader, at offset: Int, glyphCount: Int) throws(FontError) -> PairSubtable {
        let format = try g.u16(offset)
        let vf1 = try g.u16(offset + 4), vf2 = try g.u16(offset + 6)
        let size1 = 2 * vf1.nonzeroBitCount, size2 = 2 * vf2.nonzeroBitCount
        let xAdvance: Int? = vf1 & 4 != 0 ? 2 * (vf1 & 3).nonzeroBitCount : nil
        let covered = try coverage(g, at: offset + Int(try g.u16(offset + 2)))
        switch format {
        case 1:
            var pairs: [UInt32: Int16] = [:]
            let setCount = Int(try g.u16(offset + 8))
            for (glyph, index) in covered where index < setCount {
                let set = offset + Int(try g.u16(offset + 10 + 2 * index))
                let n = Int(try g.u16(set)), record = 2 + size1 + size2
                try g.check(set + 2, n * record)
                guard pairs.count + n <= maxPairs else {
                    throw .limitExceeded(table: "GPOS", what: "pairs in subtable at \(offset)", value: pairs.count + n, limit: maxPairs)
                }
                for k in 0..<n {
                    let r = set + 2 + k * record
                    let value = try xAdvance.map { x throws(FontError) in try g.i16(r + 2 + x) } ?? 0
                    pairs[UInt32(glyph) << 16 | UInt32(try g.u16(r))] = value
                }
            }
            return .pairs(pairs)
        case 2:
            let count1 = Int(try g.u16(offset + 12)), count2 = Int(try g.u16(offset + 14))
            guard count1 * count2 <= maxClassPairs else {
                throw .limitExceeded(table: "GPOS", what: "class pairs at \(offset)", value: count1 * count2, limit: maxClassPairs)
            }
            // No class on one side: the subtable kerns nothing (a class index would point past
            // its empty value table).
            if count1 == 0 || count2 == 0 { return .pairs([:]) }
            let classes1 = try classDef(g, at: offset + Int(try g.u16(offset + 8)), glyphCount: glyphCount)
            let classes2 = try classDef(g, at: offset + Int(try g.u16(offset + 10)), glyphCount: glyphCount)
            var class1 = [Int32](repeating: -1, count: glyphCount)
            for (glyph, _) in covered where Int(glyph) < glyphCount {
                let c = Int(classes1[Int(glyph)])
                class1[Int(glyph)] = c < count1 ? Int32(c) : 0
            }
            let record = size1 + size2
            try g.check(offset + 16, count1 * count2 * record)
            var values = [Int16](repeating: 0, count: count1 * count2)
            if let x = xAdvance {
                for i in 0..<(count1 * count2) { values[i] = try g.i16(offset + 16 + i * record + x) }
            }
            return .classes(class1: class1, class2: classes2, class2Count: count2, values: values)
        default:
            throw .invalidValue(table: "GPOS", field: "PairPos format at \(offset)", value: Int(format))
        }
    }

    /// The glyphs a Coverage table (format 1 or 2) lists, with their coverage indices.
    static func coverage(_ g: FontReader, at offset: Int) throws(FontError) -> [(UInt16, Int)] {
        let format = try g.u16(offset)
        let count = Int(try g.u16(offset + 2))
        var result: [(UInt16, Int)] = []
        if format == 1 {
            try g.check(offset + 4, 2 * count)
            for i in 0..<count { result.append((try g.u16(offset + 4 + 2 * i), i)) }
            return result
        }
        guard format == 2 else { throw .invalidValue(table: "GPOS", field: "Coverage format at \(offset)", value: Int(format)) }
        try g.check(offset + 4, 6 * count)
        for i in 0..<count {
            let r = offset + 4 + 6 * i
            let start = Int(try g.u16(r)), end = Int(try g.u16(r + 2)), first = Int(try g.u16(r + 4))
            guard start <= end else { throw .invalidValue(table: "GPOS", field: "Coverage range at \(r)", value: start) }
            guard result.count + end - start < maxPairs else {
                throw .limitExceeded(table: "GPOS", what: "coverage entries at \(offset)", value: result.count + end - start + 1, limit: maxPairs)
            }
            for glyph in start...end { result.append((UInt16(glyph), first + glyph - start)) }
        }
        return result
    }

    /// A ClassDef (format 1 or 2) as one class per glyph (0 when unlisted).
    static func classDef(_ g: FontReader, at offset: Int, glyphCount: Int) throws(FontError) -> [UInt16] {
        var classes = [UInt16](repeating: 0, count: glyphCount)
        let format = try g.u16(offset)
        if format == 1 {
            let start = Int(try g.u16(offset + 2)), count = Int(try g.u16(offset + 4))
            for i in 0..<count where start + i < glyphCount { classes[start + i] = try g.u16(offset + 6 + 2 * i) }
            return classes
        }
        guard format == 2 else { throw .invalidValue(table: "GPOS", field: "ClassDef format at \(offset)", value: Int(format)) }
        let count = Int(try g.u16(offset + 2))
        try g.check(offset + 4, 6 * count)
        var filled = 0
        for i in 0..<count {
            let r = offset + 4 + 6 * i
            let start = Int(try g.u16(r)), end = Int(try g.u16(r + 2)), c = try g.u16(r + 4)
            guard start <= end else { throw .invalidValue(table: "GPOS", field: "ClassDef range at \(r)", value: start) }
            let last = min(end, glyphCount - 1)
            guard start <= last else { continue }
            filled += last - start + 1
            guard filled <= maxPairs else {
                throw .limitExceeded(table: "GPOS", what: "ClassDef entries at \(offset)", value: filled, limit: maxPairs)
            }
            for glyph in start...last { classes[glyph] = c }
        }
        return classes
    }
}
