// PDF type 0 functions (ISO 32000-1 § 7.10.2): a table of samples over a grid of inputs, read
// from a stream at 1 to 32 bits a sample, looked up with multilinear interpolation between the
// grid points around the input (Order 3, cubic spline, is drawn as Order 1). The table's size is
// bounded before it is read.
import PenumbraCore

/// A sampled function, its table decoded.
struct PDFSampledFunction: Hashable {
    /// The most samples (grid points × outputs) a table may hold.
    static let maxSamples = 1 << 22
    /// The most inputs; interpolation visits 2^inputs grid points.
    static let maxInputs = 8

    let domain: [Double]
    let range: [Double]
    let size: [Int]
    let encode: [Double]
    let decode: [Double]
    let bitsPerSample: Int
    /// The samples as read (0 … 2^bits − 1), outputs innermost, then the first input fastest.
    let samples: [UInt32]

    var inputs: Int { size.count }
    var outputs: Int { range.count / 2 }

    /// Reads the function from its stream dictionary and data; `fail` builds the error.
    init(_ dict: [String: PDFObject], data: [UInt8], document: PDFDocument,
         fail: (String, VectorError.Kind) -> VectorError) throws(VectorError) {
        func numbers(_ key: String) throws(VectorError) -> [Double]? {
            guard let a = try document.array(dict[key]) else { return nil }
            var out: [Double] = []
            for v in a {
                guard let n = try document.number(v), n.isFinite else { throw fail("/\(key) holds something that is not a number", .malformed) }
                out.append(n)
            }
            return out
        }
        guard let domain = try numbers("Domain"), domain.count >= 2, domain.count % 2 == 0 else {
            throw fail("a sampled function without its Domain", .malformed)
        }
        guard let range = try numbers("Range"), range.count >= 2, range.count % 2 == 0 else {
            throw fail("a sampled function without its Range", .malformed)
        }
        let m = domain.count / 2, n = range.count / 2
        guard m <= Self.maxInputs, n <= 32 else { throw fail("a sampled function with \(m) inputs and \(n) outputs", .tooLarge) }
        guard let sizes = try numbers("Size"), sizes.count == m else { throw fail("a sampled function without a Size per input", .malformed) }
        var size: [Int] = []
        var count = n
        for s in sizes {
            guard s >= 1, s == s.rounded(), s <= Double(Self.maxSamples) else { throw fail("a sampled function's Size of \(s)", .malformed) }
            size.append(Int(fileNumber: s))
            count *= Int(fileNumber: s)
            guard count <= Self.maxSamples else { throw fail("a sampled function with more than \(Self.maxSamples) samples", .tooLarge) }
        }
        let bits = try document.integer(dict["BitsPerSample"]) ?? 0
        guard [1, 2, 4, 8, 12, 16, 24, 32].contains(bits) else { throw fail("a sampled function with \(bits) bits a sample", .malformed) }
        let encode: [Double] = try numbers("Encode") ?? size.flatMap { s -> [Double] in [0, Double(s - 1)] }
        guard encode.count == 2 * m else { throw fail("a sampled function's Encode has \(encode.count) numbers, not \(2 * m)", .malformed) }
        let decode = try numbers("Decode") ?? range
        guard decode.count == 2 * n else { throw fail("a sampled function's Decode has \(decode.count) numbers, not \(2 * n)", .malformed) }
        guard data.count * 8 >= count * bits else {
            throw fail("a sampled function's stream holds \(data.count) bytes, fewer than its \(count) samples need", .malformed)
        }
        var samples = [UInt32](repeating: 0, count: count)
        var bit = 0
        for k in 0..<count {
            var v: UInt32 = 0
            if bits % 8 == 0 {
                for b in 0..<(bits / 8) { v = v << 8 | UInt32(data[bit / 8 + b]) }
            } else {
                for b in 0..<bits {
                    let at = bit + b
                    v = v << 1 | UInt32((data[at >> 3] >> (7 - UInt8(at & 7))) & 1)
                }
            }
            samples[k] = v
            bit += bits
        }
        self.domain = domain; self.range = range; self.size = size; self.encode = encode; self.decode = decode
        self.bitsPerSample = bits; self.samples = samples
    }

    /// The outputs at `x` (inputs beyond the function's count are ignored; missing ones are the
    /// domain's start).
    func evaluate(_ x: [Double]) -> [Double] {
        let m = inputs, n = outputs
        // Each input to a fractional grid position, clipped to the grid.
        var base = [Int](repeating: 0, count: m), frac = [Double](repeating: 0, count: m)
        for i in 0..<m {
            let d0 = domain[2 * i], d1 = domain[2 * i + 1]
            var v = i < x.count && x[i].isFinite ? x[i] : d0
            v = min(max(v, min(d0, d1)), max(d0, d1))
            var e = d1 == d0 ? encode[2 * i] : encode[2 * i] + (v - d0) * (encode[2 * i + 1] - encode[2 * i]) / (d1 - d0)
            if !e.isFinite { e = 0 }
            e = min(max(e, 0), Double(size[i] - 1))
            let f = e.rounded(.down)
            base[i] = Int(fileNumber: f)
            frac[i] = e - f
            if base[i] >= size[i] - 1 { base[i] = size[i] - 1; frac[i] = 0 }
        }
        // Multilinear interpolation over the 2^m corners (corners with weight 0 skipped).
        var out = [Double](repeating: 0, count: n)
        for corner in 0..<(1 << m) {
            var weight = 1.0, index = 0, stride = 1
            var skip = false
            for i in 0..<m {
                let up = corner >> i & 1 == 1
                if up && frac[i] == 0 { skip = true; break }
                weight *= up ? frac[i] : 1 - frac[i]
                index += (base[i] + (up ? 1 : 0)) * stride
                stride *= size[i]
            }
            if skip || weight == 0 { continue }
            for j in 0..<n { out[j] += weight * Double(samples[index * n + j]) }
        }
        let top = Double((UInt64(1) << UInt64(bitsPerSample)) - 1)
        for j in 0..<n {
            let r = decode[2 * j] + out[j] * (decode[2 * j + 1] - decode[2 * j]) / top
            out[j] = min(max(r, min(range[2 * j], range[2 * j + 1])), max(range[2 * j], range[2 * j + 1]))
        }
        return out
    }
}
