import PenumbraCore
import PenumbraRaster
import PenumbraView

/// Core Graphics' drawing context, as UIKit code reaches it: `UIGraphicsGetCurrentContext()` in a
/// view's `draw(_:)` or a layer's `draw(in:)`, or `ctx.cgContext` in an image renderer's block.
///
/// It records what is drawn into it as the view stage's display items — paths filled and
/// stroked, gradients, images, text, layers rendered with `layer.render(in:)` — in the
/// context's own space: points, origin top-left, y down (UIKit's flipped context). The record is
/// drawn into pixels by Penumbra's rasterizer when the view or the image is drawn, so it is the
/// same on every machine.
///
/// The graphics state is Core Graphics': fill and stroke colours, line width, caps, joins, miter
/// limit and dashes, the current transform (CTM), clip, alpha, blend mode and shadow, saved and
/// restored as a stack. Paths are built in user space and kept in device space, mapped by the CTM
/// at the moment each point is added, as Core Graphics does. Drawing is clipped to the context's
/// area (a view's bounds, an image's size), so nothing reaches past it.
///
/// Every blend mode is drawn; the Porter-Duff modes whose result is not the destination where
/// the source is clear (copy, source in and out, destination in and atop, xor) work on the
/// drawing's coverage, kept apart from its colour (``PenumbraRaster/RasterCoverageOperator``), so
/// outside the shape nothing changes, as in Quartz. A call given geometry that is NaN or infinite
/// is recorded as a failure, and the render throws ``UIKitError/drawing(path:message:)`` naming
/// the view and the call.
@preconcurrency @MainActor
public final class CGContext {
    /// What was drawn, in order.
    package enum Entry {
        /// A layer tree drawn with its bounds' origin at a point of the context.
        case layer(CALayer, at: CGPoint)
        /// A display item, its frame in the context's space.
        case item(Rect, DisplayItem.Operation)
        /// A call the view stage cannot draw, with the reason.
        case failure(String)
    }

    /// The graphics state `saveGState` keeps.
    struct GState {
        var fill: CGColor = .black
        var stroke: CGColor = .black
        var lineWidth: CGFloat = 1
        var cap: CGLineCap = .butt
        var join: CGLineJoin = .miter
        var miterLimit: CGFloat = 10
        var dash: [CGFloat] = []
        var dashPhase: CGFloat = 0
        var ctm: CGAffineTransform = .identity
        var alpha: CGFloat = 1
        var blend: CGBlendMode = .normal
        var shadow: ResolvedShadow?
        var clips: [ShapeKind] = []
        var interpolation: CGInterpolationQuality = .default
    }

    package private(set) var entries: [Entry] = []
    /// The area drawn into, in points (a view's bounds size, an image's size).
    package let area: CGSize
    var state = GState()
    private var saved: [GState] = []
    /// The clips open in `entries`, innermost last.
    private var openClips: [ShapeKind] = []
    /// The current path, in device space (the CTM applied).
    var path = VectorPath()
    /// The current point of the path, in device space.
    var currentDevicePoint: Point?
    /// Where the current subpath started, in device space.
    var subpathStart: Point?

    /// A context drawing into `area` points.
    package init(area: CGSize) {
        self.area = area
    }

    /// The context drawing now (`draw(_:)`, an image renderer's block); nil outside one.
    @TaskLocal package static var current: CGContext?

    /// The context's area as a frame at its origin.
    var areaFrame: Rect { Rect(x: 0, y: 0, width: Double(area.width), height: Double(area.height)) }

    // MARK: Recording

    /// Records `layer` drawn with its bounds' origin at the current origin.
    package func record(_ layer: CALayer) {
        entries.append(.layer(layer, at: CGPoint(x: state.ctm.tx, y: state.ctm.ty)))
    }
    /// Records `layer` drawn into `rect` (user space).
    package func record(_ layer: CALayer, in rect: CGRect) {
        entries.append(.layer(layer, at: rect.origin.applying(state.ctm)))
    }
    /// Records a call that cannot be drawn.
    package func fail(_ message: String) { entries.append(.failure(message)) }

    /// Appends `operation` in `frame` (device space) with the state's clip, shadow, blend mode
    /// and (for `grouped` content such as images and text) alpha around it. A Porter-Duff mode
    /// that needs the drawing's coverage gets it as a mask: the same operation drawn opaque
    /// (``coverage(of:)``), without the alpha, which belongs to the source.
    func emit(_ operation: DisplayItem.Operation, in frame: Rect, grouped: Bool = false, transform: PenumbraCore.AffineTransform? = nil) {
        syncClips()
        let effect = state.blend.effect
        func placed(_ op: DisplayItem.Operation) -> [Entry] {
            guard let transform else { return [.item(frame, op)] }
            return [.item(areaFrame, .beginEffect(.transform(transform))), .item(frame, op), .item(areaFrame, .endEffect)]
        }
        var drawn = placed(operation)
        if grouped, state.alpha < 1 {
            drawn = [.item(areaFrame, .beginLayer(opacity: Double(max(0, state.alpha))))] + drawn + [.item(areaFrame, .endLayer)]
        }
        if let effect {
            let mask: [Entry] = if case .porterDuff = effect { [.item(areaFrame, .beginMask)] + placed(Self.coverage(of: operation)) } else { [] }
            drawn = [.item(areaFrame, .beginEffect(effect))] + drawn + mask + [.item(areaFrame, .endEffect)]
        }
        if let shadow = state.shadow { drawn = [.item(areaFrame, .beginShadow(shadow))] + drawn + [.item(areaFrame, .endShadow)] }
        entries += drawn
    }

    /// The shape `operation` covers, drawn opaque white: its alpha is the coverage a Porter-Duff
    /// mode mixes by. A fill or stroke keeps its outline, text its glyphs, an image or a gradient
    /// its rectangle (their own alpha belongs to the source, as in Quartz).
    static func coverage(of operation: DisplayItem.Operation) -> DisplayItem.Operation {
        let white = ResolvedColor(rgba: RGBA8(255, 255, 255, 255))
        switch operation {
        case .fill(let shape, _): return .fill(shape, white)
        case .fillGradient(let shape, _): return .fill(shape, white)
        case .strokeBorder(let shape, var stroke):
            stroke.color = white
            return .strokeBorder(shape, stroke)
        case .text(var run):
            run.color = white
            run.spans = run.spans.map { span in
                var span = span
                span.color = white
                span.underline = span.underline.map { _ in white }
                span.strikethrough = span.strikethrough.map { _ in white }
                return span
            }
            return .text(run)
        case .image: return .fill(.rectangle, white)
        default: return operation
        }
    }

    /// Opens and closes clips in `entries` until they match the state's.
    private func syncClips() {
        var common = 0
        while common < openClips.count, common < state.clips.count, openClips[common] == state.clips[common] { common += 1 }
        while openClips.count > common {
            openClips.removeLast()
            entries.append(.item(areaFrame, .popClip))
        }
        for clip in state.clips[common...] {
            entries.append(.item(areaFrame, .pushClip(clip)))
            openClips.append(clip)
        }
    }

    /// The record with every clip closed and the whole drawing clipped to the area: what a
    /// view's backing store or an image holds.
    package func finishedItems() -> [Entry] {
        var out: [Entry] = [.item(areaFrame, .pushClip(.rectangle))]
        out += entries
        out += Array(repeating: .item(areaFrame, .popClip), count: openClips.count + 1)
        return out
    }

    /// A colour with the state's alpha multiplied in.
    func withAlpha(_ color: CGColor) -> ResolvedColor {
        ResolvedColor(rgba: color.rgba.scalingAlpha(Double(state.alpha)))
    }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state.
    public func saveGState() { saved.append(state) }
    /// Pops the graphics state saved last (nothing when none is saved, as Core Graphics).
    public func restoreGState() { if let s = saved.popLast() { state = s } }

    /// Sets the fill colour.
    public func setFillColor(_ color: CGColor) { state.fill = color }
    /// Sets the stroke colour.
    public func setStrokeColor(_ color: CGColor) { state.stroke = color }
    /// Sets the fill colour from grey and alpha, 0…1.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fill = CGColor(gray: gray, alpha: alpha) }
    /// Sets the stroke colour from grey and alpha, 0…1.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.stroke = CGColor(gray: gray, alpha: alpha) }
    /// Sets the fill colour from sRGB components, 0…1.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fill = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the stroke colour from sRGB components, 0…1.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.stroke = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the line width, in user-space units. Default 1; 0 draws the thinnest visible line.
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width.isFinite ? max(0, width) : 1 }
    /// Sets the shape of line ends. Default `.butt`.
    public func setLineCap(_ cap: CGLineCap) { state.cap = cap }
    /// Sets the shape of line corners. Default `.miter`.
    public func setLineJoin(_ join: CGLineJoin) { state.join = join }
    /// Sets the miter limit. Default 10.
    public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit.isFinite ? limit : 10 }
    /// Sets the dash pattern (lengths on, off, …; empty for solid) and where it starts.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.dash = lengths.allSatisfy { $0.isFinite && $0 >= 0 } ? lengths : []
        state.dashPhase = phase.isFinite ? phase : 0
    }
    /// Sets the alpha multiplied into everything drawn, 0…1. Default 1.
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha.isFinite ? min(1, max(0, alpha)) : 1 }
    /// Sets how drawing combines with what lies below. Default `.normal`.
    public func setBlendMode(_ mode: CGBlendMode) { state.blend = mode }
    /// Sets the image interpolation quality.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolation }
        set { state.interpolation = newValue }
    }
    /// Whether edges are antialiased; Penumbra always antialiases.
    public func setShouldAntialias(_ value: Bool) {}
    /// Whether antialiasing is allowed; Penumbra always antialiases.
    public func setAllowsAntialiasing(_ value: Bool) {}

    /// Sets a shadow under everything drawn next: `offset` in points (down and right positive,
    /// as in UIKit's contexts), `blur` as Core Graphics' blur (a Gaussian of σ = blur / 2,
    /// canvas' `shadowBlur`), `color` nil for none.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.rgba.a > 0, offset.width.isFinite, offset.height.isFinite, blur.isFinite else {
            state.shadow = nil
            return
        }
        state.shadow = ResolvedShadow.make(color: ResolvedColor(rgba: color.rgba), radius: Double(max(0, blur)) / 2,
                                           x: Double(offset.width), y: Double(offset.height))
    }
    /// Sets a shadow in Core Graphics' default colour (black at a third alpha).
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }

    // MARK: Transform

    /// The current transform from user space to the context's space.
    public var ctm: CGAffineTransform { state.ctm }
    /// The current transform (Core Graphics' `CGContextGetCTM`).
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { state.ctm }
    /// Moves the origin.
    public func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }
    /// Scales user space.
    public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
    /// Rotates user space by `angle` radians (clockwise on screen in UIKit's flipped context).
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }
    /// Applies `transform` before the current transform.
    public func concatenate(_ transform: CGAffineTransform) { state.ctm = transform.concatenating(state.ctm) }

    /// The factor lengths grow by under the CTM (the square root of its determinant's size):
    /// exact for rotations, translations and uniform scales.
    var lengthScale: Double {
        let t = state.ctm
        let det = Double(t.a * t.d - t.b * t.c)
        return abs(det).squareRoot()
    }
}

extension RGBA8 {
    /// The colour with its alpha multiplied by `factor` (0…1), rounded half away from zero.
    package func scalingAlpha(_ factor: Double) -> RGBA8 {
        guard factor < 1 else { return self }
        var c = self
        c.a = UInt8((Double(a) * max(0, factor)).rounded())
        return c
    }
}
