import Foundation
import PenumbraCore
import PenumbraTestSupport
import Testing
@testable import PenumbraVector

/// PDF constructs of icon exports that were refused or drawn wrong: spot colours (`Separation`,
/// `DeviceN`), optional content hidden by default, and files whose objects (the catalog
/// included) live in object streams behind a cross-reference stream, as cairo writes them.
@Suite struct PDFColourAndContentTests {
    static func fill(_ data: Data) throws -> VectorPaint? {
        let d = try PDFReader.read(data)
        guard case .shape(let s) = d.content.first else { return nil }
        return s.fill?.paint
    }

    /// A spot colour drawn through its CMYK alternate by the tint transform; the initial colour
    /// after `cs` is the full tint.
    @Test func separationTintsGoThroughTheAlternateSpace() throws {
        let resources = "<< /ColorSpace << /CS0 [/Separation /PANTONE#20300#20C /DeviceCMYK "
            + "<< /FunctionType 2 /Domain [0 1] /C0 [0 0 0 0] /C1 [1 0.44 0 0] /N 1 >>] >> >>"
        // Tint 0.5: CMYK 0.5 0.22 0 0, so RGB 0.5 0.78 1.
        #expect(try Self.fill(TestPDF.page("/CS0 cs 0.5 scn 0 0 10 10 re f", resources: resources)) == .color(RGBA8(128, 199, 255)))
        #expect(try Self.fill(TestPDF.page("/CS0 cs 0 0 10 10 re f", resources: resources)) == .color(RGBA8(0, 143, 255)))
    }

    /// DeviceN: two colourants into RGB by a PostScript function (each tint darkens one channel).
    @Test func deviceNTakesOneTintPerColourant() throws {
        let function = "{ 1 exch sub exch 1 exch sub exch 1 }"
        let resources = "<< /ColorSpace << /CS0 [/DeviceN [/Cyan /Magenta] /DeviceRGB 5 0 R] >> >>"
        let extra = ["<< /FunctionType 4 /Domain [0 1 0 1] /Range [0 1 0 1 0 1] /Length \(function.utf8.count) >>\nstream\n\(function)\nendstream"]
        #expect(try Self.fill(TestPDF.page("/CS0 cs 1 0.2 scn 0 0 10 10 re f", resources: resources, extra: extra))
                == .color(RGBA8(0, 204, 255)))
    }

    /// A spot-colour image: each sample's tint through the transform (bytes 0x00 and 0x7F).
    @Test func separationImagesAreTinted() throws {
        let resources = "<< /XObject << /Im0 5 0 R >> /ColorSpace << /CS0 [/Separation /Spot /DeviceGray "
            + "<< /FunctionType 2 /Domain [0 1] /C0 [1] /C1 [0] /N 1 >>] >> >>"
        let extra = ["<< /Type /XObject /Subtype /Image /Width 2 /Height 1 /BitsPerComponent 8 /ColorSpace /CS0 /Length 2 >>\nstream\n\u{0}\u{7F}\nendstream"]
        let d = try PDFReader.read(TestPDF.page("q 2 0 0 1 0 0 cm /Im0 Do Q", resources: resources, extra: extra))
        guard case .image(let image) = d.content.first else { Issue.record("no image: \(d.content)"); return }
        #expect(image.pixels.unpremultiplied()[0, 0] == .white)
        #expect(image.pixels.unpremultiplied()[1, 0] == RGBA8(128, 128, 128))  // tint 127/255: gray 1 − 0.498
    }

    /// Optional content the default configuration hides is not drawn: marked content, an OCMD
    /// by its policy, and a form XObject with `/OC`; visible groups draw as before.
    @Test func hiddenOptionalContentIsNotDrawn() throws {
        let resources = "<< /Properties << /Off 5 0 R /On 6 0 R /Both 7 0 R >> /XObject << /F0 8 0 R >> >>"
        let form = "0 0 1 rg 0 0 2 2 re f"
        let extra = ["<< /Type /OCG /Name (Filled flask) >>", "<< /Type /OCG /Name (Outline) >>",
                     "<< /Type /OCMD /OCGs [5 0 R 6 0 R] /P /AllOn >>",
                     "<< /Type /XObject /Subtype /Form /BBox [0 0 20 10] /OC 5 0 R /Length \(form.utf8.count) >>\nstream\n\(form)\nendstream"]
        let content = "/OC /Off BDC 1 0 0 rg 0 0 20 10 re f EMC /OC /On BDC 0 1 0 rg 1 1 2 2 re f EMC "
            + "/OC /Both BDC 0 0 0 rg 3 3 2 2 re f EMC /F0 Do /Span BMC 0 0 1 rg 5 5 1 1 re f EMC"
        var text = String(decoding: TestPDF.page(content, resources: resources, extra: extra), as: UTF8.self)
        text = text.replacingOccurrences(of: "<< /Type /Catalog /Pages 2 0 R >>",
                                         with: "<< /Type /Catalog /Pages 2 0 R /OCProperties << /OCGs [5 0 R 6 0 R] /D << /OFF [5 0 R] >> >> >>")
        let d = try PDFReader.read(Data(text.utf8))
        let fills = d.content.compactMap { node -> VectorPaint? in if case .shape(let s) = node { s.fill?.paint } else { nil } }
        #expect(fills == [.color(RGBA8(0, 255, 0)), .color(RGBA8(0, 0, 255))])
        // With no configuration that hides anything, all five are drawn.
        #expect(try PDFReader.read(TestPDF.page(content, resources: resources, extra: extra)).content.count == 5)
    }

    /// cairo's layout: the catalog, page tree and page packed in an object stream, and the
    /// trailer a cross-reference stream (no `trailer` keyword).
    @Test func objectsInObjectStreamsBehindAnXRefStream() throws {
        let packed = ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 20 10] /Contents 4 0 R /Resources << >> >>"]
        var body = "", header = ""
        for (index, object) in packed.enumerated() {
            header += "\(index + 1) \(body.utf8.count) "
            body += object + "\n"
        }
        let objectStream = header + body
        let content = "1 0 0 rg 2 3 4 5 re f"
        var text = "%PDF-1.5\n"
        text += "4 0 obj\n<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream\nendobj\n"
        text += "5 0 obj\n<< /Type /ObjStm /N 3 /First \(header.utf8.count) /Length \(objectStream.utf8.count) >>\nstream\n\(objectStream)\nendstream\nendobj\n"
        text += "6 0 obj\n<< /Type /XRef /Size 7 /Root 1 0 R /W [1 2 1] /Length 0 >>\nstream\n\nendstream\nendobj\nstartxref\n999\n%%EOF\n"
        let d = try PDFReader.read(Data(text.utf8))
        #expect(d.size == Size(20, 10))
        guard case .shape(let s) = d.content.first else { Issue.record("no shape"); return }
        #expect(s.fill?.paint == .color(RGBA8(255, 0, 0)))
    }
}
