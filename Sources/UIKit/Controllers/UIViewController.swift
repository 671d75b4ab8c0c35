/// UIKit's view controller: owns a root view (made by `loadView`, then `viewDidLoad`), child
/// controllers, and trait overrides for its views.
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    /// The controller's title (its navigation item's too, as in UIKit).
    open var title: String? { didSet { ownNavigationItem.title = title; ownTabBarItem.title = ownTabBarItem.title ?? title } }
    /// The items a navigation controller's toolbar shows for this controller.
    open var toolbarItems: [UIBarButtonItem]?
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
    /// Whether the controller's view rotates with the device.
    open var shouldAutorotate: Bool { true }
    /// The orientation the controller prefers when presented.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    /// Whether the status bar is hidden.
    open var prefersStatusBarHidden: Bool { false }
    /// The controller presented over this one; none in a render.
    open var presentedViewController: UIViewController? { nil }
    /// The controller that presented this one; none in a render.
    open var presentingViewController: UIViewController? { nil }
    /// The navigation item (its title is kept).
    open var navigationItem: UINavigationItem { ownNavigationItem }
    private lazy var ownNavigationItem = UINavigationItem(title: title ?? "")
    /// Whether the controller's view extends under bars.
    open var edgesForExtendedLayout: UIRectEdge = .all
    /// Insets added to the safe area of the controller's view (a container's bars). Default zero.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { loadedView?.autoLayout.additionalSafeArea = additionalSafeAreaInsets; loadedView?.layoutInputsChanged() }
    }
    /// The controller's item in a tab bar.
    open var tabBarItem: UITabBarItem! {
        get { ownTabBarItem }
        set { ownTabBarItem = newValue }
    }
    private lazy var ownTabBarItem = UITabBarItem(title: title, image: nil, tag: 0)
    /// The tab bar controller above, if any.
    open var tabBarController: UITabBarController? {
        var c = parent
        while let p = c { if let t = p as? UITabBarController { return t }; c = p.parent }
        return nil
    }
    /// How the controller is presented.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    private var styleOverride: UIUserInterfaceStyle = .unspecified
    private var overrides = UITraitOverrides()

    public override init() {
        super.init()
        applyContainedAppearances()
    }
    /// A controller (nib names are accepted and unused: there are no nibs on Linux).
    public init(nibName: String?, bundle: Bundle?) {
        super.init()
        applyContainedAppearances()
    }
    /// Gives the bars this controller holds the settings of the appearance proxies scoped to its
    /// class (`appearance(whenContainedInInstancesOf:)`); a container controller overrides it.
    func applyContainedAppearances() {}
    /// Controllers are not decoded from archives in Penumbra: nil.
    public required init?(coder: NSCoder) { return nil }

    /// The root view, loaded on first use.
    open var view: UIView! {
        get {
            if let loadedView { return loadedView }
            loadView()
            if loadedView == nil { loadedView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) }
            loadedView?.autoLayout.additionalSafeArea = additionalSafeAreaInsets
            attach(loadedView)
            viewDidLoad()
            return loadedView
        }
        set {
            loadedView = newValue
            newValue?.autoLayout.additionalSafeArea = additionalSafeAreaInsets
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
    /// Called when the view is about to appear, its traits and geometry known (iOS 17).
    open func viewIsAppearing(_ animated: Bool) {}
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
    /// Whether the navigation bar is hidden.
    open var isNavigationBarHidden = false { didSet { viewIfLoaded?.setNeedsLayout() } }
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    override func applyContainedAppearances() {
        AppearanceProxy.apply(to: navigationBar, containedIn: type(of: self))
        AppearanceProxy.apply(to: toolbar, containedIn: type(of: self))
    }
    /// The bar showing the controllers' navigation items.
    public let navigationBar = UINavigationBar()
    /// The toolbar (shown when not hidden; its items are the top controller's `toolbarItems`).
    public let toolbar = UIToolbar()
    /// Whether the toolbar is hidden. Default true.
    open var isToolbarHidden = true { didSet { viewIfLoaded?.setNeedsLayout() } }
    open override func loadView() { view = ContainerView(layout: { [weak self] in self?.layoutContainer() }) }
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

/// A controller's entry in a navigation bar.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    open var title: String?
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    open var hidesBackButton = false
    open var backButtonTitle: String?
    open var rightBarButtonItem: UIBarButtonItem?
    open var leftBarButtonItem: UIBarButtonItem?
    open var rightBarButtonItems: [UIBarButtonItem]?
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var backBarButtonItem: UIBarButtonItem?
    public init(title: String) { self.title = title; super.init() }
    public enum LargeTitleDisplayMode: Int, Hashable, Sendable { case automatic, always, never, inline }
}

/// An item of a bar, with the accessibility properties UIKit puts on every object.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    open var isAccessibilityElement = true
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityIdentifier: String?
    open var accessibilityTraits: UIAccessibilityTraits = .button
}

/// A button in a navigation bar or toolbar.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    public enum Style: Int, Hashable, Sendable { case plain, bordered, done }
    public enum SystemItem: Int, Hashable, Sendable { case done, cancel, edit, save, add, flexibleSpace, fixedSpace, close = 24 }
    open var title: String?
    open var image: UIImage?
    open var style: Style = .plain
    open var isEnabled = true
    open var tintColor: UIColor?
    open var primaryAction: UIAction?
    public override init() { super.init() }
    /// An item with a title; the target–action pair is Objective-C's and unused on Linux.
    public init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.title = title
        self.style = style
        super.init()
    }
    public init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.image = image
        self.style = style
        super.init()
    }
    /// The system item this is, if any.
    package var systemItem: SystemItem?
    /// A fixed space's width.
    open var width: CGFloat = 0
    /// A system item: its title (Done, Cancel, Edit, Save) or symbol (add, close), or a space.
    public init(barButtonSystemItem: SystemItem, target: Any?, action: Selector?) {
        systemItem = barButtonSystemItem
        switch barButtonSystemItem {
        case .done: title = "Done"; style = .done
        case .cancel: title = "Cancel"
        case .edit: title = "Edit"
        case .save: title = "Save"; style = .done
        case .add: image = UIImage(systemName: "plus")
        case .close: image = UIImage(systemName: "xmark")
        case .flexibleSpace, .fixedSpace: break
        }
        super.init()
    }
    /// A space that takes the room left in a toolbar.
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil) }
    /// A space of `width` points.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }
    /// Whether the item is a flexible space.
    package var isFlexibleSpace: Bool { systemItem == .flexibleSpace }
    /// Whether the item is a fixed space.
    package var isFixedSpace: Bool { systemItem == .fixedSpace }
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: Any? = nil) {
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        super.init()
    }
}

/// An Objective-C method name (target–action); Linux has no Objective-C runtime to call it.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }
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
