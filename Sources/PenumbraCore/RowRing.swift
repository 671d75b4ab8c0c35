#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An image-sized address range whose rows live in a small ring of memory: the same `window`
/// bytes of shared memory are mapped again and again across the whole range, so that row `y`
/// of an image is at `base + y * stride` as usual, but only the last `window` bytes written are
/// kept, and memory use is the window's whatever the image's height. For reading an image a band
/// of rows at a time without touching (and having the kernel zero) a fresh page for every row:
/// on a virtual machine that first touch cost more than the rest of a comparison.
///
/// Rows more than `window` bytes behind the last one written are overwritten; the caller keeps
/// its live rows within the window. Each copy of the window counts in the process's resident
/// memory once touched, so a caller walking the range drops the mappings of rows it is done
/// with (`MADV_DONTNEED`, which on shared memory unmaps the pages and keeps their contents). Linux only (`shm_open`, `MAP_FIXED`); `nil` elsewhere or
/// when the system refuses, and the caller falls back to a plain buffer.
package final class RowRing {
    /// The start of the image-sized range.
    package let base: UnsafeMutablePointer<UInt8>
    /// The bytes of memory behind the range.
    package let window: Int
    private let mappedLength: Int

    private init(base: UnsafeMutablePointer<UInt8>, window: Int, mappedLength: Int) {
        self.base = base
        self.window = window
        self.mappedLength = mappedLength
    }

    deinit { _ = munmap(base, mappedLength) }

    /// A range of at least `length` bytes over a ring of at least `window` bytes (rounded up to
    /// whole pages), or `nil`.
    package static func make(length: Int, window requested: Int) -> RowRing? {
        #if os(Linux)
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        guard length > 0, requested > 0, page > 0 else { return nil }
        let window = (requested + page - 1) / page * page
        let copies = (length + window - 1) / window
        guard copies >= 1, copies <= 1 << 16 else { return nil }
        let mappedLength = copies * window
        // A shared-memory object with no name left once it is open.
        var fd: Int32 = -1
        for attempt in 0..<8 {
            let name = "/penumbra-rows-\(getpid())-\(UInt64.random(in: 0...UInt64.max))-\(attempt)"
            fd = shm_open(name, O_RDWR | O_CREAT | O_EXCL, 0o600)
            if fd >= 0 { _ = shm_unlink(name); break }
        }
        guard fd >= 0 else { return nil }
        defer { _ = close(fd) }
        guard ftruncate(fd, off_t(window)) == 0 else { return nil }
        // Reserve the whole range, then map the ring over it piece by piece.
        guard let reserved = mmap(nil, mappedLength, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              reserved != MAP_FAILED else { return nil }
        for k in 0..<copies {
            // The first copy is populated (the window's pages allocated and zeroed once); the
            // others map the same pages when touched, a minor fault with nothing to zero.
            let at = reserved + k * window
            let mapped = mmap(at, window, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_FIXED | (k == 0 ? MAP_POPULATE : 0), fd, 0)
            guard mapped == at else {
                _ = munmap(reserved, mappedLength)
                return nil
            }
        }
        return RowRing(base: reserved.assumingMemoryBound(to: UInt8.self), window: window, mappedLength: mappedLength)
        #else
        return nil
        #endif
    }
}
