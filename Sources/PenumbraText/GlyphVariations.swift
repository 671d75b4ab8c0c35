/// Outline deltas of a TrueType variable font (`gvar`): per glyph, tuple variations whose
/// point deltas, scaled by how much each tuple applies at an instance's location and summed,
/// move the glyph's points (and its four phantom points: side bearings and advance).
///
/// Points a tuple leaves out are inferred as OpenType says (IUP: interpolated between the
/// nearest touched points of the contour, shifted like them outside their span).
struct GlyphVariations: Sendable {
    /// Tuples per glyph beyond this are refused (real fonts have a few to tens).
    static let maxTuples = 4095

    let table: FontReader
    let axisCount: Int
    let sharedTuples: [[Double]]
    /// `glyphCount + 1` offsets of each glyph's variation data in the table.
    let offsets: [Int]

    init(_ table: FontReader, axisCount: Int, glyphCount: Int) throws(FontError) {
        self.table = table
        guard try table.u16(0) == 1 else { throw .unsupported(table: "gvar", what: "version \(try table.u16(0))") }
        let axes = Int(try table.u16(4))
        guard axes == axisCount else { throw .invalidValue(table: "gvar", field: "axisCount (fvar has \(axisCount))", value: axes) }
        self.axisCount = axes
        let sharedCount = Int(try table.u16(6)), sharedOffset = Int(try table.u32(8))
        try table.check(sharedOffset, sharedCount * axes * 2)
        var shared: [[Double]] = []
        shared.reserveCapacity(sharedCount)
        for t in 0..<sharedCount {
            shared.append(try (0..<axes).map { (a) throws(FontError) in Double(try table.i16(sharedOffset + 2 * (t * axes + a))) / 16_384 })
        }
        sharedTuples = shared
        let count = Int(try table.u16(12))
        guard count == glyphCount else { throw .invalidValue(table: "gvar", field: "glyphCount (maxp has \(glyphCount))", value: count) }
        let long = try table.u16(14) & 1 != 0
        let dataStart = Int(try table.u32(16))
        try table.check(20, (count + 1) * (long ? 4 : 2))
        var offsets: [Int] = []
        offsets.reserveCapacity(count + 1)
        for i in 0...count {
            let o = long ? Int(try table.u32(20 + 4 * i)) : 2 * Int(try table.u16(20 + 2 * i))
            offsets.append(dataStart + o)
        }
        self.offsets = offsets
    }

    /// Whether `glyph` has variation data.
    func varies(glyph: Int) -> Bool {
        glyph + 1 < offsets.count && offsets[glyph + 1] > offsets[glyph]
    }

    /// The summed deltas of `glyph`'s points at `location` (`original` holds the points, then
    /// the four phantom points; `contourEnds` the last point index of each contour, for IUP);
    /// `nil` when the glyph does not vary there.
    func deltas(glyph: Int, location: [Double], original: [(x: Double, y: Double)],
                contourEnds: [Int]) throws(FontError) -> [(x: Double, y: Double)]? {
        guard varies(glyph: glyph) else { return nil }
        let start = offsets[glyph], end = offsets[glyph + 1]
        guard end <= table.length, start <= end else { throw .invalidValue(table: "gvar", field: "variation data of glyph \(glyph)", value: start) }
        let g = try table.sub(start, length: end - start)
        let header = Int(try g.u16(0))
        let tupleCount = header & 0x0FFF, sharedPoints = header & 0x8000 != 0
        var serialized = Int(try g.u16(2))
        let pointCount = original.count
        var total = [(x: Double, y: Double)](repeating: (0, 0), count: pointCount)
        var touchedAny = false
        var sharedList: [Int]?
        if sharedPoints { sharedList = try readPoints(g, at: &serialized, pointCount: pointCount, glyph: glyph) }
        var h = 4
        for _ in 0..<tupleCount {
            let dataSize = Int(try g.u16(h)), index = Int(try g.u16(h + 2))
            h += 4
            var peak: [Double]
            if index & 0x8000 != 0 {
                peak = try tuple(g, at: h); h += 2 * axisCount
            } else {
                let t = index & 0x0FFF
                guard t < sharedTuples.count else { throw .invalidValue(table: "gvar", field: "shared tuple index of glyph \(glyph)", value: t) }
                peak = sharedTuples[t]
            }
            var lo = peak.map { min(0, $0) }, hi = peak.map { max(0, $0) }
            if index & 0x4000 != 0 {
                lo = try tuple(g, at: h); hi = try tuple(g, at: h + 2 * axisCount); h += 4 * axisCount
            }
            let dataStart = serialized
            serialized += dataSize
            let scalar = VariationAxes.scalar(location: location, start: lo, peak: peak, end: hi)
            if scalar == 0 { continue }
            var p = dataStart
            let points: [Int]?
            if index & 0x2000 != 0 { points = try readPoints(g, at: &p, pointCount: pointCount, glyph: glyph) } else { points = sharedList }
            let n = points?.count ?? pointCount
            let xs = try readDeltas(g, at: &p, count: n, glyph: glyph), ys = try readDeltas(g, at: &p, count: n, glyph: glyph)
            guard p <= dataStart + dataSize else {
                throw .invalidValue(table: "gvar", field: "tuple data size of glyph \(glyph)", value: dataSize)
            }
            touchedAny = true
            if let points, points.count < pointCount {
                var dx = [Double](repeating: 0, count: pointCount), dy = dx
                var touched = [Bool](repeating: false, count: pointCount)
                for (k, point) in points.enumerated() where point < pointCount {
                    dx[point] = Double(xs[k]); dy[point] = Double(ys[k]); touched[point] = true
                }
                GlyphVariations.interpolateUntouched(&dx, &dy, touched: touched, original: original, contourEnds: contourEnds)
                for i in 0..<pointCount { total[i].x += dx[i] * scalar; total[i].y += dy[i] * scalar }
            } else {
                let list = points ?? Array(0..<pointCount)
                for (k, point) in list.enumerated() where point < pointCount {
                    total[point].x += Double(xs[k]) * scalar; total[point].y += Double(ys[k]) * scalar
                }
            }
        }
        return touchedAny ? total : nil
    }

    private func tuple(_ g: FontReader, at o: Int) throws(FontError) -> [Double] {
        var t: [Double] = []
        t.reserveCapacity(axisCount)
        for a in 0..<axisCount { t.append(Double(try g.i16(o + 2 * a)) / 16_384) }
        return t
    }

    /// Packed point numbers; `nil` means every point.
    private func readPoints(_ g: FontReader, at p: inout Int, pointCount: Int, glyph: Int) throws(FontError) -> [Int]? {
        var count = Int(try g.u8(p)); p += 1
        if count == 0 { return nil }
        if count & 0x80 != 0 { count = (count & 0x7F) << 8 | Int(try g.u8(p)); p += 1 }
        guard count <= pointCount else {
            throw .invalidValue(table: "gvar", field: "point count of glyph \(glyph) (it has \(pointCount))", value: count)
        }
        var points: [Int] = []
        points.reserveCapacity(count)
        var last = 0
        while points.count < count {
            let control = Int(try g.u8(p)); p += 1
            let run = (control & 0x7F) + 1, words = control & 0x80 != 0
            for _ in 0..<min(run, count - points.count) {
                if words { last += Int(try g.u16(p)); p += 2 } else { last += Int(try g.u8(p)); p += 1 }
                points.append(last)
            }
        }
        return points
    }

    /// `count` packed deltas.
    private func readDeltas(_ g: FontReader, at p: inout Int, count: Int, glyph: Int) throws(FontError) -> [Int] {
        var deltas: [Int] = []
        deltas.reserveCapacity(count)
        while deltas.count < count {
            let control = Int(try g.u8(p)); p += 1
            let run = min((control & 0x3F) + 1, count - deltas.count)
            switch control & 0xC0 {
            case 0x80: deltas += repeatElement(0, count: run)
            case 0x40: for _ in 0..<run { deltas.append(Int(try g.i16(p))); p += 2 }
            case 0xC0: for _ in 0..<run { deltas.append(Int(try g.i32(p))); p += 4 }
            default: for _ in 0..<run { deltas.append(Int(Int8(bitPattern: try g.u8(p)))); p += 1 }
            }
        }
        return deltas
    }

    /// OpenType's interpolation of untouched points (IUP), per contour and per coordinate:
    /// between two touched neighbours an untouched point moves in proportion to where it lies
    /// between them, beyond them it moves as the nearer one; a contour with one touched point
    /// moves whole; one with none stays.
    static func interpolateUntouched(_ dx: inout [Double], _ dy: inout [Double], touched: [Bool],
                                     original: [(x: Double, y: Double)], contourEnds: [Int]) {
        var first = 0
        for end in contourEnds {
            defer { first = end + 1 }
            guard end < touched.count, first <= end else { continue }
            let indices = Array(first...end)
            let touchedIndices = indices.filter { touched[$0] }
            if touchedIndices.isEmpty { continue }
            if touchedIndices.count == 1 {
                let t = touchedIndices[0]
                for i in indices where i != t { dx[i] = dx[t]; dy[i] = dy[t] }
                continue
            }
            for (k, a) in touchedIndices.enumerated() {
                let b = touchedIndices[(k + 1) % touchedIndices.count]
                // The untouched points after a, up to b, wrapping around the contour.
                var i = a == end ? first : a + 1
                while i != b {
                    dx[i] = interpolate(original[i].x, original[a].x, original[b].x, dx[a], dx[b])
                    dy[i] = interpolate(original[i].y, original[a].y, original[b].y, dy[a], dy[b])
                    i = i == end ? first : i + 1
                }
            }
        }
    }

    private static func interpolate(_ v: Double, _ a: Double, _ b: Double, _ da: Double, _ db: Double) -> Double {
        if a == b { return da == db ? da : 0 }
        let (x1, x2, d1, d2) = a < b ? (a, b, da, db) : (b, a, db, da)
        if v <= x1 { return d1 }
        if v >= x2 { return d2 }
        return d1 + (v - x1) * (d2 - d1) / (x2 - x1)
    }
}
