import Foundation
import PenumbraCore
import Testing
@testable import PenumbraPNG

/// Known pixels of PngSuite and libpng test files, a few per colour type and bit depth.
///
/// The expected values were worked out from the PNG specification, not from another decoder:
/// inflate the IDAT stream, undo each row's filter, read the samples, then expand them the way
/// this decoder promises (low-bit gray by bit replication: 1-bit 1 → 255, 2-bit v → 85·v, 4-bit
/// v → 17·v; 16-bit samples keep the high byte; palette indices looked up in PLTE with tRNS alpha;
/// a gray or RGB tRNS value matched against the *unscaled* sample), with no gamma applied even
/// where the file has gAMA (g03n0g16 has gamma 0.35).
@Suite(.requiresSharedCorpora) struct PNGSuitePixelTests {
    @Test(arguments: [
        // gray 1, 2, 4, 16 bit
        ("full/basn0g01.png", 0, 0, "#FFFFFFFF"), ("full/basn0g01.png", 31, 0, "#000000FF"),
        ("full/basn0g01.png", 5, 17, "#FFFFFFFF"),
        ("full/basn0g02.png", 31, 31, "#AAAAAAFF"), ("full/basn0g02.png", 5, 17, "#555555FF"),
        ("full/basn0g04.png", 31, 0, "#777777FF"), ("full/basn0g04.png", 31, 31, "#EEEEEEFF"),
        ("full/basn0g16.png", 31, 0, "#BABABAFF"), ("full/basn0g16.png", 16, 16, "#B0B0B0FF"),
        // RGB 8 and 16 bit
        ("full/basn2c08.png", 31, 0, "#FFFFE0FF"), ("full/basn2c08.png", 5, 17, "#DAFFFFFF"),
        ("full/basn2c16.png", 16, 16, "#7B7B08FF"), ("full/basn2c16.png", 5, 17, "#D67300FF"),
        // palette, and palette with tRNS
        ("full/basn3p04.png", 31, 0, "#00FF99FF"), ("full/basn3p04.png", 31, 31, "#FF00BBFF"),
        ("full/tbbn3p08.png", 0, 0, "#FFFFFF00"), ("full/tbbn3p08.png", 5, 17, "#00B100FF"),
        // gray + alpha 8 and 16 bit
        ("full/basn4a08.png", 16, 16, "#7B7B7B83"), ("full/basn4a08.png", 5, 17, "#73737329"),
        ("full/basn4a16.png", 16, 16, "#000000F7"), ("full/basn4a16.png", 5, 17, "#DBDBDB52"),
        // RGBA 8 and 16 bit
        ("full/basn6a08.png", 0, 0, "#FF000800"), ("full/basn6a08.png", 16, 16, "#04FF0083"),
        ("full/basn6a16.png", 16, 16, "#0000FFF7"), ("full/basn6a16.png", 5, 17, "#FF6D0052"),
        // tRNS on gray and RGB (16-bit compared at full depth)
        ("full/tbbn0g04.png", 0, 0, "#FFFFFF00"), ("full/tbbn0g04.png", 16, 16, "#999999FF"),
        ("full/tbrn2c08.png", 0, 0, "#FFFFFF00"), ("full/tbrn2c08.png", 16, 16, "#9E9E9EFF"),
        ("full/tbbn2c16.png", 31, 31, "#FFFFFF00"), ("full/tbbn2c16.png", 5, 17, "#00B100FF"),
        // gAMA present, pixels untouched
        ("full/g03n0g16.png", 16, 16, "#C8C8C8FF"), ("full/g03n0g16.png", 5, 17, "#C1C1C1FF"),
        // low-bit gray with tRNS: the stored sample 1 is the transparent one at every depth
        ("libpng-testpngs/gray-1-tRNS.png", 0, 0, "#000000FF"), ("libpng-testpngs/gray-1-tRNS.png", 1, 0, "#FFFFFF00"),
        ("libpng-testpngs/gray-2-tRNS.png", 1, 0, "#55555500"), ("libpng-testpngs/gray-2-tRNS.png", 2, 0, "#AAAAAAFF"),
        ("libpng-testpngs/gray-2-tRNS.png", 3, 0, "#FFFFFFFF"),
        ("libpng-testpngs/gray-4-tRNS.png", 1, 0, "#11111100"), ("libpng-testpngs/gray-4-tRNS.png", 2, 0, "#222222FF"),
        ("libpng-testpngs/gray-8-tRNS.png", 0, 0, "#01010100"), ("libpng-testpngs/gray-8-tRNS.png", 1, 0, "#020202FF"),
    ])
    func decodesKnownPixel(_ file: String, _ x: Int, _ y: Int, _ hex: String) throws {
        let url = try #require(CorpusManifest.pngSuiteURL(file))
        let image = try PNGDecoder.decodeImage(contentsOf: url)
        #expect(image[x, y].hex == hex)
    }

    /// Every pixel of a 16-bit gray file reduces to its sample's high byte (no rounding).
    @Test func grayscaleSixteenBitKeepsHighByteEverywhere() throws {
        let url = try #require(CorpusManifest.pngSuiteURL("libpng-testpngs/gray-16.png"))
        let image = try PNGDecoder.decodeImage(contentsOf: url)
        // gray-16.png is 256x256; every sample in column x has high byte x (low bytes vary).
        #expect(image.width == 256 && image.height == 256)
        var mismatches = 0
        for y in 0..<256 {
            for x in 0..<256 where image[x, y] != RGBA8(UInt8(x), UInt8(x), UInt8(x)) { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }
}
