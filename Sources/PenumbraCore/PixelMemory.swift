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
            if let base = buffer.baseAddress, count > 0 { memset(base, Int32(value), count) }
            initialized = count
        }
    }

    /// `pixelCount` four-byte pixels, each `pixel` (RGBA or premultiplied RGBA, in that order),
    /// written in one pass.
    package static func pixels(count pixelCount: Int, _ pixel: (UInt8, UInt8, UInt8, UInt8)) -> [UInt8] {
        let (r, g, b, a) = pixel
        if r == g && g == b && b == a { return bytes(count: pixelCount * 4, repeating: r) }
        return bytes(count: pixelCount * 4) { buffer in
            for i in stride(from: 0, to: buffer.count, by: 4) {
                buffer[i] = r; buffer[i + 1] = g; buffer[i + 2] = b; buffer[i + 3] = a
            }
        }
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
