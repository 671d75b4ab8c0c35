/// UIKit's window: the root of a hierarchy, whose traits (and `overrideUserInterfaceStyle`) reach
/// every view in it, as a test's host window does on iOS.
open class UIWindow: UIView {
    /// The controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            oldValue?.viewIfLoaded?.removeFromSuperview()
            guard let controller = rootViewController, let v = controller.view else { return }
            v.frame = bounds
            v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(v)
        }
    }
    /// Whether the window is key; a render's window is.
    open var isKeyWindow: Bool { true }
    /// The window's level.
    open var windowLevel: CGFloat = 0

    /// A window of `frame` in the default traits (light, 1x), or in `traits`.
    public init(frame: CGRect, traits: UITraitCollection) {
        super.init(frame: frame)
        hostTraits = UITraitCollection(UITraitCollection.currentTraits).merging(traits)
    }
    public override init(frame: CGRect) {
        super.init(frame: frame)
        hostTraits = UITraitCollection(UITraitCollection.currentTraits)
    }
    public required init?(coder: NSCoder) { return nil }

    /// Makes the window key and visible; lays it out.
    open func makeKeyAndVisible() { layoutIfNeeded() }
    /// Makes the window key.
    open func makeKey() {}

    /// The traits of the window's screen and scene (what a render's variant sets).
    public var hostTraitCollection: UITraitCollection {
        get { hostTraits ?? UITraitCollection() }
        set { hostTraits = newValue }
    }
    /// The insets of the screen's edges and bars, for the safe area.
    public var hostSafeAreaInsets: UIEdgeInsets {
        get { autoLayout.hostSafeArea ?? .zero }
        set { autoLayout.hostSafeArea = newValue; layoutInputsChanged() }
    }
}
