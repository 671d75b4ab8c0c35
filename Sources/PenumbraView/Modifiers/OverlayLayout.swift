import PenumbraCore

/// A view in front of the content, proposed the content's size and placed by an alignment
/// (SwiftUI's `overlay(alignment:content:)`); the content alone decides the layout.
struct OverlayLayout: DecorationLayout {
    let decoration: ResolvedBox
    let alignment: Alignment

    var role: String { "overlay" }
    var layering: DecorationLayering { .inFront }
}
