import PenumbraCore

/// A layer effect around the content: a rotation, scale or transform, a blur, a blend mode, a
/// compositing group. Paint only: layout passes through.
struct EffectLayout: BracketLayout {
    /// The effect.
    let effect: LayerEffect

    var role: String { "effect" }
    var opening: DisplayItem.Operation { .beginEffect(effect) }
    var closing: DisplayItem.Operation { .endEffect }
}
