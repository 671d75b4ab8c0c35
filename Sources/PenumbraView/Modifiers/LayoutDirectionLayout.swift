import PenumbraCore

/// A subtree laid out in another writing direction (SwiftUI's
/// `.environment(\.layoutDirection, …)`): the same frame as its content, so there is nothing to
/// mirror here; the content then lays out in its own direction.
struct LayoutDirectionLayout: LayoutModifier {
    /// True for right-to-left.
    let rtl: Bool

    var role: String { "layoutDirection" }

    func placement(of content: ResolvedBox, proposal: ProposedSize, size: Size, engine: LayoutEngine) -> Placement {
        Placement(box: content, proposal: proposal, size: size, offset: .zero, rtl: rtl)
    }
}
