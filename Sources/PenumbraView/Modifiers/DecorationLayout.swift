import PenumbraCore

/// The two-child cousin of ``LayoutModifier``: a modifier that lays a second view
/// (``decoration``) in its content's frame — a background, an overlay, a mask. The content alone
/// decides the size, guides, baseline and priority (the pass-through defaults); the decoration
/// is proposed the content's size, placed by ``alignment`` and drawn as ``layering`` says.
protocol DecorationLayout: LayoutModifier {
    /// The second view.
    var decoration: ResolvedBox { get }
    /// Where the decoration sits in the content's frame.
    var alignment: Alignment { get }
    /// How the decoration is drawn with the content.
    var layering: DecorationLayering { get }
}

/// How a decoration is drawn with its content.
enum DecorationLayering {
    /// Behind the content (a background).
    case behind
    /// In front of the content (an overlay).
    case inFront
    /// As the content's alpha mask: content and mask in one group, the content shown where the
    /// mask is opaque.
    case mask
}

extension DecorationLayout {
    /// The decoration's placement in a view of `size`: proposed that size, placed by ``alignment``.
    func decorationPlacement(in size: Size, engine: LayoutEngine) -> Placement {
        let proposal = ProposedSize(width: size.width, height: size.height)
        let s = engine.size(decoration, proposal)
        return Placement(box: decoration, proposal: proposal, size: s, offset: alignment.offset(child: s, parent: size))
    }

    func paint(_ content: Placement, size: Size, engine: LayoutEngine,
               emit: (DisplayItem.Operation) -> Void, child: (Placement) -> Void) {
        switch layering {
        case .behind:
            child(decorationPlacement(in: size, engine: engine))
            child(content)
        case .inFront:
            child(content)
            child(decorationPlacement(in: size, engine: engine))
        case .mask:
            emit(.beginEffect(.group))
            child(content)
            emit(.beginMask)
            child(decorationPlacement(in: size, engine: engine))
            emit(.endEffect)
        }
    }
}
