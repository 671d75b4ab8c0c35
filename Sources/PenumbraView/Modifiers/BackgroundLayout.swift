import PenumbraCore

/// A view behind the content, proposed the content's size and placed by an alignment (SwiftUI's
/// `background(alignment:content:)`); the content alone decides the layout.
struct BackgroundLayout: DecorationLayout {
    let decoration: ResolvedBox
    let alignment: Alignment

    var role: String { "background" }
    var layering: DecorationLayering { .behind }
}
