import CPNGShim
import Foundation
import PenumbraCore
import PenumbraTestSupport
import Testing
@testable import PenumbraPNG

/// The encoder's lossless colour-type choice (``PNGEncodingOptions/ColorReduction/lossless``):
/// which type and bit depth each kind of image gets, and that every file decodes to exactly
/// the encoded pixels, through PenumbraPNG's decoder and through libpng directly.
@Suite struct PNGColorTypeTests {
    /// IHDR's bit depth and colour type (file offsets 24 and 25).
    static func header(_ data: Data) -> (depth: UInt8, colorType: UInt8) {
        let bytes = [UInt8](data.prefix(26))
        return (bytes[24], bytes[25])
    }

    /// The data of the first chunk of `type`, or `nil`.
    static func chunk(_ type: String, in data: Data) -> [UInt8]? {
        PNGChunks.split(data).first { $0.type == type }?.body
    }

    /// The pixels libpng decodes from `data` (`pn_png_decode_libpng`, never the direct decoder).
    static func libpngPixels(_ data: Data, width: Int, height: Int) throws -> [UInt8] {
        var out = [UInt8](repeating: 0, count: width * height * 4)
        var message = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBytes { raw in
            pn_png_decode_libpng(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, UInt32(width), UInt32(height),
                                 &out, &message, message.count)
        }
        try #require(status == 0, "libpng: \(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))")
        return out
    }

    /// Encodes `image`, checks the header, and checks both decoders give the image back exactly.
    @discardableResult
    static func expectRoundTrip(
        _ image: RGBAImage, colorType: UInt8, depth: UInt8, workers: Int = 2, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Data {
        let data = try PNGEncoder.encode(image, options: .default, workers: workers)
        let header = header(data)
        #expect(header.colorType == colorType, sourceLocation: sourceLocation)
        #expect(header.depth == depth, sourceLocation: sourceLocation)
        #expect(try PNGDecoder.decode(data).image == image, sourceLocation: sourceLocation)
        #expect(try libpngPixels(data, width: image.width, height: image.height) == image.bytes, sourceLocation: sourceLocation)
        return data
    }

    /// An image of `count` (at most 512) distinct colours, none grey, in raster order, repeating.
    static func colours(_ count: Int, width: Int, height: Int, alpha: (Int) -> UInt8 = { _ in 255 }) throws -> RGBAImage {
        var image = try RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let i = (x + width * y) % count
                // Distinct for i < 512, and never grey (blue differs from red).
                image[x, y] = RGBA8(UInt8(i % 256), UInt8(i / 256 * 100), UInt8((i % 256) ^ 1), alpha(i))
            }
        }
        return image
    }

    /// A grey image cycling through `values`.
    static func greys(_ values: [UInt8], width: Int, height: Int) throws -> RGBAImage {
        var image = try RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let v = values[(x + y) % values.count]
                image[x, y] = RGBA8(v, v, v)
            }
        }
        return image
    }

    /// The palette takes the fewest bits that index every colour; past 256 colours, RGB.
    @Test(arguments: [(1, 1), (2, 1), (3, 2), (4, 2), (5, 4), (16, 4), (17, 8), (200, 8), (256, 8)])
    func paletteTakesFewestBits(_ count: Int, _ depth: Int) throws {
        let image = try Self.colours(count, width: 37, height: 29)
        let data = try Self.expectRoundTrip(image, colorType: 3, depth: UInt8(depth))
        #expect(Self.chunk("PLTE", in: data)?.count == 3 * count)
        #expect(Self.chunk("tRNS", in: data) == nil)
    }

    @Test func twoHundredFiftySevenColoursStayTruecolour() throws {
        try Self.expectRoundTrip(try Self.colours(257, width: 37, height: 29), colorType: 2, depth: 8)
        let translucent = try Self.colours(257, width: 37, height: 29) { UInt8(255 - $0 % 3) }
        try Self.expectRoundTrip(translucent, colorType: 6, depth: 8)
    }

    /// Images of a million pixels or more are scanned in two halves on two threads (the opacity
    /// check and the colour count): colours found only in one half, or in both, count once; one
    /// translucent pixel in the second half keeps the alpha; 257 colours split 200 / 57 plus
    /// shared ones stay truecolour.
    @Test func largeImagesCountColoursInBothHalves() throws {
        let width = 1024, height = 1025  // 1,049,600 pixels: the halves meet inside row 512
        func image(first: Int, second: Int, shared: Int) throws -> RGBAImage {
            var image = try RGBAImage(width: width, height: height, fill: RGBA8(3, 2, 1))
            for i in 0..<first { image[i % width, i / width] = RGBA8(UInt8(i), 10, 20) }
            for i in 0..<second { image[width - 1 - i % width, height - 1 - i / width] = RGBA8(UInt8(i), 30, 40) }
            for i in 0..<shared {
                image[i, 100] = RGBA8(UInt8(i), 50, 60)
                image[i, 1000] = RGBA8(UInt8(i), 50, 60)
            }
            return image
        }
        // 1 (the fill) + 150 + 80 + 20 = 251 colours: an 8-bit palette of exactly those.
        let data = try Self.expectRoundTrip(try image(first: 150, second: 80, shared: 20), colorType: 3, depth: 8)
        #expect(Self.chunk("PLTE", in: data)?.count == 3 * 251)
        // 1 + 200 + 56 = 257: truecolour, though neither half alone passes 256.
        try Self.expectRoundTrip(try image(first: 200, second: 56, shared: 0), colorType: 2, depth: 8)
        // 1 + 200 + 55 = 256: still a palette.
        try Self.expectRoundTrip(try image(first: 200, second: 55, shared: 0), colorType: 3, depth: 8)
        // One translucent pixel in the last row: the second half's opacity check finds it.
        var translucent = try image(first: 0, second: 0, shared: 0)
        for y in stride(from: 0, to: height, by: 7) { translucent[y % width, y] = RGBA8(UInt8(y % 256), UInt8(y / 256), 9) }
        try Self.expectRoundTrip(translucent, colorType: 3, depth: 8)
        translucent[width - 1, height - 1] = RGBA8(7, 7, 7, 254)
        let withAlpha = try Self.expectRoundTrip(translucent, colorType: 3, depth: 8)
        #expect(Self.chunk("tRNS", in: withAlpha) == [254])
        for workers in [1, 8] { #expect(try PNGEncoder.encode(translucent, options: .default, workers: workers) == withAlpha) }
    }

    /// Translucent entries come first and tRNS stops at the last of them; entries are sorted by
    /// value within each group, so PLTE is known exactly.
    @Test func paletteSortsTranslucentEntriesFirstAndTrimsTRNS() throws {
        var image = try RGBAImage(width: 5, height: 2, fill: RGBA8(9, 8, 7))
        image[1, 0] = RGBA8(200, 0, 0, 128)
        image[2, 0] = RGBA8(255, 0, 0, 0)  // a transparent pixel keeps its colour: straight RGBA
        image[3, 0] = RGBA8(0, 0, 0, 0)
        image[4, 0] = RGBA8(1, 2, 3)
        image[0, 1] = RGBA8(250, 250, 250)
        let data = try Self.expectRoundTrip(image, colorType: 3, depth: 4)
        #expect(Self.chunk("PLTE", in: data) == [0, 0, 0, 200, 0, 0, 255, 0, 0, 1, 2, 3, 9, 8, 7, 250, 250, 250])
        #expect(Self.chunk("tRNS", in: data) == [0, 128, 0])
        #expect(try PNGDecoder.readInfo(data).chunkTypes == ["IHDR", "sRGB", "PLTE", "tRNS", "IDAT", "IEND"])
    }

    /// Grey at the fewest bits that hold every value exactly: 0 and 255 at 1 bit, multiples of
    /// 85 at 2, of 17 at 4; grey wins over a palette of as many bits, no PLTE.
    @Test(arguments: [
        ([0, 255], 1), ([255], 1), ([0, 85, 170, 255], 2), ([0, 17, 34, 51, 238], 4), ([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17], 8),
    ] as [([UInt8], Int)])
    func greyTakesFewestExactBits(_ values: [UInt8], _ depth: Int) throws {
        let data = try Self.expectRoundTrip(try Self.greys(values, width: 23, height: 7), colorType: 0, depth: UInt8(depth))
        #expect(try PNGDecoder.readInfo(data).chunkTypes == ["IHDR", "sRGB", "IDAT", "IEND"])
    }

    @Test func everyGreyLevelIsGrey8() throws {
        try Self.expectRoundTrip(try Self.greys((0...255).map { UInt8($0) }, width: 256, height: 9), colorType: 0, depth: 8)
    }

    /// Three greys that are not multiples of 85 need 8 grey bits but only 2 palette bits.
    @Test func fewInexactGreysBecomeAPalette() throws {
        try Self.expectRoundTrip(try Self.greys([10, 20, 30], width: 23, height: 7), colorType: 3, depth: 2)
    }

    /// One fully transparent grey: grey with tRNS naming it, at the depth of the sample.
    @Test func greyWithOneTransparentGreyUsesTRNS() throws {
        var image = try Self.greys([0, 255], width: 11, height: 3)
        image[4, 1] = RGBA8(170, 170, 170, 0)
        image[5, 2] = RGBA8(170, 170, 170, 0)
        let data = try Self.expectRoundTrip(image, colorType: 0, depth: 2)
        #expect(Self.chunk("tRNS", in: data) == [0, 2])  // 170 = 2 × 85
        // A premultiplied bitmap stores transparency as 0, 0, 0, 0: grey 0, so the opaque
        // pixels must not be black.
        var bitmapImage = try Self.greys([85, 255], width: 11, height: 3)
        bitmapImage[4, 1] = RGBA8(0, 0, 0, 0)
        let bitmap = bitmapImage.premultiplied()
        let bitmapData = try PNGEncoder.encode(bitmap, options: .default, workers: 2)
        #expect(Self.header(bitmapData) == (2, 0))
        #expect(Self.chunk("tRNS", in: bitmapData) == [0, 0])
        #expect(try PNGDecoder.decode(bitmapData).image == bitmapImage)
        #expect(bitmapData == (try PNGEncoder.encode(bitmapImage, options: .default, workers: 2)))
    }

    /// A transparent grey that an opaque pixel also has, or a translucent one, cannot be a tRNS
    /// grey: a palette (≤ 256 colours) or grey with alpha.
    @Test func greyWithTranslucencyIsPaletteOrGreyAlpha() throws {
        var shared = try Self.greys([0, 255], width: 11, height: 3)
        shared[4, 1] = RGBA8(255, 255, 255, 0)
        try Self.expectRoundTrip(shared, colorType: 3, depth: 2)
        var translucent = try Self.greys([0, 255], width: 11, height: 3)
        translucent[4, 1] = RGBA8(255, 255, 255, 77)
        let data = try Self.expectRoundTrip(translucent, colorType: 3, depth: 2)
        #expect(Self.chunk("tRNS", in: data) == [77])
        // 256 greys × 2 alphas: more than 256 colours, all grey.
        var many = try Self.greys((0...255).map { UInt8($0) }, width: 256, height: 9)
        for x in 0..<256 { many[x, 0].a = UInt8(x) }
        try Self.expectRoundTrip(many, colorType: 4, depth: 8)
        let bitmap = many.premultiplied()
        let bitmapData = try PNGEncoder.encode(bitmap, options: .default, workers: 2)
        #expect(Self.header(bitmapData) == (8, 4))
        #expect(try PNGDecoder.decode(bitmapData).image.premultiplied() == bitmap)
        #expect(bitmapData == (try PNGEncoder.encode(bitmap.unpremultiplied(), options: .default, workers: 2)))
    }

    /// A premultiplied bitmap of few colours becomes the palette of its unpremultiplied colours.
    @Test func premultipliedBitmapBecomesStraightPalette() throws {
        let image = try Self.colours(40, width: 31, height: 17) { UInt8(($0 * 37) % 256) }
        let bitmap = image.premultiplied()
        let data = try PNGEncoder.encode(bitmap, options: .default, workers: 2)
        #expect(Self.header(data) == (8, 3))
        #expect(try PNGDecoder.decode(data).image.premultiplied() == bitmap)
        #expect(data == (try PNGEncoder.encode(bitmap.unpremultiplied(), options: .default, workers: 2)))
    }

    /// Widths 1 to 17 leave every partial last byte at 1, 2 and 4 bits (PngSuite's basn3p01-04
    /// and basn0g01-04 in odd widths).
    @Test(arguments: 1...17)
    func packsRowsOfAnyWidth(_ width: Int) throws {
        // colours(n) repeats every n pixels in raster order, greys(v) along x + y: the heights
        // hold every colour even one pixel wide.
        try Self.expectRoundTrip(try Self.colours(2, width: width, height: 3), colorType: 3, depth: 1)
        try Self.expectRoundTrip(try Self.colours(3, width: width, height: 3), colorType: 3, depth: 2)
        try Self.expectRoundTrip(try Self.colours(5, width: width, height: 5), colorType: 3, depth: 4)
        try Self.expectRoundTrip(try Self.greys([0, 255], width: width, height: 2), colorType: 0, depth: 1)
        try Self.expectRoundTrip(try Self.greys([0, 85, 170], width: width, height: 3), colorType: 0, depth: 2)
        try Self.expectRoundTrip(try Self.greys([0, 17, 34, 51, 68], width: width, height: 5), colorType: 0, depth: 4)
    }

    @Test func singlePixels() throws {
        try Self.expectRoundTrip(try RGBAImage(width: 1, height: 1, fill: RGBA8(1, 2, 3)), colorType: 3, depth: 1)
        try Self.expectRoundTrip(try RGBAImage(width: 1, height: 1, fill: RGBA8(1, 2, 3, 4)), colorType: 3, depth: 1)
        try Self.expectRoundTrip(try RGBAImage(width: 1, height: 1, fill: RGBA8(0, 0, 0, 0)), colorType: 0, depth: 1)
        try Self.expectRoundTrip(try RGBAImage(width: 1, height: 1, fill: RGBA8(7, 7, 7)), colorType: 3, depth: 1)
        try Self.expectRoundTrip(try RGBAImage(width: 1, height: 1, fill: RGBA8(255, 255, 255)), colorType: 0, depth: 1)
    }

    /// Palette and grey images over several strips give the same bytes on 1, 2 and 8 threads.
    /// 8-bit palette 301 × 2000: 302 filtered bytes a row, 868 rows a strip, 3 strips; 1-bit
    /// palette 2000 × 2400: 251 bytes a row, 1,044 rows a strip, 3 strips; grey 8-bit like the
    /// first.
    @Test func bytesAreIdenticalWithOneTwoAndEightWorkers() throws {
        var palette = try PNGEncoderStripTests.uiLikeImage(width: 301, height: 2000, seed: 5, opaque: true)
        for y in 0..<palette.height {
            for x in 0..<palette.width {
                let p = palette[x, y]
                palette[x, y] = RGBA8(p.r & 0xE0, p.g & 0xC0, p.b & 0xE0)  // at most 8 × 4 × 8 colours
            }
        }
        var twoColours = try RGBAImage(width: 2000, height: 2400, fill: RGBA8(242, 242, 247))
        for y in 0..<twoColours.height where y % 9 < 3 {
            for x in 0..<twoColours.width where (x * y) % 7 < 2 { twoColours[x, y] = RGBA8(0, 122, 255) }
        }
        var grey = try RGBAImage(width: 301, height: 2000)
        for y in 0..<grey.height {
            for x in 0..<grey.width {
                let v = UInt8(truncatingIfNeeded: (x * 7 + y * 3) % 251 + (y / 50) % 5)
                grey[x, y] = RGBA8(v, v, v)
            }
        }
        // Rows of 1 KiB or more repeat with Up, and runs of 27 repeated rows switch deflate to its
        // run-length strategy: 1,300 × 700 is 1,301 filtered bytes a row, 201 rows a strip, 4 strips.
        var wide = try PNGEncoderStripTests.uiLikeImage(width: 1300, height: 700, seed: 6, opaque: true)
        for y in 0..<wide.height {
            for x in 0..<wide.width {
                let p = wide[x, y]
                wide[x, y] = y % 30 >= 3 && y > 0 ? wide[x, y - 1] : RGBA8(p.r & 0xC0, p.g & 0xC0, p.b & 0xE0)
            }
        }
        for (image, type, depth) in [(palette, UInt8(3), UInt8(8)), (twoColours, 3, 1), (grey, 0, 8), (wide, 3, 8)] {
            let one = try Self.expectRoundTrip(image, colorType: type, depth: depth, workers: 1)
            #expect(try PNGEncoder.encode(image, options: .default, workers: 2) == one)
            #expect(try PNGEncoder.encode(image, options: .default, workers: 8) == one)
            let bitmap = image.premultiplied()
            #expect(try PNGEncoder.encode(bitmap, options: .default, workers: 8) == one)
            for options in PNGEncoderStripTests.options.dropFirst() {
                let data = try PNGEncoder.encode(image, options: options, workers: 1)
                #expect(try PNGEncoder.encode(image, options: options, workers: 8) == data)
                #expect(try PNGDecoder.decode(data).image == image)
            }
        }
    }

    /// `.none` keeps 8-bit RGB or RGBA whatever the colours.
    @Test func noReductionKeepsTruecolour() throws {
        let options = try #require(PNGEncodingOptions(colorReduction: .none))
        let opaque = try Self.greys([0, 255], width: 9, height: 4)
        let data = try PNGEncoder.encode(opaque, options: options)
        #expect(Self.header(data) == (8, 2))
        #expect(try PNGDecoder.decode(data).image == opaque)
        var translucent = opaque
        translucent[0, 0].a = 9
        #expect(Self.header(try PNGEncoder.encode(translucent, options: options)) == (8, 6))
        #expect(Self.header(try PNGEncoder.encode(translucent.premultiplied(), options: options)) == (8, 6))
    }
}
