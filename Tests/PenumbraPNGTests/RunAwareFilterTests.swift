import Foundation
import PenumbraCore
import PenumbraTestSupport
import Testing
@testable import PenumbraPNG

/// The run-aware filter: repeated rows become Up rows, flat rows stay unfiltered.
@Suite struct RunAwareFilterTests {
    /// Rows equal to the one above are written with the Up filter (all zeros); unfiltered, the
    /// same rows cost a long-distance match per 258 bytes.
    @Test func repeatedRowsCompressBetterThanUnfiltered() throws {
        // 300x200: every row equal, each a noisy pattern that left-repeats rarely; its 300
        // colours keep the file RGB (at most 256 would make a palette).
        var rng = SeededGenerator(seed: 8)
        var row: [RGBA8] = []
        for _ in 0..<300 { row.append(RGBA8(rng.byte(), rng.byte(), rng.byte())) }
        var image = try RGBAImage(width: 300, height: 200)
        for y in 0..<200 { for x in 0..<300 { image[x, y] = row[x] } }
        let runAware = try PNGEncoder.encode(image)
        let unfiltered = try PNGEncoder.encode(image, options: #require(PNGEncodingOptions(filter: .none, compressionLevel: 8)))
        #expect(PNGEncoderTests.colorType(runAware) == 2)
        #expect(runAware.count < unfiltered.count)
        #expect(try PNGDecoder.decode(runAware).image == image)
    }

    /// A transparent 375x812 @3x screen is one grey (0, transparent via tRNS) at 1 bit: 142-byte
    /// rows that repeat, written unfiltered so that deflate matches across rows (a filter byte of
    /// Up in every row made such a file 3,782 bytes; unfiltered it is all zeros).
    @Test func transparentScreenIsTiny() throws {
        let image = try RGBAImage(width: 1125, height: 2436, fill: RGBA8(0, 0, 0, 0))
        let data = try PNGEncoder.encode(image)
        #expect(PNGColorTypeTests.header(data) == (1, 0))
        #expect(data.count < 600)
        #expect(try PNGDecoder.decode(data).image == image)
    }

    @Test func flatImageIsTiny() throws {
        // 390x844 RGB is 987,480 raw bytes. Each row becomes a filter byte and zeros: about six
        // deflate symbols per row (a literal, then matches of at most 258), ~2.8 KB in all.
        let image = try RGBAImage(width: 390, height: 844, fill: RGBA8(242, 242, 247))
        let data = try PNGEncoder.encode(image)
        #expect(data.count < 3_500)
        #expect(try PNGDecoder.decode(data).image == image)
    }
}
