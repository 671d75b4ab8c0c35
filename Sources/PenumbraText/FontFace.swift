import Foundation
import PenumbraCore

/// A parsed TrueType or OpenType font (glyf, CFF or CFF2 outlines), immutable and safe to share
/// between threads.
///
/// Reads `head`, `maxp`, `hhea`, `hmtx`, `OS/2`, `name`, `cmap` (formats 4 and 12),
/// `glyf`/`loca` (composites included) or `CFF ` (Type 2 charstrings), and kerning from `GPOS`
/// pair adjustment or the `kern` table. Metrics are in font units (``unitsPerEm`` per em, y up);
/// outlines are parsed on demand by ``outline(glyph:)``. Every malformed input gives a
/// ``FontError`` naming the table; counts and nesting are bounded.
///
/// Variable fonts (`fvar`, `avar`, `gvar`, `HVAR`, `MVAR`): the face holds the default
/// instance; ``instance(_:)`` gives the face at other axis values (a named weight picks the
/// instance a designer expects), with its outlines, advances and line metrics moved by the
/// deltas. Kerning stays the default instance's.
///
/// Out of scope: hinting, complex shaping (GSUB), bidirectional text.
public final class FontFace: Sendable {
    /// The family name (`name` ID 16, else 1), e.g. `"DejaVu Sans"`.
    public let familyName: String
    /// The style name (`name` ID 17, else 2), e.g. `"Bold"`.
    public let styleName: String
    /// The PostScript name (`name` ID 6), e.g. `"DejaVuSans-Bold"`, when the font has one.
    public let postScriptName: String?
    /// The names this face is asked for by, lowercased: its family names (IDs 16 and 1), its full
    /// name (4) and its PostScript name (6), as `Font.custom` and `UIFont(name:size:)` find faces
    /// on iOS.
    public let names: Set<String>
    /// FontFace units per em (16...16384).
    public let unitsPerEm: Int
    /// Ascender above the baseline, font units, positive: `hhea`'s, as CoreText reads it on
    /// iOS and macOS (Apple's TrueType Reference Manual, 'hhea'; `OS/2`'s typographic values
    /// and USE_TYPO_METRICS are what Windows reads).
    public let ascender: Int
    /// Descender below the baseline, font units, negative (same source as ``ascender``).
    public let descender: Int
    /// Extra space between lines, font units (same source as ``ascender``).
    public let lineGap: Int
    /// The number of glyphs (`maxp`).
    public let numberOfGlyphs: Int
    /// The weight class (`OS/2` usWeightClass, 100-900; 400 regular, 700 bold). Default 400.
    public let weight: Int
    /// Whether the font is italic or oblique (`OS/2` fsSelection or `head` macStyle).
    public let isItalic: Bool
    /// The top of an underline, font units above the baseline (negative: below): `post`
    /// underlinePosition, else −0.1 em.
    public let underlinePosition: Int
    /// An underline's thickness, font units: `post` underlineThickness, else 0.05 em.
    public let underlineThickness: Int
    /// The top of a strikethrough, font units above the baseline: `OS/2` yStrikeoutPosition,
    /// else 0.3 em.
    public let strikeoutPosition: Int
    /// A strikethrough's thickness, font units: `OS/2` yStrikeoutSize, else the underline's.
    public let strikeoutSize: Int
    /// Where the font came from: a file path, or `"<memory>"`.
    public let source: String

    /// A variable font's axes (`fvar`), in file order; empty for a static font.
    public var axes: [VariationAxis] { variationTables?.axes.axes ?? [] }
    /// A variable font's named instances (`fvar`), e.g. Regular, SemiBold, Bold.
    public var namedInstances: [NamedInstance] { variationTables?.axes.instances ?? [] }
    /// Where this face lies in the design space, normalised (−1…1 per axis; all 0 for the
    /// default instance; empty for a static font).
    public let location: [Double]
    /// Whether the font has variation axes.
    public var isVariable: Bool { variationTables != nil }

    let data: [UInt8]
    let tables: [String: TableRecord]
    let advances: [UInt16]
    let variationTables: FontVariationTables?
    /// The default instance an instance was made from; `nil` for a font read from data.
    let baseFace: FontFace?
    let characterMap: CharacterMap
    let outlines: OutlineSource
    let kerning: KerningTable
    /// The cmap's glyphs for U+0000…U+007F, read once (layout's common case).
    let asciiGlyphs: [UInt16]

    /// The most glyphs a font may have: `maxp` stores the count in 16 bits.
    static let maxGlyphs = 65_535

    /// Parses the font at `index` of `data` (a `.ttf`, `.otf`, or a `.ttc` collection). A font
    /// embedded in a document may lack a Unicode `cmap` when not `requiringUnicodeMap` (its
    /// glyphs are then found with ``glyph(forCode:)``).
    /// - Throws: ``FontError`` naming the table that is missing or malformed.
    public init(data bytes: [UInt8], index: Int = 0, source: String = "<memory>", requiringUnicodeMap: Bool = true) throws(FontError) {
        self.data = bytes
        self.source = source
        let file = FontReader(data: bytes, base: 0, length: bytes.count, table: "header")
        let tables = try FontFace.tableDirectory(file, index: index)
        self.tables = tables

        func table(_ tag: String) throws(FontError) -> FontReader {
            guard let record = tables[tag] else { throw .missingTable(tag) }
            return record.reader(bytes, tag: tag)
        }

        let head = try table("head")
        let upem = Int(try head.u16(18))
        guard (16...16_384).contains(upem) else { throw .invalidValue(table: "head", field: "unitsPerEm", value: upem) }
        unitsPerEm = upem
        let macStyle = try head.u16(44)
        let indexToLocFormat = Int(try head.i16(50))

        let maxp = try table("maxp")
        numberOfGlyphs = Int(try maxp.u16(4))
        guard numberOfGlyphs >= 1 else { throw .invalidValue(table: "maxp", field: "numGlyphs", value: 0) }

        let hhea = try table("hhea")
        let asc = Int(try hhea.i16(4)), desc = Int(try hhea.i16(6)), gap = Int(try hhea.i16(8))
        let numberOfHMetrics = Int(try hhea.u16(34))

        var weightClass = 400
        var italic = macStyle & 2 != 0
        var underline = (position: -upem / 10, thickness: max(1, upem / 20))
        if let post = tables["post"]?.reader(bytes, tag: "post"), post.length >= 12 {
            let thickness = Int(try post.i16(10))
            if thickness > 0 { underline = (Int(try post.i16(8)), thickness) }
        }
        underlinePosition = underline.position
        underlineThickness = underline.thickness
        var strikeout = (position: upem * 3 / 10, size: underline.thickness)
        if let os2Record = tables["OS/2"] {
            let os2 = os2Record.reader(bytes, tag: "OS/2")
            let size = Int(try os2.i16(26))
            if size > 0 { strikeout = (Int(try os2.i16(28)), size) }
            weightClass = Int(try os2.u16(4))
            let fsSelection = try os2.u16(62)
            italic = italic || fsSelection & 0x0201 != 0
        }
        strikeoutPosition = strikeout.position
        strikeoutSize = strikeout.size
        ascender = asc; descender = desc; lineGap = gap
        weight = weightClass == 0 ? 400 : weightClass
        isItalic = italic

        advances = try FontFace.horizontalAdvances(try table("hmtx"), glyphs: numberOfGlyphs, metrics: numberOfHMetrics)
        if tables["cmap"] == nil, !requiringUnicodeMap {
            characterMap = try CharacterMap(FontReader(data: [0, 0, 0, 0], base: 0, length: 4, table: "cmap"), requiringUnicode: false)
        } else {
            characterMap = try CharacterMap(try table("cmap"), requiringUnicode: requiringUnicodeMap)
        }

        let names = tables["name"].map { $0.reader(bytes, tag: "name") }
        let family = names.flatMap { FontFace.name($0, ids: [16, 1]) } ?? "Unknown"
        familyName = family
        styleName = names.flatMap { FontFace.name($0, ids: [17, 2]) } ?? "Regular"
        postScriptName = names.flatMap { FontFace.name($0, ids: [6]) }
        self.names = Set(([family] + [1, 4, 6].compactMap { id in names.flatMap { FontFace.name($0, ids: [id]) } })
            .map { $0.lowercased() }.filter { !$0.isEmpty })

        if let cff2 = tables["CFF2"] {
            let axisCount = try tables["fvar"].map { (t) throws(FontError) in Int(try t.reader(bytes, tag: "fvar").u16(8)) } ?? 0
            outlines = .cff(try CFFFont(cff2: cff2.reader(bytes, tag: "CFF2"), glyphCount: numberOfGlyphs, axisCount: axisCount))
        } else if let cff = tables["CFF "] {
            outlines = .cff(try CFFFont(cff.reader(bytes, tag: "CFF "), glyphCount: numberOfGlyphs))
        } else {
            outlines = .trueType(try TrueTypeOutlines(glyf: try table("glyf"), loca: try table("loca"),
                                                      longOffsets: indexToLocFormat == 1, glyphCount: numberOfGlyphs))
        }
        kerning = try KerningTable(gpos: tables["GPOS"].map { $0.reader(bytes, tag: "GPOS") },
                                   kern: tables["kern"].map { $0.reader(bytes, tag: "kern") }, glyphCount: numberOfGlyphs)
        var ascii = [UInt16](repeating: 0, count: 128)
        for v in 0..<128 { ascii[v] = characterMap.glyph(for: UInt32(v), in: bytes) }
        asciiGlyphs = ascii
        if tables["fvar"] != nil {
            let variations = try FontVariationTables(tables: tables, data: bytes, glyphCount: numberOfGlyphs,
                                                     isTrueType: tables["CFF "] == nil && tables["CFF2"] == nil)
            variationTables = variations
            location = Array(repeating: 0, count: variations.axes.axes.count)
        } else {
            variationTables = nil
            location = []
        }
        baseFace = nil
    }

    /// The instance of `base` at normalised `location`: outlines, advances and metrics moved.
    private init(base: FontFace, variations: FontVariationTables, location: [Double], values: [String: Double]) throws(FontError) {
        familyName = base.familyName
        let named = variations.axes.instances.first { variations.axes.normalize(Dictionary(uniqueKeysWithValues:
            zip(variations.axes.axes.map(\.tag), $0.coordinates))) == location }
        styleName = named?.name ?? variations.axes.axes.map { "\($0.tag) \(Self.format(values[$0.tag] ?? $0.defaultValue))" }.joined(separator: " ")
        // An instance is asked for through its variable font's names.
        postScriptName = base.postScriptName
        names = base.names
        unitsPerEm = base.unitsPerEm
        // MVAR's horizontal ascender, descender and line gap move the line metrics (a variable
        // font keeps hhea and its typographic values equal, as the OpenType spec recommends).
        ascender = try variations.metric("hasc", base.ascender, at: location)
        descender = try variations.metric("hdsc", base.descender, at: location)
        lineGap = try variations.metric("hlgp", base.lineGap, at: location)
        baseFace = base
        numberOfGlyphs = base.numberOfGlyphs
        if let wght = values["wght"], let axis = variations.axes.axes.first(where: { $0.tag == "wght" }) {
            weight = Int(fileNumber: min(max(wght, axis.minimum), axis.maximum).rounded())
        } else {
            weight = base.weight
        }
        isItalic = base.isItalic
        source = base.source
        underlinePosition = try variations.metric("undo", base.underlinePosition, at: location)
        underlineThickness = try variations.metric("unds", base.underlineThickness, at: location)
        strikeoutPosition = try variations.metric("stro", base.strikeoutPosition, at: location)
        strikeoutSize = try variations.metric("strs", base.strikeoutSize, at: location)
        data = base.data
        tables = base.tables
        characterMap = base.characterMap
        kerning = base.kerning
        asciiGlyphs = base.asciiGlyphs
        variationTables = variations
        self.location = location
        switch base.outlines {
        case .trueType(var tt):
            if let glyphs = variations.glyphs {
                tt.variation = TrueTypeOutlines.Variation(glyphs: glyphs, location: location, advances: base.advances)
            }
            outlines = .trueType(tt)
            advances = try variations.advances(base.advances, at: location, outlines: tt)
        case .cff(var cff):
            cff.location = location
            outlines = .cff(cff)
            advances = try variations.advances(base.advances, at: location, outlines: nil)
        }
    }

    /// The face at the given axis values in user units (`["wght": 600]`); axes not named keep
    /// their default, values outside an axis' range are clamped. A static font returns itself.
    /// Instances are made once per location and shared.
    /// - Throws: ``FontError`` when a variation table is malformed.
    public func instance(_ values: [String: Double]) throws(FontError) -> FontFace {
        guard let variations = variationTables else { return self }
        let location = variations.axes.normalize(values)
        if location == self.location { return self }
        if location.allSatisfy({ $0 == 0 }) { return defaultInstance }
        do {
            return try variations.instances.face(at: location) { () throws(FontError) in
                try FontFace(base: self.defaultInstance, variations: variations, location: location, values: values)
            }
        } catch {
            throw error.naming(source)
        }
    }

    /// The default instance this face was made from (itself when it is one).
    var defaultInstance: FontFace { baseFace ?? self }

    private static func format(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 0x1p53 ? String(Int(fileNumber: v)) : String(v)
    }

    /// Reads the font file at `path` (font `index` of a collection).
    /// - Throws: ``FontError/unreadable(path:reason:)`` or a parsing error.
    public convenience init(contentsOf path: String, index: Int = 0) throws(FontError) {
        let bytes: [UInt8]
        do { bytes = try FileBytes.read(path) } catch { throw .unreadable(path: path, reason: error.reason) }
        do {
            try self.init(data: bytes, index: index, source: path)
        } catch {
            throw error.naming(path)
        }
    }

    /// The glyph for a Unicode scalar, or `nil` when the font has none (draw glyph 0, .notdef).
    public func glyph(for scalar: Unicode.Scalar) -> UInt16? {
        let g = scalar.value < 128 ? asciiGlyphs[Int(scalar.value)] : characterMap.glyph(for: scalar.value, in: data)
        return g == 0 || Int(g) >= numberOfGlyphs ? nil : g
    }

    /// The advance width of `glyph` in font units (0 for an out-of-range glyph).
    public func advance(glyph: UInt16) -> Int {
        Int(glyph) < advances.count ? Int(advances[Int(glyph)]) : 0
    }

    /// The kerning adjustment between two glyphs, font units (negative brings them closer);
    /// from `GPOS` pair adjustment when the font has a `kern` feature, else the `kern` table.
    public func kerning(_ left: UInt16, _ right: UInt16) -> Int {
        kerning.adjustment(left, right)
    }

    /// The outline of `glyph` in font units, y up, origin on the baseline at the pen position.
    /// - Throws: ``FontError`` for a malformed glyph (named table, glyph and offset).
    public func outline(glyph: UInt16) throws(FontError) -> VectorPath {
        guard Int(glyph) < numberOfGlyphs else { throw FontError.glyphOutOfRange(glyph: Int(glyph), count: numberOfGlyphs).naming(source) }
        do {
            switch outlines {
            case .trueType(let tt): return try tt.path(glyph: Int(glyph))
            case .cff(let cff): return try cff.path(glyph: Int(glyph))
            }
        } catch {
            throw error.naming(source)
        }
    }
}

/// Where a table lies in the file.
struct TableRecord: Sendable {
    let offset: Int
    let length: Int
    func reader(_ data: [UInt8], tag: String) -> FontReader {
        FontReader(data: data, base: offset, length: length, table: tag)
    }
}

/// How a font stores outlines.
enum OutlineSource: Sendable {
    case trueType(TrueTypeOutlines)
    case cff(CFFFont)
}
