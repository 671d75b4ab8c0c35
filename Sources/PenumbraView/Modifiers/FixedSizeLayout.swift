import PenumbraCore

/// Proposes the content its ideal size on the chosen axes (SwiftUI's `fixedSize`): text there
/// neither wraps nor truncates.
struct FixedSizeLayout: LayoutModifier {
    /// The axes proposed nil (the ideal size).
    let horizontal: Bool, vertical: Bool

    var role: String { "fixedSize" }

    /// The proposal passed on: nil on the fixed axes.
    private func fixed(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    func size(of content: ResolvedBox, proposal: ProposedSize, engine: LayoutEngine) -> Size {
        engine.size(content, fixed(proposal))
    }

    /// Measured at its ideal size on the fixed axes, then placed with that size as its proposal,
    /// as SwiftUI does: a stack's flexible children (`maxHeight: .infinity`) then fill the height
    /// its tallest child chose — the equal-height row.
    func placement(of content: ResolvedBox, proposal: ProposedSize, size: Size, engine: LayoutEngine) -> Placement {
        let p = fixed(proposal)
        let ideal = engine.size(content, p)
        let placed = ProposedSize(width: horizontal ? ideal.width : p.width, height: vertical ? ideal.height : p.height)
        return Placement(box: content, proposal: placed, size: ideal, offset: .zero)
    }

    /// Guides set inside are not carried out (kept as the reference snapshots were made).
    func guide(_ guide: AlignmentGuide.Guide, of content: ResolvedBox, size: Size) -> Double? { nil }

    /// No baseline is carried out, so a baseline-aligned row aligns this view by its bottom
    /// (SwiftUI carries the content's; kept as the reference snapshots were made).
    func baseline(of content: ResolvedBox, proposal: ProposedSize, size: Size, last: Bool,
                  engine: LayoutEngine, depth: Int) -> Double? { nil }
}
