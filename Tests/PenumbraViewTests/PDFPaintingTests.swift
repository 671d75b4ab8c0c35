import Foundation
import PenumbraCore
import PenumbraVector
import PenumbraTestSupport
import Testing
@testable import PenumbraView

/// Hand-made PDFs drawn to pixels: blend modes, images and mesh shadings, with exact values.
@Suite struct PDFPaintingTests {
    /// A one-page PDF around `content` (see ``TestPDF/page(_:resources:extra:box:)``).
    static func pdf(_ content: String, resources: String = "<<>>", extra: [String] = [], box: String = "[0 0 20 10]") -> Data {
        TestPDF.page(content, resources: resources, extra: extra, box: box)
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

    /// An image XObject (object 5) of `dict` entries and hex `data`.
    static func imageObject(_ dict: String, hex data: String) -> String {
        "<< /Type /XObject /Subtype /Image \(dict) /Filter /ASCIIHexDecode /Length \(data.utf8.count) >>\nstream\n\(data)\nendstream"
    }

    @Test func aTwoByTwoImageDrawnAtTwiceItsSize() throws {
        let data = Self.pdf("q 2 0 0 2 0 0 cm /Im0 Do Q", resources: "<< /XObject << /Im0 5 0 R >> >>", extra: [
            Self.imageObject("/Width 2 /Height 2 /ColorSpace /DeviceRGB /BitsPerComponent 8", hex: "FF0000 00FF00 0000FF FFFFFF>"),
        ], box: "[0 0 2 2]")
        let image = try Self.render(data, scale: 2)
        #expect(image.width == 4 && image.height == 4)
        // The first row is the image's top; corners are the samples themselves.
        #expect(image[0, 0] == RGBA8(255, 0, 0) && image[3, 0] == RGBA8(0, 255, 0))
        #expect(image[0, 3] == RGBA8(0, 0, 255) && image[3, 3] == RGBA8(255, 255, 255))
        // Between red and green, a quarter of the way: bilinear weights 192 and 64 of 256.
        #expect(image[1, 0] == RGBA8(191, 64, 0))
    }

    @Test func inlineImagesStencilsAndSoftMasks() throws {
        // 1-bit gray, unfiltered: 'U' is 01010101, black and white in turn.
        let gray = try Self.render(Self.pdf("q 8 0 0 1 0 0 cm BI /W 8 /H 1 /CS /G /BPC 1 ID U EI Q", box: "[0 0 8 1]"))
        #expect((0..<8).map { gray[$0, 0].r } == [0, 255, 0, 255, 0, 255, 0, 255])
        // Filtered inline data, 8-bit gray with an inverted Decode.
        let hex = try Self.render(Self.pdf("q 2 0 0 1 0 0 cm BI /W 2 /H 1 /CS /DeviceGray /BPC 8 /D [1 0] /F /AHx ID 00FF> EI Q", box: "[0 0 2 1]"))
        #expect(hex[0, 0] == RGBA8(255, 255, 255) && hex[1, 0] == RGBA8(0, 0, 0))
        // A stencil mask paints its 0 samples in the fill colour.
        let stencil = try Self.render(Self.pdf("1 0 0 rg q 8 0 0 1 0 0 cm BI /W 8 /H 1 /IM true ID U EI Q", box: "[0 0 8 1]"))
        #expect(stencil[0, 0] == RGBA8(255, 0, 0) && stencil[1, 0].a == 0 && stencil[2, 0] == RGBA8(255, 0, 0))
        // A soft mask's gray is the image's alpha.
        let soft = try Self.render(Self.pdf("q 2 0 0 1 0 0 cm /Im0 Do Q", resources: "<< /XObject << /Im0 5 0 R >> >>", extra: [
            Self.imageObject("/Width 2 /Height 1 /ColorSpace /DeviceRGB /BitsPerComponent 8 /SMask 6 0 R", hex: "FF0000 FF0000>"),
            Self.imageObject("/Width 2 /Height 1 /ColorSpace /DeviceGray /BitsPerComponent 8", hex: "FF80>"),
        ], box: "[0 0 2 1]"))
        #expect(soft[0, 0] == RGBA8(255, 0, 0, 255) && soft[1, 0] == RGBA8(255, 0, 0, 128))
        // In a template, an image is a mask of its alpha in the tint.
        let tinted = try Self.render(Self.pdf("q 2 0 0 1 0 0 cm /Im0 Do Q", resources: "<< /XObject << /Im0 5 0 R >> >>", extra: [
            Self.imageObject("/Width 2 /Height 1 /ColorSpace /DeviceRGB /BitsPerComponent 8 /SMask 6 0 R", hex: "00FF00 0000FF>"),
            Self.imageObject("/Width 2 /Height 1 /ColorSpace /DeviceGray /BitsPerComponent 8", hex: "FF80>"),
        ], box: "[0 0 2 1]"), tint: RGBA8(0, 0, 255).premultiplied)
        #expect(tinted[0, 0] == RGBA8(0, 0, 255, 255) && tinted[1, 0] == RGBA8(0, 0, 255, 128))
        // An indexed image: 2-bit indices into a table of three colours.
        let indexed = try Self.render(Self.pdf("q 4 0 0 1 0 0 cm /Im0 Do Q", resources: "<< /XObject << /Im0 5 0 R >> >>", extra: [
            Self.imageObject("/Width 4 /Height 1 /ColorSpace [/Indexed /DeviceRGB 2 <FF000000FF000000FF>] /BitsPerComponent 2", hex: "1B>"),
        ], box: "[0 0 4 1]"))
        // 0x1B = 00 01 10 11: red, green, blue, and index 3 beyond the table (its last colour).
        #expect((0..<4).map { indexed[$0, 0] } == [RGBA8(255, 0, 0), RGBA8(0, 255, 0), RGBA8(0, 0, 255), RGBA8(0, 0, 255)])
    }

    @Test func hostileImagesGiveTypedErrors() {
        let huge = Self.pdf("/Im0 Do", resources: "<< /XObject << /Im0 5 0 R >> >>", extra: [
            Self.imageObject("/Width 5000 /Height 10 /ColorSpace /DeviceGray /BitsPerComponent 8", hex: "00>"),
        ])
        #expect { try PDFReader.read(huge, file: "h.pdf") } throws: {
            let e = $0 as? VectorError
            return e?.kind == .tooLarge && e?.location == "object 5 0" && e?.file == "h.pdf"
        }
        let short = Self.pdf("/Im0 Do", resources: "<< /XObject << /Im0 5 0 R >> >>", extra: [
            Self.imageObject("/Width 100 /Height 100 /ColorSpace /DeviceGray /BitsPerComponent 8", hex: "00>"),
        ])
        #expect { try PDFReader.read(short, file: "s.pdf") } throws: { ($0 as? VectorError)?.location == "object 5 0" }
        let badJPEG = Self.pdf("/Im0 Do", resources: "<< /XObject << /Im0 5 0 R >> >>", extra: [
            "<< /Type /XObject /Subtype /Image /Width 2 /Height 2 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length 4 >>\nstream\nabcd\nendstream",
        ])
        #expect { try PDFReader.read(badJPEG, file: "j.pdf") } throws: { ($0 as? VectorError)?.location == "object 5 0" }
        let noEnd = Self.pdf("BI /W 2 /H 2 /CS /G /BPC 8 /F /AHx ID 0000", box: "[0 0 2 2]")
        #expect { try PDFReader.read(noEnd, file: "e.pdf") } throws: { ($0 as? VectorError)?.kind == .malformed }
    }

    /// A mesh shading (object 5) of `dict` entries and hex `data`, painted by `sh` on a 32-point page.
    static func meshPDF(_ dict: String, hex data: String, box: String = "[0 0 32 32]") -> Data {
        pdf("/Sh0 sh", resources: "<< /Shading << /Sh0 5 0 R >> >>", extra: [
            "<< \(dict) /Filter /ASCIIHexDecode /Length \(data.utf8.count) >>\nstream\n\(data)\nendstream",
        ], box: box)
    }

    @Test func aGouraudTriangleInterpolatesItsCornerColours() throws {
        // Red at (0, 0), green at (32, 0), blue at (0, 32), in PDF space (y up).
        let image = try Self.render(Self.meshPDF(
            "/ShadingType 4 /ColorSpace /DeviceRGB /BitsPerCoordinate 8 /BitsPerComponent 8 /BitsPerFlag 8 /Decode [0 32 0 32 0 1 0 1 0 1]",
            hex: "000000FF0000 00FF0000FF00 0000FF0000FF>"))
        // Pixel (8, 23)'s centre is (8.5, 8.5) in PDF space: weights 15/32, 8.5/32, 8.5/32.
        #expect(image[8, 23] == RGBA8(120, 68, 68))
        // The corners' own pixels are nearly their colours; outside the triangle nothing is drawn.
        #expect(image[0, 31].r > 240 && image[31, 31].g > 240 && image[0, 0].b > 240)
        #expect(image[31, 0].a == 0)
    }

    @Test func aLatticeMeshHasNoSeams() throws {
        // Two triangles of one colour covering the page: the shared diagonal is opaque.
        let image = try Self.render(Self.meshPDF(
            "/ShadingType 5 /ColorSpace /DeviceRGB /BitsPerCoordinate 8 /BitsPerComponent 8 /VerticesPerRow 2 /Decode [0 32 0 32 0 1 0 1 0 1]",
            hex: "00000000FF FF000000FF 00FF0000FF FFFF0000FF>"))
        for k in 0..<32 {
            #expect(image[k, 31 - k] == RGBA8(0, 0, 255) && image[k, k] == RGBA8(0, 0, 255))
        }
    }

    @Test func aCoonsPatchIsSubdividedIntoTriangles() throws {
        // A flat 30-point square, red on its left edge and green on its right.
        let image = try Self.render(Self.meshPDF(
            "/ShadingType 6 /ColorSpace /DeviceRGB /BitsPerCoordinate 8 /BitsPerComponent 8 /BitsPerFlag 8 /Decode [0 255 0 255 0 1 0 1 0 1]",
            hex: "00 0000 000A 0014 001E 0A1E 141E 1E1E 1E14 1E0A 1E00 1400 0A00 FF0000 FF0000 00FF00 00FF00>", box: "[0 0 30 30]"))
        // Pixel 15's centre is at u = 15.5 / 30.
        let mid = image[15, 15]
        #expect(abs(Int(mid.r) - 124) <= 1 && abs(Int(mid.g) - 132) <= 1 && mid.b == 0 && mid.a == 255)
        #expect(image[0, 15].r > 245 && image[29, 15].g > 245)
    }

    @Test func brokenMeshesGiveTypedErrors() {
        let bad = Self.meshPDF("/ShadingType 4 /ColorSpace /DeviceRGB /BitsPerCoordinate 7 /BitsPerComponent 8 /BitsPerFlag 8 /Decode [0 32 0 32 0 1 0 1 0 1]",
                               hex: "00>")
        #expect { try PDFReader.read(bad, file: "m.pdf") } throws: {
            let e = $0 as? VectorError
            return e?.kind == .malformed && e?.location == "object 5 0" && e?.file == "m.pdf"
        }
        let shortDecode = Self.meshPDF("/ShadingType 5 /ColorSpace /DeviceRGB /BitsPerCoordinate 8 /BitsPerComponent 8 /VerticesPerRow 2 /Decode [0 1]",
                                       hex: "00>")
        #expect { try PDFReader.read(shortDecode, file: "m.pdf") } throws: { ($0 as? VectorError)?.location == "object 5 0" }
        // Truncated data gives the whole triangles it holds (here none), not an error.
        #expect(throws: Never.self) {
            try PDFReader.read(Self.meshPDF("/ShadingType 4 /ColorSpace /DeviceRGB /BitsPerCoordinate 8 /BitsPerComponent 8 /BitsPerFlag 8 /Decode [0 32 0 32 0 1 0 1 0 1]",
                                            hex: "000000FF00>"))
        }
    }
}

@Suite struct VectorBlendModeMappingTests {
    /// Every blend mode a vector file names reaches the rasterizer as the mode of the same name,
    /// never silently as normal.
    @Test func everyModeHasTheRasterizersModeOfItsName() {
        for mode in VectorBlendMode.allCases {
            #expect(VectorImagePainter.rasterBlendMode(mode).rawValue == mode.rawValue)
        }
    }
}
