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
        let v = stepY &* y &+ offY
        var u = stepX &* x0 &+ offX
        image.withUnsafeBytes { src in
            let sampler = ImageSampler(pixels: src.baseAddress!, width: image.width, height: image.height, tint: tint)
            switch sampling {
            case .nearest:
                for i in 0..<count {
                    out[i] = sampler.nearest(u, v)
                    u &+= stepX
                }
            case .bilinear:
                for i in 0..<count {
                    out[i] = sampler.bilinear(u, v)
                    u &+= stepX
                }
            }
        }
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
