// Solid-colour mask compositing, four pixels per step: the glyph-drawing hot path.
//
// Each pixel gets exactly the bytes of `Blitter.solid` (source-over with div255 rounding):
//
//   s' = div255(s × c)  per channel,   d' = s' + div255(d × (255 − s'.a))
//
// computed for every pixel without branches. The branchy scalar loop skips coverage 0 and stores
// s' when s'.a is 255; the branch-free form gives the same bytes there because div255(d × 255)
// is d and div255(d × 0) is 0, and, for a valid premultiplied colour (every channel at most
// alpha), s'.a = 0 forces s' = 0. Callers use it only for valid colours.
import PenumbraCore

extension Blitter {
    /// `round(x / 255)` on 16-bit lanes, exact for lanes in `0...65_025` (``PixelMath/div255(_:)``).
    @inline(__always)
    static func div255(_ x: SIMD16<UInt16>) -> SIMD16<UInt16> {
        let t = x &+ 128
        return (t &+ (t &>> 8)) &>> 8
    }

    /// Composites `color` through a `width × height` block of coverage onto the pixels at `dst`.
    /// - Parameters:
    ///   - dst: The top-left destination pixel; rows are `dstStride` bytes apart.
    ///   - coverage: The top-left coverage byte; rows are `coverageStride` bytes apart.
    ///   - color: A valid premultiplied colour (each channel at most alpha).
    static func solidMask(_ dst: UnsafeMutablePointer<UInt8>, dstStride: Int,
                          _ coverage: UnsafePointer<UInt8>, coverageStride: Int,
                          width: Int, height: Int, _ color: PremultipliedRGBA8) {
        let r = UInt32(color.r), g = UInt32(color.g), b = UInt32(color.b), a = UInt32(color.a)
        if a == 0 || width <= 0 { return }
        let opaque = a == 255
        let opaqueWord = word(color)
        let one = SIMD4<UInt16>(UInt16(color.r), UInt16(color.g), UInt16(color.b), UInt16(color.a))
        let colorLanes = SIMD16<UInt16>(lowHalf: SIMD8(lowHalf: one, highHalf: one), highHalf: SIMD8(lowHalf: one, highHalf: one))
        let alphaLanes = SIMD16<UInt16>(repeating: UInt16(color.a))
        let full = SIMD16<UInt16>(repeating: 255)
        let spread: UInt64 = 0x0001_0001_0001_0001
        for y in 0..<height {
            let cov = coverage + y * coverageStride
            let row = dst + y * dstStride
            var i = 0
            while i + 4 <= width {
                let cw = UnsafeRawPointer(cov + i).loadUnaligned(as: UInt32.self)
                if cw == 0 { i += 4; continue }
                let p = UnsafeMutableRawPointer(row + 4 * i)
                if opaque && cw == 0xFFFF_FFFF {
                    let words = p.assumingMemoryBound(to: UInt32.self)
                    words[0] = opaqueWord; words[1] = opaqueWord; words[2] = opaqueWord; words[3] = opaqueWord
                    i += 4
                    continue
                }
                // Each pixel's coverage in its four channel lanes.
                let c = unsafeBitCast(SIMD4<UInt64>(UInt64(cov[i]) &* spread, UInt64(cov[i + 1]) &* spread,
                                                    UInt64(cov[i + 2]) &* spread, UInt64(cov[i + 3]) &* spread),
                                      to: SIMD16<UInt16>.self)
                let s = div255(colorLanes &* c)
                let inv = full &- (opaque ? c : div255(alphaLanes &* c))
                let d = SIMD16<UInt16>(truncatingIfNeeded: p.loadUnaligned(as: SIMD16<UInt8>.self))
                p.storeBytes(of: SIMD16<UInt8>(truncatingIfNeeded: s &+ div255(d &* inv)), as: SIMD16<UInt8>.self)
                i += 4
            }
            while i < width {
                let c = UInt32(cov[i])
                if c == 255 {
                    over(row + 4 * i, r, g, b, a)
                } else if c != 0 {
                    over(row + 4 * i, PixelMath.div255(r &* c), PixelMath.div255(g &* c),
                         PixelMath.div255(b &* c), PixelMath.div255(a &* c))
                }
                i += 1
            }
        }
    }
}
