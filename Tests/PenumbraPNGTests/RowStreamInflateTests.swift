import CLibDeflate
import CLibPNG
import Foundation
import PenumbraCore
import PenumbraTestSupport
import Testing
@testable import PenumbraPNG

/// The row stream's own inflater (inflate.c) on streams written every way zlib and libdeflate
/// write them: stored, fixed and dynamic blocks, every strategy, flushes that end blocks
/// anywhere (empty stored blocks among them), small windows and hash tables, libdeflate's levels
/// 0-12. An RGBA file whose rows all use filter 0 holds its pixels as they are, so each read is
/// checked byte for byte against the image, and libpng reads the same file alike.
@Suite struct RowStreamInflateTests {
    static let width = 300, height = 260  // 312,260 bytes of rows: more than the stream's window holds at once

    /// Rows of every kind of match: noise (literals), runs (distance 1), short repeating patterns
    /// (distances 2-7), rows that repeat a row above (a row's distance), and a few letters.
    static func pixels() -> [UInt8] {
        var random = SeededGenerator(seed: 1951)
        let stride = width * 4
        var bytes = [UInt8](repeating: 0, count: stride * height)
        for y in 0..<height {
            let row = y * stride
            switch y % 6 {
            case 0: for i in 0..<stride { bytes[row + i] = UInt8.random(in: 0...255, using: &random) }
            case 1: for i in 0..<stride { bytes[row + i] = UInt8(i / 97 % 3 * 80) }
            case 2:
                let period = 2 + y / 6 % 6
                let pattern = (0..<period).map { _ in UInt8.random(in: 0...255, using: &random) }
                for i in 0..<stride { bytes[row + i] = pattern[i % period] }
            case 3 where y >= 6: for i in 0..<stride { bytes[row + i] = bytes[row - 5 * stride + i] }
            case 4: for i in 0..<stride { bytes[row + i] = [UInt8(ascii: "a"), 32, 255, 7][Int.random(in: 0..<4, using: &random)] }
            default: for i in 0..<stride { bytes[row + i] = i % 300 < 150 ? 240 : UInt8.random(in: 0...3, using: &random) }
            }
        }
        return bytes
    }

    /// The filtered rows of `pixels`: a 0 (no filter) before each row.
    static func filtered(_ pixels: [UInt8]) -> [UInt8] {
        let stride = width * 4
        var raw: [UInt8] = []
        raw.reserveCapacity((stride + 1) * height)
        for y in 0..<height { raw.append(0); raw += pixels[y * stride..<(y + 1) * stride] }
        return raw
    }

    /// `raw` deflated by zlib (with its header and Adler-32), flushing every `flushEvery` bytes.
    static func zlib(_ raw: [UInt8], level: Int32, strategy: Int32, windowBits: Int32 = 15, memLevel: Int32 = 8,
                     flushEvery: Int = .max, flush: Int32 = Z_SYNC_FLUSH) -> [UInt8] {
        var z = z_stream()
        guard deflateInit2_(&z, level, Z_DEFLATED, windowBits, memLevel, strategy, ZLIB_VERSION,
                            Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return [] }
        defer { deflateEnd(&z) }
        var out = [UInt8](repeating: 0, count: raw.count * 2 + 65536)
        var input = raw
        return input.withUnsafeMutableBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                z.next_out = target.baseAddress
                z.avail_out = UInt32(target.count)
                var offset = 0
                while offset < source.count {
                    let piece = min(flushEvery, source.count - offset)
                    z.next_in = source.baseAddress! + offset
                    z.avail_in = UInt32(piece)
                    _ = deflate(&z, offset + piece < source.count && flushEvery != .max ? flush : Z_NO_FLUSH)
                    offset += piece
                }
                z.avail_in = 0
                guard deflate(&z, Z_FINISH) == Z_STREAM_END else { return [] }
                return Array(target.prefix(Int(z.total_out)))
            }
        }
    }

    /// `raw` deflated by libdeflate at `level`, as a zlib stream.
    static func libdeflate(_ raw: [UInt8], level: Int32) -> [UInt8] {
        guard let compressor = libdeflate_alloc_compressor(level) else { return [] }
        defer { libdeflate_free_compressor(compressor) }
        var out = [UInt8](repeating: 0, count: libdeflate_zlib_compress_bound(compressor, raw.count))
        let size = libdeflate_zlib_compress(compressor, raw, raw.count, &out, out.count)
        return Array(out.prefix(size))
    }

    /// The RGBA file of `width` x `height` with `stream` as its IDAT data.
    static func file(_ stream: [UInt8]) throws -> Data {
        let blank = try RGBAImage(width: width, height: height)
        let data = try PNGEncoder.encode(blank, options: try #require(PNGEncodingOptions(colorReduction: .none)))
        return DirectDecoderTests.withStream(data, stream, piece: 40_000)
    }

    static func streams(_ raw: [UInt8]) -> [(String, [UInt8])] {
        var streams: [(String, [UInt8])] = [
            ("stored (level 0)", zlib(raw, level: 0, strategy: Z_DEFAULT_STRATEGY)),
            ("fixed codes", zlib(raw, level: 6, strategy: Z_FIXED)),
            ("Huffman only", zlib(raw, level: 6, strategy: Z_HUFFMAN_ONLY)),
            ("run-length", zlib(raw, level: 6, strategy: Z_RLE)),
            ("filtered", zlib(raw, level: 6, strategy: Z_FILTERED)),
            ("a 512-byte window, memLevel 1", zlib(raw, level: 9, strategy: Z_DEFAULT_STRATEGY, windowBits: 9, memLevel: 1)),
            ("sync flushes", zlib(raw, level: 6, strategy: Z_DEFAULT_STRATEGY, flushEvery: 777, flush: Z_SYNC_FLUSH)),
            ("full flushes", zlib(raw, level: 1, strategy: Z_DEFAULT_STRATEGY, flushEvery: 5000, flush: Z_FULL_FLUSH)),
            ("block flushes", zlib(raw, level: 9, strategy: Z_DEFAULT_STRATEGY, flushEvery: 313, flush: Z_BLOCK)),
        ]
        for level in [1, 6, 9] { streams.append(("zlib level \(level)", zlib(raw, level: Int32(level), strategy: Z_DEFAULT_STRATEGY))) }
        for level in [0, 1, 4, 6, 9, 10, 12] { streams.append(("libdeflate level \(level)", libdeflate(raw, level: Int32(level)))) }
        return streams
    }

    @Test func everyKindOfStreamReadsAsTheImage() throws {
        let pixels = Self.pixels()
        for (name, stream) in Self.streams(Self.filtered(pixels)) {
            #expect(stream.count > 2, "\(name): the stream was written")
            let file = try Self.file(stream)
            let libpng = DirectDecoderTests.libpng(file, width: Self.width, height: Self.height) == pixels
            #expect(libpng, "\(name): libpng")
            for band in [1, 7, 260] {
                let same = DirectDecoderTests.streamed(file, band: band) == pixels  // a Bool: no image-sized dump on failure
                #expect(same, "\(name), \(band) rows at a time")
            }
        }
    }

    /// Streams cut short, with a byte too many, a changed Adler-32, a stored block whose length
    /// and complement disagree, block type 3, or a changed byte anywhere: never other pixels
    /// than libpng's, and whatever libpng refuses (the checksum aside) the stream refuses too.
    @Test func brokenStreamsAreRefusedAsLibpngRefusesThem() throws {
        let pixels = Self.pixels()
        let raw = Self.filtered(pixels)
        let dynamic = Self.zlib(raw, level: 6, strategy: Z_DEFAULT_STRATEGY)
        let stored = Self.zlib(raw, level: 0, strategy: Z_DEFAULT_STRATEGY)
        func refused(_ stream: [UInt8], _ what: String) throws {
            #expect(DirectDecoderTests.streamed(try Self.file(stream), band: 13) == nil, "\(what)")
        }
        try refused(Array(dynamic.dropLast(5)), "the last block cut short")
        try refused(Array(dynamic.prefix(dynamic.count / 2)), "half the stream")
        try refused(Array(dynamic.dropLast(4)) + [0, 0, 0, 0], "a wrong Adler-32")
        var badLength = stored
        badLength[5] ^= 1  // NLEN's low byte (the zlib header, the block header's byte, LEN, NLEN): LEN itself is right
        try refused(badLength, "a stored length that disagrees with its complement")
        var typeThree = dynamic
        typeThree[2] |= 0b110  // BTYPE 11
        try refused(typeThree, "block type 3")
        var badHeader = dynamic
        badHeader[1] = badHeader[1] & 0xC0 | 0x20  // FDICT: a preset dictionary, with a right check value
        badHeader[1] += UInt8((31 - (Int(badHeader[0]) * 256 + Int(badHeader[1])) % 31) % 31)
        try refused(badHeader, "a preset dictionary")
        // One row's bytes too many: the stream refuses what the rows do not take.
        let longer = Self.libdeflate(raw + [0] + Array(pixels.prefix(Self.width * 4)), level: 6)
        try refused(longer, "a row too many")

        var random = SeededGenerator(seed: 1950)
        for _ in 0..<300 {
            var changed = dynamic
            let at = Int.random(in: 2..<(changed.count - 4), using: &random)
            changed[at] ^= UInt8(1) << UInt8.random(in: 0...7, using: &random)
            let file = try Self.file(changed)
            let streamed = DirectDecoderTests.streamed(file, band: 64)
            let libpng = DirectDecoderTests.libpng(file, width: Self.width, height: Self.height)
            if let streamed {
                let same = libpng == streamed
                #expect(same, "byte \(at)")
            }
            if libpng == nil { #expect(streamed == nil, "byte \(at): libpng refuses, the stream reads") }
        }
    }
}
