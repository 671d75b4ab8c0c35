import Foundation

/// Reads a PNG's width and height from its IHDR without decoding: for byte-identical pairs,
/// whose pixels need no decoding but whose size the results still record.
enum PNGHeaderPeek {
    /// The size, or `nil` when the bytes do not start with a PNG signature and an IHDR chunk.
    static func dimensions(_ data: Data) -> ImageDimensions? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count >= 24 else { return nil }
        let base = data.startIndex
        for (i, byte) in signature.enumerated() where data[base + i] != byte { return nil }
        guard data[base + 12] == 0x49, data[base + 13] == 0x48, data[base + 14] == 0x44, data[base + 15] == 0x52 else { return nil }
        func be32(_ at: Int) -> Int {
            (Int(data[base + at]) << 24) | (Int(data[base + at + 1]) << 16) | (Int(data[base + at + 2]) << 8) | Int(data[base + at + 3])
        }
        let width = be32(16), height = be32(20)
        guard width > 0, height > 0 else { return nil }
        return ImageDimensions(width: width, height: height)
    }
}
