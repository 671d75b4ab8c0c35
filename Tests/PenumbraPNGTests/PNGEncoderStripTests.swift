import CPNGShim
import Foundation
import PenumbraCore
import PenumbraTestSupport
import Testing
@testable import PenumbraPNG

/// The encoder filters and deflates the rows in strips of about 256 KiB of filtered bytes on
/// several threads: the bytes must not depend on the thread count, and every size must round-trip,
/// including strips that do not divide the height and rows longer than a strip.
@Suite struct PNGEncoderStripTests {
    /// A UI-like image: flat bands, repeated rows, noisy rows and a translucent area, so that every
    /// filter choice of the run-aware mode occurs and matches reach across strip boundaries.
    static func uiLikeImage(width: Int, height: Int, seed: UInt64, opaque: Bool) throws -> RGBAImage {
        var rng = SeededGenerator(seed: seed)
        var image = try RGBAImage(width: width, height: height, fill: RGBA8(242, 242, 247))
        for y in 0..<height {
            let band = (y / 7) % 5
            for x in 0..<width {
                switch band {
                case 0: image[x, y] = RGBA8(UInt8(truncatingIfNeeded: x), UInt8(truncatingIfNeeded: y), 90)
                case 1: if x % 13 < 4 { image[x, y] = RGBA8(rng.byte(), rng.byte(), rng.byte()) }
                case 2: if y % 7 > 0 { image[x, y] = image[x, y - 1] } else { image[x, y] = RGBA8(rng.byte(), 40, 200) }
                default: break
                }
                if !opaque && x % 17 < 5 { image[x, y].a = rng.byte() | 1 }
            }
        }
        return image
    }

    static let options: [PNGEncodingOptions] = [
        .default,
        PNGEncodingOptions(filter: .sub, compressionLevel: 1),
        PNGEncodingOptions(filter: .paeth, compressionLevel: 0),
        PNGEncodingOptions(filter: .average, compressionLevel: 1, strategy: .rle),
    ].compactMap { $0 }

    /// 101 × 1000: RGBA has 405 bytes a row, 647 rows a strip, so two strips, the last of 353
    /// rows; RGB has 304 bytes a row, 862 rows a strip, the last of 138.
    @Test(arguments: [false, true])
    func bytesAreIdenticalWithOneTwoAndEightWorkers(_ opaque: Bool) throws {
        let image = try Self.uiLikeImage(width: 101, height: 1000, seed: 41, opaque: opaque)
        let bitmap = image.premultiplied()
        for options in Self.options {
            let one = try PNGEncoder.encode(image, options: options, workers: 1)
            #expect(try PNGEncoder.encode(image, options: options, workers: 2) == one)
            #expect(try PNGEncoder.encode(image, options: options, workers: 8) == one)
            #expect(try PNGDecoder.decode(one).image == image)
            let bitmapOne = try PNGEncoder.encode(bitmap, options: options, workers: 1)
            #expect(try PNGEncoder.encode(bitmap, options: options, workers: 2) == bitmapOne)
            #expect(try PNGEncoder.encode(bitmap, options: options, workers: 8) == bitmapOne)
        }
        #expect(try PNGDecoder.decode(PNGEncoder.encode(bitmap)).image.premultiplied() == bitmap)
    }

    /// Long runs of rows equal to the row above are deflated with zlib's run-length strategy,
    /// switched per run inside a strip. Runs of 40 rows alternate with 3 changing rows, so runs
    /// cross both strip boundaries (RGBA: 647 rows a strip), start and end strips, and the image
    /// ends in a run (the last strip's stream finishes in the run-length strategy, and the
    /// worker's next strip must start in the default one again).
    @Test(arguments: [false, true])
    func longRunsOfRepeatedRowsRoundTripWithAnyWorkerCount(_ opaque: Bool) throws {
        var rng = SeededGenerator(seed: 77)
        var image = try RGBAImage(width: 101, height: 2000, fill: RGBA8(242, 242, 247))
        for y in 0..<image.height {
            let changing = y % 43 < 3 && y < 1980
            for x in 0..<image.width {
                if changing {
                    image[x, y] = RGBA8(rng.byte(), UInt8(truncatingIfNeeded: x * 3), rng.byte(), opaque ? 255 : rng.byte() | 1)
                } else if y > 0 {
                    image[x, y] = image[x, y - 1]
                }
            }
        }
        let one = try PNGEncoder.encode(image, options: .default, workers: 1)
        #expect(try PNGDecoder.decode(one).image == image)
        #expect(try PNGEncoder.encode(image, options: .default, workers: 2) == one)
        #expect(try PNGEncoder.encode(image, options: .default, workers: 8) == one)
        // Other options never switch strategy; they still round-trip after a switching encode.
        for options in Self.options.dropFirst() {
            #expect(try PNGDecoder.decode(PNGEncoder.encode(image, options: options, workers: 2)).image == image)
        }
    }

    /// Sizes around the strip arithmetic: one column (5 filtered bytes a row: 52,428 rows a strip,
    /// so 70,001 rows make two uneven strips), one row longer than a strip (one row a strip),
    /// 333 × 997 (RGBA: 196 rows a strip, the last strip 17 rows), and tiny images.
    @Test(arguments: [(1, 70_001), (70_001, 1), (65_600, 3), (333, 997), (1, 1), (2, 1), (1, 2)])
    func roundTripsAcrossStripBoundaries(_ width: Int, _ height: Int) throws {
        for opaque in [false, true] {
            let image = try Self.uiLikeImage(width: width, height: height, seed: UInt64(width * 31 + height), opaque: opaque)
            let data = try PNGEncoder.encode(image, options: .default, workers: 2)
            #expect(try PNGDecoder.decode(data).image == image)
            #expect(try PNGEncoder.encode(image, options: .default, workers: 1) == data)
        }
    }

    /// Incompressible pixels make a zlib stream over 256 KiB, written as several IDAT chunks.
    @Test func splitsLargeStreamsIntoSeveralIDATChunks() throws {
        let image = try PNGEncoderTests.randomImage(width: 600, height: 500, seed: 12)
        let data = try PNGEncoder.encode(image, options: .default, workers: 2)
        // (type, length) of every chunk; readInfo lists consecutive IDATs once.
        let bytes = [UInt8](data)
        var chunks: [(String, Int)] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            chunks.append((String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self), length))
            offset += 12 + length
        }
        #expect(offset == bytes.count)
        #expect(chunks.map(\.0).first == "IHDR" && chunks.map(\.0).last == "IEND")
        let idats = chunks.filter { $0.0 == "IDAT" }.map(\.1)
        #expect(idats.count >= 2)
        #expect(idats.dropLast().allSatisfy { $0 == 262_144 })
        #expect((1...262_144).contains(idats.last ?? 0))
        #expect(try PNGDecoder.decode(data).image == image)
    }

    /// libpng itself accepts the multi-strip stream: a suggested palette (PLTE, a critical chunk
    /// the direct decoder leaves to libpng) is inserted before the first IDAT.
    @Test func libpngDecodesMultiStripFile() throws {
        let image = try Self.uiLikeImage(width: 301, height: 655, seed: 43, opaque: false)
        var bytes = [UInt8](try PNGEncoder.encode(image, options: .default, workers: 2))
        let insertAt = 8 + 25 + 13  // after the signature, IHDR and sRGB
        let body: [UInt8] = Array("PLTE".utf8) + [0, 0, 0]
        let crc = body.withUnsafeBufferPointer { pn_crc32(0, $0.baseAddress, $0.count) }
        let chunk: [UInt8] = [0, 0, 0, 3] + body + [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: crc >> $0) }
        bytes.insert(contentsOf: chunk, at: insertAt)
        let data = Data(bytes)
        #expect(try PNGDecoder.readInfo(data).chunkTypes.prefix(4) == ["IHDR", "sRGB", "PLTE", "IDAT"])
        #expect(try PNGDecoder.decode(data).image == image)
    }
}
