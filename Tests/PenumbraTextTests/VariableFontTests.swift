import Foundation
import PenumbraCore
import PenumbraRaster
import PenumbraTestSupport
import Testing
@testable import PenumbraText

/// Variable fonts: `fvar` axes and instances, `avar` maps, `gvar` outline deltas with IUP, and
/// the registry picking an instance for a weight. The font is JetBrains Mono's printable ASCII
/// with a weight axis 300…400…700 built by fontTools' varLib from Debian's static Light,
/// Regular and Bold (`scripts/make-test-fonts`, run by `scripts/bootstrap --test-tools`); an
/// instance at a master's weight must reproduce that master.
@Suite struct VariableFontTests {
    static let folder = TestPaths.packageRoot.appendingPathComponent(".build/test-fonts")
    static let missing = "the variable test font is missing: run scripts/bootstrap --test-tools"

    static let variable: FontFace? = try? FontFace(contentsOf: folder.appendingPathComponent("PenumbraTestVF.ttf").path)
    static func master(_ name: String) -> FontFace? {
        try? FontFace(contentsOf: folder.appendingPathComponent("PenumbraTestMaster-\(name).ttf").path)
    }

    func font() throws -> FontFace { try #require(Self.variable, Comment(rawValue: Self.missing)) }

    /// The points of a path (every element's end and control points), in order.
    static func points(_ path: VectorPath) -> [Point] {
        path.elements.flatMap { e -> [Point] in
            switch e {
            case .move(let p), .line(let p): [p]
            case .quad(let c, let p): [c, p]
            case .cubic(let c1, let c2, let p): [c1, c2, p]
            case .close: []
            }
        }
    }

    @Test func readsAxesInstancesAndTheAvarMap() throws {
        let f = try font()
        #expect(f.isVariable)
        #expect(f.axes == [VariationAxis(tag: "wght", minimum: 300, defaultValue: 400, maximum: 700)])
        #expect(f.namedInstances.map(\.name) == ["Light", "Regular", "Medium", "SemiBold", "Bold"])
        #expect(f.namedInstances.map(\.coordinates) == [[300], [400], [500], [600], [700]])
        #expect(f.location == [0])
        // 550 is halfway from 400 to 700 (0.5); avar puts it where 600 is (2/3, in F2DOT14).
        #expect(try f.instance(["wght": 550]).location == [10_923.0 / 16_384])
        #expect(try f.instance(["wght": 350]).location == [-0.5])
        #expect(try f.instance(["wght": 1000]).location == [1])  // clamped to the axis
        #expect(try f.instance(["wght": 400]) === f)
        #expect(try f.instance(["wght": 600]) === (try f.instance(["wght": 600])))  // made once
        #expect(try f.instance(["wght": 600]).styleName == "SemiBold")
        #expect(try f.instance(["wght": 650]).styleName == "wght 650")
        #expect(try f.instance(["wght": 650]).weight == 650)
    }

    /// At a master's weight, every glyph that varies has that master's outline: the deltas,
    /// with the points varLib left out inferred by IUP, land within the 0.5 unit varLib allows.
    @Test(arguments: [("Light", 300.0), ("Bold", 700.0)])
    func instancesReproduceTheirMasters(_ name: String, _ weight: Double) throws {
        let f = try font()
        let master = try #require(Self.master(name), Comment(rawValue: Self.missing))
        let instance = try f.instance(["wght": weight])
        let gvar = try #require(f.variationTables?.glyphs)
        var compared = 0
        for scalar in (0x21...0x7E).compactMap(Unicode.Scalar.init) {
            guard let g = f.glyph(for: scalar), gvar.varies(glyph: Int(g)), let m = master.glyph(for: scalar) else { continue }
            let ours = Self.points(try instance.outline(glyph: g)), theirs = Self.points(try master.outline(glyph: m))
            #expect(ours.count == theirs.count, "\(scalar)")
            for (a, b) in zip(ours, theirs) {
                #expect(abs(a.x - b.x) <= 0.5 && abs(a.y - b.y) <= 0.5, "\(scalar): \(a) vs \(b)")
            }
            #expect(instance.advance(glyph: g) == master.advance(glyph: m))
            compared += 1
        }
        #expect(compared >= 60)
    }

    /// Between masters a point moves along the line between them: at 550 (2/3 of the way to
    /// Bold after avar) every point is Regular + 2/3 × (Bold − Regular), within the IUP
    /// tolerance scaled the same way.
    @Test func intermediateWeightsInterpolateTheMasters() throws {
        let f = try font()
        let regular = try #require(Self.master("Regular")), bold = try #require(Self.master("Bold"))
        let t = 10_923.0 / 16_384
        let instance = try f.instance(["wght": 550])
        for scalar in "HIOXZkvwxz147".unicodeScalars {
            let g = try #require(f.glyph(for: scalar))
            let ours = Self.points(try instance.outline(glyph: g))
            let r = Self.points(try regular.outline(glyph: try #require(regular.glyph(for: scalar))))
            let b = Self.points(try bold.outline(glyph: try #require(bold.glyph(for: scalar))))
            #expect(ours.count == r.count && r.count == b.count)
            for i in ours.indices {
                let x = r[i].x + t * (b[i].x - r[i].x), y = r[i].y + t * (b[i].y - r[i].y)
                #expect(abs(ours[i].x - x) <= 0.5 && abs(ours[i].y - y) <= 0.5, "\(scalar) point \(i)")
            }
        }
    }

    /// MVAR moves the line metrics and the underline: the Bold master's typographic ascender is
    /// 100 units higher and its underline 60 lower and 40 thicker (`scripts/make-test-fonts`).
    @Test func metricsVaryWithMVAR() throws {
        let f = try font()
        #expect((f.ascender, f.underlinePosition, f.underlineThickness) == (1020, -155, 50))
        let bold = try f.instance(["wght": 700])
        #expect((bold.ascender, bold.underlinePosition, bold.underlineThickness) == (1120, -215, 90))
        // Two thirds of the way after avar, rounded to whole units.
        let between = try f.instance(["wght": 550])
        #expect((between.ascender, between.underlinePosition, between.underlineThickness) == (1087, -195, 77))
        #expect(TextLayout("H", font: bold, size: 10).lineHeight > TextLayout("H", font: f, size: 10).lineHeight)
    }

    /// The total coverage of "HIOXZ" at 40 px.
    static func ink(_ face: FontFace) throws -> Int {
        var total = 0
        for scalar in "HIOXZ".unicodeScalars {
            guard let g = face.glyph(for: scalar),
                  let mask = try GlyphCache.rasterize(font: face, glyph: g, pixelSize: 40, dx: 0, dy: 0) else { continue }
            total += mask.coverage.reduce(0) { $0 + Int($1) }
        }
        return total
    }

    @Test func heavierNamedWeightsDrawMoreInk() throws {
        var registry = FontRegistry()
        registry.register(try font())
        let weights: [FontWeight] = [.light, .regular, .medium, .semibold, .bold]
        let faces = try weights.map { (w) throws(FontError) in try registry.font(family: "Penumbra Test VF", weight: w) }
        #expect(faces.map(\.weight) == [300, 400, 500, 600, 700])
        #expect(faces.map(\.styleName) == ["Light", "Regular", "Medium", "SemiBold", "Bold"])
        let inks = try faces.map(Self.ink)
        #expect(inks == inks.sorted() && Set(inks).count == inks.count, "ink by weight: \(inks)")
    }

    // MARK: Malformed variation tables: a typed error naming the table, no crash.

    func mutated(_ change: (inout [UInt8], (entry: Int, offset: Int, length: Int)) -> Void, table: String) throws -> [UInt8] {
        let f = try font()
        var bytes = f.data
        let r = try #require(MalformedFontTests.record(bytes, table))
        change(&bytes, r)
        return bytes
    }

    @Test func rejectsBadAxisCounts() throws {
        let noAxes = try mutated({ b, r in b.put16(0, at: r.offset + 8) }, table: "fvar")
        #expect(throws: FontError.limitExceeded(table: "fvar", what: "axis count", value: 0, limit: 64)) { try FontFace(data: noAxes) }
        let gvarAxes = try mutated({ b, r in b.put16(3, at: r.offset + 4) }, table: "gvar")
        #expect(throws: FontError.invalidValue(table: "gvar", field: "axisCount (fvar has 1)", value: 3)) { try FontFace(data: gvarAxes) }
        let avarAxes = try mutated({ b, r in b.put16(2, at: r.offset + 6) }, table: "avar")
        #expect(throws: FontError.invalidValue(table: "avar", field: "axisCount (fvar has 1)", value: 2)) { try FontFace(data: avarAxes) }
        let inverted = try mutated({ b, r in b.put32(900 << 16, at: r.offset + 16 + 4) }, table: "fvar")
        #expect(throws: FontError.self) { try FontFace(data: inverted) }
    }

    @Test func rejectsTupleDataThatRunsPastTheTable() throws {
        let f = try font()
        let g = Int(try #require(f.glyph(for: "H")))
        let gvar = try #require(f.variationTables?.glyphs)
        // Claim far more tuple data than the glyph has: reading stops at the table's end.
        let start = gvar.offsets[g]
        let bytes = try mutated({ b, r in
            let glyphData = r.offset + start
            b.put16(0xFFFF, at: glyphData + 4)  // the first tuple's data size
        }, table: "gvar")
        let broken = try FontFace(data: bytes)
        let instance = try broken.instance(["wght": 700])
        #expect(throws: FontError.self) { try instance.outline(glyph: UInt16(g)) }
        // A point count above the glyph's points is refused by name.
        let many = try mutated({ b, r in
            let glyphData = r.offset + start
            let serialized = Int(b[glyphData + 2]) << 8 | Int(b[glyphData + 3])
            if Int(b[glyphData]) & 0x80 != 0 { b[glyphData + serialized] = 0xFF; b[glyphData + serialized + 1] = 0xFF }
        }, table: "gvar")
        let counted = try FontFace(data: many).instance(["wght": 700])
        do {
            _ = try counted.outline(glyph: UInt16(g))
        } catch {
            #expect(error.description.hasPrefix("'gvar' table"))
        }
    }

    @Test func fuzzedVariationTablesNeverCrash() throws {
        let failures = try Self.fuzz(try font(), tables: ["fvar", "avar", "gvar", "HVAR"], seed: 20_261_124, bytesPerRound: 4,
                                     weights: [300, 550, 700], text: "HOkx", expectedTables: ["'fvar'", "'avar'", "'gvar'", "'HVAR'", "'glyf'"])
        #expect(failures > 0)
    }

    /// Damages `bytesPerRound` random bytes of one of `tables` (in their first 400 bytes when
    /// `head`), 300 times; each font must parse, instance at `weights` and outline `text`, or
    /// fail with an error naming one of `expectedTables`. Returns how many rounds failed.
    static func fuzz(_ f: FontFace, tables: [String], seed: UInt64, bytesPerRound: Int, weights: [Double], text: String,
                     expectedTables: [String], head: Bool = true) throws -> Int {
        var generator = SeededGenerator(seed: seed)
        var failures = 0
        for round in 0..<300 {
            var bytes = f.data
            let r = try #require(MalformedFontTests.record(bytes, tables[round % tables.count]))
            for _ in 0..<bytesPerRound {
                let o = r.offset + Int.random(in: 0..<max(1, head ? min(r.length, 400) : r.length), using: &generator)
                bytes[o] = UInt8.random(in: 0...255, using: &generator)
            }
            do {
                let face = try FontFace(data: bytes)
                for w in weights {
                    let instance = try face.instance(["wght": w])
                    for scalar in text.unicodeScalars {
                        if let g = instance.glyph(for: scalar) { _ = try instance.outline(glyph: g) }
                    }
                }
            } catch {
                failures += 1
                let description = error.description
                #expect(expectedTables.contains { description.contains($0) }, "\(description)")
            }
        }
        return failures
    }
}

/// Damaged fonts from the hostile corpus and damaged variable fonts on disk: bounded masks and
/// errors that name the file and the table.
@Suite struct DamagedFontFileTests {
    /// A glyph whose outline reaches 2,000 em from its origin (unitsPerEm 16) draws only what
    /// lies within 4 em of the pen (8 em to the right): the mask stays small.
    @Test(.requiresSharedCorpora) func farReachingOutlinesGiveBoundedMasks() throws {
        let path = try #require(TestPaths.corpus("hostile")).appendingPathComponent("font/huge-glyph-upem16.ttf").path
        let font = try FontFace(contentsOf: path)
        var largest = 0
        for g in 0..<min(font.numberOfGlyphs, 64) {
            guard let mask = try? GlyphCache.rasterize(font: font, glyph: UInt16(g), pixelSize: 20, dx: 0, dy: 0) else { continue }
            largest = max(largest, mask.width * mask.height)
            #expect(mask.originX >= -80 && mask.originX + mask.width <= 160 && mask.originY >= -80 && mask.originY + mask.height <= 80)
        }
        #expect(largest <= 240 * 160)
    }

    /// Composite cycles, fan-out, point matching and CFF recursion from the hostile corpus: every
    /// glyph outlines and rasterizes, or fails with a typed error naming the file.
    @Test(.requiresSharedCorpora, arguments: ["composite-cycle.ttf", "composite-fanout-1023x65535.ttf", "composite-nest-fanout.ttf",
                                             "composite-pointmatch.ttf", "composite-self.ttf", "huge-glyph-accumulated.ttf",
                                             "cff-heavy-curves.otf", "cff-huge-glyph-upem16.otf", "cff-subr-recursion.otf"])
    func hostileGlyphsOutlineOrFailByName(_ name: String) throws {
        let path = try #require(TestPaths.corpus("hostile")).appendingPathComponent("font/\(name)").path
        let font: FontFace
        do { font = try FontFace(contentsOf: path) } catch {
            #expect(error.description.hasPrefix("font file \(path): "))
            return
        }
        for g in 0..<min(font.numberOfGlyphs, 40) {
            do {
                _ = try GlyphCache.rasterize(font: font, glyph: UInt16(g), pixelSize: 20, dx: 0, dy: 0)
            } catch {
                #expect(error.description.hasPrefix("font file \(path): "), "\(error)")
            }
        }
    }

    @Test(.requiresSharedCorpora) func twentyThousandGPOSSubtablesAreRefusedByTheBudget() throws {
        let path = try #require(TestPaths.corpus("hostile")).appendingPathComponent("font/gpos-20000-subtables.ttf").path
        #expect(throws: FontError.inFile(path: path, .limitExceeded(table: "GPOS", what: "kerning entries of all subtables",
                                                                    value: 8_126_402, limit: KerningTable.maxEntries))) {
            try FontFace(contentsOf: path)
        }
    }

    @Test func aDamagedVariableFontFileIsNamedWithItsTable() throws {
        let f = try #require(VariableFontTests.variable, Comment(rawValue: VariableFontTests.missing))
        var bytes = f.data
        let r = try #require(MalformedFontTests.record(bytes, "gvar"))
        bytes.put16(7, at: r.offset + 4)  // axis count 7, fvar has 1
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("Damaged-\(UUID().uuidString).ttf")
        try Data(bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: FontError.inFile(path: url.path, .invalidValue(table: "gvar", field: "axisCount (fvar has 1)", value: 7))) {
            try FontFace(contentsOf: url.path)
        }
    }
}
