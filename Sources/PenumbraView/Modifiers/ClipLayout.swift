import PenumbraCore

/// Clips the content to a shape in its frame (SwiftUI's `clipShape`, `clipped` and
/// `cornerRadius`). Paint only: layout passes through.
struct ClipLayout: BracketLayout {
    /// The clip's outline in the view's frame.
    let shape: ShapeKind

    var role: String { "clip" }
    var opening: DisplayItem.Operation { .pushClip(shape) }
    var closing: DisplayItem.Operation { .popClip }
}
