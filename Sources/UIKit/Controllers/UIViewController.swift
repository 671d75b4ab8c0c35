/// UIKit's view controller: owns a root view (made by `loadView`, then `viewDidLoad`), child
/// controllers, and trait overrides for its views.
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    /// The controller's title.
    open var title: String?
    /// The controller's children.
    open private(set) var children: [UIViewController] = []
    /// The controller this one is a child of.
    open private(set) weak var parent: UIViewController?
    /// The size the controller would like when presented in a popover or form sheet.
    open var preferredContentSize: CGSize = .zero
    /// The status bar style the controller asks for.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// The orientations the controller supports.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    /// Whether the controller's view extends under bars.
    open var edgesForExtendedLayout: UIRectEdge = .all
    /// How the controller is presented.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    private var styleOverride: UIUserInterfaceStyle = .unspecified
    private var overrides = UITraitOverrides()

    public override init() { super.init() }
    /// A controller (nib names are accepted and unused: there are no nibs on Linux).
    public init(nibName: String?, bundle: Bundle?) { super.init() }
    /// Controllers are not decoded from archives in Penumbra: nil.
    public required init?(coder: NSCoder) { return nil }

    /// The root view, loaded on first use.
    open var view: UIView! {
        get {
            if let loadedView { return loadedView }
            loadView()
            if loadedView == nil { loadedView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) }
            attach(loadedView)
            viewDidLoad()
            return loadedView
        }
        set {
            loadedView = newValue
            attach(newValue)
        }
    }
    /// The root view if it is loaded.
    open var viewIfLoaded: UIView? { loadedView }
    /// Whether the root view is loaded.
    open var isViewLoaded: Bool { loadedView != nil }
    /// Loads the view now if it is not.
    open func loadViewIfNeeded() { _ = view }

    private func attach(_ view: UIView?) {
        guard let view else { return }
        view.owningController = self
        // A root view of a controller keeps the system's minimum margins: 16 points at the sides
        // on an iPhone in portrait (UIKit's systemMinimumLayoutMargins), none above and below.
        view.autoLayout.margins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        view.updateTraitsIfNeeded()
    }

    /// Makes the root view; a subclass sets `view` here.
    open func loadView() {}
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open func setNeedsStatusBarAppearanceUpdate() {}

    /// The controller's traits: its view's.
    open var traitCollection: UITraitCollection { loadedView?.traitCollection ?? UITraitCollection.current }
    /// The interface style the controller's views use, whatever their host's.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { styleOverride }
        set { styleOverride = newValue; loadedView?.updateTraitsIfNeeded() }
    }
    /// Trait overrides for the controller's views.
    open var traitOverrides: UITraitOverrides {
        get { overrides }
        set { overrides = newValue; loadedView?.updateTraitsIfNeeded() }
    }
    /// Overrides for a child's traits (the older API), applied below `child`'s own.
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild child: UIViewController) {
        child.overrides.collection = collection ?? UITraitCollection()
        child.loadedView?.updateTraitsIfNeeded()
    }

    func applyingOverrides(to traits: UITraitCollection) -> UITraitCollection {
        var t = traits
        if styleOverride != .unspecified { t.userInterfaceStyle = styleOverride }
        return t.merging(overrides.collection)
    }

    func traitsChanged(from previous: UITraitCollection) { traitCollectionDidChange(previous) }

    /// Adds a child controller (its view is added by the caller, as in UIKit).
    open func addChild(_ child: UIViewController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }
    /// Removes the controller from its parent.
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }
    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    /// Presents a controller; nothing is presented in a render.
    open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) { completion?() }
    /// Dismisses; nothing is presented in a render.
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) { completion?() }
    /// The navigation controller above, if any.
    open var navigationController: UINavigationController? {
        var c = parent
        while let p = c { if let n = p as? UINavigationController { return n }; c = p.parent }
        return nil
    }
}

/// A stack of controllers; the top one's view shows.
open class UINavigationController: UIViewController {
    /// The controllers, root first.
    open var viewControllers: [UIViewController] = []
    public init(rootViewController: UIViewController) {
        super.init()
        pushViewController(rootViewController, animated: false)
    }
    public override init() { super.init() }
    public required init?(coder: NSCoder) { return nil }
    open var topViewController: UIViewController? { viewControllers.last }
    open func pushViewController(_ controller: UIViewController, animated: Bool) {
        addChild(controller)
        viewControllers.append(controller)
    }
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        let c = viewControllers.removeLast()
        c.removeFromParent()
        return c
    }
}

/// How a controller is presented.
public enum UIModalPresentationStyle: Int, Hashable, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover, none = -1
    case automatic = -2
}
/// The status bar's style.
public enum UIStatusBarStyle: Int, Hashable, Sendable { case `default`, lightContent, darkContent = 3 }
/// Device orientations.
public enum UIInterfaceOrientation: Int, Hashable, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft = 4, landscapeRight = 3
}
/// Sets of orientations.
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}
