import Foundation
import PenumbraCore
import PenumbraTestSupport
import Testing
@testable import PenumbraPNG

/// Invalid inputs built in the test: each gives its own error case, and none crashes.
@Suite struct PNGErrorTests {
    /// A chunk with its length and CRC.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc & 1) != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        crc ^= 0xFFFF_FFFF
        return be32(UInt32(data.count)) + body + be32(crc)
    }

    static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 255), UInt8((v >> 8) & 255), UInt8(v & 255)] }

    static func ihdr(width: UInt32, height: UInt32, depth: UInt8 = 8, colorType: UInt8 = 6) -> [UInt8] {
        chunk("IHDR", be32(width) + be32(height) + [depth, colorType, 0, 0, 0])
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A valid 3x2 RGBA file from the encoder (colour reduction off: two colours would be a
    /// palette, and the offsets below are those of IHDR, sRGB, IDAT, IEND).
    static func validFile() throws -> [UInt8] {
        var image = try RGBAImage(width: 3, height: 2, fill: RGBA8(10, 20, 30, 128))
        image[1, 1] = RGBA8(200, 100, 50, 7)
        return [UInt8](try PNGEncoder.encode(image, options: #require(PNGEncodingOptions(colorReduction: .none))))
    }

    static func decodeError(_ bytes: [UInt8], maxPixels: Int = PixelSize.defaultMaxPixels) -> PNGError? {
        do {
            _ = try PNGDecoder.decode(bytes, name: "test.png", maxPixels: maxPixels)
            return nil
        } catch {
            return error
        }
    }

    @Test func rejectsGitLFSPointer() {
        let pointer = "version https://git-lfs.github.com/spec/v1\noid sha256:4d7a2146\nsize 12345\n"
        let error = Self.decodeError(Array(pointer.utf8))
        #expect(error == .gitLFSPointer(file: "test.png"))
        #expect(error?.description.contains("git lfs pull") == true)
    }

    @Test func rejectsTruncatedPNG() throws {
        let file = try Self.validFile()
        guard case .truncated(let name, let chunk, let offset, _, _) = Self.decodeError(Array(file.prefix(file.count - 20))) else {
            Issue.record("expected truncated")
            return
        }
        #expect(name == "test.png")
        #expect(chunk == "IDAT")
        #expect(offset == 8 + 25 + 13)
    }

    @Test func rejectsFileCutInsideSignature() {
        #expect(Self.decodeError(Array(Self.signature.prefix(5)))
            == .truncated(file: "test.png", chunk: nil, offset: 0, needed: 8, available: 5))
        #expect(Self.decodeError([]) == .truncated(file: "test.png", chunk: nil, offset: 0, needed: 8, available: 0))
    }

    @Test func rejectsFileWithoutIEND() throws {
        let file = try Self.validFile()
        guard case .truncated(_, let chunk, _, _, let available) = Self.decodeError(Array(file.dropLast(12))) else {
            Issue.record("expected truncated")
            return
        }
        #expect(chunk == "after IDAT")
        #expect(available == 0)
    }

    @Test func rejectsOversizeIHDRBeforeReadingFurther() {
        // 100,000 x 100,000 = 10^10 pixels and nothing after IHDR: the size error comes first.
        let bytes = Self.signature + Self.ihdr(width: 100_000, height: 100_000)
        #expect(Self.decodeError(bytes) == .tooLarge(file: "test.png", width: 100_000, height: 100_000,
                                                     maxPixels: PixelSize.defaultMaxPixels))
        let huge = Self.signature + Self.ihdr(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF)
        #expect(Self.decodeError(huge)?.description.contains("over the limit") == true)
    }

    @Test func appliesConfigurableLimit() throws {
        let file = try Self.validFile()
        #expect(Self.decodeError(file, maxPixels: 5) == .tooLarge(file: "test.png", width: 3, height: 2, maxPixels: 5))
        #expect(Self.decodeError(file, maxPixels: 6) == nil)
    }

    @Test func rejectsZeroWidth() {
        guard case .invalidIHDR = Self.decodeError(Self.signature + Self.ihdr(width: 0, height: 4)) else {
            Issue.record("expected invalidIHDR")
            return
        }
    }

    @Test func detectsLineEndingConversion() throws {
        var file = try Self.validFile()
        file.remove(at: 4) // CR-LF became LF
        #expect(Self.decodeError(file) == .asciiConversion(file: "test.png", found: [0x89, 0x50, 0x4E, 0x47, 0x0A, 0x1A, 0x0A, 0x00]))
    }

    @Test func rejectsCorruptedIDATDataWithValidCRC() throws {
        // Replace the IDAT's zlib stream by garbage with a correct CRC: libpng's error comes back.
        let bytes = Self.signature + Self.ihdr(width: 3, height: 2) + Self.chunk("IDAT", [1, 2, 3, 4, 5, 6])
            + Self.chunk("IEND", [])
        guard case .corruptImageData(let file, let reason) = Self.decodeError(bytes) else {
            Issue.record("expected corruptImageData")
            return
        }
        #expect(file == "test.png")
        #expect(!reason.isEmpty)
    }

    @Test func rejectsWrongLengthColorSpaceChunk() throws {
        let file = try Self.validFile()
        let bytes = Array(file.prefix(33)) + Self.chunk("gAMA", [0, 1]) + Array(file.dropFirst(33))
        #expect(Self.decodeError(bytes) == .invalidChunk(file: "test.png", chunk: "gAMA", offset: 33,
                                                         reason: "length is 2, expected 4"))
    }

    @Test func namesUnreadableFile() {
        let url = URL(fileURLWithPath: "/nonexistent/penumbra/missing.png")
        #expect(throws: PNGError.self) { try PNGDecoder.decode(contentsOf: url) }
        do {
            _ = try PNGDecoder.decode(contentsOf: url)
        } catch {
            guard case .unreadable(let file, _) = error else { Issue.record("expected unreadable: \(error)"); return }
            #expect(file == url.path)
        }
    }

    /// Every prefix and many single-byte corruptions of a valid file: always a value or a typed
    /// error, never a crash.
    @Test func neverCrashesOnDamagedBytes() throws {
        let file = try Self.validFile()
        for length in 0..<file.count { _ = Self.decodeError(Array(file.prefix(length))) }
        var rng = SeededGenerator(seed: 42)
        for _ in 0..<300 {
            var damaged = file
            damaged[Int(rng.next() % UInt64(file.count))] = rng.byte()
            _ = Self.decodeError(damaged)
        }
    }
}
