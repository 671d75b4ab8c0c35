import PenumbraCore

/// Group opacity (SwiftUI's `opacity`): the content is drawn into a layer composited once; at 0
/// it is not placed at all, at 1 it is drawn directly. Paint only: layout passes through.
struct OpacityLayout: LayoutModifier {
    /// The opacity, 0…1.
    let value: Double

    var role: String { "opacity" }

    func paint(_ content: Placement, size: Size, engine: LayoutEngine,
               emit: (DisplayItem.Operation) -> Void, child: (Placement) -> Void) {
        guard value > 0 else { return }
        if value < 1 { emit(.beginLayer(opacity: value)) }
        child(content)
        if value < 1 { emit(.endLayer) }
    }
}
