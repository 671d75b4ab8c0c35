// Vector images (SVG and PDF icons) drawn with the rasterizer: every outline is mapped to device
// pixels and filled with exact-area coverage, strokes become outlines through the stroker, groups
// with an opacity become offscreen layers, clip paths become clip masks.
import PenumbraCore
import PenumbraRaster
import PenumbraVector

/// Draws a ``VectorDrawing`` into a canvas.
struct VectorImagePainter {
    /// The tint of a template image: every paint takes this colour and keeps its own alpha.
    let tint: PremultipliedRGBA8?

    /// Draws `drawing` stretched to `frame` (device pixels), mirrored left to right when asked.
    func draw(_ drawing: VectorDrawing, in frame: Rect, mirrored: Bool, into canvas: inout RasterCanvas) {
        guard drawing.size.width > 0, drawing.size.height > 0, frame.width > 0, frame.height > 0 else { return }
        let sx = frame.width / drawing.size.width, sy = frame.height / drawing.size.height
        let base = mirrored
            ? AffineTransform(a: -sx, b: 0, c: 0, d: sy, tx: frame.maxX, ty: frame.minY)
            : AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: frame.minX, ty: frame.minY)
        for node in drawing.content { draw(node, base, into: &canvas) }
    }

    /// A mask bitmap whose alpha is the luminosity of `bitmap` (PDF's or CSS's weights, in
    /// integers out of 10,000), its colours cleared.
    static func luminosityAsAlpha(_ bitmap: Bitmap, weights: VectorLuminanceWeights = .pdf) -> Bitmap {
        let (wr, wg, wb) = switch weights {
        case .pdf: (2990, 5870, 1140)
        case .css: (2125, 7154, 721)
        }
        var out = bitmap
        out.withUnsafeMutableBytes { p in
            var o = 0
            while o < p.count {
                let y = (wr * Int(p[o]) + wg * Int(p[o + 1]) + wb * Int(p[o + 2]) + 5000) / 10000
                p[o] = 0; p[o + 1] = 0; p[o + 2] = 0; p[o + 3] = UInt8(y)
                o += 4
            }
        }
        return out
    }

    func draw(_ node: VectorNode, _ base: AffineTransform, into canvas: inout RasterCanvas) {
        switch node {
        case .shape(let shape): draw(shape, base, into: &canvas)
        case .mesh(let mesh):
            MeshRasterizer.draw(mesh, mesh.transform.concatenating(base), tint: tint, into: &canvas)
        case .image(let image):
            // The image's pixel grid to the unit square, then to the drawing and the device.
            let w = Double(image.pixels.width), h = Double(image.pixels.height)
            let toDevice = AffineTransform(a: 1 / w, b: 0, c: 0, d: 1 / h, tx: 0, ty: 0).concatenating(image.transform).concatenating(base)
            canvas.draw(image: image.pixels, transform: toDevice, tint: tint, opacity: image.opacity)
        case .group(let group):
            guard group.opacity > 0 else { return }
            for clip in group.clips {
                canvas.pushClip(clip.path.applying(clip.transform.concatenating(base)), fillRule: clip.evenOdd ? .evenOdd : .nonZero)
            }
            // A blend mode: the group drawn on a layer of its own, then blended onto what lies below.
            let blend = Self.rasterBlendMode(group.blendMode)
            if blend != .normal { canvas.beginLayer(opacity: 1) }
            if let mask = group.mask {
                // The children in a layer, the mask on a canvas of its own, then the layer through
                // the mask's alpha (or luminosity over its backdrop).
                canvas.beginLayer(opacity: 1)
                for child in group.children { draw(child, base, into: &canvas) }
                var maskCanvas = RasterCanvas(bitmap: Bitmap(size: canvas.bitmap.size))
                if mask.luminosity { maskCanvas.fill(rect: Rect(x: 0, y: 0, width: Double(canvas.width), height: Double(canvas.height)),
                                                     color: mask.backdrop.premultiplied) }
                let painter = VectorImagePainter(tint: nil)
                for node in mask.content { painter.draw(node, base, into: &maskCanvas) }
                if canvas.openLayer(mask.luminosity ? Self.luminosityAsAlpha(maskCanvas.bitmap, weights: mask.weights) : maskCanvas.bitmap) {
                    canvas.endMaskedLayer(opacity: group.opacity)
                } else {
                    canvas.endLayer()
                }
            } else {
                let layered = group.opacity < 1 && group.children.count > 0
                if layered { canvas.beginLayer(opacity: group.opacity) }
                for child in group.children { draw(child, base, into: &canvas) }
                if layered { canvas.endLayer() }
            }
            if blend != .normal { canvas.endLayer(blendMode: blend) }
            for _ in group.clips { canvas.popClip() }
        }
    }

    private func draw(_ shape: VectorShape, _ base: AffineTransform, into canvas: inout RasterCanvas) {
        let toDevice = shape.transform.concatenating(base)
        if let fill = shape.fill, fill.opacity > 0 {
            paint(shape.path.applying(toDevice), fill.paint, opacity: fill.opacity, shapeTransform: toDevice,
                  rule: fill.evenOdd ? .evenOdd : .nonZero, into: &canvas)
        }
        if let stroke = shape.stroke, stroke.opacity > 0 {
            // The line is built in the shape's own units (so a non-uniform scale gives an uneven
            // line, as in SVG and PDF), to the device tolerance divided by the mean scale.
            let scale = Self.meanScale(toDevice)
            guard scale > 0 else { return }
            var style = stroke.style
            if style.width <= 0 { style.width = 1 / scale } // PDF's 0 width: the thinnest line the device draws.
            let outline = Stroker.outline(of: shape.path, style: style, tolerance: 0.05 / scale).applying(toDevice)
            paint(outline, stroke.paint, opacity: stroke.opacity, shapeTransform: toDevice, rule: .nonZero, into: &canvas)
        }
    }

    /// Fills a device-space outline with a paint given in the shape's coordinates.
    private func paint(_ outline: VectorPath, _ paint: VectorPaint, opacity: Double, shapeTransform: AffineTransform,
                       rule: FillRule, into canvas: inout RasterCanvas) {
        switch paint {
        case .color(let c):
            canvas.fill(outline, color: color(c, opacity: opacity), fillRule: rule)
        case .linear(let g):
            let stops = g.stops.map { GradientStop(location: $0.offset, color: color($0.color, opacity: opacity)) }
            guard let last = stops.last else { return }
            let m = g.transform.concatenating(shapeTransform)
            guard let (start, end) = Self.deviceAxis(start: g.start, end: g.end, m),
                  let gradient = RasterGradient(stops: stops.count == 1 ? [stops[0], stops[0]] : stops, start: start, end: end) else {
                canvas.fill(outline, color: last.color, fillRule: rule)
                return
            }
            canvas.fill(outline, gradient: gradient, fillRule: rule)
        case .radial(let g):
            let stops = g.stops.map { GradientStop(location: $0.offset, color: color($0.color, opacity: opacity)) }
            guard let last = stops.last else { return }
            let spread: GradientSpread = switch g.spread {
            case .pad: .pad
            case .reflect: .reflect
            case .repeat: .repeat
            }
            guard let gradient = RasterRadialGradient(stops: stops.count == 1 ? [stops[0], stops[0]] : stops, center: g.center,
                                                      radius: g.radius, focal: g.focal, focalRadius: g.focalRadius,
                                                      transform: g.transform.concatenating(shapeTransform), spread: spread) else {
                canvas.fill(outline, color: last.color, fillRule: rule)
                return
            }
            canvas.fill(outline, radialGradient: gradient, fillRule: rule)
        }
    }

    /// A straight-alpha colour with an opacity, as the template tint when there is one.
    private func color(_ c: RGBA8, opacity: Double) -> PremultipliedRGBA8 {
        let alpha = UInt8(max(0, min(255, (Double(c.a) * min(1, max(0, opacity))).rounded())))
        guard let tint else { return RGBA8(c.r, c.g, c.b, alpha).premultiplied }
        // The tint scaled by the paint's alpha: a template keeps only the image's coverage.
        return PremultipliedRGBA8(unchecked: PixelMath.mul255(tint.r, alpha), PixelMath.mul255(tint.g, alpha),
                                  PixelMath.mul255(tint.b, alpha), PixelMath.mul255(tint.a, alpha))
    }

    /// The device-space start and end of a linear gradient whose axis runs from `start` to `end`
    /// in gradient space mapped by `m`. Under a non-uniform map the lines of equal colour stay
    /// parallel but are no longer perpendicular to the mapped axis, so the device axis is taken
    /// along the gradient of the offset function instead: for offset t(q) = (q − s)·v / |v|² and
    /// q = M⁻¹(p), t is affine in p with slope g = M⁻ᵀ v / |v|², and the device end is
    /// M(s) + g / |g|².
    static func deviceAxis(start: Point, end: Point, _ m: AffineTransform) -> (Point, Point)? {
        let vx = end.x - start.x, vy = end.y - start.y
        let vv = vx * vx + vy * vy
        let det = m.a * m.d - m.b * m.c
        guard vv > 0, det != 0, det.isFinite else { return nil }
        // M⁻ᵀ of the linear part [a c; b d] is [d −b; −c a] / det.
        let gx = (m.d * vx - m.b * vy) / det / vv, gy = (-m.c * vx + m.a * vy) / det / vv
        let gg = gx * gx + gy * gy
        guard gg > 0, gg.isFinite else { return nil }
        let s = m.apply(start)
        return (s, Point(s.x + gx / gg, s.y + gy / gg))
    }

    /// The rasterizer's blend mode for a vector group's: the same modes under the same names.
    static func rasterBlendMode(_ mode: VectorBlendMode) -> RasterBlendMode {
        RasterBlendMode(rawValue: mode.rawValue) ?? .normal
    }

    /// The geometric mean of a transform's scale factors (√|det|).
    static func meanScale(_ m: AffineTransform) -> Double {
        abs(m.a * m.d - m.b * m.c).squareRoot()
    }
}

/// Renders vector images on their own: an SVG or PDF icon to pixels, as the view stage draws it.
public enum VectorImageRenderer {
    /// The drawing at `scale` pixels per unit of its size (its size × `scale`, rounded up),
    /// tinted as a template when `tint` is given.
    public static func bitmap(of drawing: VectorDrawing, scale: Double, tint: PremultipliedRGBA8? = nil) throws(ImageSizeError) -> Bitmap {
        let w = Int((drawing.size.width * scale).rounded(.up)), h = Int((drawing.size.height * scale).rounded(.up))
        var canvas = RasterCanvas(bitmap: try Bitmap(width: w, height: h))
        VectorImagePainter(tint: tint).draw(drawing, in: Rect(x: 0, y: 0, width: drawing.size.width * scale, height: drawing.size.height * scale),
                                            mirrored: false, into: &canvas)
        return canvas.bitmap
    }
}
