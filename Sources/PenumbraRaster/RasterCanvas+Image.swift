// Images: a premultiplied bitmap drawn into a destination rectangle, sampled at pixel centres
// in 16.16 fixed point. Nearest takes the source pixel under the centre; bilinear weighs the
// four nearest source pixels with 8-bit fractions (weights sum to 65,536, rounded to nearest),
// clamping at the image's edges. Template images use only the source alpha, tinted.
import PenumbraCore

/// How an image is sampled when scaled.
public enum ImageSampling: Sendable, Hashable {
    /// The source pixel under each destination pixel's centre.
    case nearest
    /// Weighted average of the four nearest source pixels.
    case bilinear
}

/// Per-pixel colours of an image placed in a rectangle.
struct ImageShader: RowShader {
    let image: Bitmap
    let sampling: ImageSampling
    /// Template tint, or `nil` for a colour image.
    let tint: PremultipliedRGBA8?
    /// Source position (16.16) of destination pixel centre x: stepX·x + offX.
    let stepX: Int, offX: Int, stepY: Int, offY: Int

    init(image: Bitmap, rect: Rect, sampling: ImageSampling, tint: PremultipliedRGBA8?) {
        self.image = image; self.sampling = sampling; self.tint = tint
        let sx = Double(image.width) / rect.width, sy = Double(image.height) / rect.height
        func fix(_ v: Double) -> Int {
            let f = v * 65_536
            return f.isFinite ? Int(max(-1e12, min(1e12, f.rounded()))) : 0
        }
        stepX = fix(sx); stepY = fix(sy)
        // Centre of destination pixel x maps to (x + 0.5 − minX) · sx − 0.5 in source pixels.
        offX = fix((0.5 - rect.minX) * sx - 0.5); offY = fix((0.5 - rect.minY) * sy - 0.5)
    }

    func shade(y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let w = image.width, h = image.height
        let v = stepY &* y &+ offY
        var u = stepX &* x0 &+ offX
        image.withUnsafeBytes { src in
            let p = src.baseAddress!
            @inline(__always) func clampX(_ i: Int) -> Int { i < 0 ? 0 : (i >= w ? w - 1 : i) }
            @inline(__always) func clampY(_ i: Int) -> Int { i < 0 ? 0 : (i >= h ? h - 1 : i) }
            switch sampling {
            case .nearest:
                let row = clampY((v + 32_768) >> 16) * w
                for i in 0..<count {
                    let o = (row + clampX((u + 32_768) >> 16)) * 4
                    out[i] = finish(UInt32(p[o]), UInt32(p[o + 1]), UInt32(p[o + 2]), UInt32(p[o + 3]))
                    u &+= stepX
                }
            case .bilinear:
                let yi = v >> 16, fy = (v >> 8) & 255
                let r0 = clampY(yi) * w, r1 = clampY(yi + 1) * w
                for i in 0..<count {
                    let xi = u >> 16, fx = (u >> 8) & 255
                    let c0 = clampX(xi), c1 = clampX(xi + 1)
                    let w00 = (256 - fx) * (256 - fy), w10 = fx * (256 - fy), w01 = (256 - fx) * fy, w11 = fx * fy
                    let o00 = (r0 + c0) * 4, o10 = (r0 + c1) * 4, o01 = (r1 + c0) * 4, o11 = (r1 + c1) * 4
                    @inline(__always) func ch(_ k: Int) -> UInt32 {
                        UInt32((Int(p[o00 + k]) * w00 + Int(p[o10 + k]) * w10 + Int(p[o01 + k]) * w01
                                + Int(p[o11 + k]) * w11 + 32_768) >> 16)
                    }
                    out[i] = finish(ch(0), ch(1), ch(2), ch(3))
                    u &+= stepX
                }
            }
        }
    }

    @inline(__always)
    private func finish(_ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32) -> UInt32 {
        if let t = tint {
            return Blitter.word(PremultipliedRGBA8(unchecked: PixelMath.mul255(t.r, UInt8(a)), PixelMath.mul255(t.g, UInt8(a)),
                                                   PixelMath.mul255(t.b, UInt8(a)), PixelMath.mul255(t.a, UInt8(a))))
        }
        return (r | g << 8 | b << 16 | a << 24).littleEndian
    }
}

extension RasterCanvas {
    /// Draws `image` (premultiplied) scaled into `rect` (device pixels; fractional edges are
    /// anti-aliased), at draw-level `opacity` (0...1). Default sampling: bilinear.
    public mutating func draw(image: Bitmap, in rect: Rect, sampling: ImageSampling = .bilinear, opacity: Double = 1) {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
        let shader = ImageShader(image: image, rect: rect, sampling: sampling, tint: nil)
        fill(Shapes.rectangle(rect), paint: .shader(shader), fillRule: .nonZero, opacity: FixedPoint.opacity8(opacity))
    }

    /// Draws a template image: only the source alpha is used, as a mask for `tint`
    /// (premultiplied), like a UIImage rendered with `.alwaysTemplate` and a `tintColor`.
    public mutating func draw(templateImage image: Bitmap, in rect: Rect, tint: PremultipliedRGBA8,
                              sampling: ImageSampling = .bilinear, opacity: Double = 1) {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
        let shader = ImageShader(image: image, rect: rect, sampling: sampling, tint: tint)
        fill(Shapes.rectangle(rect), paint: .shader(shader), fillRule: .nonZero, opacity: FixedPoint.opacity8(opacity))
    }
}
