import PenumbraCore

/// A 64-bit FNV-1a hash of a bitmap's size and premultiplied bytes, for golden lists that
/// check the same pixels come out of debug and release builds.
public enum RasterHash {
    /// FNV-1a over `width`, `height` (as 4 little-endian bytes each) then every pixel byte.
    public static func fnv1a(_ bitmap: Bitmap) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        let prime: UInt64 = 0x0000_0100_0000_01b3
        for v in [bitmap.width, bitmap.height] {
            for k in 0..<4 { h = (h ^ UInt64((v >> (8 * k)) & 255)) &* prime }
        }
        bitmap.withUnsafeBytes { bytes in
            for b in bytes { h = (h ^ UInt64(b)) &* prime }
        }
        return h
    }

    /// ``fnv1a(_:)`` as 16 lower-case hex digits.
    public static func hex(_ bitmap: Bitmap) -> String {
        let s = String(fnv1a(bitmap), radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }
}
