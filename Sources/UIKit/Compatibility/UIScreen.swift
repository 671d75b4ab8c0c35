/// The screen (UIKit's `UIScreen`): its scale is the current traits' display scale, its bounds an
/// iPhone 13's (390 × 844 points), the device swift-snapshot-testing's `.iPhone13` describes.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The screen a render draws on.
    public static var main: UIScreen { UIScreen() }
    /// Pixels per point.
    open var scale: CGFloat { max(1, UITraitCollection.current.displayScale) }
    /// The native scale.
    open var nativeScale: CGFloat { scale }
    /// The bounds in points.
    open var bounds: CGRect { CGRect(x: 0, y: 0, width: 390, height: 844) }
    /// The bounds in pixels, portrait (the bounds at the native scale).
    open var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * nativeScale, height: bounds.height * nativeScale) }
    /// The traits.
    open var traitCollection: UITraitCollection { UITraitCollection.current }
}
