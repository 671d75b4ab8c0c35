import PenumbraCore
import PenumbraRaster
import PenumbraVector
import PenumbraView

// Gradients, images and text: content drawn in user space whose geometry the view stage cannot
// take in device space directly. Each is drawn in a frame in user space and, when the CTM is
// more than a translation, mapped by it as a transform effect (rasterized once, transformed by
// the view stage's exact 90° rotations or its bilinear resampling).

extension CGContext {
    // MARK: Gradients

    /// Fills the clip with a linear gradient from `start` (location 0) to `end` (location 1),
    /// user space. Without `options`, nothing is drawn before the start or past the end, as in
    /// Core Graphics.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        guard start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else {
            return fail("drawLinearGradient was given a point that is NaN or infinite")
        }
        guard let frame = userArea, start != end else { return }
        let dx = Double(end.x - start.x), dy = Double(end.y - start.y)
        let length = (dx * dx + dy * dy).squareRoot()
        let ux = dx / length, uy = dy / length
        // The band the gradient covers, as a quadrilateral in user space: along the axis from the
        // area's first corner (or the start) to its last (or the end), across all of it.
        let corners = [Point(x: frame.minX, y: frame.minY), Point(x: frame.maxX, y: frame.minY),
                       Point(x: frame.minX, y: frame.maxY), Point(x: frame.maxX, y: frame.maxY)]
        let along = corners.map { ($0.x - Double(start.x)) * ux + ($0.y - Double(start.y)) * uy }
        let across = corners.map { -($0.x - Double(start.x)) * uy + ($0.y - Double(start.y)) * ux }
        let t0 = options.contains(.drawsBeforeStartLocation) ? along.min()! : 0
        let t1 = options.contains(.drawsAfterEndLocation) ? along.max()! : length
        guard t1 > t0 else { return }
        let s0 = across.min()!, s1 = across.max()!
        func at(_ t: Double, _ s: Double) -> Point { Point(x: Double(start.x) + t * ux - s * uy, y: Double(start.y) + t * uy + s * ux) }
        var band = VectorPath()
        band.move(to: at(t0, s0)); band.line(to: at(t1, s0)); band.line(to: at(t1, s1)); band.line(to: at(t0, s1)); band.close()

        let geometry = GradientSpec.Geometry.linear(start: unit(start, in: frame), end: unit(end, in: frame))
        paintGradient(ResolvedGradient.make(stops: gradient.resolvedStops(alpha: Double(state.alpha)), geometry: geometry),
                      userFrame: frame, userClip: band)
    }

    /// Fills the clip with a radial gradient from the circle around `startCenter` (location 0) to
    /// the one around `endCenter` (location 1), user space. Circles with different centres are
    /// drawn when one holds the other (an off-centre highlight), and when neither does: the
    /// circles between them sweep a cone, clipped to the circles from the start to the end and
    /// on past whichever end an option extends (``RadialGradientSweep``).
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
                                   endRadius: CGFloat, options: CGGradientDrawingOptions) {
        guard startCenter.x.isFinite, startCenter.y.isFinite, endCenter.x.isFinite, endCenter.y.isFinite,
              startRadius.isFinite, endRadius.isFinite, startRadius >= 0, endRadius >= 0 else {
            return fail("drawRadialGradient was given a centre or radius that is NaN, infinite or negative")
        }
        guard let frame = userArea, startRadius != endRadius || startCenter != endCenter else { return }
        let c0 = Point(startCenter), c1 = Point(endCenter)
        let r0 = Double(startRadius), r1 = Double(endRadius)
        // The larger circle and the smaller one; location runs from the start's to the end's.
        let (outerCenter, outer, innerCenter, inner) = r1 >= r0 ? (c1, r1, c0, r0) : (c0, r0, c1, r1)
        let dx = c1.x - c0.x, dy = c1.y - c0.y
        let nested = (dx * dx + dy * dy).squareRoot() + inner <= outer
        let extendsOut = options.contains(r1 >= r0 ? .drawsAfterEndLocation : .drawsBeforeStartLocation)
        let extendsIn = options.contains(r1 >= r0 ? .drawsBeforeStartLocation : .drawsAfterEndLocation)
        // Nested: nothing past the larger circle, or inside the smaller one, unless the options
        // extend it (even-odd). Apart: the circles swept from start to end, and on past an end
        // an option extends (non-zero); with both options, the whole cone.
        func circle(_ c: Point, _ r: Double) -> VectorPath { VectorPath.ellipse(in: Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)) }
        var clip: VectorPath?
        var clipEvenOdd = true
        if !nested {
            // Always clipped, with both options too: a blend mode's coverage is what is painted.
            let sweep = RadialGradientSweep(c0: c0, r0: r0, c1: c1, r1: r1)
            guard let hull = sweep.path(extendsBefore: options.contains(.drawsBeforeStartLocation),
                                        extendsAfter: options.contains(.drawsAfterEndLocation), area: frame) else { return }
            clip = hull
            clipEvenOdd = false
        } else if !extendsOut || (!extendsIn && inner > 0) {
            var v = extendsOut ? VectorPath.rectangle(frame) : circle(outerCenter, outer)
            if !extendsIn, inner > 0 { v.append(circle(innerCenter, inner)) }
            clip = v
        }
        let stops = gradient.resolvedStops(alpha: Double(state.alpha))
        guard c0 != c1 else {
            let geometry = GradientSpec.Geometry.radial(center: unit(startCenter, in: frame), startRadius: r0, endRadius: r1)
            return paintGradient(ResolvedGradient.make(stops: stops, geometry: geometry), userFrame: frame, userClip: clip, evenOdd: true)
        }
        // Off-centre: a vector drawing over the area, the smaller circle as the gradient's focal
        // one (nested circles do not cross, so running the stops backwards draws the same).
        let origin = AffineTransform.translation(x: -frame.minX, y: -frame.minY)
        var ramp = stops.map { VectorGradientStop(offset: $0.1, color: $0.0.rgba) }
        var (focal, focalRadius, center, radius) = (c0, r0, c1, r1)
        if nested, r0 > r1 {
            ramp = ramp.reversed().map { VectorGradientStop(offset: 1 - $0.offset, color: $0.color) }
            (focal, focalRadius, center, radius) = (c1, r1, c0, r0)
        }
        // An end circle of radius 0 (a cone closing on its end point) keeps 1e-9 points: the
        // vector stage paints a gradient without an end radius in its last colour, as SVG asks.
        let radial = VectorRadialGradient(stops: ramp, center: origin.apply(center), radius: max(radius, 1e-9),
                                          focal: origin.apply(focal), focalRadius: focalRadius)
        let node = VectorNode.shape(VectorShape(path: .rectangle(Rect(x: 0, y: 0, width: frame.width, height: frame.height)),
                                                fill: VectorFill(paint: .radial(radial))))
        let drawing = VectorDrawing(size: Size(frame.width, frame.height), content: [node])
        // The region painted is a clip of the context's, so a Porter-Duff blend mode's coverage
        // (``coverage(of:)``: an image's rectangle) ends where the gradient does.
        saveGState()
        defer { restoreGState() }
        if let clip { self.clip(to: clip.applying(state.ctm.affine), evenOdd: clipEvenOdd) }
        draw(ResolvedImage.make(content: .vector(drawing, preservesVector: true), tint: nil, mirrored: false), in: CGRect(frame), flipped: false)
    }

    /// The context's area in user space (its bounding box under the inverse CTM); nil when the
    /// CTM cannot be inverted.
    private var userArea: Rect? {
        let t = state.ctm
        guard t.a * t.d - t.b * t.c != 0 else { return nil }
        let r = CGRect(areaFrame).applying(t.inverted())
        guard r.width > 0, r.height > 0, r.width.isFinite, r.height.isFinite else { return nil }
        return Rect(r)
    }

    private func unit(_ p: CGPoint, in frame: Rect) -> UnitPoint {
        UnitPoint(x: (Double(p.x) - frame.minX) / frame.width, y: (Double(p.y) - frame.minY) / frame.height)
    }

    /// Fills `userFrame` with `gradient` inside `userClip` (both user space), through the CTM.
    private func paintGradient(_ gradient: ResolvedGradient, userFrame: Rect, userClip: VectorPath?, evenOdd: Bool = false) {
        saveGState()
        defer { restoreGState() }
        if let userClip { clip(to: userClip.applying(state.ctm.affine), evenOdd: evenOdd) }
        let (frame, transform) = placed(userFrame)
        emit(.fillGradient(.rectangle, gradient), in: frame, transform: transform)
    }

    /// Where content of `userFrame` (user space) is drawn: the frame moved by a CTM that only
    /// translates, or the user frame with the CTM as a transform effect.
    func placed(_ userFrame: Rect, flippedVertically: Bool = false) -> (Rect, PenumbraCore.AffineTransform?) {
        var t = state.ctm
        if flippedVertically {
            t = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(userFrame.minY + userFrame.maxY)).concatenating(t)
        }
        if t.a == 1, t.b == 0, t.c == 0, t.d == 1 {
            return (userFrame.offsetBy(dx: Double(t.tx), dy: Double(t.ty)), nil)
        }
        return (userFrame, t.affine)
    }

    // MARK: Images and text

    /// Draws `image` into `rect` (user space) as Core Graphics does: in UIKit's flipped context
    /// the image appears upside down (UIImage's `draw(in:)` draws it upright).
    public func draw(_ image: CGImage, in rect: CGRect) {
        draw(ResolvedImage.make(content: .bitmap(image.bitmap, scale: 1), tint: nil, mirrored: false), in: rect, flipped: true)
    }

    /// Draws resolved image content into `rect` (user space), upright unless `flipped`.
    package func draw(_ image: ResolvedImage, in rect: CGRect, flipped: Bool) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else {
            return fail("an image was drawn into a rectangle that is NaN or infinite")
        }
        let r = Rect(rect.standardized)
        guard r.width > 0, r.height > 0, state.alpha > 0 else { return }
        var image = image
        if state.interpolation == .none { image.usesNearestFiltering = true }
        let (frame, transform) = placed(r, flippedVertically: flipped)
        emit(.image(image), in: frame, grouped: true, transform: transform)
    }

    /// Draws a text run laid out in `rect` (user space).
    package func draw(_ run: TextRun, in rect: CGRect) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else {
            return fail("text was drawn into a rectangle that is NaN or infinite")
        }
        let r = Rect(rect.standardized)
        guard r.width > 0, r.height > 0, state.alpha > 0 else { return }
        let (frame, transform) = placed(r)
        emit(.text(run), in: frame, grouped: true, transform: transform)
    }
}
