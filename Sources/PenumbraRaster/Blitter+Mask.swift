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
//
// Because a pixel's result depends only on its own coverage and old value, a row whose width is
// not a multiple of four ends with a group overlapping the previous one: it is computed from
// the old pixels before the row is written and stored last, rewriting the overlap with the same
// bytes. A row narrower than four pixels is padded with zero-coverage pixels (which keep their
// bytes) when the destination row has room, so every pixel goes through the vector path.
import PenumbraCore

extension Blitter {
    /// `round(x / 255)` on 16-bit lanes, exact for lanes in `0...65_025` (``PixelMath/div255(_:)``).
    ///
    /// With `t = x + 128`, `(t + (t >> 8)) >> 8` equals `(t × 257) >> 16` for every `t` below
    /// 2^16 (adding the dropped fraction `(t mod 256) / 256 < 1` never crosses a multiple of 256),
    /// which compiles to one high-half multiply per eight lanes. The tests check every input.
    @inline(__always)
    static func div255(_ x: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let t = SIMD8<UInt32>(truncatingIfNeeded: x &+ 128)
        return SIMD8<UInt16>(truncatingIfNeeded: (t &* 257) &>> 16)
    }

    /// Composites `color` through a `width × height` block of coverage onto the pixels at `dst`.
    /// - Parameters:
    ///   - dst: The top-left destination pixel; rows are `dstStride` bytes apart.
    ///   - room: Pixels from `dst` to the end of its destination row (at least `width`); pixels
    ///     past `width` may be rewritten with their own bytes.
    ///   - coverage: The top-left coverage byte; rows are `coverageStride` bytes apart.
    ///   - color: A valid premultiplied colour (each channel at most alpha).
    static func solidMask(_ dst: UnsafeMutablePointer<UInt8>, dstStride: Int, room: Int,
                          _ coverage: UnsafePointer<UInt8>, coverageStride: Int,
                          width: Int, height: Int, _ color: PremultipliedRGBA8) {
        if color.a == 0 || width <= 0 || height <= 0 { return }
        #if _endian(little)
        if width >= 4 || room >= 4 {
            if color.a == 255 {
                solidMaskRows(dst, dstStride, coverage, coverageStride, width, height, color, opaque: true)
            } else {
                solidMaskRows(dst, dstStride, coverage, coverageStride, width, height, color, opaque: false)
            }
            return
        }
        #endif
        for y in 0..<height {
            solid(dst + y &* dstStride, coverage + y &* coverageStride, width, color)
        }
    }

    /// The vector rows of ``solidMask(_:dstStride:room:_:coverageStride:width:height:_:)``;
    /// `width >= 4` or the destination rows have room for four pixels. Little-endian only.
    @inline(__always)
    private static func solidMaskRows(_ dst: UnsafeMutablePointer<UInt8>, _ dstStride: Int,
                                      _ coverage: UnsafePointer<UInt8>, _ coverageStride: Int,
                                      _ width: Int, _ height: Int, _ color: PremultipliedRGBA8, opaque: Bool) {
        // Four pixels are sixteen bytes read as eight 16-bit lanes: the low bytes are the red and
        // blue channels, the high bytes green and alpha; each pixel owns two lanes.
        let r = UInt16(color.r), g = UInt16(color.g), b = UInt16(color.b), a = UInt16(color.a)
        let colorLow = SIMD8<UInt16>(r, b, r, b, r, b, r, b)
        let colorHigh = SIMD8<UInt16>(g, a, g, a, g, a, g, a)
        let alphaLanes = SIMD8<UInt16>(repeating: a)
        let opaqueWord = word(color)
        let opaqueLanes = unsafeBitCast(SIMD4<UInt32>(repeating: opaqueWord), to: SIMD8<UInt16>.self)

        /// The four composited pixels at `p` for coverage bytes `cw` (first pixel lowest).
        @inline(__always)
        func group(_ p: UnsafeMutableRawPointer, _ cw: UInt32) -> SIMD8<UInt16> {
            if opaque && cw == 0xFFFF_FFFF { return opaqueLanes }
            // Each pixel's coverage in its two lanes (two unpacks).
            let bytes = unsafeBitCast(cw.littleEndian, to: SIMD4<UInt8>.self)
            let c = SIMD8<UInt16>(UInt16(bytes[0]), UInt16(bytes[0]), UInt16(bytes[1]), UInt16(bytes[1]),
                                  UInt16(bytes[2]), UInt16(bytes[2]), UInt16(bytes[3]), UInt16(bytes[3]))
            let inv = SIMD8<UInt16>(repeating: 255) &- (opaque ? c : div255(alphaLanes &* c))
            let d = p.loadUnaligned(as: SIMD8<UInt16>.self)
            let low = div255(colorLow &* c) &+ div255((d & 255) &* inv)
            let high = div255(colorHigh &* c) &+ div255((d &>> 8) &* inv)
            return low | high &<< 8
        }

        for y in 0..<height {
            let cov = coverage + y &* coverageStride
            let row = UnsafeMutableRawPointer(dst + y &* dstStride)
            if width < 4 {
                // Padded with zero coverage: the extra pixels keep their bytes.
                var cw = UInt32(cov[0])
                if width > 1 { cw |= UInt32(cov[1]) &<< 8 }
                if width > 2 { cw |= UInt32(cov[2]) &<< 16 }
                if cw != 0 { row.storeBytes(of: group(row, cw), as: SIMD8<UInt16>.self) }
                continue
            }
            // The last group, from the old pixels, when it overlaps the one before it.
            let last = width &- 4
            let lastCoverage = UnsafeRawPointer(cov + last).loadUnaligned(as: UInt32.self)
            let lastPixels = row + 4 &* last
            let tail = width & 3 != 0 && lastCoverage != 0 ? group(lastPixels, lastCoverage) : nil
            var i = 0
            while i <= last {
                let cw = UnsafeRawPointer(cov + i).loadUnaligned(as: UInt32.self)
                if cw != 0 {
                    let p = row + 4 &* i
                    p.storeBytes(of: group(p, cw), as: SIMD8<UInt16>.self)
                }
                i &+= 4
            }
            if let tail { lastPixels.storeBytes(of: tail, as: SIMD8<UInt16>.self) }
        }
    }
}
