import PenumbraCore

/// Draws the content displaced by (x, y) points (SwiftUI's `offset`): the view keeps its layout
/// frame and its parent's layout stays; positive x points to the trailing edge (mirrored in a
/// right-to-left layout, as SwiftUI's), positive y down. The baseline moves with the content;
/// alignment guides do not.
struct OffsetLayout: LayoutModifier {
    /// The displacement in points.
    let x: Double, y: Double

    var role: String { "offset" }

    func placement(of content: ResolvedBox, proposal: ProposedSize, size: Size, engine: LayoutEngine) -> Placement {
        Placement(box: content, proposal: proposal, size: size, offset: Point(x, y))
    }
}
