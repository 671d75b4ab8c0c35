import Foundation

/// A PNG taken apart into its chunks and put together again, for tests that build files a
/// decoder must take or refuse (a split IDAT run, a short stream, an odd palette).
public enum PNGChunks {
    /// The chunks of `data` after its signature, in order.
    public static func split(_ data: Data) -> [(type: String, body: [UInt8])] {
        let bytes = [UInt8](data)
        var result: [(type: String, body: [UInt8])] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            guard offset + 12 + length <= bytes.count else { break }
            result.append((String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self), Array(bytes[offset + 8..<offset + 8 + length])))
            offset += 12 + length
        }
        return result
    }

    /// A PNG of the signature and `chunks`, each with its length and CRC-32.
    public static func join(_ chunks: [(type: String, body: [UInt8])]) -> Data {
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        for chunk in chunks {
            let typed = Array(chunk.type.utf8) + chunk.body
            out += bigEndian(UInt32(chunk.body.count)) + typed + bigEndian(crc32(typed))
        }
        return Data(out)
    }

    /// CRC-32 (ISO 3309, as PNG uses), a byte at a time from a table (bit by bit it was a tenth
    /// of the PNG tests' CPU time in a debug build).
    public static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        crcTable.withUnsafeBufferPointer { table in
            bytes.withUnsafeBufferPointer { input in
                for byte in input { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
            }
        }
        return ~crc
    }

    /// The CRC of each byte value, bit by bit.
    private static let crcTable: [UInt32] = (0..<256).map { (value: UInt32) in
        var crc = value
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        return crc
    }
}
