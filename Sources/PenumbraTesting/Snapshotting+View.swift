import PenumbraCore
import PenumbraStyle
import PenumbraUI
import PenumbraView

extension Snapshotting where Value: PenumbraUI.View, Format == Bitmap {
    /// The view's bodies evaluated with each variant's environment (colour scheme, contrast,
    /// text size, direction), laid out at `size` and drawn.
    /// - Parameters:
    ///   - size: the root size: `.fitting` (the view's ideal size), `.width(w)` or
    ///     `.fixed(Size(w, h))`, in points.
    ///   - scale: the display scale overriding each variant's. Default: the configuration's,
    ///     else the variant's own.
    ///   - variants: the variants. Default: the configuration's (light and dark).
    ///   - configuration: the palette, images and fonts. Default: ``RenderConfiguration/current``
    ///     when the assertion runs.
    ///   - comparison: how images are compared. Default: exact.
    public static func image(size: RootSize, scale: DisplayScale? = nil, variants: VariantSet? = nil,
                             configuration: RenderConfiguration? = nil, comparison: SnapshotComparison = .exact) -> Snapshotting {
        Snapshotting(variants: variants ?? configuration?.variants, comparison: comparison) { view, variant in
            try SnapshotRendering.bitmap(of: view, configuration: configuration ?? .current, variant: variant, size: size, scale: scale)
        }
    }
}
