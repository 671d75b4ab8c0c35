import PenumbraCore

/// Quadratic outlines from the `glyf` and `loca` tables, composite glyphs included.
///
/// Composites nest at most ``maxDepth`` levels and hold at most ``maxComponents`` components in
/// all, so a glyph that refers to itself ends in ``FontError/compositeTooDeep(glyph:depth:)``.
struct TrueTypeOutlines: Sendable {
    /// One outline point in font units.
    struct OutlinePoint: Sendable {
        var x: Double, y: Double
        let onCurve: Bool
    }

    /// Deeper nesting than this is taken as a loop (real fonts nest 2-3 levels).
    static let maxDepth = 10
    /// Components in one glyph, all levels together.
    static let maxComponents = 1024
    /// Points in one simple glyph.
    static let maxPoints = 65_535
    /// Points in one glyph, components included (real composites have a few hundred).
    static let maxTotalPoints = 262_144

    let glyf: FontReader
    /// `glyphCount + 1` byte offsets into `glyf`.
    let offsets: [Int]
    /// The instance's variation: `gvar` deltas at a location; `nil` for the default outlines.
    var variation: Variation?

    /// What moves an instance's points: the `gvar` deltas at normalised `location`, with the
    /// default advances for the phantom points.
    struct Variation: Sendable {
        let glyphs: GlyphVariations
        let location: [Double]
        let advances: [UInt16]
    }

    init(glyf: FontReader, loca: FontReader, longOffsets: Bool, glyphCount: Int) throws(FontError) {
        self.glyf = glyf
        var offsets: [Int] = []
        offsets.reserveCapacity(glyphCount + 1)
        try loca.check(0, (glyphCount + 1) * (longOffsets ? 4 : 2))
        for i in 0...glyphCount {
            let o = longOffsets ? Int(try loca.u32(4 * i)) : 2 * Int(try loca.u16(2 * i))
            guard o <= glyf.length else { throw .invalidValue(table: "loca", field: "offset of glyph \(i)", value: o) }
            offsets.append(o)
        }
        self.offsets = offsets
    }

    /// The glyph as a path in font units, y up.
    func path(glyph: Int) throws(FontError) -> VectorPath {
        var budget = TrueTypeOutlines.maxComponents, points = TrueTypeOutlines.maxTotalPoints
        let contours = try self.contours(glyph: glyph, depth: 0, budget: &budget, points: &points)
        var path = VectorPath()
        for contour in contours { TrueTypeOutlines.append(contour, to: &path) }
        return path
    }

    /// The number of outline points of `glyph`, components included (no phantom points).
    func pointCount(glyph: Int) throws(FontError) -> Int {
        var budget = TrueTypeOutlines.maxComponents, points = TrueTypeOutlines.maxTotalPoints
        return try contours(glyph: glyph, depth: 0, budget: &budget, points: &points).reduce(0) { $0 + $1.count }
    }

    /// The glyph's contours; `budget` counts the components and `points` the points still
    /// allowed for the whole glyph.
    func contours(glyph: Int, depth: Int, budget: inout Int, points: inout Int) throws(FontError) -> [[OutlinePoint]] {
        guard glyph >= 0, glyph + 1 < offsets.count else { throw .glyphOutOfRange(glyph: glyph, count: offsets.count - 1) }
        let start = offsets[glyph], end = offsets[glyph + 1]
        if end == start { return [] }
        guard end > start else { throw .invalidValue(table: "loca", field: "length of glyph \(glyph)", value: end - start) }
        let g = try glyf.sub(start, length: end - start)
        let contourCount = Int(try g.i16(0))
        if contourCount >= 0 {
            var contours = try simple(g, contourCount: contourCount)
            points -= contours.reduce(0) { $0 + $1.count }
            guard points >= 0 else {
                throw .limitExceeded(table: "glyf", what: "points in glyph \(glyph) with its components",
                                     value: TrueTypeOutlines.maxTotalPoints - points, limit: TrueTypeOutlines.maxTotalPoints)
            }
            if let variation, variation.glyphs.varies(glyph: glyph) { try vary(&contours, glyph: glyph, variation) }
            return contours
        }
        guard depth < TrueTypeOutlines.maxDepth else { throw .compositeTooDeep(glyph: glyph, depth: TrueTypeOutlines.maxDepth) }
        return try composite(g, glyph: glyph, depth: depth, budget: &budget, points: &points)
    }

    private func simple(_ g: FontReader, contourCount: Int) throws(FontError) -> [[OutlinePoint]] {
        if contourCount == 0 { return [] }
        var ends: [Int] = []
        var previous = -1
        for c in 0..<contourCount {
            let e = Int(try g.u16(10 + 2 * c))
            guard e > previous else { throw .invalidValue(table: "glyf", field: "endPtsOfContours[\(c)]", value: e) }
            ends.append(e)
            previous = e
        }
        let pointCount = previous + 1
        let instructionLength = Int(try g.u16(10 + 2 * contourCount))
        var p = 12 + 2 * contourCount + instructionLength
        var flags: [UInt8] = []
        flags.reserveCapacity(pointCount)
        while flags.count < pointCount {
            let f = try g.u8(p); p += 1
            flags.append(f)
            if f & 8 != 0 {
                let repeats = Int(try g.u8(p)); p += 1
                for _ in 0..<min(repeats, pointCount - flags.count) { flags.append(f) }
            }
        }
        var xs = [Int](repeating: 0, count: pointCount), ys = xs
        var v = 0
        for i in 0..<pointCount {
            let f = flags[i]
            if f & 2 != 0 {
                let d = Int(try g.u8(p)); p += 1
                v += f & 0x10 != 0 ? d : -d
            } else if f & 0x10 == 0 {
                v += Int(try g.i16(p)); p += 2
            }
            xs[i] = v
        }
        v = 0
        for i in 0..<pointCount {
            let f = flags[i]
            if f & 4 != 0 {
                let d = Int(try g.u8(p)); p += 1
                v += f & 0x20 != 0 ? d : -d
            } else if f & 0x20 == 0 {
                v += Int(try g.i16(p)); p += 2
            }
            ys[i] = v
        }
        var contours: [[OutlinePoint]] = []
        var first = 0
        for e in ends {
            contours.append((first...e).map { OutlinePoint(x: Double(xs[$0]), y: Double(ys[$0]), onCurve: flags[$0] & 1 != 0) })
            first = e + 1
        }
        return contours
    }

    /// Moves the points of a simple glyph by its deltas at the variation's location.
    private func vary(_ contours: inout [[OutlinePoint]], glyph: Int, _ variation: Variation) throws(FontError) {
        var original: [(x: Double, y: Double)] = []
        var ends: [Int] = []
        for c in contours {
            for q in c { original.append((q.x, q.y)) }
            ends.append(original.count - 1)
        }
        original += phantoms(glyph: glyph, variation)
        guard let deltas = try variation.glyphs.deltas(glyph: glyph, location: variation.location, original: original,
                                                       contourEnds: ends) else { return }
        var k = 0
        for i in contours.indices {
            for j in contours[i].indices {
                contours[i][j].x += deltas[k].x; contours[i][j].y += deltas[k].y
                k += 1
            }
        }
    }

    /// The four phantom points (left side bearing, advance, top, bottom): only their deltas
    /// count here, so they sit at the origin and the advance.
    private func phantoms(glyph: Int, _ variation: Variation) -> [(x: Double, y: Double)] {
        let advance = glyph < variation.advances.count ? Double(variation.advances[glyph]) : 0
        return [(0, 0), (advance, 0), (0, 0), (0, 0)]
    }

    /// The change of `glyph`'s advance at the variation's location, from its phantom points'
    /// deltas (what a variable font without `HVAR` relies on).
    func advanceDelta(glyph: Int) throws(FontError) -> Double {
        guard let variation, variation.glyphs.varies(glyph: glyph) else { return 0 }
        var original: [(x: Double, y: Double)] = []
        var ends: [Int] = []
        guard glyph + 1 < offsets.count else { return 0 }
        let start = offsets[glyph], end = offsets[glyph + 1]
        if end > start {
            let g = try glyf.sub(start, length: end - start)
            let contourCount = Int(try g.i16(0))
            if contourCount >= 0 {
                for c in try simple(g, contourCount: contourCount) {
                    for q in c { original.append((q.x, q.y)) }
                    ends.append(original.count - 1)
                }
            } else {
                original = Array(repeating: (0, 0), count: try componentCount(g))
            }
        }
        original += phantoms(glyph: glyph, variation)
        guard let deltas = try variation.glyphs.deltas(glyph: glyph, location: variation.location, original: original,
                                                       contourEnds: ends) else { return 0 }
        let n = deltas.count
        return deltas[n - 3].x - deltas[n - 4].x
    }

    /// The number of components of the composite glyph `g`.
    private func componentCount(_ g: FontReader) throws(FontError) -> Int {
        var p = 10, count = 0, more = true
        while more, count < TrueTypeOutlines.maxComponents {
            let flags = try g.u16(p)
            p += 4 + (flags & 1 != 0 ? 4 : 2)
            if flags & 0x08 != 0 { p += 2 } else if flags & 0x40 != 0 { p += 4 } else if flags & 0x80 != 0 { p += 8 }
            count += 1
            more = flags & 0x20 != 0
        }
        return count
    }

    private func composite(_ g: FontReader, glyph: Int, depth: Int, budget: inout Int, points: inout Int) throws(FontError) -> [[OutlinePoint]] {
        var result: [[OutlinePoint]] = []
        var p = 10
        var more = true
        // Component offsets move by the glyph's deltas (one point per component).
        var offsetDeltas: [(x: Double, y: Double)]?
        if let variation, variation.glyphs.varies(glyph: glyph) {
            let count = try componentCount(g)
            let original = Array(repeating: (x: 0.0, y: 0.0), count: count) + phantoms(glyph: glyph, variation)
            offsetDeltas = try variation.glyphs.deltas(glyph: glyph, location: variation.location, original: original, contourEnds: [])
        }
        var componentIndex = 0
        while more {
            budget -= 1
            guard budget >= 0 else {
                throw .limitExceeded(table: "glyf", what: "components in glyph \(glyph)", value: TrueTypeOutlines.maxComponents + 1,
                                     limit: TrueTypeOutlines.maxComponents)
            }
            let flags = try g.u16(p), component = Int(try g.u16(p + 2))
            p += 4
            let arg1: Int, arg2: Int
            if flags & 1 != 0 {
                arg1 = flags & 2 != 0 ? Int(try g.i16(p)) : Int(try g.u16(p))
                arg2 = flags & 2 != 0 ? Int(try g.i16(p + 2)) : Int(try g.u16(p + 2))
                p += 4
            } else {
                arg1 = flags & 2 != 0 ? Int(Int8(bitPattern: try g.u8(p))) : Int(try g.u8(p))
                arg2 = flags & 2 != 0 ? Int(Int8(bitPattern: try g.u8(p + 1))) : Int(try g.u8(p + 1))
                p += 2
            }
            var a = 1.0, b = 0.0, c = 0.0, d = 1.0
            func f2dot14(_ o: Int) throws(FontError) -> Double { Double(try g.i16(o)) / 16_384 }
            if flags & 0x08 != 0 {
                a = try f2dot14(p); d = a; p += 2
            } else if flags & 0x40 != 0 {
                a = try f2dot14(p); d = try f2dot14(p + 2); p += 4
            } else if flags & 0x80 != 0 {
                a = try f2dot14(p); b = try f2dot14(p + 2); c = try f2dot14(p + 4); d = try f2dot14(p + 6); p += 8
            }
            var parts = try contours(glyph: component, depth: depth + 1, budget: &budget, points: &points)
            for i in parts.indices {
                for j in parts[i].indices {
                    let q = parts[i][j]
                    parts[i][j].x = a * q.x + c * q.y
                    parts[i][j].y = b * q.x + d * q.y
                }
            }
            var dx = 0.0, dy = 0.0
            if flags & 2 != 0 {
                dx = Double(arg1); dy = Double(arg2)
                if flags & 0x800 != 0, flags & 0x1000 == 0 {  // SCALED_COMPONENT_OFFSET
                    dx = a * Double(arg1) + c * Double(arg2); dy = b * Double(arg1) + d * Double(arg2)
                }
            } else {
                // Point matching: the component's point arg2 lands on the parent's point arg1.
                guard let p = Self.point(arg1, in: result) else {
                    throw .invalidValue(table: "glyf", field: "matched parent point in glyph \(glyph)", value: arg1)
                }
                guard let c = Self.point(arg2, in: parts) else {
                    throw .invalidValue(table: "glyf", field: "matched component point in glyph \(glyph)", value: arg2)
                }
                dx = p.x - c.x; dy = p.y - c.y
            }
            if flags & 2 != 0, let offsetDeltas, componentIndex < offsetDeltas.count {
                dx += offsetDeltas[componentIndex].x; dy += offsetDeltas[componentIndex].y
            }
            componentIndex += 1
            if dx != 0 || dy != 0 {
                for i in parts.indices { for j in parts[i].indices { parts[i][j].x += dx; parts[i][j].y += dy } }
            }
            result += parts
            more = flags & 0x20 != 0
        }
        return result
    }

    /// The point at `index` of `contours` taken in order, without copying them.
    static func point(_ index: Int, in contours: [[OutlinePoint]]) -> OutlinePoint? {
        var i = index
        for c in contours {
            if i < c.count { return c[i] }
            i -= c.count
        }
        return nil
    }

    /// Appends one closed quadratic contour: consecutive off-curve points imply an on-curve
    /// point halfway between them.
    static func append(_ contour: [OutlinePoint], to path: inout VectorPath) {
        guard !contour.isEmpty else { return }
        let n = contour.count
        func mid(_ a: OutlinePoint, _ b: OutlinePoint) -> Point { Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) }
        // Start at an on-curve point, or between the first two off-curve points.
        let startIndex = contour.firstIndex { $0.onCurve }
        let start: Point
        let first: Int
        if let s = startIndex {
            start = Point(x: contour[s].x, y: contour[s].y); first = s
        } else {
            start = mid(contour[0], contour[n - 1]); first = n - 1
        }
        path.move(to: start)
        var control: Point?
        for k in 1...n {
            let q = contour[(first + k) % n]
            let point = Point(x: q.x, y: q.y)
            if q.onCurve {
                if let c = control { path.quad(control: c, to: point) } else { path.line(to: point) }
                control = nil
            } else {
                if let c = control {
                    let m = Point(x: (c.x + point.x) / 2, y: (c.y + point.y) / 2)
                    path.quad(control: c, to: m)
                }
                control = point
            }
        }
        if let c = control { path.quad(control: c, to: start) }
        path.close()
    }
}
