import Foundation
import PenumbraCore

/// A PNG's size read from its signature and IHDR alone, without decoding: for byte-identical
/// pairs, whose pixels need no decoding but whose size a result still records. The decoder's
/// own IHDR parse (which validates every field and names what is wrong) is `PNGChunkScanner`'s;
/// this is the one quick look.
public enum PNGHeader {
    /// The size in the IHDR (bytes 16-23, big-endian), or `nil` when the bytes do not start with
    /// the PNG signature and an IHDR chunk, or a side is 0 or above 2^31 − 1. No pixel limit
    /// applies: nothing is allocated from it.
    public static func size(_ data: Data) -> PixelSize? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count >= 24 else { return nil }
        let base = data.startIndex
        for (i, byte) in signature.enumerated() where data[base + i] != byte { return nil }
        guard data[base + 12] == 0x49, data[base + 13] == 0x48, data[base + 14] == 0x44, data[base + 15] == 0x52 else { return nil }
        func be32(_ at: Int) -> Int {
            (Int(data[base + at]) << 24) | (Int(data[base + at + 1]) << 16) | (Int(data[base + at + 2]) << 8) | Int(data[base + at + 3])
        }
        let width = be32(16), height = be32(20)
        guard width <= Int(Int32.max), height <= Int(Int32.max) else { return nil }
        return try? PixelSize(width: width, height: height, maxPixels: .max)
    }
}
