import Foundation
import PenumbraCore
import PenumbraVector
import Testing
@testable import PenumbraView

/// Hand-made PDFs drawn to pixels: blend modes, images and mesh shadings, with exact values.
@Suite struct PDFPaintingTests {
    /// A one-page PDF around `content`, with `extra` objects from number 5 and `resources`.
    static func pdf(_ content: String, resources: String = "<<>>", extra: [String] = [], box: String = "[0 0 20 10]") -> Data {
        var objects = ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                       "<< /Type /Page /Parent 2 0 R /MediaBox \(box) /Contents 4 0 R /Resources \(resources) >>",
                       "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream"]
        objects += extra
        var text = "%PDF-1.4\n"
        for (i, o) in objects.enumerated() { text += "\(i + 1) 0 obj\n\(o)\nendobj\n" }
        text += "trailer\n<< /Root 1 0 R /Size \(objects.count + 1) >>\n%%EOF\n"
        return Data(text.utf8)
    }

    /// The PDF drawn at `scale` pixels a point, straight alpha.
    static func render(_ data: Data, scale: Double = 1, tint: PremultipliedRGBA8? = nil) throws -> RGBAImage {
        try VectorImageRenderer.bitmap(of: try PDFReader.read(data, file: "t.pdf"), scale: scale, tint: tint).unpremultiplied()
    }

    @Test func aMultiplyGroupGivesTheProductOfTheColours() throws {
        let image = try Self.render(Self.pdf("1 1 0 rg 0 0 20 10 re f /GS0 gs 0.5 0.5 1 rg 5 0 10 10 re f",
                                             resources: "<< /ExtGState << /GS0 << /BM /Multiply >> >> >>"))
        // Yellow × (128, 128, 255) = (128, 128, 0) where they overlap; yellow elsewhere.
        #expect(image[10, 5] == RGBA8(128, 128, 0))
        #expect(image[2, 5] == RGBA8(255, 255, 0))
        // Over nothing, a blended colour is itself.
        let alone = try Self.render(Self.pdf("/GS0 gs 0.5 0.5 1 rg 5 0 10 10 re f", resources: "<< /ExtGState << /GS0 << /BM [/Foo /Screen] >> >> >>"))
        #expect(alone[10, 5] == RGBA8(128, 128, 255))
        #expect(alone[2, 5].a == 0)
    }
}
