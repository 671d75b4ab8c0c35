// Shape conveniences on the canvas: rectangles, rounded rectangles and borders drawn the way a
// UIKit layer draws them.
import PenumbraCore

extension RasterCanvas {
    /// Fills a rectangle (device pixels). Pixel-aligned rectangles take a fast path with no
    /// coverage work; fractional edges are anti-aliased by exact area.
    public mutating func fill(rect: Rect, color: PremultipliedRGBA8, opacity: Double = 1) {
        fill(Shapes.rectangle(rect), paint: .solid(color), fillRule: .nonZero, opacity: FixedPoint.opacity8(opacity))
    }

    /// Fills a rounded rectangle (device pixels).
    public mutating func fill(_ shape: RoundedRect, color: PremultipliedRGBA8, opacity: Double = 1) {
        fill(shape.path, paint: .solid(color), fillRule: .nonZero, opacity: FixedPoint.opacity8(opacity))
    }

    /// Fills a rounded rectangle with a linear gradient, at draw-level `opacity` (0...1).
    public mutating func fill(_ shape: RoundedRect, gradient: RasterGradient, opacity: Double = 1) {
        fill(shape.path, gradient: gradient, opacity: opacity)
    }

    /// Draws the shadow of a rounded rectangle (see ``drawShadow(of:_:fillRule:)``).
    public mutating func drawShadow(of shape: RoundedRect, _ shadow: Shadow) {
        drawShadow(of: shape.path, shadow)
    }

    /// Draws a border inside `shape`'s edge, as CALayer's `borderWidth` does: the band between
    /// the outline and the outline inset by `width`, whose corner radii are `max(0, r − width)`.
    ///
    /// - Parameters:
    ///   - shape: The layer's bounds and corners, device pixels.
    ///   - width: Border width in device pixels (1 is a hairline on any scale).
    ///   - color: Premultiplied colour.
    ///   - dash: A dash pattern, or `nil` (default) for a solid border.
    public mutating func drawBorder(_ shape: RoundedRect, width: Double, color: PremultipliedRGBA8,
                                    dash: DashPattern? = nil) {
        guard width > 0, width.isFinite else { return }
        if let dash {
            let c = clip.box
            let visible = Rect(x: Double(c.x0), y: Double(c.y0), width: Double(c.x1 - c.x0), height: Double(c.y1 - c.y0))
            fill(BorderPath.dashed(shape, width: width, dash: dash, visible: visible), paint: .solid(color), fillRule: .nonZero, opacity: 255)
            return
        }
        fill(BorderPath.solid(shape, width: width), paint: .solid(color), fillRule: .nonZero, opacity: 255)
    }
}
