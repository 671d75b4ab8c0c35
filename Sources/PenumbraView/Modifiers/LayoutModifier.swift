import PenumbraCore

/// A modifier that wraps one view and owns everything layout asks of it: its size for a
/// proposal, where its content goes, where its alignment guides and text baseline lie, the
/// layout priority a stack sees, and what it draws around its content.
///
/// One conforming type per modifier, one file each (`PaddingLayout.swift`), as OpenSwiftUI's
/// `_PaddingLayout` keeps `sizeThatFits` and `placement` side by side. Every requirement has a
/// pass-through default (the content's size, placed at the origin, its guides, baseline and
/// priority, nothing drawn), so a modifier states only what it changes. ``NodeModifier`` stays
/// the serialisable value (fixtures, hashing, checks); ``NodeModifier/layout(_:)`` maps each case
/// to one of these types. The steps to add one are in `Modifiers/README.md`.
protocol LayoutModifier {
    /// A short name of the modifier, for the display list's node table (`padding`).
    var role: String { get }

    /// The layout priority a stack sees on this view; nil passes the content's through.
    var layoutPriority: Double? { get }

    /// The view's size for `proposal`, in points.
    func size(of content: ResolvedBox, proposal: ProposedSize, engine: LayoutEngine) -> Size

    /// Where the content goes in the view of `size` chosen for `proposal`: the content's
    /// proposal, size and offset from the view's leading top corner.
    func placement(of content: ResolvedBox, proposal: ProposedSize, size: Size, engine: LayoutEngine) -> Placement

    /// Where the view's `guide` lies in a view of `size` when a modifier inside moved it, else nil.
    func guide(_ guide: AlignmentGuide.Guide, of content: ResolvedBox, size: Size) -> Double?

    /// The first (or last) text baseline, in points from the view's top, or nil without text.
    func baseline(of content: ResolvedBox, proposal: ProposedSize, size: Size, last: Bool,
                  engine: LayoutEngine, depth: Int) -> Double?

    /// Draws the view: places the content (`child`) and emits the modifier's own display items
    /// (`emit`) before or after it. `content` is ``placement(of:proposal:size:engine:)``'s answer.
    func paint(_ content: Placement, size: Size, engine: LayoutEngine,
               emit: (DisplayItem.Operation) -> Void, child: (Placement) -> Void)
}

extension LayoutModifier {
    var layoutPriority: Double? { nil }

    func size(of content: ResolvedBox, proposal: ProposedSize, engine: LayoutEngine) -> Size {
        engine.size(content, proposal)
    }

    func placement(of content: ResolvedBox, proposal: ProposedSize, size: Size, engine: LayoutEngine) -> Placement {
        Placement(box: content, proposal: proposal, size: size, offset: .zero)
    }

    func guide(_ guide: AlignmentGuide.Guide, of content: ResolvedBox, size: Size) -> Double? {
        content.customGuide(guide, size: size)
    }

    func baseline(of content: ResolvedBox, proposal: ProposedSize, size: Size, last: Bool,
                  engine: LayoutEngine, depth: Int) -> Double? {
        engine.textBaseline(placement(of: content, proposal: proposal, size: size, engine: engine), last: last, depth: depth)
    }

    func paint(_ content: Placement, size: Size, engine: LayoutEngine,
               emit: (DisplayItem.Operation) -> Void, child: (Placement) -> Void) {
        child(content)
    }
}
