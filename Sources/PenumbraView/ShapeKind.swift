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

    /// The corner radius in points for a frame of `size` (0 for shapes without corners).
    func cornerRadius(in size: Size) -> Double {
        let limit = max(0, min(size.width, size.height) / 2)
        switch self {
        case .roundedRectangle(let radius, _): return min(max(0, radius), limit)
        case .capsule: return limit
        default: return 0
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

/// A dashed or solid line along a shape's inside edge.
public struct StrokeSpec: Hashable, Sendable {
    /// The line's colour.
    public var color: ColorReference
    /// Width in points; 0 means a hairline (one device pixel).
    public var lineWidth: Double
    /// Dash lengths in points (on, off, on…); empty for a solid line.
    public var dash: [Double]

    /// A stroke; `lineWidth` in points (0 = hairline), `dash` in points (empty = solid).
    public init(color: ColorReference, lineWidth: Double = 1, dash: [Double] = []) {
        self.color = color
        self.lineWidth = max(0, lineWidth)
        self.dash = dash.map { max(0, $0) }
    }
}
