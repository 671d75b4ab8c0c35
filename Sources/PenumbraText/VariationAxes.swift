/// One design axis of a variable font (`fvar`), in user units: weight 100–900, width 75–125 …
public struct VariationAxis: Sendable, Hashable {
    /// The axis tag, e.g. `"wght"`, `"wdth"`, `"opsz"`.
    public let tag: String
    /// The smallest, default and largest value, in user units.
    public let minimum: Double, defaultValue: Double, maximum: Double
}

/// A named instance of a variable font (`fvar`): a style name and a value for every axis.
public struct NamedInstance: Sendable, Hashable {
    /// The style name (`name` table), e.g. `"SemiBold"`.
    public let name: String
    /// The user value of each axis, in the order of ``FontFace/axes``.
    public let coordinates: [Double]
}

/// The axes of a variable font and how user values map to normalised coordinates: `fvar`'s
/// axes and named instances, and `avar`'s segment maps.
struct VariationAxes: Sendable {
    /// Axes in a font beyond this are refused (real fonts have 1-16).
    static let maxAxes = 64
    /// Named instances beyond this are ignored (real fonts have tens).
    static let maxInstances = 1024
    /// Map entries per axis beyond this are refused.
    static let maxMapEntries = 1024

    let axes: [VariationAxis]
    let instances: [NamedInstance]
    /// Per axis: `avar`'s (from, to) pairs in normalised coordinates, ascending; empty: identity.
    let maps: [[(from: Double, to: Double)]]

    /// Reads `fvar` (and `avar` when present); `name` gives instance names.
    init(fvar: FontReader, avar: FontReader?, name: FontReader?) throws(FontError) {
        guard try fvar.u16(0) == 1 else { throw .unsupported(table: "fvar", what: "version \(try fvar.u16(0))") }
        let axesOffset = Int(try fvar.u16(4)), axisCount = Int(try fvar.u16(8)), axisSize = Int(try fvar.u16(10))
        let instanceCount = Int(try fvar.u16(12)), instanceSize = Int(try fvar.u16(14))
        guard axisCount >= 1, axisCount <= VariationAxes.maxAxes else {
            throw .limitExceeded(table: "fvar", what: "axis count", value: axisCount, limit: VariationAxes.maxAxes)
        }
        guard axisSize >= 20 else { throw .invalidValue(table: "fvar", field: "axisSize", value: axisSize) }
        guard instanceSize >= 4 + 4 * axisCount else { throw .invalidValue(table: "fvar", field: "instanceSize", value: instanceSize) }
        func fixed(_ o: Int) throws(FontError) -> Double { Double(try fvar.i32(o)) / 65_536 }
        var axes: [VariationAxis] = []
        for i in 0..<axisCount {
            let o = axesOffset + i * axisSize
            let tag = tagString(try fvar.u32(o))
            let lo = try fixed(o + 4), def = try fixed(o + 8), hi = try fixed(o + 12)
            guard lo <= def, def <= hi else {
                throw .invalidValue(table: "fvar", field: "axis '\(tag)' range (default \(def) outside \(lo)...\(hi))", value: i)
            }
            axes.append(VariationAxis(tag: tag, minimum: lo, defaultValue: def, maximum: hi))
        }
        var instances: [NamedInstance] = []
        let instancesStart = axesOffset + axisCount * axisSize
        for i in 0..<min(instanceCount, VariationAxes.maxInstances) {
            let o = instancesStart + i * instanceSize
            let nameID = try fvar.u16(o)
            var coordinates: [Double] = []
            for a in 0..<axisCount { coordinates.append(try fixed(o + 4 + 4 * a)) }
            let label = name.flatMap { FontFace.name($0, ids: [nameID]) } ?? "Instance \(i + 1)"
            instances.append(NamedInstance(name: label, coordinates: coordinates))
        }
        var maps = Array(repeating: [(from: Double, to: Double)](), count: axisCount)
        if let avar {
            guard try avar.u16(0) == 1 else { throw .unsupported(table: "avar", what: "version \(try avar.u16(0))") }
            let count = Int(try avar.u16(6))
            guard count == axisCount else { throw .invalidValue(table: "avar", field: "axisCount (fvar has \(axisCount))", value: count) }
            var o = 8
            for a in 0..<axisCount {
                let entries = Int(try avar.u16(o))
                guard entries <= VariationAxes.maxMapEntries else {
                    throw .limitExceeded(table: "avar", what: "map entries of axis \(a)", value: entries, limit: VariationAxes.maxMapEntries)
                }
                var pairs: [(from: Double, to: Double)] = []
                for e in 0..<entries {
                    let from = Double(try avar.i16(o + 2 + 4 * e)) / 16_384, to = Double(try avar.i16(o + 4 + 4 * e)) / 16_384
                    if let last = pairs.last, from < last.from {
                        throw .invalidValue(table: "avar", field: "map of axis \(a) (fromCoordinate not ascending)", value: e)
                    }
                    pairs.append((from, to))
                }
                maps[a] = pairs
                o += 2 + 4 * entries
            }
        }
        self.axes = axes
        self.instances = instances
        self.maps = maps
    }

    /// The normalised coordinates (−1…1, in F2DOT14 steps) of user values (`nil` or missing:
    /// the axis default), clamped to each axis' range and mapped through `avar`.
    func normalize(_ values: [String: Double]) -> [Double] {
        axes.enumerated().map { i, axis in
            let v = min(max(values[axis.tag] ?? axis.defaultValue, axis.minimum), axis.maximum)
            var n = 0.0
            if v < axis.defaultValue, axis.defaultValue > axis.minimum {
                n = (v - axis.defaultValue) / (axis.defaultValue - axis.minimum)
            } else if v > axis.defaultValue, axis.maximum > axis.defaultValue {
                n = (v - axis.defaultValue) / (axis.maximum - axis.defaultValue)
            }
            n = VariationAxes.f2dot14(n)
            let map = maps[i]
            if map.count >= 2 {
                if n <= map[0].from { n = map[0].to } else if n >= map[map.count - 1].from { n = map[map.count - 1].to } else {
                    for k in 1..<map.count where n < map[k].from {
                        let a = map[k - 1], b = map[k]
                        n = b.from == a.from ? a.to : a.to + (b.to - a.to) * (n - a.from) / (b.from - a.from)
                        break
                    }
                }
                n = VariationAxes.f2dot14(n)
            }
            return n
        }
    }

    /// `v` rounded to the nearest 1/16384, as normalised coordinates are stored.
    static func f2dot14(_ v: Double) -> Double { (v * 16_384).rounded() / 16_384 }

    /// How much a region with `start`, `peak`, `end` per axis applies at `location`: the
    /// product over axes of OpenType's tent function (an axis whose peak is 0 does not count).
    static func scalar(location: [Double], start: [Double], peak: [Double], end: [Double]) -> Double {
        var s = 1.0
        for i in peak.indices {
            let p = peak[i], lo = start[i], hi = end[i]
            if p == 0 || lo > p || p > hi || (lo < 0 && hi > 0) { continue }
            let v = i < location.count ? location[i] : 0
            if v == p { continue }
            if v <= lo || v >= hi { return 0 }
            s *= v < p ? (v - lo) / (p - lo) : (hi - v) / (hi - p)
        }
        return s
    }
}

/// An `ItemVariationStore` (HVAR, MVAR): deltas by (outer, inner) index, each the sum of its
/// regions' deltas scaled by how much each region applies.
struct ItemVariationStore: Sendable {
    /// Regions beyond this are refused (real fonts have tens to a few hundred).
    static let maxRegions = 65_535

    let table: FontReader
    let regions: [(start: [Double], peak: [Double], end: [Double])]
    /// Offsets of the item variation data subtables.
    let data: [Int]

    init(_ table: FontReader, axisCount: Int) throws(FontError) {
        self.table = table
        guard try table.u16(0) == 1 else { throw .unsupported(table: table.table, what: "item variation store format \(try table.u16(0))") }
        let regionList = Int(try table.u32(2))
        let dataCount = Int(try table.u16(6))
        let regionAxes = Int(try table.u16(regionList)), regionCount = Int(try table.u16(regionList + 2))
        guard regionAxes == axisCount else {
            throw .invalidValue(table: table.table, field: "region axis count (fvar has \(axisCount))", value: regionAxes)
        }
        try table.check(regionList + 4, regionCount * regionAxes * 6)
        var regions: [(start: [Double], peak: [Double], end: [Double])] = []
        regions.reserveCapacity(regionCount)
        for r in 0..<regionCount {
            var s: [Double] = [], p: [Double] = [], e: [Double] = []
            for a in 0..<regionAxes {
                let o = regionList + 4 + (r * regionAxes + a) * 6
                s.append(Double(try table.i16(o)) / 16_384); p.append(Double(try table.i16(o + 2)) / 16_384)
                e.append(Double(try table.i16(o + 4)) / 16_384)
            }
            regions.append((s, p, e))
        }
        self.regions = regions
        var data: [Int] = []
        for i in 0..<dataCount { data.append(Int(try table.u32(8 + 4 * i))) }
        self.data = data
    }

    /// The region scalars at `location`, one per region.
    func scalars(at location: [Double]) -> [Double] {
        regions.map { VariationAxes.scalar(location: location, start: $0.start, peak: $0.peak, end: $0.end) }
    }

    /// The delta of item (`outer`, `inner`) for region scalars `scalars`.
    func delta(outer: Int, inner: Int, scalars: [Double]) throws(FontError) -> Double {
        guard outer < data.count else { throw .invalidValue(table: table.table, field: "outer delta-set index", value: outer) }
        let o = data[outer]
        let itemCount = Int(try table.u16(o)), wordField = Int(try table.u16(o + 2)), regionCount = Int(try table.u16(o + 4))
        guard inner < itemCount else { throw .invalidValue(table: table.table, field: "inner delta-set index", value: inner) }
        let long = wordField & 0x8000 != 0, words = wordField & 0x7FFF
        guard words <= regionCount else { throw .invalidValue(table: table.table, field: "wordDeltaCount", value: words) }
        let rowSize = long ? words * 4 + (regionCount - words) * 2 : words * 2 + (regionCount - words)
        let row = o + 6 + 2 * regionCount + inner * rowSize
        var total = 0.0, p = row
        for k in 0..<regionCount {
            let region = Int(try table.u16(o + 6 + 2 * k))
            guard region < scalars.count else { throw .invalidValue(table: table.table, field: "region index", value: region) }
            let d: Int
            if k < words {
                if long { d = Int(try table.i32(p)); p += 4 } else { d = Int(try table.i16(p)); p += 2 }
            } else {
                if long { d = Int(try table.i16(p)); p += 2 } else { d = Int(Int8(bitPattern: try table.u8(p))); p += 1 }
            }
            if d != 0, scalars[region] != 0 { total += Double(d) * scalars[region] }
        }
        return total
    }
}
