import PenumbraCore
import PenumbraRaster
import PenumbraView

// Building the current path and painting it: fill, stroke, clip, and the rectangle and ellipse
// shortcuts. Points are given in user space and kept in device space (mapped by the CTM as they
// are added), so a later `scaleBy` does not move a path already built, as in Core Graphics.

extension CGContext {
    // MARK: Building the path

    /// Starts a new, empty path.
    public func beginPath() {
        path = VectorPath()
        currentDevicePoint = nil
        subpathStart = nil
    }
    /// Starts a subpath at `point`.
    public func move(to point: CGPoint) {
        let p = device(point)
        path.move(to: p)
        currentDevicePoint = p
        subpathStart = p
    }
    /// A line from the current point to `point`.
    public func addLine(to point: CGPoint) {
        let p = device(point)
        if currentDevicePoint == nil { path.move(to: p); subpathStart = p } else { path.line(to: p) }
        currentDevicePoint = p
    }
    /// Lines through `points` (the first starts a subpath).
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }
    /// A quadratic curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard currentDevicePoint != nil else { return move(to: end) }
        let p = device(end)
        path.quad(control: device(control), to: p)
        currentDevicePoint = p
    }
    /// A cubic curve to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard currentDevicePoint != nil else { return move(to: end) }
        let p = device(end)
        path.cubic(control1: device(control1), control2: device(control2), to: p)
        currentDevicePoint = p
    }
    /// Closes the current subpath.
    public func closePath() {
        guard currentDevicePoint != nil else { return }
        path.close()
        currentDevicePoint = subpathStart
    }
    /// A rectangle as a closed subpath.
    public func addRect(_ rect: CGRect) { addSubpath(VectorPath.rectangle(Rect(rect.standardized))) }
    /// Rectangles as closed subpaths.
    public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }
    /// The ellipse inscribed in `rect` as a closed subpath.
    public func addEllipse(in rect: CGRect) { addSubpath(VectorPath.ellipse(in: Rect(rect.standardized))) }
    /// A path's subpaths, in user space.
    public func addPath(_ path: CGPath) { addSubpath(path.vector) }
    /// An arc of the circle around `center` from `startAngle` to `endAngle` (radians), after a
    /// line from the current point. `clockwise` is Core Graphics' (y up), so in UIKit's flipped
    /// context `clockwise: true` turns counter-clockwise on screen.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let sweep = CircularArc.sweep(from: Double(startAngle), to: Double(endAngle), clockwise: clockwise)
        guard let arc = CircularArc(center: Point(center), radius: Double(radius), startAngle: Double(startAngle), sweep: sweep) else { return }
        addArc(arc)
    }
    /// An arc tangent to the lines from the current point to `tangent1End` and on to
    /// `tangent2End`, after a line to its start.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        let inverse = state.ctm.inverted()
        let p0 = currentDevicePoint.map { CGPoint(x: $0.x, y: $0.y).applying(inverse) } ?? tangent1End
        guard let arc = CircularArc.tangent(from: Point(p0), corner: Point(tangent1End), toward: Point(tangent2End), radius: Double(radius))
        else { return addLine(to: tangent1End) }
        addArc(arc)
    }

    /// The current point in user space, or `.zero` for an empty path.
    public var currentPointOfPath: CGPoint {
        guard let p = currentDevicePoint else { return .zero }
        return CGPoint(x: p.x, y: p.y).applying(state.ctm.inverted())
    }
    /// Whether the current path has no elements.
    public var isPathEmpty: Bool { path.isEmpty }
    /// The current path's bounding box in user space (control points included).
    public var boundingBoxOfPath: CGRect {
        guard let b = path.controlBounds else { return .null }
        return CGRect(b).applying(state.ctm.inverted())
    }

    private func device(_ p: CGPoint) -> Point { Point(p.applying(state.ctm)) }

    private func addSubpath(_ vector: VectorPath) {
        let mapped = vector.applying(state.ctm.affine)
        path.append(mapped)
        if let p = mapped.lastPoint { currentDevicePoint = p }
        if case .move(let p)? = mapped.elements.first { subpathStart = p }
    }

    private func addArc(_ arc: CircularArc) {
        addLine(to: CGPoint(x: arc.start.x, y: arc.start.y))
        for c in arc.cubics {
            addCurve(to: CGPoint(x: c.to.x, y: c.to.y), control1: CGPoint(x: c.control1.x, y: c.control1.y),
                     control2: CGPoint(x: c.control2.x, y: c.control2.y))
        }
    }

    // MARK: Painting the path

    /// Fills the current path and starts a new one.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        fill(path, evenOdd: rule == .evenOdd)
        beginPath()
    }
    /// Fills the current path with the even-odd rule (Core Graphics' `eoFillPath`).
    public func eoFillPath() { fillPath(using: .evenOdd) }
    /// Strokes the current path and starts a new one.
    public func strokePath() {
        stroke(path)
        beginPath()
    }
    /// Fills, strokes or both, then starts a new path.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: fill(path, evenOdd: false)
        case .eoFill: fill(path, evenOdd: true)
        case .stroke: stroke(path)
        case .fillStroke: fill(path, evenOdd: false); stroke(path)
        case .eoFillStroke: fill(path, evenOdd: true); stroke(path)
        }
        beginPath()
    }
    /// Intersects the clip with the current path, then starts a new path.
    public func clip(using rule: CGPathFillRule = .winding) {
        clip(to: path, evenOdd: rule == .evenOdd)
        beginPath()
    }
    /// Intersects the clip with the current path by the even-odd rule.
    public func eoClip() { clip(using: .evenOdd) }
    /// Intersects the clip with a rectangle (user space).
    public func clip(to rect: CGRect) { clip(to: VectorPath.rectangle(Rect(rect.standardized)).applying(state.ctm.affine), evenOdd: false) }
    /// Intersects the clip with rectangles (user space).
    public func clip(to rects: [CGRect]) {
        var v = VectorPath()
        for r in rects { v.append(VectorPath.rectangle(Rect(r.standardized))) }
        clip(to: v.applying(state.ctm.affine), evenOdd: false)
    }
    /// The clip's bounding box in user space (the area when nothing clips).
    public var boundingBoxOfClipPath: CGRect {
        var box = areaFrame
        for clip in state.clips {
            if let b = clip.outline(in: areaFrame).controlBounds { box = box.intersection(b) ?? Rect(x: box.minX, y: box.minY, width: 0, height: 0) }
        }
        return CGRect(box).applying(state.ctm.inverted())
    }

    /// Fills `rect` with the fill colour.
    public func fill(_ rect: CGRect) { fill(VectorPath.rectangle(Rect(rect.standardized)).applying(state.ctm.affine), evenOdd: false) }
    /// Fills rectangles with the fill colour.
    public func fill(_ rects: [CGRect]) { rects.forEach { fill($0) } }
    /// Strokes `rect`'s outline.
    public func stroke(_ rect: CGRect) { stroke(VectorPath.rectangle(Rect(rect.standardized)).applying(state.ctm.affine)) }
    /// Strokes `rect`'s outline with a line `width` wide.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }
    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) { fill(VectorPath.ellipse(in: Rect(rect.standardized)).applying(state.ctm.affine), evenOdd: false) }
    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) { stroke(VectorPath.ellipse(in: Rect(rect.standardized)).applying(state.ctm.affine)) }
    /// Strokes lines between pairs of points (user space).
    public func strokeLineSegments(between points: [CGPoint]) {
        var v = VectorPath()
        var i = 0
        while i + 1 < points.count {
            v.move(to: device(points[i]))
            v.line(to: device(points[i + 1]))
            i += 2
        }
        stroke(v)
    }
    /// Makes `rect` transparent (Core Graphics' `clear`): the clip and transform apply, the
    /// blend mode, alpha and shadow do not.
    public func clear(_ rect: CGRect) {
        saveGState()
        state.shadow = nil
        state.alpha = 1
        state.blend = .destinationOut
        state.fill = .black
        fill(rect)
        restoreGState()
    }

    // MARK: Painting any outline

    /// Fills a device-space outline with the fill colour.
    func fill(_ vector: VectorPath, evenOdd: Bool) {
        guard !vector.isEmpty, state.fill.rgba.a > 0, state.alpha > 0 else { return }
        guard Self.isFinite(vector) else { return fail("a path to fill has a coordinate that is NaN or infinite") }
        let shape = ShapeKind.path(ShapePath(evenOdd: evenOdd) { _ in vector })
        emit(.fill(shape, withAlpha(state.fill)), in: areaFrame)
    }

    /// Strokes a device-space outline with the stroke colour and the line state, its width and
    /// dashes scaled by the CTM.
    func stroke(_ vector: VectorPath) {
        guard !vector.isEmpty, state.stroke.rgba.a > 0, state.alpha > 0 else { return }
        guard Self.isFinite(vector) else { return fail("a path to stroke has a coordinate that is NaN or infinite") }
        let k = lengthScale
        let width = Double(state.lineWidth) * k
        let style = LineStroke(width: width, cap: state.cap.stroke, join: state.join.stroke, miterLimit: Double(state.miterLimit),
                               dash: state.dash.map { Double($0) * k }, dashPhase: Double(state.dashPhase) * k)
        let shape = ShapeKind.path(ShapePath { _ in vector })
        emit(.strokeBorder(shape, ResolvedStroke.make(color: withAlpha(state.stroke), lineWidth: width, style: style, placement: .centered)),
             in: areaFrame)
    }

    /// Intersects the clip with a device-space outline.
    func clip(to vector: VectorPath, evenOdd: Bool) {
        guard Self.isFinite(vector) else { return fail("a clip path has a coordinate that is NaN or infinite") }
        state.clips.append(.path(ShapePath(evenOdd: evenOdd) { _ in vector }))
    }

    /// Whether every point of `vector` is finite.
    static func isFinite(_ vector: VectorPath) -> Bool {
        func ok(_ p: Point) -> Bool { p.x.isFinite && p.y.isFinite }
        return vector.elements.allSatisfy { element in
            switch element {
            case .move(let p), .line(let p): ok(p)
            case .quad(let c, let p): ok(c) && ok(p)
            case .cubic(let c1, let c2, let p): ok(c1) && ok(c2) && ok(p)
            case .close: true
            }
        }
    }
}
