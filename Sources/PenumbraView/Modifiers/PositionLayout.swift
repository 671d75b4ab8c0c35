import PenumbraCore

/// Centres the content on a point of its parent's space (SwiftUI's `position(x:y:)`, after
/// OpenSwiftUI's `_PositionLayout`): the view takes the whole proposal (10 points on an
/// unspecified axis, as SwiftUI fixes an unspecified dimension), the content is proposed that
/// size and placed with its centre at (x, y) from the leading top corner (mirrored in a
/// right-to-left layout, as SwiftUI's coordinate space is).
struct PositionLayout: LayoutModifier {
    /// The point in points: x towards the trailing edge, y down.
    let x: Double, y: Double

    var role: String { "position" }

    func size(of content: ResolvedBox, proposal: ProposedSize, engine: LayoutEngine) -> Size {
        Size(proposal.width ?? 10, proposal.height ?? 10)
    }

    func placement(of content: ResolvedBox, proposal: ProposedSize, size: Size, engine: LayoutEngine) -> Placement {
        let p = ProposedSize(width: size.width, height: size.height)
        let s = engine.size(content, p)
        return Placement(box: content, proposal: p, size: s, offset: Point(x - s.width / 2, y - s.height / 2))
    }

    /// A positioned view is a new view filling its parent: guides inside are not carried out.
    func guide(_ guide: AlignmentGuide.Guide, of content: ResolvedBox, size: Size) -> Double? { nil }
}
