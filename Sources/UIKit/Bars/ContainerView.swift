import PenumbraCore

/// A container controller's root view: when laid out, its controller places its bars and the
/// child it shows. The child's view fills the container and reaches under the bars, whose
/// heights are added to the child's safe area (`additionalSafeAreaInsets`), as UIKit does.
final class ContainerView: UIView {
    private let layout: () -> Void
    init(layout: @escaping () -> Void) {
        self.layout = layout
        super.init(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() {
        super.layoutSubviews()
        layout()
    }

    /// Shows `child` filling the view, below `bars`, and nothing else.
    func show(_ child: UIView?, under bars: [UIView]) {
        for view in subviews where view !== child && !bars.contains(where: { $0 === view }) { view.removeFromSuperview() }
        if let child {
            if child.superview !== self { insertSubview(child, at: 0) }
            if child.frame != bounds { child.frame = bounds }
        }
        for bar in bars where bar.superview !== self { addSubview(bar) }
    }
}

extension UIView {
    /// Sets the frame only when it changes (layout must settle).
    func setFrameIfChanged(_ frame: CGRect) { if self.frame != frame { self.frame = frame } }
}

extension UINavigationController {
    /// The bar at the top (under the status bar), the toolbar at the bottom, the top child below.
    func layoutContainer() {
        guard let container = viewIfLoaded as? ContainerView else { return }
        let top = topViewController
        container.show(top?.view, under: [navigationBar, toolbar])
        let items = viewControllers.map(\.navigationItem)
        if !(navigationBar.items ?? []).elementsEqual(items, by: ===) { navigationBar.setItems(items, animated: false) }
        let safe = container.safeAreaInsets
        if navigationBar.contentTop != safe.top { navigationBar.contentTop = safe.top }
        navigationBar.isHidden = isNavigationBarHidden
        let barHeight = isNavigationBarHidden ? 0 : navigationBar.barHeight
        let w = container.bounds.width, h = container.bounds.height
        navigationBar.setFrameIfChanged(CGRect(x: 0, y: 0, width: w, height: safe.top + barHeight))
        toolbar.isHidden = isToolbarHidden
        let toolbarHeight: CGFloat = isToolbarHidden ? 0 : CGFloat(BarMetrics.row)
        toolbar.setFrameIfChanged(CGRect(x: 0, y: h - safe.bottom - toolbarHeight, width: w, height: toolbarHeight + safe.bottom))
        if !isToolbarHidden {
            let wanted = top?.toolbarItems ?? []
            if !(toolbar.items ?? []).elementsEqual(wanted, by: ===) { toolbar.items = wanted }
        }
        let extra = UIEdgeInsets(top: barHeight, left: 0, bottom: toolbarHeight, right: 0)
        if let top, top.additionalSafeAreaInsets != extra { top.additionalSafeAreaInsets = extra }
    }
}

extension UITabBarController {
    /// The tab bar at the bottom (over the safe area), the selected child above it.
    func layoutContainer() {
        guard let container = viewIfLoaded as? ContainerView else { return }
        let child = selectedViewController
        container.show(child?.view, under: [tabBar])
        let items = (viewControllers ?? []).map { c -> UITabBarItem in
            if c.tabBarItem.title == nil { c.tabBarItem.title = c.title }
            return c.tabBarItem
        }
        if !(tabBar.items ?? []).elementsEqual(items, by: ===) { tabBar.items = items }
        let selected = items.indices.contains(selectedIndex) ? items[selectedIndex] : nil
        if tabBar.selectedItem !== selected { tabBar.selectedItem = selected }
        let safe = container.safeAreaInsets
        tabBar.contentBottom = safe.bottom
        let height = CGFloat(BarMetrics.tabBarHeight)
        tabBar.setFrameIfChanged(CGRect(x: 0, y: container.bounds.height - height - safe.bottom, width: container.bounds.width,
                                        height: height + safe.bottom))
        let extra = UIEdgeInsets(top: 0, left: 0, bottom: height, right: 0)
        if let child, child.additionalSafeAreaInsets != extra { child.additionalSafeAreaInsets = extra }
    }
}
