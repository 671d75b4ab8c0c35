import PenumbraCore
import PenumbraRaster

/// An effect Core Animation applies to a view's layer after it is drawn: the subtree is drawn
/// on its own, then composited through the effect. None of them changes layout.
public enum LayerEffect: Hashable, Sendable {
    /// `rotationEffect`: a rotation by `degrees` (clockwise on screen) about a point of the frame.
    case rotation(degrees: Double, anchor: UnitPoint)
    /// `scaleEffect`: a scale about a point of the frame.
    case scale(x: Double, y: Double, anchor: UnitPoint)
    /// `transformEffect`: an affine transform in points, about the view's top-left corner.
    case transform(AffineTransform)
    /// `blur(radius:opaque:)`: a Gaussian blur of σ = radius / 2 points.
    case blur(radius: Double, opaque: Bool)
    /// `blendMode`: composited onto what lies below with a blend mode.
    case blend(LayerBlendMode)
    /// `compositingGroup` / `drawingGroup`: drawn on its own and composited once.
    case group
    /// A Core Graphics Porter-Duff blend mode composited by the drawing's coverage: the effect
    /// holds the drawing, then `beginMask`, then the same shape drawn opaque (its coverage).
    /// Only pixels the coverage reaches change.
    case porterDuff(RasterCoverageOperator)

    /// The transform of a frame's pixels (device pixels, `scale` per point) that a geometric
    /// effect applies; `nil` for the effects that do not move pixels. Rotations by multiples of
    /// 90° are exact (deterministic sines, no libm).
    func pixelTransform(frame: Rect, scale: Double) -> AffineTransform? {
        func anchorPoint(_ a: UnitPoint) -> Point {
            Point((frame.minX + a.x * frame.width) * scale, (frame.minY + a.y * frame.height) * scale)
        }
        switch self {
        case let .rotation(degrees, anchor):
            let p = anchorPoint(anchor)
            let (s, c) = Trigonometry.sinCos(degrees: degrees)
            return AffineTransform(a: c, b: s, c: -s, d: c, tx: p.x - (c * p.x - s * p.y), ty: p.y - (s * p.x + c * p.y))
        case let .scale(x, y, anchor):
            let p = anchorPoint(anchor)
            return AffineTransform(a: x, b: 0, c: 0, d: y, tx: p.x - x * p.x, ty: p.y - y * p.y)
        case .transform(let m):
            let o = Point(frame.minX * scale, frame.minY * scale)
            let linear = AffineTransform(a: m.a, b: m.b, c: m.c, d: m.d, tx: m.tx * scale, ty: m.ty * scale)
            return AffineTransform.translation(x: -o.x, y: -o.y).concatenating(linear).concatenating(.translation(x: o.x, y: o.y))
        case .blur, .blend, .group, .porterDuff:
            return nil
        }
    }
}

/// How a layer combines with what lies below (SwiftUI's `BlendMode`).
public enum LayerBlendMode: String, CaseIterable, Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut
    case plusDarker, plusLighter
}

extension LayerBlendMode {
    /// The rasterizer's blend mode of the same name.
    var rasterMode: RasterBlendMode { RasterBlendMode(rawValue: rawValue) ?? .normal }
}
