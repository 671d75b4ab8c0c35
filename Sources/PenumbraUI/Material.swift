import PenumbraCore
import PenumbraStyle
import PenumbraView

/// A material, as SwiftUI's `Material` (`.background(.regularMaterial)`,
/// `.fill(.ultraThinMaterial)`): the translucent tint iOS lays over a blur of what is behind.
///
/// Penumbra draws the tint **without the blur**, as `UIVisualEffectView` does (the view stage
/// draws each layer in turn and does not sample the backdrop): each thickness's fill colour in
/// the view's appearance (``ControlMetrics/Material``) over whatever was drawn behind. Over a flat
/// colour that is what iOS shows; over detailed content the shapes behind stay sharp, and iOS's
/// saturation boost is missing. `ultraThick` and `bar` draw the chrome material's tint, the
/// thickest Penumbra has (an estimate).
public struct Material: ShapeStyle, Hashable {
    let thickness: ControlMetrics.Material.Thickness

    public static let ultraThin = Material(thickness: .ultraThin)
    public static let thin = Material(thickness: .thin)
    public static let regular = Material(thickness: .regular)
    public static let thick = Material(thickness: .thick)
    public static let ultraThick = Material(thickness: .chrome)
    public static let bar = Material(thickness: .chrome)
}

extension Material: PaintStyle {
    func paint(_ context: LoweringContext) throws(UIError) -> Paint {
        typealias M = ControlMetrics.Material
        let variants = ColorVariants(light: M.tint(thickness, dark: false), dark: M.tint(thickness, dark: true))
        return .color(.color(StyleColor(name: "\(thickness)Material", scope: "system", variants: variants)))
    }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}
