#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Byte-array work at memory speed in a debug build, where the standard library's generic `==`
/// and `prefix` on `[UInt8]` go element by element through value witnesses: comparing decoded
/// images with `==` was three quarters of the CPU time of the PNG corpus test.
public enum Bytes {
    /// Whether `a` and `b` are both `nil`, or both hold the same bytes (as `==` would say).
    public static func equal(_ a: [UInt8]?, _ b: [UInt8]?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (a?, b?):
            guard a.count == b.count else { return false }
            return a.withUnsafeBytes { pa in b.withUnsafeBytes { pb in
                a.isEmpty || memcmp(pa.baseAddress!, pb.baseAddress!, a.count) == 0
            } }
        default: return false
        }
    }

    /// The first `count` bytes of `bytes` (all of them when it holds fewer), copied at once.
    public static func prefix(_ bytes: [UInt8], _ count: Int) -> [UInt8] {
        let n = max(0, min(count, bytes.count))
        return [UInt8](unsafeUninitializedCapacity: n) { buffer, initialized in
            bytes.withUnsafeBufferPointer { source in
                if n > 0 { buffer.baseAddress!.update(from: source.baseAddress!, count: n) }
            }
            initialized = n
        }
    }
}
