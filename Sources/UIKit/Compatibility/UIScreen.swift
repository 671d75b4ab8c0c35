/// The screen (UIKit's `UIScreen`): an iPhone 13's (390 × 844 points at 3x), the device
/// swift-snapshot-testing's `.iPhone13` describes and the simulator references are recorded on.
/// As on iOS, its scale is the device's whatever a view's traits say (a 2x snapshot on a 3x
/// simulator still reads 3): the configured scale (``RenderConfiguration/scale``), else 3. A
/// divider made `1 / UIScreen.main.scale` tall is one pixel of a 3x snapshot, as on the simulator.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The screen a render draws on.
    public static var main: UIScreen { UIScreen() }
    /// Pixels per point.
    open var scale: CGFloat { CGFloat(RenderConfiguration.current.scale?.value ?? 3) }
    /// The native scale.
    open var nativeScale: CGFloat { scale }
    /// The bounds in points.
    open var bounds: CGRect { CGRect(x: 0, y: 0, width: 390, height: 844) }
    /// The bounds in pixels, portrait (the bounds at the native scale).
    open var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * nativeScale, height: bounds.height * nativeScale) }
    /// The traits.
    open var traitCollection: UITraitCollection { UITraitCollection.current }
}
