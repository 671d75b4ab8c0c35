import PenumbraCore

extension Bitmap {
    /// The bitmap `factor` times smaller in each direction (sides rounded down, at least 1),
    /// each pixel the mean of the `factor` × `factor` block it replaces (premultiplied, so
    /// colours weigh by their alpha). Used for images decoded far larger than they are drawn.
    func reduced(by factor: Int) -> Bitmap {
        guard factor > 1 else { return self }
        let w = Swift.max(1, width / factor), h = Swift.max(1, height / factor)
        let bw = Swift.min(factor, width), bh = Swift.min(factor, height)
        guard let size = try? PixelSize(width: w, height: h) else { return self }
        var out = Bitmap(size: size)
        let count = bw * bh, sourceRow = rowBytes
        withUnsafeBytes { src in
            out.withUnsafeMutableBytes { dst in
                var sums = [Int](repeating: 0, count: w * 4)
                for y in 0..<h {
                    for k in sums.indices { sums[k] = 0 }
                    for dy in 0..<bh {
                        let row = (y * bh + dy) * sourceRow
                        for x in 0..<w {
                            var s = row + x * bw * 4
                            for _ in 0..<bw {
                                sums[x * 4] += Int(src[s]); sums[x * 4 + 1] += Int(src[s + 1])
                                sums[x * 4 + 2] += Int(src[s + 2]); sums[x * 4 + 3] += Int(src[s + 3])
                                s += 4
                            }
                        }
                    }
                    let o = y * w * 4
                    for k in 0..<(w * 4) { dst[o + k] = UInt8((sums[k] + count / 2) / count) }
                }
            }
        }
        return out
    }
}
