// Images placed by an affine transform (a PDF image's CTM: rotated, skewed or flipped), sampled
// at destination pixel centres mapped back into the image in 16.16 fixed point: the inverse is
// computed once, then each pixel's source position is an integer multiply-add of its
// coordinates, so the same input gives the same pixels everywhere. Bilinear sampling weighs the
// four nearest source pixels with 8-bit fractions, clamped at the image's edges; the edges of
// the placed image come from the coverage of its outline. An image shrunk to less than half its
// size is first reduced by whole-pixel box averages, so a large photo drawn small is not aliased.
import PenumbraCore

/// Per-pixel colours of an image placed by an affine transform.
struct TransformedImageShader: RowShader {
    let image: Bitmap
    let sampling: ImageSampling
    /// Template tint, or `nil` for a colour image.
    let tint: PremultipliedRGBA8?
    /// Source position (16.16) of the centre of destination pixel (x, y): u = u0 + ux·x + uy·y,
    /// v = v0 + vx·x + vy·y.
    let u0: Int, ux: Int, uy: Int, v0: Int, vx: Int, vy: Int

    /// A shader for `image` whose pixel grid (x right, y down, (0, 0) its top-left corner)
    /// `transform` maps to device pixels; nil for a transform that cannot be inverted.
    init?(image: Bitmap, transform m: AffineTransform, sampling: ImageSampling, tint: PremultipliedRGBA8?) {
        self.image = image; self.sampling = sampling; self.tint = tint
        let det = m.a * m.d - m.b * m.c
        guard det != 0, det.isFinite, m.tx.isFinite, m.ty.isFinite else { return nil }
        let ia = m.d / det, ib = -m.b / det, ic = -m.c / det, id = m.a / det
        let itx = -(ia * m.tx + ic * m.ty), ity = -(ib * m.tx + id * m.ty)
        func fix(_ v: Double) -> Int? {
            let f = (v * 65_536).rounded()
            return f.isFinite && abs(f) < 1e15 ? Int(f) : nil
        }
        // Device centre (x + ½, y + ½) to source point, then − ½ for the source pixel centres.
        guard let ux = fix(ia), let vx = fix(ib), let uy = fix(ic), let vy = fix(id),
              let u0 = fix(ia * 0.5 + ic * 0.5 + itx - 0.5), let v0 = fix(ib * 0.5 + id * 0.5 + ity - 0.5) else { return nil }
        self.ux = ux; self.vx = vx; self.uy = uy; self.vy = vy; self.u0 = u0; self.v0 = v0
    }

    func shade(y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        image.withUnsafeBytes { src in
            let sampler = ImageSampler(pixels: src.baseAddress!, width: image.width, height: image.height, tint: tint)
            for i in 0..<count {
                let x = x0 + i
                let u = u0 &+ ux &* x &+ uy &* y, v = v0 &+ vx &* x &+ vy &* y
                switch sampling {
                case .nearest: out[i] = sampler.nearest(u, v)
                case .bilinear: out[i] = sampler.bilinear(u, v)
                }
            }
        }
    }

    /// `image` reduced by whole-pixel box averages of `fx` × `fy` source pixels (the last row
    /// and column of boxes average what they hold), each channel rounded to nearest.
    static func boxReduced(_ image: Bitmap, fx: Int, fy: Int) -> Bitmap {
        let w = image.width, h = image.height
        let nw = (w + fx - 1) / fx, nh = (h + fy - 1) / fy
        guard let size = try? PixelSize(width: nw, height: nh) else { return image }
        var out = Bitmap(size: size)
        image.withUnsafeBytes { src in
            out.withUnsafeMutableBytes { dst in
                for by in 0..<nh {
                    let y0 = by * fy, y1 = min(h, y0 + fy)
                    for bx in 0..<nw {
                        let x0 = bx * fx, x1 = min(w, x0 + fx)
                        var sum = (0, 0, 0, 0)
                        for y in y0..<y1 {
                            var o = (y * w + x0) * 4
                            for _ in x0..<x1 {
                                sum.0 += Int(src[o]); sum.1 += Int(src[o + 1]); sum.2 += Int(src[o + 2]); sum.3 += Int(src[o + 3])
                                o += 4
                            }
                        }
                        let n = (y1 - y0) * (x1 - x0), o = (by * nw + bx) * 4
                        dst[o] = UInt8((sum.0 + n / 2) / n); dst[o + 1] = UInt8((sum.1 + n / 2) / n)
                        dst[o + 2] = UInt8((sum.2 + n / 2) / n); dst[o + 3] = UInt8((sum.3 + n / 2) / n)
                    }
                }
            }
        }
        return out
    }
}

extension RasterCanvas {
    /// Draws `image` (premultiplied) through `transform`, which maps the image's pixel grid (x
    /// right, y down, the image spanning (0, 0)…(width, height)) to device pixels, at draw-level
    /// `opacity`; with a `tint`, only the image's alpha is used, as a mask for the tint (a
    /// template image). The outline's edges are anti-aliased by coverage; a transform that cannot
    /// be inverted draws nothing.
    public mutating func draw(image: Bitmap, transform: AffineTransform, sampling: ImageSampling = .bilinear,
                              tint: PremultipliedRGBA8? = nil, opacity: Double = 1) {
        guard image.width > 0, image.height > 0 else { return }
        var source = image, m = transform
        // How many device pixels one source pixel spans along each axis; under ½, box-reduce.
        let spanX = (m.a * m.a + m.b * m.b).squareRoot(), spanY = (m.c * m.c + m.d * m.d).squareRoot()
        let fx = spanX > 0 && spanX < 0.5 ? min(image.width, Int((1 / spanX).rounded(.down))) : 1
        let fy = spanY > 0 && spanY < 0.5 ? min(image.height, Int((1 / spanY).rounded(.down))) : 1
        if fx > 1 || fy > 1 {
            source = TransformedImageShader.boxReduced(image, fx: fx, fy: fy)
            // The reduced grid spans the same box as the original.
            let sx = Double(image.width) / Double(source.width), sy = Double(image.height) / Double(source.height)
            m = AffineTransform(a: m.a * sx, b: m.b * sx, c: m.c * sy, d: m.d * sy, tx: m.tx, ty: m.ty)
        }
        guard let shader = TransformedImageShader(image: source, transform: m, sampling: sampling, tint: tint) else { return }
        let outline = Shapes.rectangle(Rect(x: 0, y: 0, width: Double(source.width), height: Double(source.height))).applying(m)
        fill(outline, paint: .shader(shader), fillRule: .nonZero, opacity: FixedPoint.opacity8(opacity))
    }
}
