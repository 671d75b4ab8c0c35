import PenumbraCore

/// A line along the inside of the content's frame, following a rectangle or rounded rectangle
/// (SwiftUI's `border`), drawn over the content. Paint only: layout passes through.
struct BorderLayout: LayoutModifier {
    /// The line, its colour resolved.
    let stroke: ResolvedStroke
    /// The outline it follows.
    let shape: ShapeKind

    var role: String { "border" }

    func paint(_ content: Placement, size: Size, engine: LayoutEngine,
               emit: (DisplayItem.Operation) -> Void, child: (Placement) -> Void) {
        child(content)
        if stroke.color.rgba.a > 0 { emit(.strokeBorder(shape, stroke)) }
    }
}
