/// A controller that shows one of its children, chosen by a tab bar.
open class UITabBarController: UIViewController {
    /// The children shown by tab.
    open var viewControllers: [UIViewController]? {
        didSet { (viewControllers ?? []).forEach { addChild($0) } }
    }
    /// The selected child's index.
    open var selectedIndex = 0 { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The bar of the children's tab bar items.
    public let tabBar = UITabBar()
    override func applyContainedAppearances() { AppearanceProxy.apply(to: tabBar, containedIn: type(of: self)) }
    open override func loadView() { view = ContainerView(layout: { [weak self] in self?.layoutContainer() }) }
    /// The selected child.
    open var selectedViewController: UIViewController? {
        get { viewControllers.flatMap { $0.indices.contains(selectedIndex) ? $0[selectedIndex] : nil } }
        set { if let v = newValue, let i = viewControllers?.firstIndex(where: { $0 === v }) { selectedIndex = i } }
    }
    /// Sets the children.
    open func setViewControllers(_ controllers: [UIViewController]?, animated: Bool) { viewControllers = controllers }
}
