import PenumbraCore

import PenumbraRaster

/// A shape that fills the frame layout gives it.
public enum ShapeKind: Hashable, Sendable {
    /// The whole frame.
    case rectangle
    /// The frame with rounded corners; the radius is in points, clamped to half the shorter side
    /// when drawn.
    case roundedRectangle(cornerRadius: Double, style: CornerStyle)
    /// A rounded rectangle whose radius is half its shorter side.
    case capsule(style: CornerStyle)
    /// The ellipse inscribed in the frame.
    case ellipse
    /// The largest circle centred in the frame, as SwiftUI's `Circle`.
    case circle
    /// A vector outline in the unit square (0…1 on both axes), scaled to the frame; filled with
    /// the non-zero rule. Built-in symbols are made of these.
    case unitPath(VectorPath)
    /// An outline built for each frame (a custom `Shape`, fixture path data, a trimmed shape).
    case path(ShapePath)

    /// The corner radius in points for a frame of `size` (0 for shapes without corners).
    func cornerRadius(in size: Size) -> Double {
        let limit = max(0, min(size.width, size.height) / 2)
        switch self {
        case .roundedRectangle(let radius, _): return min(max(0, radius), limit)
        case .capsule: return limit
        default: return 0
        }
    }

    /// The fill rule of the shape's outline (even-odd only for a path that asks for it).
    public var fillRule: FillRule {
        if case .path(let p) = self, p.evenOdd { return .evenOdd }
        return .nonZero
    }

    /// The outline in `rect` (any units; `scale` units per point, which corner radii and custom
    /// paths are given in). Built-in shapes start and run as CoreGraphics' do (a rectangle at its
    /// top-left corner, an ellipse at its rightmost point), clockwise on screen, so a trim takes
    /// the same part as SwiftUI's.
    public func outline(in rect: Rect, scale: Double = 1) -> VectorPath {
        switch self {
        case .rectangle: return Shapes.rectangle(rect)
        case .roundedRectangle, .capsule:
            return RoundedRect(rect: rect, radius: cornerRadius(in: Size(rect.width / scale, rect.height / scale)) * scale,
                               style: cornerStyle).path
        case .ellipse: return Shapes.ellipse(in: rect)
        case .circle:
            let side = min(rect.width, rect.height)
            return Shapes.ellipse(in: Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
        case .unitPath(let p):
            return p.applying(AffineTransform.scale(x: rect.width, y: rect.height)
                .concatenating(.translation(x: rect.minX, y: rect.minY)))
        case .path(let shape):
            let outline = shape.outline(Size(rect.width / scale, rect.height / scale))
                .applying(AffineTransform.scale(x: scale, y: scale).concatenating(.translation(x: rect.minX, y: rect.minY)))
            guard let trim = shape.trim else { return outline }
            return PathTrimmer.trim(outline, from: trim.lowerBound, to: trim.upperBound)
        }
    }

    /// The corner style (circular for shapes without corners).
    var cornerStyle: CornerStyle {
        switch self {
        case .roundedRectangle(_, let style), .capsule(let style): return style
        default: return .circular
        }
    }
}

/// Where a stroke lies relative to its shape's outline.
public enum StrokePlacement: String, Hashable, Sendable {
    /// Inside the outline, as `strokeBorder` and `border` draw (the outline inset by half the
    /// width, stroked centred).
    case inside
    /// Centred on the outline, as `stroke` draws.
    case centered
}

/// A dashed or solid line along a shape's outline.
public struct StrokeSpec: Hashable, Sendable {
    /// The line's colour.
    public var color: ColorReference
    /// Width in points; 0 means a hairline (one device pixel).
    public var lineWidth: Double
    /// Dash lengths in points (on, off, on…); empty for a solid line.
    public var dash: [Double]
    /// Ends, corners, miter limit and dash phase (points); its width is unused (`lineWidth` is the width).
    public var style: LineStroke
    /// Inside the outline or centred on it.
    public var placement: StrokePlacement

    /// A stroke; `lineWidth` in points (0 = hairline), `dash` in points (empty = solid).
    public init(color: ColorReference, lineWidth: Double = 1, dash: [Double] = [],
                cap: LineStroke.Cap = .butt, join: LineStroke.Join = .miter, miterLimit: Double = 10,
                dashPhase: Double = 0, placement: StrokePlacement = .inside) {
        self.color = color
        self.lineWidth = max(0, lineWidth.isNaN ? 0 : lineWidth)
        self.dash = dash.map { $0.isNaN ? 0 : max(0, $0) }
        self.style = LineStroke(width: self.lineWidth, cap: cap, join: join, miterLimit: miterLimit.isNaN ? 10 : miterLimit,
                                dashPhase: dashPhase.isFinite ? dashPhase : 0)
        self.placement = placement
    }
}
