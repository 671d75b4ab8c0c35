/// The 64-bit FNV-1a hash: simple, and the same on every platform, build and Swift version
/// (unlike `Hasher`, which is seeded per process). For values that must not change between
/// runs: shard assignment, golden hashes of pixels.
package struct FNV1a64: Sendable {
    @usableFromInline var state: UInt64 = 0xcbf2_9ce4_8422_2325

    /// The hash of what was fed so far.
    package var value: UInt64 { state }

    /// A hash of nothing yet.
    package init() {}

    /// Feeds one byte.
    @inlinable package mutating func add(_ byte: UInt8) {
        state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }

    /// Feeds every byte of `bytes`, in order.
    @inlinable package mutating func add<S: Sequence>(_ bytes: S) where S.Element == UInt8 {
        for byte in bytes { add(byte) }
    }

    /// Feeds the low `count` bytes of `value`, least significant first.
    package mutating func add(littleEndian value: Int, count: Int) {
        for k in 0..<count { add(UInt8(truncatingIfNeeded: value >> (8 * k))) }
    }

    /// The hash of the UTF-8 bytes of `text`.
    package static func hash(_ text: String) -> UInt64 {
        var h = FNV1a64()
        h.add(text.utf8)
        return h.value
    }

    /// `value` as 16 lower-case hex digits (the goldens' format, kept as it was written).
    package static func hex(_ value: UInt64) -> String {
        Hex.fixed(value, digits: 16).lowercased()
    }
}
