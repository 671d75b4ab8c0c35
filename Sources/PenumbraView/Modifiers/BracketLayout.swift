import PenumbraCore

/// A paint-only modifier that draws its content between an opening and a closing display item
/// (a clip, a layer effect, a shadow): layout passes through, and ``paint`` is written once here.
protocol BracketLayout: LayoutModifier {
    /// The item emitted before the content (`.pushClip`, `.beginEffect`, `.beginShadow`).
    var opening: DisplayItem.Operation { get }
    /// The item emitted after it (`.popClip`, `.endEffect`, `.endShadow`).
    var closing: DisplayItem.Operation { get }
}

extension BracketLayout {
    func paint(_ content: Placement, size: Size, engine: LayoutEngine,
               emit: (DisplayItem.Operation) -> Void, child: (Placement) -> Void) {
        emit(opening)
        child(content)
        emit(closing)
    }
}
