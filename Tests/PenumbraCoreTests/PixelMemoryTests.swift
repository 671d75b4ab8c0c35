import Foundation
import Testing
@testable import PenumbraCore

/// Whole-image buffers: the bytes asked for, and on Linux the kernel told to back them with huge
/// pages (fewer page faults on first touch; the pixels cannot change).
@Suite struct PixelMemoryTests {
    /// Sizes below, at and past a page and the huge-page threshold; the largest is the smallest
    /// that takes the two-thread path with halves of different sizes (2 MiB and 2 MiB + 12), as a
    /// screen-sized buffer does at three times the CPU time in a debug build.
    @Test(arguments: [0, 1, 4_095, PixelMemory.hugePageThreshold - 1, PixelMemory.hugePageThreshold + 12])
    func bytesAreWhatWasAskedFor(count: Int) {
        let zero = PixelMemory.bytes(count: count)
        #expect(zero.count == count && zero.allSatisfy { $0 == 0 })
        let filled = PixelMemory.bytes(count: count, repeating: 0xA5)
        #expect(filled.count == count && filled.allSatisfy { $0 == 0xA5 })
        let written = PixelMemory.bytes(count: count) { buffer in
            for i in buffer.indices { buffer[i] = UInt8(truncatingIfNeeded: i &* 7) }
        }
        #expect(written.indices.allSatisfy { written[$0] == UInt8(truncatingIfNeeded: $0 &* 7) })
    }

    @Test func imagesStartCleared() throws {
        let bitmap = Bitmap(size: try PixelSize(width: 1170, height: 2532))
        #expect(bitmap.bytes.allSatisfy { $0 == 0 })
        let image = RGBAImage(size: try PixelSize(width: 1170, height: 2532), fill: RGBA8(1, 2, 3, 4))
        #expect(image[1169, 2531] == RGBA8(1, 2, 3, 4) && image[0, 0] == RGBA8(1, 2, 3, 4))
    }

    #if os(Linux)
    /// The mapping holding a 12-megapixel buffer carries the huge-page advice (`hg` in its
    /// `VmFlags` in /proc/self/smaps).
    @Test func aScreenSizedBufferAsksForHugePages() throws {
        let bytes = PixelMemory.bytes(count: 1170 * 2532 * 4)
        let address = bytes.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress!) } + UInt(bytes.count / 2)
        // /proc files report no size: read to the end, not the size stat gives.
        let file = try #require(FileHandle(forReadingAtPath: "/proc/self/smaps"))
        let smaps = String(decoding: file.readDataToEndOfFile(), as: UTF8.self)
        try file.close()
        var inside = false
        var flags: String?
        for line in smaps.split(separator: "\n") {
            let fields = line.split(separator: " ")
            if let range = fields.first, range.contains("-"), fields.count >= 5,
               let parts = Optional(range.split(separator: "-")), parts.count == 2,
               let lo = UInt(parts[0], radix: 16), let hi = UInt(parts[1], radix: 16) {
                inside = lo <= address && address < hi
            } else if inside, line.hasPrefix("VmFlags:") {
                flags = String(line)
                break
            }
        }
        let vmFlags = try #require(flags, "no mapping holds the buffer at \(String(address, radix: 16))")
        #expect(vmFlags.split(separator: " ").contains("hg"), "\(vmFlags)")
        withExtendedLifetime(bytes) {}
    }
    #endif
}
