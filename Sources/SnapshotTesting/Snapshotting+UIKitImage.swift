import PenumbraTesting
import PenumbraCore
import PenumbraStyle
import UIKit

extension Snapshotting where Value: UIView, Format == UIImage {
    /// The view at its own size, in light, as swift-snapshot-testing's `.image`.
    public static var image: Snapshotting { image() }

    /// The view drawn once, as swift-snapshot-testing's `.image`: hosted in `traits` (a style,
    /// a text size; light, large text and 3x where they say nothing, as an iPhone simulator),
    /// stored as `<testName>.<n>.png`.
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: accepted for the spelling; Penumbra always draws the layer tree.
    ///   - precision: the share of pixels that must match (1: all).
    ///   - perceptualPrecision: how alike a pixel must be to match (1: exactly; see
    ///     ``SnapshotComparison/swiftSnapshotTesting(precision:perceptualPrecision:)``).
    ///   - size: the size in points; `nil` keeps the view's frame size.
    ///   - traits: the traits the view is hosted in.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = UITraitCollection()) -> Snapshotting {
        let variant = Variant(hostTraits(traits))
        var strategy = Snapshotting(variants: VariantSet([variant]),
                                    comparison: .swiftSnapshotTesting(precision: precision, perceptualPrecision: perceptualPrecision)) {
            view, variant in
            // Views are main-actor objects; assertions on them run on the main actor, as on iOS.
            let bitmap = try MainActor.assumeIsolated { try UIKitRendering.render(view, size: size, traits: variant.traits).bitmap }
            return UIImage(bitmap: bitmap, scale: variant.traits.displayScale.value)
        }
        strategy.namesVariants = false
        return strategy
    }

    /// `traits` with the simulator's 3x filled in when it names no scale.
    static func hostTraits(_ traits: UITraitCollection) -> Traits {
        var host = traits
        if host.displayScale == 0 { host.displayScale = 3 }
        return host.traits
    }
}

extension Snapshotting where Value: UIViewController, Format == UIImage {
    /// The controller's view on an iPhone 13's screen, as swift-snapshot-testing's `.image`.
    public static var image: Snapshotting { image(on: .iPhone13) }

    /// The controller's view filling `config`'s screen (or `size`), hosted in the device's traits
    /// with `traits` on top, drawn once at the device's scale and stored as `<testName>.<n>.png`.
    /// The safe area is the device's. Precisions as for views.
    public static func image(on config: ViewImageConfig, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = UITraitCollection()) -> Snapshotting {
        var device = config.traits.merging(traits)
        if device.displayScale == 0 { device.displayScale = CGFloat(config.scale) }
        let safeArea = config.safeArea
        return Snapshotting<UIView, UIImage>
            .image(precision: precision, perceptualPrecision: perceptualPrecision, size: size ?? config.size, traits: device)
            .pullback { (controller: Value) -> UIView in
                MainActor.assumeIsolated {
                    // The device's window: its screen's size, traits and safe area.
                    let window = UIWindow(frame: CGRect(origin: .zero, size: size ?? config.size ?? controller.view.bounds.size))
                    window.hostSafeAreaInsets = safeArea
                    window.rootViewController = controller
                    return window
                }
            }
    }

    /// The controller's view at `size` (its own size when `nil`), hosted in `traits`.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = UITraitCollection()) -> Snapshotting {
        Snapshotting<UIView, UIImage>
            .image(precision: precision, perceptualPrecision: perceptualPrecision, size: size, traits: traits)
            .pullback { (controller: Value) -> UIView in MainActor.assumeIsolated { controller.view } }
    }
}

extension UIImage: SnapshotImage {
    /// The drawn pixels, straight alpha; an image that holds no pixels (an asset name, a symbol:
    /// no strategy here makes one) is one clear pixel.
    public var straightAlphaImage: RGBAImage {
        if case let .bitmap(bitmap, _) = source { return bitmap.unpremultiplied() }
        guard let one = try? PixelSize(width: 1, height: 1) else { preconditionFailure("1 × 1 is a valid image size") }
        return RGBAImage(size: one)
    }
}
