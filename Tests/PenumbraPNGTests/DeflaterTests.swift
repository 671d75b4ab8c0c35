import CLibPNG
import CPNGShim
import Foundation
import PenumbraCore
import PenumbraTestSupport
import Testing
@testable import PenumbraPNG

/// The encoder's own deflater (deflate.c), checked against zlib's inflate: every kind of input
/// comes back byte for byte, with and without history before it, as a final part or a part that
/// ends on a byte (a sync flush); each block takes the form that suits it.
@Suite struct DeflaterTests {
    /// The default level's search for RGB rows, `period` and `row` as given.
    static func deflate(_ data: [UInt8], start: Int = 0, last: Bool = true, chain: Int32 = 128,
                        period: Int32 = 3, row: Int32 = 0) throws -> [UInt8] {
        var out: UnsafeMutablePointer<UInt8>?
        var size = 0
        let status = data.withUnsafeBufferPointer { bytes in
            pn_deflate_bytes(bytes.baseAddress, start, bytes.count, last ? 1 : 0, 8, 16, 258, chain, period, row, &out, &size)
        }
        try #require(status == 0)
        defer { pn_png_free(out) }
        return Array(UnsafeBufferPointer(start: out, count: size))
    }

    /// What zlib's raw inflate makes of `compressed`, with `history` as its dictionary: the
    /// bytes, and whether the stream ended (a final block) rather than stopped at a flush.
    static func inflated(_ compressed: [UInt8], history: ArraySlice<UInt8>, capacity: Int) throws -> (bytes: [UInt8], ended: Bool) {
        var z = z_stream()
        try #require(inflateInit2_(&z, -15, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK)
        defer { inflateEnd(&z) }
        if !history.isEmpty {
            let dictionary = Array(history)
            try #require(dictionary.withUnsafeBufferPointer { inflateSetDictionary(&z, $0.baseAddress, uInt($0.count)) } == Z_OK)
        }
        var input = compressed
        var output = [UInt8](repeating: 0, count: capacity + 64)
        let status = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                z.next_in = source.baseAddress
                z.avail_in = uInt(source.count)
                z.next_out = target.baseAddress
                z.avail_out = uInt(target.count)
                return inflate(&z, Z_SYNC_FLUSH)
            }
        }
        try #require(status == Z_OK || status == Z_STREAM_END, "zlib: \(status)")
        #expect(z.avail_in == 0, "bytes after the end")
        return (Array(output[0..<(output.count - Int(z.avail_out))]), status == Z_STREAM_END)
    }

    /// Inputs of every kind of match: noise (literals; stored blocks), runs, short periods, rows
    /// that repeat the row above with changes, and text-like bytes.
    static func input(_ kind: Int, count: Int, seed: UInt64) -> [UInt8] {
        var random = SeededGenerator(seed: seed)
        var bytes = [UInt8](repeating: 0, count: count)
        switch kind {
        case 0: for i in 0..<count { bytes[i] = random.byte() }
        case 1:
            var i = 0
            while i < count {
                let run = Int(random.next() % 700) + 1, value = UInt8(random.next() % 3)
                for k in i..<min(count, i + run) { bytes[k] = value }
                i += run
            }
        case 2:
            let period = Int(random.next() % 4) + 1
            for i in 0..<count { bytes[i] = i < period || random.next() % 300 == 0 ? random.byte() : bytes[i - period] }
        case 3:
            let row = 3_511
            for i in 0..<count { bytes[i] = i < row || random.next() % 90 == 0 ? UInt8(random.next() % 5) : bytes[i - row] }
        default:
            let letters = Array("the quick brown fox, the lazy dog; ".utf8)
            for i in 0..<count { bytes[i] = letters[Int(random.next() % UInt64(letters.count))] }
        }
        return bytes
    }

    @Test(arguments: [0, 1, 2, 3, 4])
    func inflatesBackWithAndWithoutHistory(_ kind: Int) throws {
        // 300,000 bytes: more symbols than one block holds (16,384) for every kind but runs.
        let data = Self.input(kind, count: 300_000, seed: UInt64(kind) + 7)
        for start in [0, 1, 40_000, 299_990] {
            for last in [true, false] {
                let compressed = try Self.deflate(data, start: start, last: last, row: kind == 3 ? 3_511 : 0)
                let history = data[max(0, start - 32_768)..<start]
                let (bytes, ended) = try Self.inflated(compressed, history: history, capacity: data.count - start)
                #expect(bytes == Array(data[start...]), "kind \(kind), start \(start), last \(last)")
                #expect(ended == last)
                if !last { #expect(Array(compressed.suffix(4)) == [0, 0, 0xFF, 0xFF]) }
            }
        }
    }

    /// Nothing, one byte, and a few: fixed-code blocks (the first block's type bits are 01), and
    /// an empty final part is one fixed block holding only its end. The bytes take codes of all
    /// three lengths (7 bits for lengths, 8 below 144, 9 from 144).
    @Test(arguments: [0, 1, 2, 3, 4, 5, 9, 12])
    func shortInputsTakeTheFixedCode(_ count: Int) throws {
        let data = Array(([144, 200, 255] + Array("abcabcabc".utf8)).prefix(count))
        let compressed = try Self.deflate(data)
        #expect(compressed[0] & 0b111 == 0b011)  // final, fixed
        let (bytes, ended) = try Self.inflated(compressed, history: [], capacity: count)
        #expect(bytes == data)
        #expect(ended)
        if count == 0 { #expect(compressed == [0x03, 0x00]) }  // final fixed block, code 256 (seven 0 bits)
    }

    /// Noise does not compress: it is stored. Each block of 16,384 symbols (here literals) is
    /// one stored block, its header a byte of block type (padded) and four of length: 13 blocks
    /// for 200,000 bytes.
    @Test func noiseIsStored() throws {
        let data = Self.input(0, count: 200_000, seed: 3)
        let compressed = try Self.deflate(data)
        #expect(compressed.count == data.count + 5 * 13)
        #expect(compressed[0] & 0b110 == 0)  // stored
        #expect(try Self.inflated(compressed, history: [], capacity: data.count).bytes == data)
    }

    /// The bytes a row up are tried after the chain: with a chain of one candidate, rows that
    /// repeat the row above with a few changes shrink a lot when the deflater knows the row.
    @Test func triesTheRowAbove() throws {
        let data = Self.input(3, count: 200_000, seed: 5)
        let blind = try Self.deflate(data, chain: 1, row: 0)
        let knowing = try Self.deflate(data, chain: 1, row: 3_511)
        #expect(knowing.count * 2 < blind.count, "\(knowing.count) against \(blind.count)")
        #expect(try Self.inflated(knowing, history: [], capacity: data.count).bytes == data)
    }
}
