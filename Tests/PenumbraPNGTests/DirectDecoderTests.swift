import CPNGShim
import Foundation
import PenumbraCore
import PenumbraTestSupport
import Testing
@testable import PenumbraPNG

/// The direct decoder (decode_direct.c: libdeflate inflates the whole IDAT stream into the
/// output buffer's tail, the filters are undone forward into place) against libpng alone: the
/// same pixels wherever it takes a file, and every doubt handed back to libpng.
@Suite struct DirectDecoderTests {
    /// `data` with its IDAT run replaced by `stream`, cut into chunks of `piece` bytes.
    static func withStream(_ data: Data, _ stream: [UInt8], piece: Int = .max) -> Data {
        var result: [(type: String, body: [UInt8])] = []
        var wrote = false
        for chunk in PNGChunks.split(data) {
            guard chunk.type == "IDAT" else { result.append(chunk); continue }
            if wrote { continue }
            wrote = true
            var start = 0
            repeat {
                let end = min(stream.count, start + piece)
                result.append(("IDAT", Array(stream[start..<end])))
                start = end
            } while start < stream.count
        }
        return PNGChunks.join(result)
    }

    static func stream(_ data: Data) -> [UInt8] { PNGChunks.split(data).filter { $0.type == "IDAT" }.flatMap(\.body) }

    /// The direct decoder's pixels, or `nil` when it hands the file back.
    static func direct(_ data: Data, width: Int, height: Int, slack: Bool = true) -> [UInt8]? {
        let capacity = slack ? pn_png_decode_capacity(UInt32(width), UInt32(height)) : width * height * 4
        var out = [UInt8](repeating: 0, count: capacity)
        let status = data.withUnsafeBytes { raw in
            pn_png_decode_direct(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, UInt32(width), UInt32(height), &out, capacity)
        }
        return status == 0 ? Bytes.prefix(out, width * height * 4) : nil
    }

    /// The pixels ``PNGRowStream`` reads `band` rows at a time, or `nil` when it does not take
    /// the file or fails on the way (its end included).
    static func streamed(_ data: Data, band: Int) -> [UInt8]? {
        guard let stream = try? PNGRowStream.open(data) else { return nil }
        let stride = stream.info.width * 4
        var out = [UInt8](repeating: 0, count: stride * stream.info.height)
        let ok = out.withUnsafeMutableBufferPointer { buffer -> Bool in
            while stream.rowsRead < stream.info.height {
                let count = min(band, stream.info.height - stream.rowsRead)
                guard stream.read(count, into: buffer.baseAddress! + stream.rowsRead * stride) else { return false }
            }
            return stream.finish()
        }
        return ok ? out : nil
    }

    /// libpng's pixels, or `nil` when libpng refuses the file.
    static func libpng(_ data: Data, width: Int, height: Int) -> [UInt8]? {
        var out = [UInt8](repeating: 0, count: width * height * 4)
        var message = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBytes { raw in
            pn_png_decode_libpng(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, UInt32(width), UInt32(height),
                                 &out, &message, message.count)
        }
        return status == 0 ? out : nil
    }

    /// A deterministic image with smooth areas, edges and noise, so every filter type appears.
    static func image(width: Int, height: Int, opaque: Bool, seed: UInt32) throws -> RGBAImage {
        var image = try RGBAImage(width: width, height: height)
        var state = seed
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 1_664_525 &+ 1_013_904_223
                let noise = UInt8(truncatingIfNeeded: state >> 24)
                let flat = (x / 5 + y / 3) % 2 == 0
                image[x, y] = RGBA8(flat ? 240 : noise, UInt8(truncatingIfNeeded: x * 7 + y), UInt8(truncatingIfNeeded: y * 13),
                                    opaque ? 255 : UInt8(truncatingIfNeeded: 128 &+ noise / 2))
            }
        }
        return image
    }

    static let filters: [PNGEncodingOptions.Filter] = [.none, .sub, .up, .average, .paeth, .adaptive]

    @Test(arguments: [(1, 1), (1, 9), (2, 3), (7, 17), (64, 5), (300, 40)])
    func everyFilterGivesTheEncodedPixels(_ shape: (Int, Int)) throws {
        let (width, height) = shape
        for opaque in [true, false] {
            let source = try Self.image(width: width, height: height, opaque: opaque, seed: UInt32(width * 31 + height))
            for filter in Self.filters {
                let options = try #require(PNGEncodingOptions(filter: filter, compressionLevel: 6, colorReduction: .none))
                let data = try PNGEncoder.encode(source, options: options)
                #expect(PNGColorTypeTests.header(data).colorType == (opaque ? 2 : 6))
                let pixels = Self.direct(data, width: width, height: height)
                #expect(pixels == source.bytes, "\(width)x\(height) \(opaque ? "RGB" : "RGBA") \(filter)")
                #expect(try PNGDecoder.decode(data).image == source)
            }
        }
    }

    /// The palette and grey files the encoder writes (its lossless colour reduction), at every
    /// bit depth, with and without tRNS: taken by the direct decoder, pixels as encoded.
    @Test func paletteAndGreyFilesOfEveryDepthAreTaken() throws {
        let w = 37, h = 9  // rows of 37 pixels end mid-byte at 1, 2 and 4 bits
        let cases: [(String, RGBAImage, UInt8, UInt8)] = [
            ("grey 1-bit", try PNGColorTypeTests.greys([0, 255], width: w, height: h), 0, 1),
            ("grey 2-bit", try PNGColorTypeTests.greys([0, 85, 170, 255], width: w, height: h), 0, 2),
            ("grey 4-bit", try PNGColorTypeTests.greys((0..<16).map { UInt8($0 * 17) }, width: w, height: h), 0, 4),
            ("grey 8-bit", try PNGColorTypeTests.greys((0..<200).map { UInt8($0) }, width: w, height: h), 0, 8),
            ("palette 1-bit", try PNGColorTypeTests.colours(2, width: w, height: h), 3, 1),
            ("palette 2-bit", try PNGColorTypeTests.colours(4, width: w, height: h), 3, 2),
            ("palette 4-bit", try PNGColorTypeTests.colours(16, width: w, height: h), 3, 4),
            ("palette 8-bit", try PNGColorTypeTests.colours(200, width: w, height: h), 3, 8),
            ("palette with alpha", try PNGColorTypeTests.colours(40, width: w, height: h) { UInt8(($0 * 37) % 256) }, 3, 8),
            ("grey with alpha", try Self.greyAlpha(width: w, height: h), 4, 8),
        ]
        for (name, source, colorType, depth) in cases {
            let data = try PNGEncoder.encode(source)
            let header = PNGColorTypeTests.header(data)
            #expect(header.colorType == colorType && header.depth == depth, "\(name): type \(header.colorType), depth \(header.depth)")
            #expect(Self.direct(data, width: w, height: h) == source.bytes, "\(name)")
            #expect(Self.libpng(data, width: w, height: h) == source.bytes, "\(name)")
        }
    }

    /// More than 256 grey-and-alpha combinations, so that neither a palette nor a grey key fits.
    static func greyAlpha(width: Int, height: Int) throws -> RGBAImage {
        var image = try RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let g = UInt8(truncatingIfNeeded: x * 7 + y * 3)
                image[x, y] = RGBA8(g, g, g, UInt8(truncatingIfNeeded: x * 11 + y * 29))
            }
        }
        return image
    }

    /// `data` with `chunk` inserted just before the first IDAT.
    static func inserting(_ chunk: (type: String, body: [UInt8]), in data: Data) -> Data {
        var list = PNGChunks.split(data)
        let at = list.firstIndex { $0.type == "IDAT" } ?? list.count
        list.insert(chunk, at: at)
        return PNGChunks.join(list)
    }

    @Test func colourKeysBecomeTransparentAsInLibpng() throws {
        // An RGB file with a tRNS colour key naming one of its colours.
        let rgbSource = try Self.image(width: 20, height: 6, opaque: true, seed: 9)
        let rgb = try PNGEncoder.encode(rgbSource, options: try #require(PNGEncodingOptions(colorReduction: .none)))
        let keyed = rgbSource[4, 2]
        let rgbKeyed = Self.inserting(("tRNS", [0, keyed.r, 0, keyed.g, 0, keyed.b]), in: rgb)
        let rgbPixels = try #require(Self.direct(rgbKeyed, width: 20, height: 6))
        #expect(rgbPixels == Self.libpng(rgbKeyed, width: 20, height: 6))
        #expect(rgbPixels[(2 * 20 + 4) * 4 + 3] == 0)
        // An 8-bit grey file with a grey key, and a 2-bit one.
        for (levels, depth) in [((0..<200).map { UInt8($0) }, UInt8(8)), ([0, 85, 170, 255], UInt8(2))] {
            let grey = try PNGEncoder.encode(try PNGColorTypeTests.greys(levels, width: 30, height: 4))
            #expect(PNGColorTypeTests.header(grey).depth == depth)
            let greyKeyed = Self.inserting(("tRNS", [0, 1]), in: grey)
            let pixels = try #require(Self.direct(greyKeyed, width: 30, height: 4))
            #expect(pixels == Self.libpng(greyKeyed, width: 30, height: 4))
            #expect(pixels.enumerated().contains { $0.offset % 4 == 3 && $0.element == 0 })
        }
        // A key outside the bit depth is left to libpng (it masks it).
        let outOfRange = Self.inserting(("tRNS", [1, 0, 0, 0, 0, 0]), in: rgb)
        #expect(Self.direct(outOfRange, width: 20, height: 6) == nil)
    }

    @Test func aSuggestedPaletteInAnRGBFileIsIgnored() throws {
        let source = try Self.image(width: 20, height: 6, opaque: true, seed: 2)
        let data = try PNGEncoder.encode(source, options: try #require(PNGEncodingOptions(colorReduction: .none)))
        let suggested = Self.inserting(("PLTE", [1, 2, 3, 4, 5, 6]), in: data)
        #expect(Self.direct(suggested, width: 20, height: 6) == source.bytes)
    }

    @Test func paletteTroubleIsLeftToLibpng() throws {
        let source = try PNGColorTypeTests.colours(40, width: 20, height: 6)
        let data = try PNGEncoder.encode(source)
        let list = PNGChunks.split(data)
        let plte = try #require(list.first { $0.type == "PLTE" })
        // A palette shorter than the indices used, a length not a multiple of 3, a tRNS longer
        // than the palette, and no palette at all.
        let short = PNGChunks.join(list.map { $0.type == "PLTE" ? ("PLTE", Array($0.body.prefix(30))) : $0 })
        let ragged = PNGChunks.join(list.map { $0.type == "PLTE" ? ("PLTE", Array($0.body.dropLast())) : $0 })
        let longAlpha = Self.inserting(("tRNS", [UInt8](repeating: 9, count: plte.body.count / 3 + 1)), in: data)
        let missing = PNGChunks.join(list.filter { $0.type != "PLTE" })
        for (name, bad) in [("short", short), ("ragged", ragged), ("long tRNS", longAlpha), ("missing", missing)] {
            #expect(Self.direct(bad, width: 20, height: 6) == nil, "\(name)")
            // The whole decoder agrees with libpng, whichever way libpng decides.
            let libpng = Self.libpng(bad, width: 20, height: 6)
            let decoded = try? PNGDecoder.decode(bad).image.bytes
            #expect(decoded == libpng, "\(name)")
        }
    }

    @Test func anIDATRunOfManyChunksIsJoined() throws {
        let source = try Self.image(width: 120, height: 50, opaque: false, seed: 7)
        let data = try PNGEncoder.encode(source, options: try #require(PNGEncodingOptions(colorReduction: .none)))
        let split = Self.withStream(data, Self.stream(data), piece: 7)
        #expect(PNGChunks.split(split).filter { $0.type == "IDAT" }.count > 10)
        #expect(Self.direct(split, width: 120, height: 50) == source.bytes)
    }

    @Test func anRGBAFileWithoutRoomForTheStreamGoesToLibpng() throws {
        let source = try Self.image(width: 33, height: 21, opaque: false, seed: 3)
        let data = try PNGEncoder.encode(source, options: try #require(PNGEncodingOptions(colorReduction: .none)))
        #expect(Self.direct(data, width: 33, height: 21, slack: false) == nil)
        // The whole decoder still gives the pixels, through libpng.
        var out = [UInt8](repeating: 0, count: 33 * 21 * 4)
        var message = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBytes { raw in
            pn_png_decode_rgba(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, 33, 21, &out, out.count, &message, message.count)
        }
        #expect(status == 0)
        #expect(out == source.bytes)
        // An RGB file's stream always fits in its RGBA pixels.
        let opaque = try Self.image(width: 33, height: 21, opaque: true, seed: 3)
        let rgb = try PNGEncoder.encode(opaque, options: try #require(PNGEncodingOptions(colorReduction: .none)))
        #expect(Self.direct(rgb, width: 33, height: 21, slack: false) == opaque.bytes)
    }

    @Test func aWrongAdler32IsRefusedAsLibpngRefusesIt() throws {
        let source = try Self.image(width: 40, height: 12, opaque: true, seed: 11)
        let data = try PNGEncoder.encode(source, options: try #require(PNGEncodingOptions(colorReduction: .none)))
        var stream = Self.stream(data)
        stream[stream.count - 1] ^= 0x01
        let bad = Self.withStream(data, stream)
        #expect(Self.direct(bad, width: 40, height: 12) == nil)
        #expect(Self.libpng(bad, width: 40, height: 12) == nil)
        #expect(throws: PNGError.self) { try PNGDecoder.decode(bad) }
    }

    @Test func aStreamWithTooFewOrTooManyRowsIsHandedBack() throws {
        let small = try Self.image(width: 40, height: 12, opaque: false, seed: 5)
        let tall = try Self.image(width: 40, height: 13, opaque: false, seed: 5)
        let options = try #require(PNGEncodingOptions(colorReduction: .none))
        let data = try PNGEncoder.encode(small, options: options)
        let tallStream = Self.stream(try PNGEncoder.encode(tall, options: options))
        // The 12-row header over a 13-row stream (too much data), and the 13-row header over a
        // 12-row stream (too little).
        let tooMuch = Self.withStream(data, tallStream)
        #expect(Self.direct(tooMuch, width: 40, height: 12) == nil)
        let tooLittle = Self.withStream(try PNGEncoder.encode(tall, options: options), Self.stream(data))
        #expect(Self.direct(tooLittle, width: 40, height: 13) == nil)
        #expect(throws: PNGError.self) { try PNGDecoder.decode(tooLittle) }
    }

    @Test func aBadFilterTypeIsHandedBack() throws {
        // One row of two RGB pixels, filter type 5, stored uncompressed in a zlib stream.
        let raw: [UInt8] = [5, 1, 2, 3, 4, 5, 6]
        let source = try Self.image(width: 2, height: 1, opaque: true, seed: 1)
        let data = try PNGEncoder.encode(source, options: try #require(PNGEncodingOptions(colorReduction: .none)))
        var adler: (UInt32, UInt32) = (1, 0)
        for byte in raw { adler.0 = (adler.0 + UInt32(byte)) % 65521; adler.1 = (adler.1 + adler.0) % 65521 }
        let value = adler.1 << 16 | adler.0
        let stream: [UInt8] = [0x78, 0x01, 0x01, UInt8(raw.count), 0, ~UInt8(raw.count), 0xFF] + raw
            + [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
        let bad = Self.withStream(data, stream)
        #expect(Self.direct(bad, width: 2, height: 1) == nil)
        #expect(throws: PNGError.self) { try PNGDecoder.decode(bad) }
        // The same stream with filter type 0 is taken, which shows the stream itself is sound.
        var good = stream
        good[7] = 0
        var fixed: (UInt32, UInt32) = (1, 0)
        for byte in [0] + raw.dropFirst() { fixed.0 = (fixed.0 + UInt32(byte)) % 65521; fixed.1 = (fixed.1 + fixed.0) % 65521 }
        let fixedValue = fixed.1 << 16 | fixed.0
        good.replaceSubrange(good.count - 4..<good.count, with: [UInt8(fixedValue >> 24), UInt8(fixedValue >> 16 & 0xFF),
                                                                 UInt8(fixedValue >> 8 & 0xFF), UInt8(fixedValue & 0xFF)])
        #expect(Self.direct(Self.withStream(data, good), width: 2, height: 1) == [1, 2, 3, 255, 4, 5, 6, 255])
    }

    /// Bytes changed at random in the header's neighbours, PLTE, tRNS and the stream of files of
    /// every direct format (CRCs made right again, so the decoders see them): whenever the
    /// direct decoder takes a changed file, libpng takes it too and gives the same pixels.
    @Test func changedFilesDecodeAsLibpngDecodesThemOrGoToIt() throws {
        var random = SeededGenerator(seed: 22)
        let w = 29, h = 7
        let sources: [Data] = [
            try PNGEncoder.encode(try Self.image(width: w, height: h, opaque: true, seed: 1), options: try #require(PNGEncodingOptions(colorReduction: .none))),
            try PNGEncoder.encode(try Self.image(width: w, height: h, opaque: false, seed: 2), options: try #require(PNGEncodingOptions(colorReduction: .none))),
            try PNGEncoder.encode(try PNGColorTypeTests.colours(12, width: w, height: h) { UInt8($0 * 20) }),
            try PNGEncoder.encode(try PNGColorTypeTests.greys([0, 85, 170, 255], width: w, height: h)),
            try PNGEncoder.encode(try Self.greyAlpha(width: w, height: h)),
        ]
        var taken = 0
        for source in sources {
            let list = PNGChunks.split(source)
            for _ in 0..<150 {
                var changed = list
                let index = Int.random(in: 0..<changed.count, using: &random)
                guard changed[index].type != "IHDR", !changed[index].body.isEmpty else { continue }
                let at = Int.random(in: 0..<changed[index].body.count, using: &random)
                changed[index].body[at] ^= UInt8.random(in: 1...255, using: &random)
                let file = PNGChunks.join(changed)
                guard let pixels = Self.direct(file, width: w, height: h) else { continue }
                taken += 1
                #expect(Self.libpng(file, width: w, height: h) == pixels, "\(changed[index].type) byte \(at)")
                #expect(Self.streamed(file, band: 3) == pixels, "\(changed[index].type) byte \(at), streamed")
            }
        }
        #expect(taken > 20)  // palette and key changes decode to other colours; both decoders agree
    }

    /// Every PNG of the shared corpora that passes the Swift pre-pass: wherever the direct decoder
    /// takes a file, libpng takes it too and gives the same pixels.
    @Test func everyCorpusFileDecodesAsLibpngDecodesIt() throws {
        let roots = ["pngsuite", "realworld", "pixelmatch"].compactMap { TestPaths.corpus($0) }
        try #require(!roots.isEmpty, Comment(rawValue: TestPaths.sharedMissingMessage))
        var taken = 0, checked = 0
        for root in roots {
            let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "png" }.sorted { $0.path < $1.path } ?? []
            for url in files {
                guard let data = try? Data(contentsOf: url), let info = try? PNGDecoder.readInfo(data) else { continue }
                checked += 1
                guard let pixels = Self.direct(data, width: info.width, height: info.height) else { continue }
                taken += 1
                #expect(Bytes.equal(Self.libpng(data, width: info.width, height: info.height), pixels), "\(url.lastPathComponent)")
                // Read a few rows at a time, the same file gives the same pixels.
                #expect(Bytes.equal(Self.streamed(data, band: 5), pixels), "\(url.lastPathComponent) streamed")
            }
        }
        #expect(checked > 400)
        #expect(taken > 300)  // 330 of 469 today: interlaced and 16-bit files go to libpng
    }
}
