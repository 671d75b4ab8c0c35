import PenumbraCore
import PenumbraStyle
import PenumbraView

extension Snapshotting where Value == ViewNode, Format == Bitmap {
    /// A view-stage tree (a decoded JSON fixture) drawn by `renderer` in each variant's traits at
    /// `size`, the display scale overridden by `scale` when given. Default variants: light and dark.
    public static func image(renderer: ViewRenderer, size: RootSize = .fitting, scale: DisplayScale? = nil,
                             variants: VariantSet = .default, comparison: SnapshotComparison = .exact) -> Snapshotting {
        Snapshotting(variants: variants, comparison: comparison) { tree, variant in
            var traits = variant.traits
            if let scale { traits.displayScale = scale }
            let render = try renderer.render(tree, traits: traits, size: size)
            SnapshotWarnings.report(render.warnings)
            return render.bitmap
        }
    }
}
