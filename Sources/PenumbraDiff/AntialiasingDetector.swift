/// Anti-aliasing detection after Vyšniauskas ("Anti-aliased pixel and intensity slope detector",
/// 2009), with pixelmatch's rules: a pixel is anti-aliasing when, among its 8 neighbours, at most
/// two have its exact colour, some are darker and some brighter, and the darkest or the brightest
/// of them sits in a flat area (3+ identical neighbours) in both images.
struct AntialiasingDetector {
    let first: UnsafePointer<UInt8>, firstWidth: Int
    let second: UnsafePointer<UInt8>, secondWidth: Int
    /// The compared area (the overlap of both images).
    let width: Int, height: Int
    let background: YIQBackground

    /// Whether `(x, y)` is anti-aliasing in either image.
    func isAntialiased(x: Int, y: Int) -> Bool {
        check(first, firstWidth, other: second, otherWidth: secondWidth, x: x, y: y)
            || check(second, secondWidth, other: first, otherWidth: firstWidth, x: x, y: y)
    }

    private func check(_ img: UnsafePointer<UInt8>, _ stride: Int, other: UnsafePointer<UInt8>, otherWidth: Int,
                       x x1: Int, y y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let k = (y1 * stride + x1) * 4
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        let r1 = Int(img[k]), g1 = Int(img[k + 1]), b1 = Int(img[k + 2]), a1 = Int(img[k + 3])
        let raw = UnsafeRawPointer(img)
        let center = raw.loadUnaligned(fromByteOffset: k, as: UInt32.self)
        // Column-major neighbour order, as pixelmatch: ties keep the first extreme found.
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                let m = (y * stride + x) * 4
                // An identical neighbour has delta 0: count it without the colour maths.
                if raw.loadUnaligned(fromByteOffset: m, as: UInt32.self) == center {
                    zeroes += 1
                    if zeroes > 2 { return false }
                    continue
                }
                let delta = YIQDelta.delta(r1, g1, b1, a1, Int(img[m]), Int(img[m + 1]), Int(img[m + 2]), Int(img[m + 3]),
                                           k: k, background: background, yOnly: true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta; minX = x; minY = y
                } else if delta > maxDelta {
                    maxDelta = delta; maxX = x; maxY = y
                }
            }
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(img, stride, minX, minY) && hasManySiblings(other, otherWidth, minX, minY))
            || (hasManySiblings(img, stride, maxX, maxY) && hasManySiblings(other, otherWidth, maxX, maxY))
    }

    /// Whether the pixel has 3 or more neighbours of exactly its colour (edges count as one).
    private func hasManySiblings(_ img: UnsafePointer<UInt8>, _ stride: Int, _ x1: Int, _ y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let raw = UnsafeRawPointer(img)
        let value = raw.loadUnaligned(fromByteOffset: (y1 * stride + x1) * 4, as: UInt32.self)
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                if raw.loadUnaligned(fromByteOffset: (y * stride + x) * 4, as: UInt32.self) == value { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}
