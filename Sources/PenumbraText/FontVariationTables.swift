import Foundation
import PenumbraCore

/// The variation tables of a variable font, read once: axes (`fvar`, `avar`), outline deltas
/// (`gvar`), advance deltas (`HVAR`) and metric deltas (`MVAR`).
struct FontVariationTables: Sendable {
    let axes: VariationAxes
    let glyphs: GlyphVariations?
    /// `HVAR`'s store and, when present, its advance-width index map.
    let advances: (store: ItemVariationStore, map: FontReader?)?
    /// `MVAR`'s store and its (outer, inner) index per value tag.
    let metrics: (store: ItemVariationStore, records: [String: (outer: Int, inner: Int)])?
    /// Instances made from this font, by normalised location (a lock guards the table).
    let instances = InstanceCache()

    init(tables: [String: TableRecord], data: [UInt8], glyphCount: Int, isTrueType: Bool) throws(FontError) {
        func reader(_ tag: String) -> FontReader? { tables[tag].map { $0.reader(data, tag: tag) } }
        guard let fvar = reader("fvar") else { throw .missingTable("fvar") }
        axes = try VariationAxes(fvar: fvar, avar: reader("avar"), name: reader("name"))
        let axisCount = axes.axes.count
        glyphs = try isTrueType ? reader("gvar").map { (t) throws(FontError) in try GlyphVariations(t, axisCount: axisCount, glyphCount: glyphCount) } : nil
        if let hvar = reader("HVAR") {
            let storeOffset = Int(try hvar.u32(4)), mapOffset = Int(try hvar.u32(8))
            let store = try ItemVariationStore(try hvar.sub(storeOffset), axisCount: axisCount)
            advances = (store, mapOffset == 0 ? nil : try hvar.sub(mapOffset))
        } else {
            advances = nil
        }
        if let mvar = reader("MVAR") {
            let recordSize = Int(try mvar.u16(6)), count = Int(try mvar.u16(8)), storeOffset = Int(try mvar.u16(10))
            guard recordSize >= 8 else { throw .invalidValue(table: "MVAR", field: "valueRecordSize", value: recordSize) }
            var records: [String: (outer: Int, inner: Int)] = [:]
            for i in 0..<count {
                let o = 12 + i * recordSize
                records[tagString(try mvar.u32(o))] = (Int(try mvar.u16(o + 4)), Int(try mvar.u16(o + 6)))
            }
            metrics = storeOffset == 0 ? nil : (try ItemVariationStore(try mvar.sub(storeOffset), axisCount: axisCount), records)
        } else {
            metrics = nil
        }
    }

    /// The (outer, inner) delta-set index of `glyph` in `HVAR`'s advance map (glyphs past the
    /// map's end take its last entry; no map: (0, glyph)).
    static func deltaSetIndex(_ map: FontReader?, glyph: Int) throws(FontError) -> (outer: Int, inner: Int) {
        guard let map else { return (0, glyph) }
        let format = Int(try map.u8(0)), entryFormat = Int(try map.u8(1))
        let count: Int, start: Int
        switch format {
        case 0: count = Int(try map.u16(2)); start = 4
        case 1: count = Int(try map.u32(2)); start = 6
        default: throw .unsupported(table: "HVAR", what: "delta-set index map format \(format)")
        }
        guard count > 0 else { return (0, glyph) }
        let size = (entryFormat & 0x30) >> 4 + 1, innerBits = entryFormat & 0x0F + 1
        let o = start + min(glyph, count - 1) * size
        var entry = 0
        for k in 0..<size { entry = entry << 8 | Int(try map.u8(o + k)) }
        return (entry >> innerBits, entry & (1 << innerBits - 1))
    }

    /// The advances at `location`: the default ones plus `HVAR`'s deltas, else the phantom
    /// points' deltas from `gvar`, rounded to whole font units.
    func advances(_ base: [UInt16], at location: [Double], outlines: TrueTypeOutlines?) throws(FontError) -> [UInt16] {
        var result = base
        if let (store, map) = advances {
            let scalars = store.scalars(at: location)
            for g in base.indices {
                let (outer, inner) = try FontVariationTables.deltaSetIndex(map, glyph: g)
                let d = try store.delta(outer: outer, inner: inner, scalars: scalars)
                result[g] = UInt16(clamping: Int((Double(base[g]) + d).rounded()))
            }
        } else if let outlines {
            for g in base.indices {
                let d = try outlines.advanceDelta(glyph: g)
                if d != 0 { result[g] = UInt16(clamping: Int((Double(base[g]) + d).rounded())) }
            }
        }
        return result
    }

    /// `value` plus `MVAR`'s delta for `tag` at `location`, rounded to whole font units.
    func metric(_ tag: String, _ value: Int, at location: [Double]) throws(FontError) -> Int {
        guard let (store, records) = metrics, let r = records[tag] else { return value }
        let d = try store.delta(outer: r.outer, inner: r.inner, scalars: store.scalars(at: location))
        return Int(fileNumber: (Double(value) + d).rounded())
    }
}

/// Instances of one variable font by location, so a weight is instanced once per process.
final class InstanceCache: @unchecked Sendable {
    private let lock = MutexLock()
    private var faces: [[Double]: FontFace] = [:]

    func face(at location: [Double], make: () throws(FontError) -> FontFace) throws(FontError) -> FontFace {
        if let hit = lock.withLock({ faces[location] }) { return hit }
        let face = try make()
        return lock.withLock {
            if let raced = faces[location] { return raced }
            if faces.count >= 64 { faces.removeAll() }
            faces[location] = face
            return face
        }
    }
}
