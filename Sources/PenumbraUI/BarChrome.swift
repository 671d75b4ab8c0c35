import PenumbraView
import UIKit

/// What UIKit's appearance proxies set for the bars a SwiftUI container draws: iOS draws a
/// `NavigationStack`'s bar with a `UINavigationBar`, its bottom toolbar with a `UIToolbar` and a
/// `TabView`'s bar with a `UITabBar`, so `UINavigationBar.appearance()`, `UIToolbar.appearance()`
/// and `UITabBar.appearance()` settings show on them, as design systems rely on (ODS's
/// `navigationBarColors`, `toolBarColors` and `tabBarStyle` set nothing else).
///
/// Read from a bar made now, on which the proxy's settings replay as on the bar a hosting
/// controller makes (those scoped to `UINavigationController` or `UITabBarController` too, which
/// iOS's SwiftUI containers are), at the scroll edge: a still screen has nothing scrolled under its bars, so
/// iOS shows `scrollEdgeAppearance`, or the standard one with a transparent background and no
/// shadow when that is nil (as Penumbra's UIKit bars draw it). Nil when nothing was set on the
/// proxy: the container then draws iOS's default bar.
///
/// What shows: the appearance's background colour (its default material drawn as the system
/// background, as the UIKit bars draw it), extended under the screen's safe area on the bar's
/// side as iOS extends it under the status bar and the home indicator; its shadow colour as a
/// one-pixel line on the content's side; the title and large title's colour and font; the
/// bar's `tintColor` as the tint of its items (an item's own `.tint` still wins); and a tab bar's
/// item colours (the stacked layout's icon colour, else its title colour, else the selected
/// item's tint and `unselectedItemTintColor`; one colour per item, icon and title). Bar button
/// appearances style UIKit's `UIBarButtonItem` titles, which a SwiftUI toolbar item is not.
struct BarChrome {
    /// The background, nil: none.
    var background: UIColor?
    /// The hairline, nil: none.
    var shadow: UIColor?
    /// The inline title's colour and font, nil: the default.
    var titleColor: UIColor?, titleFont: UIFont?
    /// The large title's colour and font, nil: the default.
    var largeTitleColor: UIColor?, largeTitleFont: UIFont?
    /// The items' tint, nil: the environment's (a tab bar's selected item).
    var tint: UIColor?
    /// A tab bar's unselected items' colour (`unselectedItemTintColor`), nil: system gray.
    var unselectedTint: UIColor?
    /// A tab bar's item colours from its stacked layout appearance (icon colour, else the
    /// title's), normal and selected; nil: the tints above.
    var tabItemColor: UIColor?, selectedTabItemColor: UIColor?

    /// The chrome of a navigation bar, when `UINavigationBar.appearance()` holds settings.
    static func navigationBar() -> BarChrome? {
        guard UINavigationBar.appearanceProxyIsSet else { return nil }
        return MainActorBody.run {
            let bar = UINavigationBar()
            AppearanceProxy.apply(to: bar, containedIn: UINavigationController.self)
            let appearance = bar.scrollEdgeAppearance ?? bar.standardAppearance.transparentCopy()
            var chrome = BarChrome(appearance, tint: bar.ownTint)
            let title = appearance.titleTextAttributes.merging(bar.titleTextAttributes ?? [:]) { a, _ in a }
            let large = appearance.largeTitleTextAttributes.merging(bar.largeTitleTextAttributes ?? [:]) { a, _ in a }
            chrome.titleColor = title[.foregroundColor] as? UIColor
            chrome.titleFont = title[.font] as? UIFont
            chrome.largeTitleColor = large[.foregroundColor] as? UIColor
            chrome.largeTitleFont = large[.font] as? UIFont
            return chrome
        }
    }

    /// The chrome of a bottom toolbar, when `UIToolbar.appearance()` holds settings.
    static func toolbar() -> BarChrome? {
        guard UIToolbar.appearanceProxyIsSet else { return nil }
        return MainActorBody.run {
            let bar = UIToolbar()
            AppearanceProxy.apply(to: bar, containedIn: UINavigationController.self)
            return BarChrome(bar.scrollEdgeAppearance ?? bar.standardAppearance.transparentCopy(), tint: bar.ownTint)
        }
    }

    /// The chrome of a tab bar, when `UITabBar.appearance()` holds settings.
    static func tabBar() -> BarChrome? {
        guard UITabBar.appearanceProxyIsSet else { return nil }
        return MainActorBody.run {
            let bar = UITabBar()
            AppearanceProxy.apply(to: bar, containedIn: UITabBarController.self)
            let appearance = bar.scrollEdgeAppearance ?? bar.standardAppearance.transparentCopy()
            var chrome = BarChrome(appearance, tint: bar.ownTint)
            chrome.unselectedTint = bar.unselectedItemTintColor
            let items = appearance.stackedLayoutAppearance
            chrome.tabItemColor = items.normal.iconColor ?? items.normal.titleTextAttributes[.foregroundColor] as? UIColor
            chrome.selectedTabItemColor = items.selected.iconColor ?? items.selected.titleTextAttributes[.foregroundColor] as? UIColor
            return chrome
        }
    }

    @MainActor private init(_ appearance: UIBarAppearance, tint: UIColor?) {
        if !appearance.isTransparent {
            background = appearance.backgroundColor ?? .systemBackground
            shadow = appearance.shadowColor
        }
        self.tint = tint
    }

    /// `bar` (a bar's lowered rows) on the background, extended by `extent` points beyond the
    /// edge away from the content, with the hairline on the content's side.
    func decorate(_ bar: [ViewNode], top: Bool, extent: CGFloat, _ context: LoweringContext) throws(UIError) -> ViewNode {
        var view = AnyView(LoweredNodes(nodes: [.vstack(alignment: .leading, spacing: 0, children: bar)]))
        if let background {
            let fill = Color(uiColor: background).padding(top ? .top : .bottom, -extent)
            view = AnyView(view.background(alignment: .center) { fill })
        }
        if let shadow {
            let line = Color(uiColor: shadow).frame(height: context.env.pixelLength)
            view = AnyView(view.overlay(alignment: top ? .bottom : .top) { line })
        }
        return try context.single(view)
    }
}
