import PenumbraCore

/// A blurred shadow of the content's shape behind it (SwiftUI's `shadow`). Paint only: layout
/// passes through.
struct ShadowLayout: BracketLayout {
    /// The shadow, its colour resolved.
    let shadow: ResolvedShadow

    var role: String { "shadow" }
    var opening: DisplayItem.Operation { .beginShadow(shadow) }
    var closing: DisplayItem.Operation { .endShadow }
}
