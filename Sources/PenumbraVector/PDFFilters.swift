// The stream filters that are not compression libraries (ISO 32000-1 § 7.4): ASCII85 and
// run-length decoding, and the PNG and TIFF predictors that Flate streams (images above all) are
// often written with. Each works on whole bytes with bounded output and reports what is broken
// in words; the document turns that into an error naming the object.

/// Filter steps on decoded bytes.
enum PDFFilters {
    /// Why a filter could not decode its input.
    struct Failure: Error {
        var reason: String
    }

    /// Undoes a Flate or LZW predictor (`/DecodeParms` `Predictor`, `Colors`, `BitsPerComponent`,
    /// `Columns`): 2 is TIFF's horizontal differencing (8-bit components), 10–15 PNG's per-row
    /// filters (each row says its own filter, whatever the number).
    static func unpredict(_ data: [UInt8], predictor: Int, colors: Int, bitsPerComponent: Int, columns: Int) throws(Failure) -> [UInt8] {
        guard predictor > 1 else { return data }
        guard (1...32).contains(colors), [1, 2, 4, 8, 16].contains(bitsPerComponent), (1...(1 << 20)).contains(columns) else {
            throw Failure(reason: "a predictor with \(colors) colours of \(bitsPerComponent) bits in \(columns) columns")
        }
        let rowBytes = (colors * bitsPerComponent * columns + 7) / 8
        guard rowBytes <= 1 << 24 else { throw Failure(reason: "a predictor row of \(rowBytes) bytes") }
        let bpp = max(1, colors * bitsPerComponent / 8)
        if predictor == 2 {
            guard bitsPerComponent == 8 else { throw Failure(reason: "the TIFF predictor with \(bitsPerComponent)-bit components is not read") }
            var out = data
            var row = 0
            while row < out.count {
                let end = min(out.count, row + rowBytes)
                var k = row + bpp
                while k < end { out[k] = out[k] &+ out[k - bpp]; k += 1 }
                row += rowBytes
            }
            return out
        }
        guard (10...15).contains(predictor) else { throw Failure(reason: "the predictor \(predictor) is not read") }
        var out: [UInt8] = []
        out.reserveCapacity(data.count / (rowBytes + 1) * rowBytes + rowBytes)
        var previous = [UInt8](repeating: 0, count: rowBytes)
        var current = [UInt8](repeating: 0, count: rowBytes)
        var at = 0
        while at < data.count {
            let type = data[at]
            at += 1
            let n = min(rowBytes, data.count - at)
            for k in 0..<rowBytes { current[k] = k < n ? data[at + k] : 0 }
            at += n
            switch type {
            case 0: break
            case 1: for k in bpp..<max(bpp, rowBytes) { current[k] = current[k] &+ current[k - bpp] }
            case 2: for k in 0..<rowBytes { current[k] = current[k] &+ previous[k] }
            case 3:
                for k in 0..<rowBytes {
                    let left = k >= bpp ? Int(current[k - bpp]) : 0
                    current[k] = current[k] &+ UInt8((left + Int(previous[k])) / 2)
                }
            case 4:
                for k in 0..<rowBytes {
                    let a = k >= bpp ? Int(current[k - bpp]) : 0, b = Int(previous[k]), c = k >= bpp ? Int(previous[k - bpp]) : 0
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    current[k] = current[k] &+ UInt8(pa <= pb && pa <= pc ? a : (pb <= pc ? b : c))
                }
            default:
                throw Failure(reason: "a PNG predictor row of unknown type \(type)")
            }
            out += current[0..<n]
            swap(&previous, &current)
        }
        return out
    }

    /// ASCII base-85 data (`~>` ends it; `z` is four zero bytes).
    static func ascii85(_ data: [UInt8]) throws(Failure) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(data.count * 4 / 5 + 4)
        var group: [UInt32] = []
        func flush(_ count: Int) {
            var v: UInt32 = 0
            for k in 0..<5 { v = v &* 85 &+ (k < group.count ? group[k] : 84) }
            let bytes = [UInt8(v >> 24), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)]
            out += bytes.prefix(count)
        }
        var k = 0
        while k < data.count {
            let c = data[k]
            k += 1
            if c == UInt8(ascii: "~") { break }
            if PDFLexer.isWhite(c) { continue }
            if c == UInt8(ascii: "z"), group.isEmpty { out += [0, 0, 0, 0]; continue }
            guard c >= 33, c <= 117 else { throw Failure(reason: "a byte \(c) that is not ASCII85") }
            group.append(UInt32(c - 33))
            if group.count == 5 {
                // Five digits may exceed 2^32 − 1 only in a broken file.
                var v: UInt64 = 0
                for d in group { v = v * 85 + UInt64(d) }
                guard v <= UInt64(UInt32.max) else { throw Failure(reason: "an ASCII85 group beyond 32 bits") }
                flush(4)
                group = []
            }
        }
        if group.count == 1 { throw Failure(reason: "an ASCII85 group of one digit") }
        if !group.isEmpty { flush(group.count - 1) }
        return out
    }

    /// Run-length encoded data (a length byte, then a literal run or one repeated byte).
    static func runLength(_ data: [UInt8], limit: Int) throws(Failure) -> [UInt8] {
        var out: [UInt8] = []
        var k = 0
        while k < data.count {
            let n = Int(data[k])
            k += 1
            if n == 128 { break }
            if n < 128 {
                let end = min(data.count, k + n + 1)
                out += data[k..<end]
                k = end
            } else {
                guard k < data.count else { break }
                out += [UInt8](repeating: data[k], count: 257 - n)
                k += 1
            }
            guard out.count <= limit else { throw Failure(reason: "the run-length data decodes past the file's budget") }
        }
        return out
    }
}
