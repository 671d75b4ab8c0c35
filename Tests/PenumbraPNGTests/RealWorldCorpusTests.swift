import Foundation
import PenumbraCore
import PenumbraTestSupport
import Testing
@testable import PenumbraPNG

/// The 80 reference snapshots other tools made: 79 decode, the broken one is rejected, and the
/// colour-space metadata is reported.
@Suite(.requiresSharedCorpora) struct RealWorldCorpusTests {
    static let brokenFile = "paparazzi__invalid_crc.png"

    @Test func manifestListsEightyFiles() throws {
        try #require(TestPaths.shared != nil, Comment(rawValue: TestPaths.sharedMissingMessage))
        #expect(CorpusManifest.realWorld.count == 80)
    }

    @Test(arguments: CorpusManifest.realWorld.filter { $0.file != RealWorldCorpusTests.brokenFile })
    func decodesRealWorldFile(_ entry: CorpusEntry) throws {
        let url = try #require(CorpusManifest.realWorldURL(entry.file))
        let decoded = try PNGDecoder.decode(contentsOf: url)
        #expect(decoded.image.width == entry.width && decoded.image.height == entry.height)
        #expect(decoded.info.bitDepth == entry.bit_depth)
        #expect(decoded.info.srgbIntent == entry.srgb_intent)
        if let iccp = entry.iccp {
            #expect(decoded.info.iccProfileName == iccp)
        }
    }

    @Test func rejectsInvalidCRCNamingIHDR() throws {
        let url = try #require(CorpusManifest.realWorldURL(Self.brokenFile))
        do {
            _ = try PNGDecoder.decode(contentsOf: url)
            Issue.record("decoded a file with a broken IHDR CRC")
        } catch {
            guard case .crcMismatch(let file, let chunk, let offset, _, _) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(file == url.path)
            #expect(chunk == "IHDR")
            #expect(offset == 8)
            #expect(error.description.contains("CRC error in chunk IHDR"))
        }
    }

    @Test(arguments: [
        ("a11ysnap__testInvertColors.402x874-26-2-3x.png", "Display P3"),
        ("a11ysnap__testRenderingMethods.true-402x874-26-2-3x.png", "Display P3"),
        ("a11ysnap__testInvertColors.402x874-18-5-3x.png", "sRGB"),
        ("sst__testNSView.1.png", "ICC: kCGColorSpaceGenericRGB"),
        ("sst__testAutolayout.1.png", "ICC: kCGColorSpaceGenericGrayGamma2_2"),
        ("paparazzi__camera.png", "sRGB"),
        ("a11ysnap__HeroSample.png", "gAMA 0.45455 + cHRM"),
        ("paparazzi__NightModeTest_compose_NIGHT_.png", "untagged"),
    ])
    func reportsColorSpace(_ file: String, _ expected: String) throws {
        let url = try #require(CorpusManifest.realWorldURL(file))
        #expect(try PNGDecoder.readInfo(contentsOf: url).colorSpaceName == expected)
    }

    @Test func readsDisplayP3CICP() throws {
        let url = try #require(CorpusManifest.realWorldURL("a11ysnap__testRenderingMethods.true-402x874-26-2-3x.png"))
        let info = try PNGDecoder.readInfo(contentsOf: url)
        #expect(info.cicp == PNGCICP(colorPrimaries: 12, transferFunction: 13, matrixCoefficients: 0, fullRange: true))
        #expect(info.iccProfileName == "kCGColorSpaceDisplayP3")
        #expect(info.bitDepth == 16)
    }

    @Test func libpngCICPDisplayP3ImageReportsDisplayP3() throws {
        let url = try #require(CorpusManifest.pngSuiteURL("libpng-testpngs/png-3/cicp-display-p3_reencoded.png"))
        let info = try PNGDecoder.readInfo(contentsOf: url)
        #expect(info.cicp?.colorPrimaries == 12)
        #expect(info.iccProfileName == nil)
        #expect(info.colorSpaceName == "Display P3")
    }
}
