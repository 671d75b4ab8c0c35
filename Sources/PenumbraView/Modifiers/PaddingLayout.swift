import PenumbraCore

/// Insets around the content (SwiftUI's `padding`): the content is offered the proposal less
/// the insets and sits inside them; its guides and baseline move with it.
struct PaddingLayout: LayoutModifier {
    /// The insets in points.
    let insets: EdgeInsets

    var role: String { "padding" }

    /// The proposal less the insets, never below zero.
    private func inner(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: p.width.map { max(0, $0 - insets.horizontal) },
                     height: p.height.map { max(0, $0 - insets.vertical) })
    }

    func size(of content: ResolvedBox, proposal: ProposedSize, engine: LayoutEngine) -> Size {
        let s = engine.size(content, inner(proposal))
        return Size(s.width + insets.horizontal, s.height + insets.vertical)
    }

    func placement(of content: ResolvedBox, proposal: ProposedSize, size: Size, engine: LayoutEngine) -> Placement {
        let p = inner(proposal)
        return Placement(box: content, proposal: p, size: engine.size(content, p), offset: Point(insets.leading, insets.top))
    }

    func guide(_ guide: AlignmentGuide.Guide, of content: ResolvedBox, size: Size) -> Double? {
        let innerSize = Size(max(0, size.width - insets.horizontal), max(0, size.height - insets.vertical))
        guard let v = content.customGuide(guide, size: innerSize) else { return nil }
        if case .horizontal = guide { return v + insets.leading }
        return v + insets.top
    }
}
