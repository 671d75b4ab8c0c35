import CLibPNG
import Foundation
import PenumbraCore
import PenumbraTestSupport
import Testing
@testable import PenumbraVector

/// Hand-made PDFs: exact drawings, and errors for broken ones.
@Suite struct PDFReaderTests {
    /// A one-page PDF around `content` (see ``TestPDF/page(_:resources:extra:box:)``).
    static func pdf(_ content: String, resources: String = "<<>>", extra: [String] = [], box: String = "[0 0 20 10]") -> Data {
        TestPDF.page(content, resources: resources, extra: extra, box: box)
    }

    @Test func pathsAreFlippedIntoTheDrawingsSpace() throws {
        let d = try PDFReader.read(Self.pdf("1 0 0 rg 2 3 4 5 re f"))
        #expect(d.size == Size(20, 10))
        guard case .shape(let s) = d.content.first else { Issue.record("no shape"); return }
        #expect(s.fill == VectorFill(paint: .color(RGBA8(255, 0, 0))))
        // PDF y up from the box's bottom: (2, 3) is 7 from the top.
        #expect(s.transform.apply(Point(2, 3)) == Point(2, 7))
        #expect(s.transform.apply(Point(6, 8)) == Point(6, 2))
    }

    @Test func stateOperatorsSetTheLineAndColours() throws {
        let d = try PDFReader.read(Self.pdf("q 2 0 0 2 1 1 cm 0.5 G 1 w 1 J 2 j [2 1] 0.5 d /GS0 gs 0 0 m 5 0 l S Q",
                                            resources: "<< /ExtGState << /GS0 << /CA 0.25 >> >> >>"))
        guard case .shape(let s) = d.content.first, let stroke = s.stroke else { Issue.record("no stroke"); return }
        #expect(stroke.paint == .color(RGBA8(128, 128, 128)))
        #expect(stroke.opacity == 0.25)
        #expect(stroke.style == LineStroke(width: 1, cap: .round, join: .bevel, miterLimit: 10, dash: [2, 1], dashPhase: 0.5))
        #expect(s.transform.apply(Point(5, 0)) == Point(11, 9))
    }

    @Test func clipsGroupWhatTheyClip() throws {
        let d = try PDFReader.read(Self.pdf("q 0 0 10 10 re W n 0 0 1 rg 0 0 20 10 re f 0 1 0 rg 1 1 2 2 re f Q 0 0 0 rg 0 0 1 1 re f"))
        #expect(d.content.count == 2)
        guard case .group(let g) = d.content[0] else { Issue.record("no group"); return }
        #expect(g.clips.count == 1 && g.children.count == 2)
        guard case .shape = d.content[1] else { Issue.record("the last fill is clipped"); return }
    }

    @Test func axialShadingsBecomeLinearGradients() throws {
        let d = try PDFReader.read(Self.pdf("/Sh0 sh", resources: "<< /Shading << /Sh0 5 0 R >> >>", extra: [
            "<< /ShadingType 2 /ColorSpace /DeviceRGB /Coords [0 0 20 0] /Function << /FunctionType 2 /Domain [0 1] /C0 [1 0 0] /C1 [0 0 1] /N 1 >> >>",
        ]))
        guard case .shape(let s) = d.content.first, case .linear(let g)? = s.fill?.paint else { Issue.record("no gradient"); return }
        #expect(g.start == Point(0, 0) && g.end == Point(20, 0))
        #expect(g.stops.first?.color == RGBA8(255, 0, 0) && g.stops.last?.color == RGBA8(0, 0, 255))
    }

    @Test func blendModesWrapWhatTheyPaint() throws {
        let d = try PDFReader.read(Self.pdf("0 0 1 1 re f /GS0 gs 0 0 2 2 re f 0 0 3 3 re f",
                                            resources: "<< /ExtGState << /GS0 << /BM /Multiply >> >> >>"))
        // Each painting operator blends on its own.
        #expect(d.content.count == 3)
        guard case .shape = d.content[0], case .group(let g) = d.content[1], case .group(let h) = d.content[2] else {
            Issue.record("no blend groups"); return
        }
        #expect(g.blendMode == .multiply && g.children.count == 1 && h.blendMode == .multiply)
        #expect { try PDFReader.read(Self.pdf("/GS0 gs", resources: "<< /ExtGState << /GS0 << /BM /Glow >> >> >>"), file: "b.pdf") } throws: {
            ($0 as? VectorError)?.kind == .unsupported && ($0 as? VectorError)?.file == "b.pdf"
        }
    }

    @Test func flateStreamsAreInflated() throws {
        let content = Array("0 0 1 rg 0 0 5 5 re f".utf8)
        var size = compressBound(uLong(content.count))
        var packed = [UInt8](repeating: 0, count: Int(size))
        #expect(compress(&packed, &size, content, uLong(content.count)) == Z_OK)
        var pdf = Array(Self.pdf("").dropLast(0))
        // Replace object 4 with a compressed stream.
        let text = String(decoding: pdf, as: UTF8.self)
        let head = text.components(separatedBy: "4 0 obj")[0]
        pdf = Array(head.utf8) + Array("4 0 obj\n<< /Length \(size) /Filter /FlateDecode >>\nstream\n".utf8) + packed.prefix(Int(size))
            + Array("\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n".utf8)
        let d = try PDFReader.read(Data(pdf))
        guard case .shape(let s) = d.content.first else { Issue.record("no shape"); return }
        #expect(s.fill?.paint == .color(RGBA8(0, 0, 255)))
    }

    @Test func predictorsAndASCII85AreUndone() throws {
        // PNG rows of three 8-bit gray samples: None, Sub, Up, Average, Paeth.
        let rows: [UInt8] = [0, 10, 20, 30, 1, 5, 1, 1, 2, 1, 1, 1, 3, 4, 4, 4, 4, 1, 2, 3]
        #expect(try PDFFilters.unpredict(rows, predictor: 15, colors: 1, bitsPerComponent: 8, columns: 3) == [
            10, 20, 30, 5, 6, 7, 6, 7, 8, 7, 11, 13, 8, 13, 16,
        ])
        // TIFF horizontal differencing, two RGB pixels.
        #expect(try PDFFilters.unpredict([1, 2, 3, 1, 1, 1], predictor: 2, colors: 3, bitsPerComponent: 8, columns: 2) == [1, 2, 3, 2, 3, 4])
        #expect(throws: PDFFilters.Failure.self) { try PDFFilters.unpredict([9, 1, 2, 3], predictor: 12, colors: 1, bitsPerComponent: 8, columns: 3) }
        #expect(try PDFFilters.ascii85(Array("87cURD_*#-6q/=~>".utf8)) == Array("Hello, PDF!".utf8))
        #expect(try PDFFilters.runLength([2, 65, 66, 67, 254, 68, 128], limit: 100) == Array("ABCDDD".utf8))
    }

    @Test func brokenFilesGiveTypedErrors() {
        #expect { try PDFReader.read(Data("not a pdf".utf8), file: "x.pdf") } throws: { ($0 as? VectorError)?.kind == .malformed }
        #expect { try PDFReader.read(Self.pdf("BT /F1 12 Tf (Hi) Tj ET"), file: "t.pdf") } throws: {
            ($0 as? VectorError)?.file == "t.pdf"
        }
        // A form that draws itself.
        #expect { try PDFReader.read(Self.pdf("/X0 Do", resources: "<< /XObject << /X0 5 0 R >> >>", extra: [
            "<< /Type /XObject /Subtype /Form /BBox [0 0 10 10] /Resources << /XObject << /X0 5 0 R >> >> /Length 6 >>\nstream\n/X0 Do\nendstream",
        ])) } throws: { ($0 as? VectorError)?.kind == .badReference }
        // A stream that inflates past the budget: 100 MB of zeros compress to about 100 KB.
        var huge = [UInt8](repeating: 0, count: 100 << 20)
        var size = compressBound(uLong(huge.count))
        var packed = [UInt8](repeating: 0, count: Int(size))
        _ = compress2(&packed, &size, &huge, uLong(huge.count), 9)
        huge = []
        let text = String(decoding: Self.pdf(""), as: UTF8.self).components(separatedBy: "4 0 obj")[0]
        let bomb = Array(text.utf8) + Array("4 0 obj\n<< /Length \(size) /Filter /FlateDecode >>\nstream\n".utf8) + packed.prefix(Int(size))
            + Array("\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n".utf8)
        #expect { try PDFReader.read(Data(bomb)) } throws: { ($0 as? VectorError)?.kind == .tooLarge }
    }

    @Test func hostileFilesGiveTypedErrorsNeverCrashes() {
        // Numbers far beyond the integers where objects, flags and rotations are read.
        for content in ["1e300 0 0 1 0 0 cm 0 0 1 1 re f", "1e300 J 1e300 j 0 0 1 1 re S", "BT 1e300 Tr ET", "/Sh0 sh"] {
            let data = Self.pdf(content, resources: "<< /Shading << /Sh0 << /ShadingType 1e300 >> >> >>")
            do { _ = try PDFReader.read(data, file: "big.pdf") } catch { #expect(error.file == "big.pdf") }
        }
        // A function array that contains itself; a predictor row of absurd width.
        let loop = Self.pdf("/Sh0 sh", resources: "<< /Shading << /Sh0 5 0 R >> >>", extra: [
            "<< /ShadingType 2 /ColorSpace /DeviceRGB /Coords [0 0 1 0] /Function 6 0 R >>", "[6 0 R]",
        ])
        #expect { try PDFReader.read(loop) } throws: { ($0 as? VectorError) != nil }
        #expect(throws: PDFFilters.Failure.self) {
            try PDFFilters.unpredict([0, 1], predictor: 12, colors: 32, bitsPerComponent: 16, columns: 1 << 20)
        }
        // Bytes of a file that uses functions, images, meshes, blend modes and text, changed at
        // random (a fixed seed): each read either draws or says why, typed.
        let program = "{ dup 2 mul 1 index }"
        let base = Self.pdf("/GS0 gs /Sh0 sh q 2 0 0 2 0 0 cm BI /W 2 /H 1 /CS /RGB /BPC 8 /F /AHx ID FF000000FF00> EI Q /Sh1 sh BT /F1 10 Tf <01> Tj ET",
                            resources: "<< /ExtGState << /GS0 << /BM /Multiply >> >> /Shading << /Sh0 5 0 R /Sh1 7 0 R >> /Font << /F1 8 0 R >> >>", extra: [
            "<< /ShadingType 2 /ColorSpace /DeviceRGB /Coords [0 0 20 0] /Function 6 0 R >>",
            "<< /FunctionType 4 /Domain [0 1] /Range [0 1 0 1 0 1] /Length \(program.utf8.count) >>\nstream\n\(program)\nendstream",
            "<< /ShadingType 4 /ColorSpace /DeviceRGB /BitsPerCoordinate 8 /BitsPerComponent 8 /BitsPerFlag 8 /Decode [0 20 0 10 0 1 0 1 0 1] /Filter /ASCIIHexDecode /Length 37 >>\nstream\n000000FF0000 00FF0000FF00 0000FF0000FF>\nendstream",
            "<< /Type /Font /Subtype /Type3 /FontMatrix [0.001 0 0 0.001 0 0] /CharProcs << /a 9 0 R >> /Encoding << /Differences [1 /a] >> /Widths [500] /FirstChar 1 >>",
            "<< /Length 27 >>\nstream\n500 0 d0 0 0 500 500 re f\nendstream",
        ])
        #expect(throws: Never.self) { _ = try PDFReader.read(base) }
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: seed >> 33)
        }
        let bytes = [UInt8](base)
        let alphabet = Array("0123456789 /[]<>(){}.-eE9RfnqQ".utf8)
        for _ in 0..<400 {
            var mutated = bytes
            for _ in 0..<(1 + next() % 4) {
                let at = next() % mutated.count
                mutated[at] = next() % 2 == 0 ? alphabet[next() % alphabet.count] : UInt8(truncatingIfNeeded: next())
            }
            do { _ = try PDFReader.read(Data(mutated), file: "fuzz.pdf") } catch {
                #expect(error.file == "fuzz.pdf")
            }
        }
    }
}
