import Foundation

/// UIKit's appearance proxies for bars: `UINavigationBar.appearance()`, `UITabBar.appearance()` and
/// `UIToolbar.appearance()` return an object whose property assignments are recorded and replayed, in order, on every bar
/// of that class made afterwards (a container's bar among them), as UIKit's `UIAppearance` does.
/// As on iOS the settings are the process's: a test that sets them changes the bars of every test
/// after it.
///
/// `appearance(whenContainedInInstancesOf:)` with one container class scopes a proxy to the bars
/// a controller of that class (or a subclass) holds: they get its settings after the unscoped
/// proxy's when the controller is made, and SwiftUI's containers count as iOS's
/// (`UINavigationController` for a `NavigationStack`'s bars, `UITabBarController` for a
/// `TabView`'s). Not here yet: a subclass's own proxy (`MyBar.appearance()` is its class's proxy)
/// and the outer classes of a scope of several (only the first, the bar's holder, is checked). SwiftUI's `NavigationStack` and `TabView` draw
/// their bars with these proxies' settings too (PenumbraUI's `BarChrome`), as iOS draws them with
/// UIKit's bars.
@MainActor
package enum AppearanceProxy {
    /// A proxy's scope: the bar class, and the container class it is scoped to (nil: every bar).
    struct Key: Hashable {
        let bar: ObjectIdentifier
        let container: ObjectIdentifier?
    }
    private static var proxies: [Key: UIView] = [:]
    private static var setters: [Key: [@MainActor (UIView) -> Void]] = [:]
    /// The container classes of the scoped proxies, by key.
    private static var containers: [Key: AnyClass] = [:]
    private nonisolated(unsafe) static var classesSet: Set<ObjectIdentifier> = []
    private nonisolated static let lock = NSLock()

    /// The proxy of `type`, made once; scoped to instances of `container` when given.
    static func proxy<Bar: UIView>(_ type: Bar.Type, containedIn container: (any UIAppearanceContainer.Type)? = nil, make: () -> Bar) -> Bar {
        let key = Key(bar: ObjectIdentifier(type), container: container.map { ObjectIdentifier($0) })
        if let proxy = proxies[key] as? Bar { return proxy }
        let proxy = make()
        proxies[key] = proxy
        if let container { containers[key] = container }
        return proxy
    }

    /// The proxy of `type` for `appearance(whenContainedInInstancesOf:)`: scoped to the first
    /// container class, the one whose instance holds the bar. The classes after it (outer
    /// containers) cannot be checked when the bar is made and are not; an empty list is the
    /// unscoped proxy, as UIKit treats it.
    static func proxy<Bar: UIView>(_ type: Bar.Type, whenContainedInInstancesOf types: [any UIAppearanceContainer.Type],
                                   make: () -> Bar) -> Bar {
        proxy(type, containedIn: types.first, make: make)
    }

    /// Records `setter` when `view` is a proxy of its class.
    static func record<Bar: UIView>(_ view: Bar, _ setter: @escaping @MainActor (Bar) -> Void) {
        guard let key = proxies.first(where: { $0.key.bar == ObjectIdentifier(Bar.self) && $0.value === view })?.key else { return }
        setters[key, default: []].append { setter($0 as! Bar) }
        _ = lock.withLock { classesSet.insert(key.bar) }
    }

    /// Records that `keyPath` was set to `appearance` on `view`, when it is its class's proxy: a
    /// copy is kept, and each bar made afterwards gets a copy of its own, as UIKit copies
    /// appearances on assignment.
    static func record<Bar: UIView, Appearance: UIBarAppearance>(_ view: Bar, _ keyPath: ReferenceWritableKeyPath<Bar, Appearance?>,
                                                                  _ appearance: Appearance?) {
        let kept = appearance.map { Appearance(barAppearance: $0) }
        record(view) { $0[keyPath: keyPath] = kept.map { Appearance(barAppearance: $0) } }
    }

    /// As the optional form, for a bar's `standardAppearance`.
    static func record<Bar: UIView, Appearance: UIBarAppearance>(_ view: Bar, _ keyPath: ReferenceWritableKeyPath<Bar, Appearance>,
                                                                  _ appearance: Appearance) {
        let kept = Appearance(barAppearance: appearance)
        record(view) { $0[keyPath: keyPath] = Appearance(barAppearance: kept) }
    }

    /// Records that `keyPath` was set to `value` (a colour, a flag) on `view`, when it is its
    /// class's proxy.
    static func record<Bar: UIView, Value>(_ view: Bar, _ keyPath: ReferenceWritableKeyPath<Bar, Value>, _ value: Value) {
        nonisolated(unsafe) let value = value
        record(view) { $0[keyPath: keyPath] = value }
    }

    /// Replays the settings of `Bar`'s proxy on `view`, a bar just made.
    static func apply<Bar: UIView>(to view: Bar) {
        for setter in setters[Key(bar: ObjectIdentifier(Bar.self), container: nil)] ?? [] { setter(view) }
    }

    /// Replays, on `view`, the settings of `Bar`'s proxies scoped to a class that `container`
    /// (the class of the controller that holds the bar) is or inherits from, after the unscoped
    /// ones, as UIKit applies the more specific appearance last.
    package static func apply<Bar: UIView>(to view: Bar, containedIn container: AnyClass) {
        for (key, scope) in containers where key.bar == ObjectIdentifier(Bar.self) && inherits(container, from: scope) {
            for setter in setters[key] ?? [] { setter(view) }
        }
    }

    /// Whether `type` is `base` or a subclass of it.
    nonisolated static func inherits(_ type: AnyClass, from base: AnyClass) -> Bool {
        var current: AnyClass? = type
        while let c = current {
            if ObjectIdentifier(c) == ObjectIdentifier(base) { return true }
            current = _getSuperclass(c)
        }
        return false
    }

    /// Whether anything was set on the proxy of `type`.
    nonisolated static func isSet(_ type: UIView.Type) -> Bool {
        lock.withLock { classesSet.contains(ObjectIdentifier(type)) }
    }
}

extension UINavigationBar {
    /// The proxy: the four appearances, `tintColor`, `barTintColor`, `barStyle`, `isTranslucent`,
    /// `prefersLargeTitles` and the title attributes set on it apply to navigation bars made
    /// afterwards.
    public class func appearance() -> UINavigationBar { AppearanceProxy.proxy(UINavigationBar.self) { UINavigationBar(proxy: ()) } }
    /// The proxy for bars held by instances of the container class (one class: the controller
    /// that holds the bar, a `UINavigationController` or a subclass).
    public class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UINavigationBar {
        AppearanceProxy.proxy(UINavigationBar.self, whenContainedInInstancesOf: containerTypes) { UINavigationBar(proxy: ()) }
    }

    /// Whether anything was set on the proxy.
    package nonisolated static var appearanceProxyIsSet: Bool { AppearanceProxy.isSet(UINavigationBar.self) }
}

extension UIToolbar {
    /// The proxy: the four appearances, `tintColor`, `barTintColor` and `isTranslucent` set on it
    /// apply to toolbars made afterwards.
    public class func appearance() -> UIToolbar { AppearanceProxy.proxy(UIToolbar.self) { UIToolbar(proxy: ()) } }
    /// The proxy for toolbars held by instances of the container class (one class).
    public class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIToolbar {
        AppearanceProxy.proxy(UIToolbar.self, whenContainedInInstancesOf: containerTypes) { UIToolbar(proxy: ()) }
    }

    /// Whether anything was set on the proxy.
    package nonisolated static var appearanceProxyIsSet: Bool { AppearanceProxy.isSet(UIToolbar.self) }
}

extension UITabBar {
    /// The proxy: the two appearances, `tintColor`, `unselectedItemTintColor`, `barTintColor` and
    /// `isTranslucent` set on it apply to tab bars made afterwards.
    public class func appearance() -> UITabBar { AppearanceProxy.proxy(UITabBar.self) { UITabBar(proxy: ()) } }
    /// The proxy for tab bars held by instances of the container class (one class).
    public class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UITabBar {
        AppearanceProxy.proxy(UITabBar.self, whenContainedInInstancesOf: containerTypes) { UITabBar(proxy: ()) }
    }

    /// Whether anything was set on the proxy.
    package nonisolated static var appearanceProxyIsSet: Bool { AppearanceProxy.isSet(UITabBar.self) }
}

/// A class whose instances contain views that appearance proxies can be scoped to, as UIKit's
/// `UIAppearanceContainer` (views and view controllers).
@MainActor @preconcurrency
public protocol UIAppearanceContainer: AnyObject {}

extension UIView: UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}
