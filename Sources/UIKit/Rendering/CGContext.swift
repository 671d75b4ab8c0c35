import PenumbraCore

/// Core Graphics' drawing context, as UIKit code reaches it in an image renderer's block
/// (`ctx.cgContext`) or `UIGraphicsGetCurrentContext()`. It records what is drawn into it —
/// layers rendered with `layer.render(in:)`, hierarchies with `drawHierarchy(in:afterScreenUpdates:)`,
/// rectangles filled — and the renderer draws the record into pixels when the block returns.
@MainActor
public final class CGContext {
    /// What was drawn, in order.
    package enum Entry {
        case layer(CALayer, at: CGPoint)
        case fill(CGRect, CGColor)
    }
    package private(set) var entries: [Entry] = []
    private var fillColor: CGColor = .black
    private var translation = CGPoint.zero
    private var saved: [(CGColor, CGPoint)] = []

    package init() {}

    /// The context drawing now (an image renderer's block sets it).
    @TaskLocal package static var current: CGContext?

    /// Records `layer` drawn with its bounds' origin at the current origin.
    package func record(_ layer: CALayer) { entries.append(.layer(layer, at: translation)) }
    /// Records `layer` drawn into `rect`.
    package func record(_ layer: CALayer, in rect: CGRect) {
        entries.append(.layer(layer, at: CGPoint(x: translation.x + rect.minX, y: translation.y + rect.minY)))
    }

    /// Sets the fill colour.
    public func setFillColor(_ color: CGColor) { fillColor = color }
    /// Fills a rectangle with the fill colour.
    public func fill(_ rect: CGRect) { entries.append(.fill(rect.offsetBy(dx: translation.x, dy: translation.y), fillColor)) }
    /// Moves the origin.
    public func translateBy(x: CGFloat, y: CGFloat) { translation.x += x; translation.y += y }
    /// Saves the state.
    public func saveGState() { saved.append((fillColor, translation)) }
    /// Restores the state.
    public func restoreGState() { if let s = saved.popLast() { (fillColor, translation) = s } }
}

/// The context drawing now, inside an image renderer's block; nil outside one.
@MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? { CGContext.current }
