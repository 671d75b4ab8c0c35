import FuzzDriver
import Foundation
import Penumbra

/// PNG decoding: header, chunks, inflate, filters, every colour type and depth; and the same
/// bytes read a few rows at a time (`PNGRowStream`, what `compare --low-memory` reads with).
/// Each input is decoded as it is and again with every chunk's CRC made right, so that changed
/// bytes reach the decoders instead of stopping at the CRC check. Every image that decodes is
/// encoded again (the default options: colour reduction, the run-aware filters, the own
/// deflater) and must decode to the same pixels.
@_cdecl("fuzz_png_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { bytes in
        decode(Data(bytes))
        if let repaired = withRightCRCs(bytes) { decode(repaired) }
    }
}

private func decode(_ data: Data) {
    if let image = try? PNGDecoder.decode(data, maxPixels: 1 << 22).image {
        guard let encoded = try? PNGEncoder.encode(image), let back = try? PNGDecoder.decode(encoded).image, back == image else {
            fatalError("a decoded \(image.width)x\(image.height) image does not survive encoding")
        }
    }
    guard let stream = try? PNGRowStream.open(data, maxPixels: 1 << 22) else { return }
    let band = 7
    var rows = [UInt8](repeating: 0, count: stream.info.width * 4 * band)
    while stream.rowsRead < stream.info.height {
        let count = min(band, stream.info.height - stream.rowsRead)
        guard rows.withUnsafeMutableBufferPointer({ stream.read(count, into: $0.baseAddress!) }) else { return }
    }
    _ = stream.finish()
}

/// `bytes` with each whole chunk's CRC-32 recomputed; `nil` when nothing changed.
private func withRightCRCs(_ bytes: [UInt8]) -> Data? {
    guard bytes.count >= 8 else { return nil }
    var out = bytes
    var offset = 8, changed = false
    while offset + 12 <= out.count {
        let length = out[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        guard length <= out.count - offset - 12 else { break }
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in out[offset + 4..<offset + 8 + length] {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        crc = ~crc
        let at = offset + 8 + length
        let right: [UInt8] = [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
        if Array(out[at..<at + 4]) != right { out.replaceSubrange(at..<at + 4, with: right); changed = true }
        offset = at + 4
    }
    return changed ? Data(out) : nil
}
