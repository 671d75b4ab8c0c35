import PenumbraCore
import PenumbraRaster
import PenumbraVector

/// Draws a display list into a canvas at the list's scale: the only place the view stage talks
/// to the rasterizer. Frames are in points; everything here is multiplied by the scale into
/// device pixels.
struct DisplayListPainter {
    var canvas: RasterCanvas
    let scale: Double
    let text: any TextMeasurer
    /// Rounded clips in force, outermost first. A rounded clip costs a coverage mask of its whole
    /// area, and most items inside one (a list's rows) never reach its corners, so the mask is
    /// built only when an item needs it. The clips pushed on the canvas are those marked
    /// `isPushed`, in this stack's order, so pops stay in order. An outer clip that leaves a
    /// deeper pushed clip's whole rectangle untouched is not pushed with it (an icon tile's
    /// corner clip inside a list's rounded card does not build the card's mask): while the deeper
    /// clip is on the canvas nothing can be drawn where the outer one would remove anything.
    var clips: [PendingClip] = []
    /// Pushes every clip as soon as anything is drawn inside it, with no shortcuts (tests compare
    /// the shortcuts' pixels with this).
    var pushesEveryClip = false
    /// The shadows of the open `beginShadow` groups, innermost last.
    var shadows: [ResolvedShadow] = []

    /// A clip pushed by the display list, possibly not yet on the canvas.
    struct PendingClip {
        let shape: ShapeKind
        let rect: Rect
        /// How far each corner's curve reaches along the edges, in pixels (0 for a rectangle;
        /// infinite for shapes other than rectangles and rounded rectangles).
        let cornerExtent: Double
        var isPushed: Bool
        /// The index of a deeper pushed clip whose rectangle this clip does not cut; while that
        /// clip is on the canvas this one needs no mask.
        var coveredBy: Int?

        /// Whether this clip is in force on the canvas, itself or through a deeper one.
        var isSatisfied: Bool { isPushed || coveredBy != nil }

        /// Whether drawing inside `r` could show anything the clip removes.
        func cuts(_ r: Rect) -> Bool {
            if cornerExtent.isInfinite { return true }
            guard r.minX >= rect.minX, r.minY >= rect.minY, r.maxX <= rect.maxX, r.maxY <= rect.maxY else { return true }
            guard cornerExtent > 0 else { return false }
            let insideX = r.minX >= rect.minX + cornerExtent && r.maxX <= rect.maxX - cornerExtent
            let insideY = r.minY >= rect.minY + cornerExtent && r.maxY <= rect.maxY - cornerExtent
            return !(insideX || insideY)
        }
    }

    init(size: PixelSize, scale: Int, text: any TextMeasurer, background: PremultipliedRGBA8 = .clear) {
        canvas = RasterCanvas(bitmap: Bitmap(size: size, fill: background))
        self.scale = Double(scale)
        self.text = text
    }

    /// Draws `items` in order.
    mutating func paint(_ items: [DisplayItem]) throws(ViewError) {
        var i = 0
        while i < items.count {
            let item = items[i]
            if case .beginEffect(let effect) = item.operation {
                let (end, mask) = Self.effectEnd(items, from: i)
                try drawEffect(effect, frame: item.frame, content: items[(i + 1)..<(mask ?? end)],
                               mask: mask.map { items[($0 + 1)..<end] })
                i = end
            } else {
                try paint(item)
            }
            i += 1
        }
    }

    /// Puts on the canvas every clip that drawing inside `r` depends on (and the ones outside it).
    private mutating func ensureClips(for r: Rect) {
        guard let deepest = clips.lastIndex(where: { !$0.isSatisfied && (pushesEveryClip || $0.cuts(r)) }) else { return }
        // Everything drawn from now until `deepest` is popped lies inside its rectangle, so an
        // outer clip matters only if it cuts that rectangle.
        let region = clips[deepest].rect
        for i in clips.indices where i <= deepest && !clips[i].isSatisfied {
            let c = clips[i]
            guard i == deepest || pushesEveryClip || c.cuts(region) else {
                clips[i].coveredBy = deepest
                continue
            }
            switch c.shape {
            case .rectangle: canvas.pushClip(rect: c.rect)
            case .roundedRectangle, .capsule: canvas.pushClip(roundedRect(c.shape, c.rect))
            default: canvas.pushClip(path(c.shape, c.rect), fillRule: c.shape.fillRule)
            }
            clips[i].isPushed = true
        }
    }

    /// Whether a rectangle fill of `px` is exactly the innermost unpushed clip's own area, the
    /// only clip it depends on: then it is drawn as the clip's shape instead (a background under
    /// a corner radius), and no mask is built.
    private func fillMatchesClip(_ px: Rect) -> PendingClip? {
        guard !pushesEveryClip, let last = clips.last, !last.isSatisfied, last.rect == px, !last.cornerExtent.isInfinite else { return nil }
        let outer = clips.dropLast()
        guard !outer.contains(where: { !$0.isSatisfied && $0.cuts(px) }) else { return nil }
        return last
    }

    private mutating func paint(_ item: DisplayItem) throws(ViewError) {
        let px = pixels(item.frame)
        switch item.operation {
        case let .fill(shape, color):
            if shape == .rectangle, let clip = fillMatchesClip(px) {
                fill(clip.shape, px, color.premultiplied)
                return
            }
            ensureClips(for: px)
            fill(shape, px, color.premultiplied)
        case let .fillGradient(shape, gradient):
            if shape == .rectangle, let clip = fillMatchesClip(px) {
                fill(clip.shape, px, gradient)
                return
            }
            ensureClips(for: px)
            fill(shape, px, gradient)
        case let .strokeBorder(shape, stroke):
            ensureClips(for: px)
            strokeBorder(shape, px, stroke)
        case .text(let run):
            // Glyphs may reach past the layout box (accents, descenders, overhangs).
            let reach = run.font.size * scale * 0.5 + 2
            ensureClips(for: px.insetBy(dx: -reach, dy: -reach))
            do {
                try text.draw(run, in: item.frame, scale: scale, into: &canvas)
            } catch {
                if case .textFailed(_, let fontError) = error { throw .textFailed(path: item.path, fontError) }
                throw error
            }
        case .image(let image):
            ensureClips(for: px)
            drawImage(image, px)
        case .pushClip(let shape):
            let extent: Double
            switch shape {
            case .rectangle: extent = 0
            case .roundedRectangle, .capsule:
                let r = roundedRect(shape, px)
                let radius = max(r.radii.topLeft, r.radii.topRight, r.radii.bottomLeft, r.radii.bottomRight)
                extent = radius * (shape.cornerStyle == .continuous ? RoundedRect.continuousExtent : 1) + 1
            default: extent = .infinity
            }
            clips.append(PendingClip(shape: shape, rect: px, cornerExtent: extent, isPushed: false, coveredBy: nil))
        case .popClip:
            guard let last = clips.popLast() else { break }
            if last.isPushed { canvas.popClip() }
            let popped = clips.count
            for i in clips.indices where clips[i].coveredBy == popped { clips[i].coveredBy = nil }
        case .beginLayer(let opacity):
            canvas.beginLayer(opacity: opacity)
        case .endLayer:
            canvas.endLayer()
        case .beginShadow(let shadow):
            // Everything the view draws casts the shadow (text and images too), as SwiftUI's
            // `shadow` does: the subtree is drawn in a layer whose alpha makes the shadow.
            canvas.beginLayer(opacity: 1)
            shadows.append(shadow)
        case .endShadow:
            guard let shadow = shadows.popLast() else { break }
            // A blurred shadow reaches well past its view: every clip applies.
            ensureClips(for: Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9))
            let rgba = shadow.color.rgba
            let opaque = RGBA8(rgba.r, rgba.g, rgba.b, 255).premultiplied
            canvas.endLayer(shadow: Shadow(color: opaque, opacity: Double(rgba.a) / 255, radius: shadow.radius * scale,
                                           offsetX: shadow.x * scale, offsetY: shadow.y * scale), opacity: shadow.castsOnly ? 0 : 1)
        case .beginEffect, .beginMask, .endEffect:
            break
        }
    }

    /// The index of the `endEffect` matching the `beginEffect` at `start` (the end of the list
    /// when unmatched), and of the `beginMask` that belongs to it, if any.
    static func effectEnd(_ items: [DisplayItem], from start: Int) -> (end: Int, mask: Int?) {
        var depth = 0, mask: Int?
        for j in (start + 1)..<items.count {
            switch items[j].operation {
            case .beginEffect: depth += 1
            case .beginMask where depth == 0: mask = j
            case .endEffect:
                if depth == 0 { return (j, mask) }
                depth -= 1
            default: break
            }
        }
        return (items.count, mask)
    }

    /// A subtree composited through a layer effect.
    ///
    /// Effects that work pixel by pixel (a group, a blend mode, a mask) draw the subtree into a
    /// layer of this canvas, with the clips in force here. Geometric effects and blurs move pixels,
    /// so the subtree is drawn on a canvas of its own without those clips, put through the
    /// effect, and composited here through the clips, as Core Animation clips a layer's effected
    /// contents by its ancestors.
    private mutating func drawEffect(_ effect: LayerEffect, frame: Rect, content: ArraySlice<DisplayItem>,
                                     mask: ArraySlice<DisplayItem>?) throws(ViewError) {
        let pixelTransform = effect.pixelTransform(frame: frame, scale: scale)
        var blurRadius: Double?
        if case let .blur(radius, _) = effect, radius > 0 { blurRadius = radius * scale }
        guard pixelTransform != nil || blurRadius != nil else {
            canvas.beginLayer(opacity: 1)
            try paint(Array(content))
            if case .porterDuff(let op) = effect {
                // The coverage, drawn with the same clips: the operator reaches no further.
                canvas.beginLayer(opacity: 1)
                if let mask { try paint(Array(mask)) }
                canvas.endLayers(coverage: op)
            } else if let mask {
                guard canvas.openLayer(try offscreen(mask)) else {
                    canvas.endLayer()
                    return
                }
                canvas.endMaskedLayer()
            } else if case .blend(let mode) = effect {
                canvas.endLayer(blendMode: mode.rasterMode)
            } else {
                canvas.endLayer()
            }
            return
        }
        let drawn = try offscreen(content)
        ensureClips(for: Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9))
        // The effect lands in an empty layer first, so that the clips apply once, at the end.
        canvas.beginLayer(opacity: 1)
        if canvas.openLayer(drawn) {
            if let pixelTransform { canvas.endLayer(transform: pixelTransform) } else if let blurRadius {
                canvas.endLayer(blurRadius: blurRadius)
            }
        }
        canvas.endLayerThroughClip()
    }

    /// `items` drawn on a transparent canvas of this one's size, with no clips but their own.
    private func offscreen(_ items: ArraySlice<DisplayItem>) throws(ViewError) -> Bitmap {
        var sub = DisplayListPainter(size: canvas.bitmap.size, scale: Int(scale), text: text)
        sub.pushesEveryClip = pushesEveryClip
        try sub.paint(Array(items))
        return sub.canvas.bitmap
    }

    func pixels(_ r: Rect) -> Rect {
        Rect(x: r.minX * scale, y: r.minY * scale, width: r.width * scale, height: r.height * scale)
    }

    private func roundedRect(_ shape: ShapeKind, _ px: Rect) -> RoundedRect {
        RoundedRect(rect: px, radius: shape.cornerRadius(in: Size(px.width, px.height) * (1 / scale)) * scale,
                    style: shape.cornerStyle)
    }

    /// The outline of `shape` in a pixel rectangle.
    func path(_ shape: ShapeKind, _ px: Rect) -> VectorPath { shape.outline(in: px, scale: scale) }

    private mutating func fill(_ shape: ShapeKind, _ px: Rect, _ color: PremultipliedRGBA8) {
        guard px.width > 0, px.height > 0, color.a > 0 else { return }
        switch shape {
        case .rectangle: canvas.fill(rect: px, color: color)
        case .roundedRectangle, .capsule: fillRounded(roundedRect(shape, px), color: color)
        default: canvas.fill(path(shape, px), color: color, fillRule: shape.fillRule)
        }
    }

    /// A shape filled with a gradient through the rasterizer's fixed-point gradient shaders;
    /// unit points are taken in the item's pixel frame. A gradient the rasterizer cannot build
    /// (one stop, start and end at one point, no angle) fills with its last stop's colour.
    private mutating func fill(_ shape: ShapeKind, _ px: Rect, _ gradient: ResolvedGradient) {
        guard px.width > 0, px.height > 0, let last = gradient.stops.last else { return }
        let stops = gradient.stops.map { GradientStop(location: $0.location, color: $0.color.premultiplied) }
        switch gradient.geometry {
        case let .linear(start, end):
            guard let g = RasterGradient(stops: stops, start: start.point(in: px), end: end.point(in: px)) else { break }
            switch shape {
            case .roundedRectangle, .capsule: canvas.fill(roundedRect(shape, px), gradient: g)
            default: canvas.fill(path(shape, px), gradient: g, fillRule: shape.fillRule)
            }
            return
        case let .angular(center, a0, a1):
            let radians = Double.pi / 180
            guard let g = RasterConicGradient(stops: stops, center: center.point(in: px),
                                              startAngle: a0 * radians, endAngle: a1 * radians) else { break }
            canvas.fill(path(shape, px), conicGradient: g, fillRule: shape.fillRule)
            return
        case let .radial(center, r0, r1):
            let c = center.point(in: px)
            if fillRadial(shape, px, stops, center: c, radii: (r0 * scale, r1 * scale), ellipse: (1, 1)) { return }
        case let .elliptical(center, f0, f1):
            // Radii of fractions of the frame: a circle stretched to the frame's aspect.
            let c = center.point(in: px)
            if fillRadial(shape, px, stops, center: c, radii: (f0 * px.width, f1 * px.width),
                          ellipse: (1, px.width > 0 ? px.height / px.width : 1)) { return }
        }
        fill(shape, px, last.color.premultiplied)
    }

    /// A radial gradient around `center` with radii in pixels, the circle scaled vertically by
    /// `ellipse.1 / ellipse.0`; false when the rasterizer cannot build it.
    private mutating func fillRadial(_ shape: ShapeKind, _ px: Rect, _ stops: [GradientStop], center: Point,
                                     radii: (Double, Double), ellipse: (Double, Double)) -> Bool {
        // SwiftUI's start radius is a circle of colour 0 around the centre: a focal circle.
        let transform = AffineTransform(a: 1, b: 0, c: 0, d: ellipse.1 / ellipse.0, tx: 0, ty: center.y - center.y * ellipse.1 / ellipse.0)
        guard radii.1 > radii.0, let g = RasterRadialGradient(stops: stops, center: center, radius: radii.1, focal: center,
                                                             focalRadius: radii.0, transform: transform) else { return false }
        canvas.fill(path(shape, px), radialGradient: g, fillRule: shape.fillRule)
        return true
    }

    /// A rounded rectangle: a large one on the pixel grid is drawn as its fully covered interior
    /// (three rectangles, the rasterizer's fast path) plus its four corners, each rasterized only
    /// within its own square. Coverage is exact area, so the pixels are those of one fill; a list's
    /// card background (1074x2160 pixels at 3x) no longer needs a coverage mask of its whole area.
    private mutating func fillRounded(_ shape: RoundedRect, color: PremultipliedRGBA8) {
        let r = shape.rect
        let radius = max(shape.radii.topLeft, shape.radii.topRight, shape.radii.bottomLeft, shape.radii.bottomRight)
        let reach = (radius * (shape.style == .continuous ? RoundedRect.continuousExtent : 1)).rounded(.up) + 1
        func aligned(_ v: Double) -> Bool { v == v.rounded() }
        guard r.width * r.height >= 128 * 128, aligned(r.minX), aligned(r.minY), aligned(r.maxX), aligned(r.maxY),
              r.width > 2 * reach, r.height > 2 * reach else {
            canvas.fill(shape, color: color)
            return
        }
        canvas.fill(rect: Rect(x: r.minX + reach, y: r.minY, width: r.width - 2 * reach, height: r.height), color: color)
        canvas.fill(rect: Rect(x: r.minX, y: r.minY + reach, width: reach, height: r.height - 2 * reach), color: color)
        canvas.fill(rect: Rect(x: r.maxX - reach, y: r.minY + reach, width: reach, height: r.height - 2 * reach), color: color)
        for (x, y) in [(r.minX, r.minY), (r.maxX - reach, r.minY), (r.minX, r.maxY - reach), (r.maxX - reach, r.maxY - reach)] {
            canvas.pushClip(rect: Rect(x: x, y: y, width: reach, height: reach))
            canvas.fill(shape, color: color)
            canvas.popClip()
        }
    }

    private mutating func strokeBorder(_ shape: ShapeKind, _ px: Rect, _ stroke: ResolvedStroke) {
        // A width of 0 is a hairline: one device pixel on every scale.
        let width = stroke.lineWidth == 0 ? 1 : stroke.lineWidth * scale
        let color = stroke.color.premultiplied
        switch shape {
        case .rectangle where stroke.isPlainBorder, .roundedRectangle where stroke.isPlainBorder,
             .capsule where stroke.isPlainBorder:
            var dash: DashPattern?
            if let on = stroke.dash.first {
                dash = DashPattern(on: on * scale, off: (stroke.dash.count > 1 ? stroke.dash[1] : on) * scale)
            }
            canvas.drawBorder(roundedRect(shape, px), width: width, color: color, dash: dash)
        default:
            // Any other line is the stroker's outline of the centre line: the outline itself, or
            // (inside placement) the outline of the frame inset by half the width.
            let centre: VectorPath
            switch stroke.placement {
            case .centered: centre = path(shape, px)
            case .inside:
                let inner = px.insetBy(dx: width / 2, dy: width / 2)
                guard inner.width >= 0, inner.height >= 0 else { return }
                centre = path(shape, inner)
            }
            var style = stroke.style
            style.width = width
            style.dash = stroke.dash.map { $0 * scale }
            style.dashPhase *= scale
            canvas.fill(Stroker.outline(of: centre, style: style), color: color, fillRule: .nonZero)
        }
    }

    private mutating func drawImage(_ image: ResolvedImage, _ px: Rect) {
        switch image.content {
        case .bitmap(let bitmap, _):
            let sampling: ImageSampling = image.usesNearestFiltering ? .nearest : .bilinear
            let pixels = image.isMirrored ? Self.mirrored(bitmap) : bitmap
            if let tint = image.tint {
                canvas.draw(templateImage: pixels, in: px, tint: tint.premultiplied, sampling: sampling)
            } else {
                canvas.draw(image: pixels, in: px, sampling: sampling)
            }
        case .symbol(let outline):
            guard let tint = image.tint else { return }
            fill(.unitPath(outline), px, tint.premultiplied)
        case let .vector(drawing, preservesVector):
            let painter = VectorImagePainter(tint: image.tint?.premultiplied)
            let natural = Size(drawing.size.width * scale, drawing.size.height * scale)
            if preservesVector || (abs(px.width - natural.width) < 1e-9 && abs(px.height - natural.height) < 1e-9) {
                painter.draw(drawing, in: px, mirrored: image.isMirrored, into: &canvas)
                return
            }
            // Without "Preserve Vector Data" Xcode renders the file to a bitmap at its own size;
            // drawn at another size, that bitmap is scaled. A fractional size rounds up to whole
            // pixels and the drawing fills them all: drawn at its fractional size instead, the
            // scaled bitmap showed the drawing up to 2.6% small beside an empty sliver that the
            // scaling widened to a 2 px gap.
            let w = Int(natural.width.rounded(.up)), h = Int(natural.height.rounded(.up))
            guard w > 0, h > 0, w <= 16_384, h <= 16_384, let offscreen = try? Bitmap(width: w, height: h) else { return }
            var layer = RasterCanvas(bitmap: offscreen)
            VectorImagePainter(tint: nil).draw(drawing, in: Rect(x: 0, y: 0, width: Double(w), height: Double(h)),
                                               mirrored: image.isMirrored, into: &layer)
            let sampling: ImageSampling = image.usesNearestFiltering ? .nearest : .bilinear
            if let tint = image.tint {
                canvas.draw(templateImage: layer.bitmap, in: px, tint: tint.premultiplied, sampling: sampling)
            } else {
                canvas.draw(image: layer.bitmap, in: px, sampling: sampling)
            }
        }
    }

    /// `bitmap` mirrored left to right.
    static func mirrored(_ bitmap: Bitmap) -> Bitmap {
        var out = bitmap
        let w = bitmap.width
        out.withUnsafeMutableBytes { dst in
            bitmap.withUnsafeBytes { src in
                for y in 0..<bitmap.height {
                    for x in 0..<w {
                        let d = (y * w + x) * 4, s = (y * w + (w - 1 - x)) * 4
                        dst[d] = src[s]; dst[d + 1] = src[s + 1]; dst[d + 2] = src[s + 2]; dst[d + 3] = src[s + 3]
                    }
                }
            }
        }
        return out
    }
}
