import PenumbraCore
import PenumbraRaster

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

    init(size: PixelSize, scale: Int, text: any TextMeasurer) {
        canvas = RasterCanvas(bitmap: Bitmap(size: size))
        self.scale = Double(scale)
        self.text = text
    }

    /// Draws `items` in order.
    mutating func paint(_ items: [DisplayItem]) throws(ViewError) {
        var i = 0
        while i < items.count {
            let item = items[i]
            if case .beginShadow(let shadow) = item.operation {
                let end = Self.matchingEnd(items, from: i)
                drawShadow(shadow, of: items[(i + 1)..<end])
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
            default: canvas.pushClip(path(c.shape, c.rect))
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
                if case .textFailed(_, let reason) = error { throw .textFailed(path: item.path, reason: reason) }
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
        case .beginShadow, .endShadow:
            break
        }
    }

    /// The index of the `endShadow` matching the `beginShadow` at `start`.
    static func matchingEnd(_ items: [DisplayItem], from start: Int) -> Int {
        var depth = 0
        for j in (start + 1)..<items.count {
            switch items[j].operation {
            case .beginShadow: depth += 1
            case .endShadow:
                if depth == 0 { return j }
                depth -= 1
            default: break
            }
        }
        return items.count
    }

    func pixels(_ r: Rect) -> Rect {
        Rect(x: r.minX * scale, y: r.minY * scale, width: r.width * scale, height: r.height * scale)
    }

    private func roundedRect(_ shape: ShapeKind, _ px: Rect) -> RoundedRect {
        RoundedRect(rect: px, radius: shape.cornerRadius(in: Size(px.width, px.height) * (1 / scale)) * scale,
                    style: shape.cornerStyle)
    }

    /// The outline of `shape` in a pixel rectangle.
    func path(_ shape: ShapeKind, _ px: Rect) -> VectorPath {
        switch shape {
        case .rectangle: return Shapes.rectangle(px)
        case .roundedRectangle, .capsule: return roundedRect(shape, px).path
        case .ellipse: return Shapes.ellipse(in: px)
        case .circle:
            let side = min(px.width, px.height)
            return Shapes.ellipse(in: Rect(x: px.midX - side / 2, y: px.midY - side / 2, width: side, height: side))
        case .unitPath(let p):
            return p.applying(AffineTransform.scale(x: px.width, y: px.height)
                .concatenating(.translation(x: px.minX, y: px.minY)))
        }
    }

    private mutating func fill(_ shape: ShapeKind, _ px: Rect, _ color: PremultipliedRGBA8) {
        guard px.width > 0, px.height > 0, color.a > 0 else { return }
        switch shape {
        case .rectangle: canvas.fill(rect: px, color: color)
        case .roundedRectangle, .capsule: fillRounded(roundedRect(shape, px), color: color)
        default: canvas.fill(path(shape, px), color: color)
        }
    }

    /// A shape filled with a gradient through the rasterizer's fixed-point gradient shader; the
    /// unit points are taken in the item's pixel frame. A gradient the rasterizer cannot build
    /// (one stop, or start and end at one point) fills with its last stop's colour.
    private mutating func fill(_ shape: ShapeKind, _ px: Rect, _ gradient: ResolvedGradient) {
        guard px.width > 0, px.height > 0, let last = gradient.stops.last else { return }
        let stops = gradient.stops.map { GradientStop(location: $0.location, color: $0.color.premultiplied) }
        guard let g = RasterGradient(stops: stops, start: gradient.startPoint.point(in: px),
                                                    end: gradient.endPoint.point(in: px)) else {
            fill(shape, px, last.color.premultiplied)
            return
        }
        switch shape {
        case .roundedRectangle, .capsule: canvas.fill(roundedRect(shape, px), gradient: g)
        default: canvas.fill(path(shape, px), gradient: g)
        }
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
        case .rectangle, .roundedRectangle, .capsule:
            var dash: DashPattern?
            if let on = stroke.dash.first {
                dash = DashPattern(on: on * scale, off: (stroke.dash.count > 1 ? stroke.dash[1] : on) * scale)
            }
            canvas.drawBorder(roundedRect(shape, px), width: width, color: color, dash: dash)
        default:
            // Other shapes: the band between the outline and the outline of the inset frame.
            var band = path(shape, px)
            let inner = px.insetBy(dx: width, dy: width)
            if inner.width > 0, inner.height > 0 { band.append(path(shape, inner)) }
            canvas.fill(band, color: color, fillRule: .evenOdd)
        }
    }

    private mutating func drawImage(_ image: ResolvedImage, _ px: Rect) {
        switch image.content {
        case .bitmap(let bitmap, _):
            let sampling: ImageSampling = image.usesNearestFiltering ? .nearest : .bilinear
            if let tint = image.tint {
                canvas.draw(templateImage: bitmap, in: px, tint: tint.premultiplied, sampling: sampling)
            } else {
                canvas.draw(image: bitmap, in: px, sampling: sampling)
            }
        case .symbol(let outline):
            guard let tint = image.tint else { return }
            fill(.unitPath(outline), px, tint.premultiplied)
        }
    }

    /// A shadow of the group's filled shapes (their union), drawn before the group. Text and
    /// images inside the group cast no shadow: the shadow follows shapes, as a layer's
    /// `shadowPath` does.
    private mutating func drawShadow(_ shadow: ResolvedShadow, of items: ArraySlice<DisplayItem>) {
        var outline = VectorPath()
        for item in items {
            switch item.operation {
            case .fill(let shape, _), .fillGradient(let shape, _): outline.append(path(shape, pixels(item.frame)))
            default: break
            }
        }
        guard !outline.isEmpty, shadow.color.rgba.a > 0 else { return }
        // A blurred shadow reaches well past its shape: every clip applies.
        ensureClips(for: Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9))
        let rgba = shadow.color.rgba
        let opaque = RGBA8(rgba.r, rgba.g, rgba.b, 255).premultiplied
        canvas.drawShadow(of: outline, Shadow(color: opaque, opacity: Double(rgba.a) / 255, radius: shadow.radius * scale,
                                              offsetX: shadow.x * scale, offsetY: shadow.y * scale))
    }
}
