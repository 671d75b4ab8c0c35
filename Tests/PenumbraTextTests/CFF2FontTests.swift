import Foundation
import PenumbraCore
import PenumbraRaster
import PenumbraTestSupport
import Testing
@testable import PenumbraText

/// CFF2 outlines: CFF2 INDEXes, FDArray and FDSelect, Private DICT `vsindex`, and charstrings
/// with `blend`, checked against the CFF masters the font was built from
/// (`scripts/make-test-fonts`: Regular and Bold JetBrains Mono outlines as cubic charstrings,
/// merged by fontTools' varLib).
@Suite struct CFF2FontTests {
    static let folder = VariableFontTests.folder
    static let variable: FontFace? = try? FontFace(contentsOf: folder.appendingPathComponent("PenumbraTestCFF2.otf").path)
    static func master(_ name: String) -> FontFace? {
        try? FontFace(contentsOf: folder.appendingPathComponent("PenumbraTestCFFMaster-\(name).otf").path)
    }

    func font() throws -> FontFace { try #require(Self.variable, Comment(rawValue: VariableFontTests.missing)) }

    /// The default instance is the Regular master and the instance at 700 the Bold one, point
    /// for point: blend adds whole-unit deltas to whole-unit defaults.
    @Test(arguments: [("Regular", 400.0), ("Bold", 700.0)])
    func instancesAreTheirMasters(_ name: String, _ weight: Double) throws {
        let f = try font()
        #expect(f.isVariable)
        guard case .cff(let cff) = f.outlines else { Issue.record("not CFF outlines"); return }
        #expect(cff.isCFF2)
        let master = try #require(Self.master(name), Comment(rawValue: VariableFontTests.missing))
        let instance = try f.instance(["wght": weight])
        var differing = 0
        for scalar in (0x21...0x7E).compactMap(Unicode.Scalar.init) {
            guard let g = instance.glyph(for: scalar), let m = master.glyph(for: scalar) else { continue }
            let ours = VariableFontTests.points(try instance.outline(glyph: g))
            let theirs = VariableFontTests.points(try master.outline(glyph: m))
            #expect(ours == theirs, "\(scalar) at \(weight)")
            #expect(instance.advance(glyph: g) == master.advance(glyph: m))
            if ours != VariableFontTests.points(try f.outline(glyph: g)) { differing += 1 }
        }
        // At 700 most glyphs moved; at 400 none did.
        #expect(weight == 400 ? differing == 0 : differing >= 60)
    }

    @Test func weightsBetweenDrawMoreInkInOrder() throws {
        let f = try font()
        let inks = try [400.0, 500, 600, 700].map { (w) throws -> Int in try VariableFontTests.ink(try f.instance(["wght": w])) }
        #expect(inks == inks.sorted() && Set(inks).count == 4, "\(inks)")
    }

    @Test func rejectsAnotherMajorVersionNamingTheTable() throws {
        let f = try font()
        var bytes = f.data
        let r = try #require(MalformedFontTests.record(bytes, "CFF2"))
        bytes[r.offset] = 3
        #expect(throws: FontError.unsupported(table: "CFF2", what: "major version 3")) { try FontFace(data: bytes) }
    }

    @Test func fuzzedCharstringsNeverCrash() throws {
        let failures = try VariableFontTests.fuzz(try font(), tables: ["CFF2"], seed: 2_026_112_402, bytesPerRound: 6,
                                                  weights: [400, 560, 700], text: "HOkx@", expectedTables: ["'CFF2'", "'HVAR'"],
                                                  head: false)
        #expect(failures > 0)
    }
}

/// Reference render under `__Snapshots__/Text/`: the TrueType variable font at 300, 400, 500,
/// 600 and 700, then the CFF2 one at 400, 550 and 700, in glyphs whose masters vary (the test
/// font keeps the default outline of the few glyphs whose masters differ in structure).
@Suite struct VariableWeightsSnapshotTests {
    @Test func weightsMatchTheirReference() throws {
        let truetype = try #require(VariableFontTests.variable, Comment(rawValue: VariableFontTests.missing))
        let cff2 = try #require(CFF2FontTests.variable, Comment(rawValue: VariableFontTests.missing))
        var canvas = RasterCanvas(bitmap: Bitmap(size: try PixelSize(width: 460, height: 300),
                                                 fill: PremultipliedRGBA8(unchecked: 255, 255, 255, 255)))
        let cache = GlyphCache()
        let ink = PremultipliedRGBA8(unchecked: 20, 20, 30, 255)
        var y = 4.0
        for (face, weights) in [(truetype, [300.0, 400, 500, 600, 700]), (cff2, [400.0, 550, 700])] {
            for w in weights {
                let instance = try face.instance(["wght": w])
                let layout = TextLayout("HIJKLOTUVXYZ ikovwxyz 147", font: instance, size: 24)
                try layout.draw(into: &canvas, at: Point(x: 8, y: y), scale: 1, color: ink, cache: cache)
                y += 36
            }
        }
        if let failure = ReferenceSnapshot.verify(canvas.bitmap, group: "Text", name: "variable-weights") {
            Issue.record(Comment(rawValue: failure))
        }
    }
}
