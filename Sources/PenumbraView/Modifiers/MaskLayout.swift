import PenumbraCore

/// Shows the content only where a mask view, laid out in the content's frame by an alignment,
/// is opaque (SwiftUI's `mask(alignment:_:)`): the content's alpha is multiplied by the mask's.
/// The content alone decides the layout.
struct MaskLayout: DecorationLayout {
    let decoration: ResolvedBox
    let alignment: Alignment

    var role: String { "mask" }
    var layering: DecorationLayering { .mask }
}
