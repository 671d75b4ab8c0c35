#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Storage for whole images: the first touch of every page of a fresh 12-megapixel buffer (a
/// 1170x2532 screen is 11.3 MiB) costs 6-8 ms on a virtual machine in 4 KiB page faults, more
/// than drawing the cards scene into it. On Linux the buffers ask for transparent huge pages
/// (`madvise(MADV_HUGEPAGE)` on their 2 MiB-aligned interior, which the kernel honours when its
/// policy is `madvise` or `always`): 512 times fewer faults, 1.4-2.9 ms for the same buffer. The
/// bytes, and so the pixels, are the same either way.
package enum PixelMemory {
    /// Buffers at least this large ask for huge pages (two of them, so that at least one whole
    /// aligned 2 MiB page lies inside).
    package static let hugePageThreshold = 4 << 20

    /// `count` bytes, each `value`.
    package static func bytes(count: Int, repeating value: UInt8 = 0) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            adviseHugePages(UnsafeMutableRawBufferPointer(buffer))
            inHalves(buffer) { base, count in memset(base, Int32(value), count) }
            initialized = count
        }
    }

    /// `pixelCount` four-byte pixels, each `pixel` (RGBA or premultiplied RGBA, in that order),
    /// written in one pass.
    package static func pixels(count pixelCount: Int, _ pixel: (UInt8, UInt8, UInt8, UInt8)) -> [UInt8] {
        let (r, g, b, a) = pixel
        if r == g && g == b && b == a { return bytes(count: pixelCount * 4, repeating: r) }
        return bytes(count: pixelCount * 4) { buffer in
            inHalves(buffer) { base, count in
                // One pixel, doubled by copies up to 64 KiB, then that block copied along
                // (memcpy's speed, its source in cache; a byte loop is several times slower).
                guard count >= 4 else { return }
                base[0] = r; base[1] = g; base[2] = b; base[3] = a
                var filled = 4
                while filled < count {
                    let n = min(filled, 65_536, count - filled)
                    memcpy(base + filled, base, n)
                    filled += n
                }
            }
        }
    }

    /// Runs `fill` over the whole buffer, or for buffers of ``hugePageThreshold`` or more over its
    /// two halves (split at a 2 MiB boundary, so at a multiple of 4) on two threads: the first
    /// write to fresh memory is where the kernel zeroes its pages (2-3 ms for a 12-megapixel
    /// screen, which every render waits for), and two cores zero them in half the time.
    private static func inHalves(_ buffer: UnsafeMutableBufferPointer<UInt8>,
                                 _ fill: @escaping @Sendable (UnsafeMutablePointer<UInt8>, Int) -> Void) {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return }
        let split = (buffer.count / 2) & ~((2 << 20) - 1)
        guard buffer.count >= hugePageThreshold, split > 0 else { return fill(base, buffer.count) }
        let parts = UncheckedParts(base: base, split: split, count: buffer.count)
        ParallelWork.forEach(count: 2, threads: 2) { index in
            if index == 0 { fill(parts.base, parts.split) } else { fill(parts.base + parts.split, parts.count - parts.split) }
            return true
        }
    }

    /// The two halves of a buffer, handed to the thread that fills one of them.
    private struct UncheckedParts: @unchecked Sendable {
        let base: UnsafeMutablePointer<UInt8>
        let split: Int
        let count: Int
    }

    /// `count` bytes written by `fill`, which must initialise all of them.
    package static func bytes(count: Int, fill: (UnsafeMutableBufferPointer<UInt8>) -> Void) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            adviseHugePages(UnsafeMutableRawBufferPointer(buffer))
            fill(buffer)
            initialized = count
        }
    }

    /// Asks for huge pages over the 2 MiB-aligned pages inside `buffer` (nothing elsewhere than
    /// on Linux, or for buffers under ``hugePageThreshold``). Call it before the first write.
    package static func adviseHugePages(_ buffer: UnsafeMutableRawBufferPointer) {
        #if os(Linux)
        guard buffer.count >= hugePageThreshold, let base = buffer.baseAddress else { return }
        let huge = UInt(2 << 20)
        let start = (UInt(bitPattern: base) + huge - 1) & ~(huge - 1)
        let end = (UInt(bitPattern: base) + UInt(buffer.count)) & ~(huge - 1)
        guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(aligned, Int(end - start), MADV_HUGEPAGE)  // advice: a refusal changes nothing
        #endif
    }
}
