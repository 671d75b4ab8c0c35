import PenumbraRaster
import PenumbraCore

/// A 64-bit FNV-1a hash of a bitmap's size and premultiplied bytes, for golden lists that
/// check the same pixels come out of debug and release builds.
public enum RasterHash {
    /// FNV-1a over `width`, `height` (as 4 little-endian bytes each) then every pixel byte.
    public static func fnv1a(_ bitmap: Bitmap) -> UInt64 {
        var h = FNV1a64()
        h.add(littleEndian: bitmap.width, count: 4)
        h.add(littleEndian: bitmap.height, count: 4)
        bitmap.withUnsafeBytes { h.add($0) }
        return h.value
    }

    /// ``fnv1a(_:)`` as 16 lower-case hex digits.
    public static func hex(_ bitmap: Bitmap) -> String {
        FNV1a64.hex(fnv1a(bitmap))
    }
}
