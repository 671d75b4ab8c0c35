import PenumbraCore
import PenumbraView

/// Core Animation's shape layer: a path in the layer's coordinates, filled and stroked with
/// every option (dash, caps, joins, `strokeStart`/`strokeEnd`, even-odd).
open class CAShapeLayer: CALayer {
    /// The outline, in the layer's coordinates.
    open var path: CGPath?
    /// The fill. Default: opaque black.
    open var fillColor: CGColor? = .black
    /// The rule that decides what is inside. Default `.nonZero`.
    open var fillRule: CAShapeLayerFillRule = .nonZero
    /// The stroke; nil: none. Default nil.
    open var strokeColor: CGColor?
    /// The stroke's width. Default 1.
    open var lineWidth: CGFloat = 1
    /// Dash lengths, alternately drawn and skipped.
    open var lineDashPattern: [NSNumber]?
    /// Where the dash pattern starts.
    open var lineDashPhase: CGFloat = 0
    /// Line ends. Default `.butt`.
    open var lineCap: CAShapeLayerLineCap = .butt
    /// Corners. Default `.miter`.
    open var lineJoin: CAShapeLayerLineJoin = .miter
    /// The miter limit. Default 10.
    open var miterLimit: CGFloat = 10
    /// Where the stroke starts along the path, 0…1. Default 0.
    open var strokeStart: CGFloat = 0
    /// Where the stroke ends along the path, 0…1. Default 1.
    open var strokeEnd: CGFloat = 1

    public required init() { super.init() }

    package override func drawLayerContent(in frame: Rect, into drawing: inout LayerDrawing) {
        guard let path, !path.isEmpty else { return }
        let vector = path.vector, evenOdd = fillRule == .evenOdd
        // The path is in the layer's coordinates: the item's frame is the layer's, and the
        // outline keeps its own origin (it may reach outside the bounds).
        let fillShape = ShapeKind.path(ShapePath(evenOdd: evenOdd) { _ in vector })
        if let fill = fillColor, fill.rgba.a > 0 {
            drawing.items.append(DisplayItem.make(path: drawing.currentPath, frame: frame,
                                                  operation: .fill(fillShape, ResolvedColor(rgba: fill.rgba))))
        }
        guard let stroke = strokeColor, stroke.rgba.a > 0, lineWidth > 0 else { return }
        let start = Double(max(0, min(1, strokeStart))), end = Double(max(0, min(1, strokeEnd)))
        guard end > start else { return }
        let strokeShape = ShapeKind.path(ShapePath(evenOdd: evenOdd, trim: start == 0 && end == 1 ? nil : start...end) { _ in vector })
        let cap: LineStroke.Cap = lineCap == .round ? .round : lineCap == .square ? .square : .butt
        let join: LineStroke.Join = lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter
        let dash = (lineDashPattern ?? []).map { $0.doubleValue }
        let style = LineStroke(width: Double(lineWidth), cap: cap, join: join, miterLimit: Double(miterLimit), dash: dash,
                               dashPhase: Double(lineDashPhase))
        drawing.items.append(DisplayItem.make(path: drawing.currentPath, frame: frame, operation: .strokeBorder(strokeShape, ResolvedStroke.make(
            color: ResolvedColor(rgba: stroke.rgba), lineWidth: Double(lineWidth), style: style, placement: .centered))))
    }
}
