/// The `cmap` look-up from Unicode scalars to glyph ids: format 12 (full Unicode) when the font
/// has it, else format 4 (the Basic Multilingual Plane).
struct CharacterMap: Sendable {
    /// A format 4 segment; `rangeOffsetPosition` is the byte position of its idRangeOffset.
    struct Segment: Sendable {
        let start: UInt32, end: UInt32, delta: UInt16, rangeOffset: UInt16, rangeOffsetPosition: Int
    }
    /// A format 12 group: `start...end` map to `glyph`, `glyph + 1`, …
    struct Group: Sendable {
        let start: UInt32, end: UInt32, glyph: UInt32
    }

    let segments: [Segment]
    let groups: [Group]
    let table: FontReader

    /// The Unicode look-up of `cmap`; without a Unicode subtable it throws, or is empty when not
    /// `requiringUnicode` (a font embedded in a PDF maps its codes by other subtables).
    init(_ cmap: FontReader, requiringUnicode: Bool = true) throws(FontError) {
        table = cmap
        let count = Int(try cmap.u16(2))
        var best12: Int?, best4: Int?
        for i in 0..<count {
            let platform = try cmap.u16(4 + 8 * i), encoding = try cmap.u16(6 + 8 * i)
            let offset = Int(try cmap.u32(8 + 8 * i))
            let unicode = platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10))
            guard unicode else { continue }
            let format = try cmap.u16(offset)
            if format == 12, best12 == nil { best12 = offset }
            if format == 4, best4 == nil { best4 = offset }
        }
        if let offset = best12 {
            let n = Int(try cmap.u32(offset + 12))
            try cmap.check(offset + 16, n * 12)  // bounds the count by the table's size
            var groups: [Group] = []
            groups.reserveCapacity(n)
            for g in 0..<n {
                let r = offset + 16 + 12 * g
                groups.append(Group(start: try cmap.u32(r), end: try cmap.u32(r + 4), glyph: try cmap.u32(r + 8)))
            }
            self.groups = groups
            self.segments = []
        } else if let offset = best4 {
            let segX2 = Int(try cmap.u16(offset + 6))
            guard segX2 % 2 == 0 else { throw .invalidValue(table: "cmap", field: "segCountX2", value: segX2) }
            let n = segX2 / 2
            let ends = offset + 14, starts = ends + segX2 + 2, deltas = starts + segX2, ranges = deltas + segX2
            try cmap.check(offset, 16 + 4 * segX2)
            var segments: [Segment] = []
            segments.reserveCapacity(n)
            for s in 0..<n {
                segments.append(Segment(start: UInt32(try cmap.u16(starts + 2 * s)), end: UInt32(try cmap.u16(ends + 2 * s)),
                                        delta: try cmap.u16(deltas + 2 * s), rangeOffset: try cmap.u16(ranges + 2 * s),
                                        rangeOffsetPosition: ranges + 2 * s))
            }
            self.segments = segments
            self.groups = []
        } else if !requiringUnicode {
            self.segments = []
            self.groups = []
        } else {
            throw .unsupported(table: "cmap", what: "subtables (no Unicode format 4 or 12)")
        }
    }

    /// The glyph for `scalar`, 0 when unmapped (or when the subtable points past its end).
    func glyph(for scalar: UInt32, in data: [UInt8]) -> UInt16 {
        if !groups.isEmpty {
            var lo = 0, hi = groups.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if groups[mid].end < scalar { lo = mid + 1 } else { hi = mid }
            }
            guard lo < groups.count, groups[lo].start <= scalar else { return 0 }
            let g = groups[lo].glyph &+ (scalar - groups[lo].start)
            return g > 0xFFFF ? 0 : UInt16(g)
        }
        guard scalar <= 0xFFFF else { return 0 }
        var lo = 0, hi = segments.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if segments[mid].end < scalar { lo = mid + 1 } else { hi = mid }
        }
        guard lo < segments.count, segments[lo].start <= scalar else { return 0 }
        let s = segments[lo]
        if s.rangeOffset == 0 { return UInt16(truncatingIfNeeded: scalar) &+ s.delta }
        let position = s.rangeOffsetPosition + Int(s.rangeOffset) + 2 * Int(scalar - s.start)
        guard let g = try? table.u16(position), g != 0 else { return 0 }
        return g &+ s.delta
    }
}
