import Testing
@testable import PenumbraPNG

/// ``PNGInfo/colorSpaceName`` by the chunks present, and the mismatch note built from it.
@Suite struct PNGColorSpaceNameTests {
    static func info(srgb: Int? = nil, gamma: UInt32? = nil, icc: String? = nil, cicp: PNGCICP? = nil) -> PNGInfo {
        PNGInfo(width: 1, height: 1, bitDepth: 8, colorType: .rgba, interlaced: false,
                srgbIntent: srgb, gamma: gamma, iccProfileName: icc, cicp: cicp)
    }

    static let p3 = PNGCICP(colorPrimaries: 12, transferFunction: 13, matrixCoefficients: 0, fullRange: true)

    @Test func namesEachKindOfTag() {
        #expect(Self.info().colorSpaceName == "untagged")
        #expect(Self.info(srgb: 0).colorSpaceName == "sRGB")
        #expect(Self.info(gamma: 45455).colorSpaceName == "gAMA 0.45455")
        #expect(Self.info(icc: "Display P3").colorSpaceName == "Display P3")
        #expect(Self.info(icc: "kCGColorSpaceDisplayP3").colorSpaceName == "Display P3")
        #expect(Self.info(icc: "sRGB IEC61966-2.1").colorSpaceName == "sRGB")
        #expect(Self.info(icc: "Generic Gray").colorSpaceName == "ICC: Generic Gray")
        #expect(Self.info(cicp: Self.p3).colorSpaceName == "Display P3")
        #expect(Self.info(cicp: PNGCICP(colorPrimaries: 9, transferFunction: 16, matrixCoefficients: 0, fullRange: true))
            .colorSpaceName == "BT.2100 PQ")
    }

    /// cICP outranks iCCP, which outranks sRGB (the PNG specification's third edition order).
    @Test func followsChunkPrecedence() {
        #expect(Self.info(srgb: 0, icc: "Generic Gray", cicp: Self.p3).colorSpaceName == "Display P3")
        #expect(Self.info(srgb: 0, icc: "Generic Gray").colorSpaceName == "ICC: Generic Gray")
    }

    @Test func describesMismatch() {
        #expect(PNGInfo.colorSpaceMismatch(reference: Self.info(cicp: Self.p3), actual: Self.info(srgb: 0))
            == "reference is Display P3, actual is sRGB")
        #expect(PNGInfo.colorSpaceMismatch(reference: Self.info(srgb: 1), actual: Self.info(srgb: 0)) == nil)
    }
}
