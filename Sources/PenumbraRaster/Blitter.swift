// Row compositing: source-over of a premultiplied colour (or a row of colours) through 8-bit
// coverage, with exact rounding:
//
//   s' = round(s × c / 255)                  (each channel, PixelMath.div255)
//   d' = s' + round(d × (255 − s'.a) / 255)
//
// Opaque colour at full coverage is a plain store; runs of full coverage are written as 32-bit
// words without reading the destination.
import PenumbraCore

/// Premultiplied pixel rows in place; all functions take raw pointers so that the loops carry no
/// bounds or copy-on-write checks. Callers guarantee the ranges.
enum Blitter {
    /// The 32-bit word whose memory bytes are `r, g, b, a` on any byte order.
    @inline(__always)
    static func word(_ c: PremultipliedRGBA8) -> UInt32 {
        (UInt32(c.r) | UInt32(c.g) << 8 | UInt32(c.b) << 16 | UInt32(c.a) << 24).littleEndian
    }

    /// Source-over of `(r, g, b, a)` (premultiplied) onto the pixel at `p`.
    @inline(__always)
    static func over(_ p: UnsafeMutablePointer<UInt8>, _ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32) {
        if a == 255 {
            p[0] = UInt8(truncatingIfNeeded: r); p[1] = UInt8(truncatingIfNeeded: g)
            p[2] = UInt8(truncatingIfNeeded: b); p[3] = 255
            return
        }
        if a == 0 { return }
        let inv = 255 &- a
        p[0] = UInt8(truncatingIfNeeded: r &+ PixelMath.div255(UInt32(p[0]) &* inv))
        p[1] = UInt8(truncatingIfNeeded: g &+ PixelMath.div255(UInt32(p[1]) &* inv))
        p[2] = UInt8(truncatingIfNeeded: b &+ PixelMath.div255(UInt32(p[2]) &* inv))
        p[3] = UInt8(truncatingIfNeeded: a &+ PixelMath.div255(UInt32(p[3]) &* inv))
    }

    /// Composites one solid colour through `coverage[0..<count]` onto `count` pixels at `dst`.
    static func solid(_ dst: UnsafeMutablePointer<UInt8>, _ coverage: UnsafePointer<UInt8>, _ count: Int,
                      _ color: PremultipliedRGBA8) {
        let r = UInt32(color.r), g = UInt32(color.g), b = UInt32(color.b), a = UInt32(color.a)
        if a == 0 { return }
        let opaqueWord = word(color)
        let words = UnsafeMutableRawPointer(dst).assumingMemoryBound(to: UInt32.self)
        var i = 0
        while i < count {
            let c = UInt32(coverage[i])
            if c == 0 { i += 1; continue }
            if c == 255 {
                if a == 255 {
                    // A run of full coverage: plain stores.
                    var j = i
                    while j < count && coverage[j] == 255 { words[j] = opaqueWord; j += 1 }
                    i = j
                    continue
                }
                over(dst + 4 * i, r, g, b, a)
            } else {
                over(dst + 4 * i, PixelMath.div255(r &* c), PixelMath.div255(g &* c),
                     PixelMath.div255(b &* c), PixelMath.div255(a &* c))
            }
            i += 1
        }
    }

    /// Composites one solid colour through runs of constant coverage; `dst` is the pixel at span
    /// offset 0.
    static func solidSpans(_ dst: UnsafeMutablePointer<UInt8>, _ spans: UnsafePointer<CoverageSpan>, _ n: Int,
                           _ color: PremultipliedRGBA8) {
        let r = UInt32(color.r), g = UInt32(color.g), b = UInt32(color.b), a = UInt32(color.a)
        if a == 0 { return }
        let words = UnsafeMutableRawPointer(dst).assumingMemoryBound(to: UInt32.self)
        for k in 0..<n {
            let span = spans[k]
            let c = UInt32(span.coverage)
            if c == 0 { continue }
            let x = Int(span.x), len = Int(span.length)
            if c == 255 && a == 255 {
                (words + x).update(repeating: word(color), count: len)
                continue
            }
            let sr = c == 255 ? r : PixelMath.div255(r &* c), sg = c == 255 ? g : PixelMath.div255(g &* c)
            let sb = c == 255 ? b : PixelMath.div255(b &* c), sa = c == 255 ? a : PixelMath.div255(a &* c)
            overRun(dst + 4 * x, len, sr, sg, sb, sa)
        }
    }

    /// Source-over of one premultiplied colour onto `count` pixels, four pixels per step with
    /// 16-bit lanes (255 · 255 + 128 + 255 fits in 16 bits), the same div255 rounding.
    @inline(__always)
    static func overRun(_ dst: UnsafeMutablePointer<UInt8>, _ count: Int, _ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32) {
        var i = 0
        if count >= 4 {
            let inv = SIMD16<UInt16>(repeating: UInt16(truncatingIfNeeded: 255 &- a))
            let one = SIMD4<UInt16>(UInt16(truncatingIfNeeded: r), UInt16(truncatingIfNeeded: g),
                                    UInt16(truncatingIfNeeded: b), UInt16(truncatingIfNeeded: a))
            let src = SIMD16<UInt16>(lowHalf: SIMD8(lowHalf: one, highHalf: one), highHalf: SIMD8(lowHalf: one, highHalf: one))
            let half = SIMD16<UInt16>(repeating: 128)
            while i + 4 <= count {
                let p = UnsafeMutableRawPointer(dst + 4 * i)
                let d = SIMD16<UInt16>(truncatingIfNeeded: p.loadUnaligned(as: SIMD16<UInt8>.self))
                let t = d &* inv &+ half
                let q = (t &+ (t &>> 8)) &>> 8
                p.storeBytes(of: SIMD16<UInt8>(truncatingIfNeeded: q &+ src), as: SIMD16<UInt8>.self)
                i += 4
            }
        }
        while i < count { over(dst + 4 * i, r, g, b, a); i += 1 }
    }

    /// Composites `colors[0..<count]` (premultiplied words, see ``word(_:)``) through coverage.
    static func colors(_ dst: UnsafeMutablePointer<UInt8>, _ coverage: UnsafePointer<UInt8>, _ count: Int,
                       _ colors: UnsafePointer<UInt32>) {
        for i in 0..<count {
            let c = UInt32(coverage[i])
            if c == 0 { continue }
            let w = UInt32(littleEndian: colors[i])
            let r = w & 255, g = (w >> 8) & 255, b = (w >> 16) & 255, a = w >> 24
            if c == 255 {
                over(dst + 4 * i, r, g, b, a)
            } else {
                over(dst + 4 * i, PixelMath.div255(r &* c), PixelMath.div255(g &* c),
                     PixelMath.div255(b &* c), PixelMath.div255(a &* c))
            }
        }
    }

    /// Multiplies `coverage[0..<count]` by `other` (div255), in place.
    @inline(__always)
    static func multiply(_ coverage: UnsafeMutablePointer<UInt8>, _ other: UnsafePointer<UInt8>, _ count: Int) {
        for i in 0..<count {
            let o = other[i]
            if o == 255 { continue }
            coverage[i] = UInt8(truncatingIfNeeded: PixelMath.div255(UInt32(coverage[i]) &* UInt32(o)))
        }
    }

    /// Multiplies `coverage[0..<count]` by a constant `k` (div255), in place.
    @inline(__always)
    static func scale(_ coverage: UnsafeMutablePointer<UInt8>, _ k: UInt8, _ count: Int) {
        if k == 255 { return }
        let kk = UInt32(k)
        for i in 0..<count {
            coverage[i] = UInt8(truncatingIfNeeded: PixelMath.div255(UInt32(coverage[i]) &* kk))
        }
    }
}
