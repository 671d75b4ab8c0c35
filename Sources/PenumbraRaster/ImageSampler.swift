// The sampling both image shaders share (an image in a rectangle, an image under an affine
// transform): a source position in 16.16 fixed point read as the pixel under it (nearest) or the
// four nearest pixels weighed with 8-bit fractions, rounded to nearest (bilinear), clamped at the
// image's edges; then the colour, or a template's tint scaled by the sampled alpha, as a word.
import PenumbraCore

/// One image's pixels, sampled at 16.16 source positions.
struct ImageSampler {
    let pixels: UnsafePointer<UInt8>
    let width: Int, height: Int
    /// Template tint, or `nil` for a colour image.
    let tint: PremultipliedRGBA8?

    @inline(__always) func clampX(_ i: Int) -> Int { i < 0 ? 0 : (i >= width ? width - 1 : i) }
    @inline(__always) func clampY(_ i: Int) -> Int { i < 0 ? 0 : (i >= height ? height - 1 : i) }

    /// The pixel under (u, v).
    @inline(__always) func nearest(_ u: Int, _ v: Int) -> UInt32 {
        let o = (clampY((v + 32_768) >> 16) * width + clampX((u + 32_768) >> 16)) * 4
        return word(UInt32(pixels[o]), UInt32(pixels[o + 1]), UInt32(pixels[o + 2]), UInt32(pixels[o + 3]))
    }

    /// The four pixels around (u, v), weighed by its fractions.
    @inline(__always) func bilinear(_ u: Int, _ v: Int) -> UInt32 {
        let xi = u >> 16, fx = (u >> 8) & 255, yi = v >> 16, fy = (v >> 8) & 255
        let r0 = clampY(yi) * width, r1 = clampY(yi + 1) * width, c0 = clampX(xi), c1 = clampX(xi + 1)
        let w00 = (256 - fx) * (256 - fy), w10 = fx * (256 - fy), w01 = (256 - fx) * fy, w11 = fx * fy
        let o00 = (r0 + c0) * 4, o10 = (r0 + c1) * 4, o01 = (r1 + c0) * 4, o11 = (r1 + c1) * 4
        let p = pixels
        @inline(__always) func ch(_ k: Int) -> UInt32 {
            UInt32((Int(p[o00 + k]) * w00 + Int(p[o10 + k]) * w10 + Int(p[o01 + k]) * w01
                    + Int(p[o11 + k]) * w11 + 32_768) >> 16)
        }
        return word(ch(0), ch(1), ch(2), ch(3))
    }

    /// A sampled colour as a premultiplied word: itself, or the tint scaled by its alpha.
    @inline(__always) func word(_ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32) -> UInt32 {
        if let t = tint {
            return Blitter.word(PremultipliedRGBA8(unchecked: PixelMath.mul255(t.r, UInt8(a)), PixelMath.mul255(t.g, UInt8(a)),
                                                   PixelMath.mul255(t.b, UInt8(a)), PixelMath.mul255(t.a, UInt8(a))))
        }
        return (r | g << 8 | b << 16 | a << 24).littleEndian
    }
}
