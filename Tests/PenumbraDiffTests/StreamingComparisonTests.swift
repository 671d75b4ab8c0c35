import Foundation
import Testing
import PenumbraCore
import PenumbraPNG
import PenumbraTestSupport
@testable import PenumbraDiff

/// The comparison that reads both images a band of rows at a time
/// (``ImageComparator/compareStreaming(reference:actual:bandRows:)``, which `penumbra compare
/// --low-memory` takes when no image is written): the same result as comparing two decoded images, whatever
/// the band height, and every failure handed to the whole-image path.
@Suite struct StreamingComparisonTests {
    /// What a comparison reports, as one comparable value.
    static func summary(_ r: DiffResult) -> String {
        let regions = r.regions.map { "\($0.bounds):\($0.differentPixels)" }.joined(separator: ",")
        return "\(r.referenceSize) \(r.actualSize) total \(r.totalPixels) different \(r.differentPixels) aa \(r.antialiasedPixels) "
            + "ignored \(r.ignoredPixels) delta \(r.maxChannelDelta) passed \(r.passed) shortcut \(r.shortcut) regions \(regions)"
    }

    static func comparators() throws -> [ImageComparator] {
        [ImageComparator(mode: .exact), ImageComparator(mode: .yiq(.default)),
         ImageComparator(mode: .yiq(try YIQOptions(threshold: 0.05, includeAA: true))),
         ImageComparator(mode: .channel(try ChannelTolerance(10)), budget: try DiffBudget(maxPixels: 50)),
         ImageComparator(mode: .deltaE2000(.default)),
         ImageComparator(mode: .yiq(.default), ignore: IgnoreRegions(rectangles: [try PixelRect(x: 3, y: 2, width: 40, height: 9)]))]
    }

    /// Streams `actual` against `reference` for each comparator and band height and checks the
    /// result against the whole-image comparison.
    static func expectSameResults(_ referenceBytes: Data, _ actualBytes: Data, _ label: String,
                                  sourceLocation: SourceLocation = #_sourceLocation) throws {
        let reference = try PNGDecoder.decode(referenceBytes).image
        let actual = try PNGDecoder.decode(actualBytes).image
        for comparator in try comparators() {
            let whole = Self.summary(try comparator.compare(reference: reference, actual: actual))
            for band in [1, 3, 64] {
                let first = try #require(try PNGRowStream.open(referenceBytes), "\(label) does not stream", sourceLocation: sourceLocation)
                let second = try #require(try PNGRowStream.open(actualBytes), "\(label) does not stream", sourceLocation: sourceLocation)
                let streamed = try #require(try comparator.compareStreaming(reference: first, actual: second, bandRows: band),
                                            "\(label)", sourceLocation: sourceLocation)
                #expect(Self.summary(streamed) == whole, "\(label), \(comparator.mode), bands of \(band)", sourceLocation: sourceLocation)
            }
        }
    }

    /// Every pair of pixelmatch's own suite whose two images have one size.
    @Test(.requiresSharedCorpora) func pixelmatchPairsGiveTheWholeImageResults() throws {
        let folder = try #require(TestPaths.corpus("pixelmatch"))
        var pairs = 0
        for version in ["7.2.0", "5.3.0"] {
            let data = try Data(contentsOf: folder.appendingPathComponent("cases-v\(version).json"))
            let cases = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
            for c in cases {
                guard let img1 = c["img1"] as? String, let img2 = c["img2"] as? String else { continue }
                let a = try Data(contentsOf: folder.appendingPathComponent(img1))
                let b = try Data(contentsOf: folder.appendingPathComponent(img2))
                guard PNGHeader.size(a) == PNGHeader.size(b), try PNGRowStream.open(a) != nil, try PNGRowStream.open(b) != nil else { continue }
                try Self.expectSameResults(a, b, "\(version) \(img2)")
                pairs += 1
            }
        }
        #expect(pairs >= 20)
    }

    /// Palette, grey and RGB files stream too, and an image shorter than a band.
    @Test func everyStreamingFormatGivesTheWholeImageResults() throws {
        let base = try InPlaceDiffTests.scene(120, 70, changed: false)
        let changed = try InPlaceDiffTests.scene(120, 70, changed: true)
        let truecolour = try #require(PNGEncodingOptions(colorReduction: .none))
        try Self.expectSameResults(try PNGEncoder.encode(base), try PNGEncoder.encode(changed), "RGBA")
        let few = try Self.colours(40, width: 90, height: 33)
        var fewChanged = few
        fewChanged[10, 10] = few[11, 10]
        fewChanged[89, 32] = few[0, 0]
        let palette = try PNGEncoder.encode(fewChanged)
        #expect(palette[25] == 3)  // colour type: palette
        try Self.expectSameResults(try PNGEncoder.encode(few), palette, "palette")
        var grey = try RGBAImage(width: 50, height: 5)
        for y in 0..<5 { for x in 0..<50 { let v = UInt8(x * 5); grey[x, y] = RGBA8(v, v, v) } }
        var greyChanged = grey
        greyChanged[7, 2] = RGBA8(0, 0, 0)
        try Self.expectSameResults(try PNGEncoder.encode(grey), try PNGEncoder.encode(greyChanged), "grey")
        var opaque = base, opaqueChanged = changed
        for y in 0..<70 { for x in 0..<120 { opaque[x, y].a = 255; opaqueChanged[x, y].a = 255 } }
        try Self.expectSameResults(try PNGEncoder.encode(opaque, options: truecolour),
                                   try PNGEncoder.encode(opaqueChanged, options: truecolour), "RGB")
    }

    /// A stream that ends early: the streaming comparison gives up, and `PairComparison` reports
    /// the file as the whole-image path always did.
    @Test func aTruncatedActualFallsBackToTheWholeImageError() throws {
        let reference = try InPlaceDiffTests.scene(64, 40, changed: false)
        let data = try PNGEncoder.encode(try InPlaceDiffTests.scene(64, 40, changed: true), options: try #require(PNGEncodingOptions(colorReduction: .none)))
        // Keep the IDAT chunk's first half, with a correct CRC, so only the stream is short.
        var chunks = PNGChunks.split(data)
        let index = try #require(chunks.firstIndex { $0.type == "IDAT" })
        chunks[index].body = Array(chunks[index].body.prefix(chunks[index].body.count / 2))
        let short = PNGChunks.join(chunks)
        let referenceData = try PNGEncoder.encode(reference)
        let stream = try #require(try PNGRowStream.open(short))
        #expect(try ImageComparator(mode: .yiq(.default)).compareStreaming(reference: try #require(try PNGRowStream.open(referenceData)),
                                                                           actual: stream) == nil)
        // Short on the reference's side too.
        #expect(try ImageComparator(mode: .yiq(.default)).compareStreaming(reference: try #require(try PNGRowStream.open(short)),
                                                                           actual: try #require(try PNGRowStream.open(referenceData))) == nil)
        #expect(throws: DiffError.self) {
            try PairComparison(comparator: ImageComparator(mode: .yiq(.default)), lowMemory: true)
                .compare(reference: .png(referenceData, path: "ref.png"), actual: .png(short, path: "act.png"),
                         diffImage: .none, keepImages: false)
        }
    }

    /// A stream whose Adler-32 is wrong (its chunk's CRC right) is read to its end and then
    /// refused, as the whole-image decoders refuse it.
    @Test func aWrongAdler32IsRefusedAtTheEnd() throws {
        let reference = try InPlaceDiffTests.scene(64, 40, changed: false)
        let data = try PNGEncoder.encode(try InPlaceDiffTests.scene(64, 40, changed: true), options: try #require(PNGEncodingOptions(colorReduction: .none)))
        var chunks = PNGChunks.split(data)
        let index = try #require(chunks.firstIndex { $0.type == "IDAT" })
        chunks[index].body[chunks[index].body.count - 1] ^= 0x01
        let bad = PNGChunks.join(chunks)
        let referenceData = try PNGEncoder.encode(reference)
        let stream = try #require(try PNGRowStream.open(bad))
        #expect(try ImageComparator(mode: .exact).compareStreaming(reference: try #require(try PNGRowStream.open(referenceData)), actual: stream) == nil)
        #expect(throws: PNGError.self) { try PNGDecoder.decode(bad) }
        // The same file with its right Adler-32 streams to the whole-image result.
        let good = try #require(try PNGRowStream.open(data))
        #expect(try ImageComparator(mode: .exact).compareStreaming(reference: try #require(try PNGRowStream.open(referenceData)), actual: good) != nil)
    }

    /// An image of `count` distinct colours (at most 256), in raster order, repeating.
    static func colours(_ count: Int, width: Int, height: Int) throws -> RGBAImage {
        var image = try RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let i = (x + width * y) % count
                image[x, y] = RGBA8(UInt8(i * 5 % 256), UInt8(255 - i), UInt8(i ^ 0x55))
            }
        }
        return image
    }
}
