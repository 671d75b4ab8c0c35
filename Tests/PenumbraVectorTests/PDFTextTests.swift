import Foundation
import PenumbraCore
import PenumbraText
import Testing
@testable import PenumbraVector

/// Text in PDFs: glyphs of embedded TrueType fonts as paths, Type 3 glyph procedures, the text
/// state, and the errors for fonts Penumbra cannot draw.
@Suite struct PDFTextTests {
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    /// A one-page PDF whose object 5 is a font embedding `font` (object 6, with `fileDict` entries
    /// such as a /Subtype; its descriptor, object 7, points to it as `fileKey`).
    static func pdf(_ content: String, font: [UInt8], fontDict: String, fileKey: String = "FontFile2", fileDict: String = "") -> Data {
        var objects: [[UInt8]] = [
            "<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 100 50] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
            "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
            fontDict,
        ].map { Array($0.utf8) }
        objects.append(Array("<< \(fileDict) /Length \(font.count) >>\nstream\n".utf8) + font + Array("\nendstream".utf8))
        objects.append(Array("<< /Type /FontDescriptor /FontName /Embedded /Flags 32 /\(fileKey) 6 0 R >>".utf8))
        var bytes = Array("%PDF-1.4\n".utf8)
        for (i, o) in objects.enumerated() { bytes += Array("\(i + 1) 0 obj\n".utf8) + o + Array("\nendobj\n".utf8) }
        bytes += Array("trailer\n<< /Root 1 0 R >>\n%%EOF\n".utf8)
        return Data(bytes)
    }

    @Test func trueTypeGlyphsBecomePathsAtThePen() throws {
        let data = try #require(FileManager.default.contents(atPath: Self.dejaVu), "\(Self.dejaVu) is missing: scripts/bootstrap installs it")
        let face = try FontFace(data: [UInt8](data))
        let glyph = try #require(face.glyph(for: "H"))
        let dict = "<< /Type /Font /Subtype /TrueType /BaseFont /DejaVuSans /FirstChar 72 /LastChar 72 /Widths [750] /FontDescriptor 7 0 R >>"
        let d = try PDFReader.read(Self.pdf("0 0 1 rg BT /F1 20 Tf 10 5 Td 2 Tc (HH) Tj ET", font: [UInt8](data), fontDict: dict))
        guard case .shape(let s) = d.content.first, let fill = s.fill else { Issue.record("no text shape"); return }
        #expect(fill.paint == .color(RGBA8(0, 0, 255)))
        // Glyph space (units per em) → text space × 20 at (10, 5); the second H after 0.75 × 20 + 2.
        let scale = 20 / Double(face.unitsPerEm)
        var expected = try face.outline(glyph: glyph).applying(AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: 10, ty: 5))
        expected.append(try face.outline(glyph: glyph).applying(AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: 27, ty: 5)))
        #expect(s.path == expected)
        // The drawing flips PDF space: (10, 5) is 45 from the top.
        #expect(s.transform.apply(Point(10, 5)) == Point(10, 45))
    }

    @Test func bareCFFGlyphsAreFoundByName() throws {
        // FreeSans's CFF table, embedded as a Type1C program; its glyphs are named in the charset.
        let path = "/usr/share/fonts/opentype/freefont/FreeSans.otf"
        let data = try #require(FileManager.default.contents(atPath: path), "\(path) is missing: scripts/bootstrap --test-tools installs it")
        let bytes = [UInt8](data)
        let face = try FontFace(data: bytes)
        // The table directory: the 'CFF ' table's offset and length.
        let tables = Int(bytes[4]) << 8 | Int(bytes[5])
        var cff: [UInt8] = []
        for i in 0..<tables {
            let r = 12 + 16 * i
            if bytes[r..<(r + 4)].elementsEqual(Array("CFF ".utf8)) {
                func u32(_ o: Int) -> Int { Int(bytes[o]) << 24 | Int(bytes[o + 1]) << 16 | Int(bytes[o + 2]) << 8 | Int(bytes[o + 3]) }
                cff = Array(bytes[u32(r + 8)..<(u32(r + 8) + u32(r + 12))])
            }
        }
        let program = try CFFProgram(data: cff)
        for letter in ["H", "a", "z", "space", "quotesingle"] {
            let scalar: Unicode.Scalar = letter == "space" ? " " : (letter == "quotesingle" ? "'" : Unicode.Scalar(letter)!)
            #expect(program.glyph(named: letter) == face.glyph(for: scalar), "\(letter)")
        }
        // Code 39 is quotesingle in MacRoman (quoteright in the standard encoding).
        let widths = "[191 " + String(repeating: "0 ", count: 32) + "722]"
        let dict = "<< /Type /Font /Subtype /Type1 /BaseFont /FreeSans /Encoding /MacRomanEncoding /FirstChar 39 /LastChar 72 /Widths \(widths) /FontDescriptor 7 0 R >>"
        let d = try PDFReader.read(Self.pdf("BT /F1 10 Tf ('H) Tj ET", font: cff, fontDict: dict, fileKey: "FontFile3", fileDict: "/Subtype /Type1C"))
        guard case .shape(let s) = d.content.first else { Issue.record("no text shape"); return }
        let h = try #require(face.glyph(for: "H")), quote = try #require(face.glyph(for: "'"))
        var expected = try face.outline(glyph: quote).applying(AffineTransform(a: 0.01, b: 0, c: 0, d: 0.01, tx: 0, ty: 0))
        expected.append(try face.outline(glyph: h).applying(AffineTransform(a: 0.01, b: 0, c: 0, d: 0.01, tx: 1.91, ty: 0)))
        #expect(Self.close(s.path, expected))
    }

    /// Whether two paths have the same elements at points within 1e-9.
    static func close(_ a: VectorPath, _ b: VectorPath) -> Bool {
        func points(_ e: VectorPath.Element) -> [Point] {
            switch e {
            case .move(let p), .line(let p): [p]
            case .quad(let c, let p): [c, p]
            case .cubic(let c1, let c2, let p): [c1, c2, p]
            case .close: []
            }
        }
        guard a.elements.count == b.elements.count else { return false }
        for (x, y) in zip(a.elements, b.elements) {
            let p = points(x), q = points(y)
            guard p.count == q.count, zip(p, q).allSatisfy({ abs($0.x - $1.x) < 1e-9 && abs($0.y - $1.y) < 1e-9 }) else { return false }
        }
        return true
    }

    @Test func renderingModesStrokeHideAndClip() throws {
        let data = try #require(FileManager.default.contents(atPath: Self.dejaVu), "\(Self.dejaVu) is missing: scripts/bootstrap installs it")
        let dict = "<< /Type /Font /Subtype /TrueType /BaseFont /DejaVuSans /FontDescriptor 7 0 R >>"
        let stroked = try PDFReader.read(Self.pdf("BT 1 Tr /F1 20 Tf (H) Tj ET", font: [UInt8](data), fontDict: dict))
        guard case .shape(let s) = stroked.content.first else { Issue.record("no stroke"); return }
        #expect(s.fill == nil && s.stroke != nil)
        let invisible = try PDFReader.read(Self.pdf("BT 3 Tr /F1 20 Tf (H) Tj ET", font: [UInt8](data), fontDict: dict))
        #expect(invisible.content.isEmpty)
        // Mode 7 clips what follows ET.
        let clipped = try PDFReader.read(Self.pdf("BT 7 Tr /F1 20 Tf (H) Tj ET 0 0 100 50 re f", font: [UInt8](data), fontDict: dict))
        guard case .group(let g) = clipped.content.first else { Issue.record("no clip group"); return }
        #expect(g.clips.count == 1 && g.children.count == 1)
    }

    @Test func type3GlyphsRunTheirProcedures() throws {
        // One glyph, a 1000-unit square, in the font matrix's thousandths: 10 × 10 at size 10.
        let proc = "1000 0 d0 0 0 1000 1000 re f"
        let d = try PDFReader.read(PDFReaderTests.pdf("1 0 0 rg BT /F1 10 Tf 0 0 Td <0101> Tj ET", resources: "<< /Font << /F1 5 0 R >> >>", extra: [
            "<< /Type /Font /Subtype /Type3 /FontMatrix [0.001 0 0 0.001 0 0] /FontBBox [0 0 1000 1000] /CharProcs << /sq 6 0 R >> /Encoding << /Differences [1 /sq] >> /FirstChar 1 /LastChar 1 /Widths [1000] /Resources << >> >>",
            "<< /Length \(proc.utf8.count) >>\nstream\n\(proc)\nendstream",
        ]))
        #expect(d.content.count == 2)
        guard case .shape(let a) = d.content[0], case .shape(let b) = d.content[1] else { Issue.record("no glyph shapes"); return }
        #expect(a.fill?.paint == .color(RGBA8(255, 0, 0)))
        // The second glyph is one width (10) further along; both in the page's flipped space.
        #expect(a.transform.apply(Point(1000, 1000)) == Point(10, 0))
        #expect(b.transform.apply(Point(0, 0)) == Point(10, 10))
    }

    @Test func fontsPenumbraCannotDrawAreNamed() {
        // A standard font the file does not embed.
        let plain = PDFReaderTests.pdf("BT /F1 12 Tf (Hi) Tj ET", resources: "<< /Font << /F1 5 0 R >> >>", extra: [
            "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        ])
        #expect { try PDFReader.read(plain, file: "t.pdf") } throws: {
            let e = $0 as? VectorError
            return e?.kind == .unsupported && e?.location == "object 5 0" && e?.file == "t.pdf" && e?.reason.contains("not drawn") == true
        }
        // Text before a font; a font the resources lack; a glyph that shows itself.
        #expect { try PDFReader.read(PDFReaderTests.pdf("BT (Hi) Tj ET"), file: "t.pdf") } throws: { ($0 as? VectorError)?.kind == .malformed }
        #expect { try PDFReader.read(PDFReaderTests.pdf("BT /F9 12 Tf ET"), file: "t.pdf") } throws: { ($0 as? VectorError)?.kind == .badReference }
        let proc = "/F1 1 Tf <01> Tj"
        let loop = PDFReaderTests.pdf("BT /F1 10 Tf <01> Tj ET", resources: "<< /Font << /F1 5 0 R >> >>", extra: [
            "<< /Type /Font /Subtype /Type3 /FontMatrix [0.001 0 0 0.001 0 0] /CharProcs << /a 6 0 R >> /Encoding << /Differences [1 /a] >> /Resources << /Font << /F1 5 0 R >> >> >>",
            "<< /Length \(proc.utf8.count) >>\nstream\n\(proc)\nendstream",
        ])
        #expect { try PDFReader.read(loop, file: "t.pdf") } throws: { ($0 as? VectorError)?.kind == .badReference }
    }
}
