import Foundation
import PenumbraCore
import PenumbraTestSupport
import Testing
@testable import PenumbraPNG

/// Encoding: lossless round trips, identical bytes every time, RGB for opaque images.
@Suite struct PNGEncoderTests {
    /// A random image whose alpha takes the values 0, 1, 128, 254, 255 and random ones.
    static func randomImage(width: Int, height: Int, seed: UInt64, opaque: Bool = false) throws -> RGBAImage {
        var rng = SeededGenerator(seed: seed)
        var image = try RGBAImage(width: width, height: height)
        let alphas: [UInt8] = [0, 1, 128, 254, 255]
        for y in 0..<height {
            for x in 0..<width {
                let pick = Int(rng.next() % 7)
                let a: UInt8 = opaque ? 255 : (pick < 5 ? alphas[pick] : rng.byte())
                image[x, y] = RGBA8(rng.byte(), rng.byte(), rng.byte(), a)
            }
        }
        return image
    }

    /// The colour type byte of an encoded file (IHDR byte 9, file offset 25).
    static func colorType(_ data: Data) -> UInt8 { [UInt8](data)[25] }

    /// Random images of at most 256 pixels have at most 256 colours and become palettes; larger
    /// ones stay RGBA (colour choice: PNGColorTypeTests).
    @Test(arguments: [(1, 1, 1), (3, 5, 2), (17, 9, 3), (64, 1, 4), (1, 33, 5), (101, 67, 6), (17, 16, 7), (257, 1, 8)])
    func roundTripsRandomImage(_ width: Int, _ height: Int, _ seed: Int) throws {
        let image = try Self.randomImage(width: width, height: height, seed: UInt64(seed))
        let data = try PNGEncoder.encode(image)
        let decoded = try PNGDecoder.decode(data)
        #expect(decoded.image == image)
        #expect(Self.colorType(data) == (width * height > 256 ? 6 : 3))
        #expect(decoded.info.srgbIntent == 0)
        let truecolour = try PNGEncoder.encode(image, options: #require(PNGEncodingOptions(colorReduction: .none)))
        #expect(Self.colorType(truecolour) == 6)
        #expect(try PNGDecoder.decode(truecolour).image == image)
    }

    @Test(arguments: PNGEncodingOptionsTests.allVariants)
    func roundTripsWithEveryOption(_ options: PNGEncodingOptions) throws {
        let image = try Self.randomImage(width: 37, height: 23, seed: 99)
        #expect(try PNGDecoder.decode(PNGEncoder.encode(image, options: options)).image == image)
    }

    @Test func encodingTwiceGivesIdenticalBytes() throws {
        let image = try Self.randomImage(width: 45, height: 31, seed: 7)
        let first = try PNGEncoder.encode(image)
        let second = try PNGEncoder.encode(image)
        #expect(first == second)
        #expect(try PNGEncoder.encode(image.premultiplied()) == PNGEncoder.encode(image.premultiplied()))
    }

    /// More than 256 opaque colours (19 × 15 random pixels): RGB.
    @Test func opaqueImageEncodesAsColorType2() throws {
        let image = try Self.randomImage(width: 19, height: 15, seed: 11, opaque: true)
        let data = try PNGEncoder.encode(image)
        #expect(Self.colorType(data) == 2)
        #expect(try PNGDecoder.decode(data).image == image)
        let bitmapData = try PNGEncoder.encode(image.premultiplied())
        #expect(Self.colorType(bitmapData) == 2)
        #expect(bitmapData == data)
    }

    @Test func writesOnlyIHDRsRGBIDATandIEND() throws {
        let data = try PNGEncoder.encode(Self.randomImage(width: 17, height: 16, seed: 3))
        #expect(try PNGDecoder.readInfo(data).chunkTypes == ["IHDR", "sRGB", "IDAT", "IEND"])
        // A palette adds PLTE and, with translucent entries, tRNS (PNGColorTypeTests).
        let palette = try PNGEncoder.encode(Self.randomImage(width: 8, height: 8, seed: 3))
        #expect(try PNGDecoder.readInfo(palette).chunkTypes == ["IHDR", "sRGB", "PLTE", "tRNS", "IDAT", "IEND"])
    }

    /// A premultiplied bitmap encodes as its unpremultiplied image, and decoding then
    /// premultiplying gives the bitmap back exactly.
    @Test(arguments: [(5, 3, 21), (33, 17, 22)])
    func bitmapRoundTripsThroughUnpremultiply(_ width: Int, _ height: Int, _ seed: Int) throws {
        let bitmap = try Self.randomImage(width: width, height: height, seed: UInt64(seed)).premultiplied()
        let data = try PNGEncoder.encode(bitmap)
        #expect(data == (try PNGEncoder.encode(bitmap.unpremultiplied())))
        let decoded = try PNGDecoder.decode(data).image
        #expect(decoded.premultiplied() == bitmap)
    }

    @Test func writesPremultipliedBitmapToFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-png-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("bitmap.png")
        let bitmap = try Self.randomImage(width: 720, height: 840, seed: 9).premultiplied()
        try PNGEncoder.write(bitmap, to: url)
        #expect(try PNGDecoder.decodeImage(contentsOf: url).premultiplied() == bitmap)
    }

    @Test func writesFileAtomically() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-png-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("nested/out.png")
        let image = try Self.randomImage(width: 9, height: 4, seed: 5)
        try PNGEncoder.write(image, to: url)
        #expect(try PNGDecoder.decodeImage(contentsOf: url) == image)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
        #expect(leftovers == ["out.png"])
    }
}

/// Option validation.
@Suite struct PNGEncodingOptionsTests {
    static let allVariants: [PNGEncodingOptions] = {
        var out: [PNGEncodingOptions] = []
        for filter in [PNGEncodingOptions.Filter.none, .sub, .up, .average, .paeth, .adaptive, .adaptiveFast, .runAware(runPercent: 70)] {
            for strategy in [PNGEncodingOptions.Strategy.default, .filtered, .rle] {
                if let options = PNGEncodingOptions(filter: filter, compressionLevel: 9, strategy: strategy) { out.append(options) }
            }
        }
        return out
    }()

    @Test func rejectsCompressionLevelOutside0To9() {
        #expect(PNGEncodingOptions(compressionLevel: -1) == nil)
        #expect(PNGEncodingOptions(compressionLevel: 10) == nil)
        #expect(PNGEncodingOptions(compressionLevel: 0) != nil)
        #expect(Self.allVariants.count == 24)
    }
}
