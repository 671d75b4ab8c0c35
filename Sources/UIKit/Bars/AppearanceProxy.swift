import Foundation

/// UIKit's appearance proxies for bars: `UINavigationBar.appearance()`, `UITabBar.appearance()` and
/// `UIToolbar.appearance()` return an object whose property assignments are recorded and replayed, in order, on every bar
/// of that class made afterwards (a container's bar among them), as UIKit's `UIAppearance` does.
/// As on iOS the settings are the process's: a test that sets them changes the bars of every test
/// after it.
///
/// Not here yet: a subclass's own proxy (`MyBar.appearance()` is its class's proxy) and
/// `appearance(whenContainedInInstancesOf:)`. SwiftUI's `NavigationStack` and `TabView` draw
/// their bars with these proxies' settings too (PenumbraUI's `BarChrome`), as iOS draws them with
/// UIKit's bars.
@MainActor
enum AppearanceProxy {
    private static var proxies: [ObjectIdentifier: UIView] = [:]
    private static var setters: [ObjectIdentifier: [@MainActor (UIView) -> Void]] = [:]
    private nonisolated(unsafe) static var classesSet: Set<ObjectIdentifier> = []
    private nonisolated static let lock = NSLock()

    /// The proxy of `type`, made once.
    static func proxy<Bar: UIView>(_ type: Bar.Type, make: () -> Bar) -> Bar {
        if let proxy = proxies[ObjectIdentifier(type)] as? Bar { return proxy }
        let proxy = make()
        proxies[ObjectIdentifier(type)] = proxy
        return proxy
    }

    /// Records `setter` when `view` is its class's proxy.
    static func record<Bar: UIView>(_ view: Bar, _ setter: @escaping @MainActor (Bar) -> Void) {
        let key = ObjectIdentifier(Bar.self)
        guard let proxy = proxies[key], proxy === view else { return }
        setters[key, default: []].append { setter($0 as! Bar) }
        _ = lock.withLock { classesSet.insert(key) }
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
        for setter in setters[ObjectIdentifier(Bar.self)] ?? [] { setter(view) }
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

    /// Whether anything was set on the proxy.
    package nonisolated static var appearanceProxyIsSet: Bool { AppearanceProxy.isSet(UINavigationBar.self) }
}

extension UIToolbar {
    /// The proxy: the four appearances, `tintColor`, `barTintColor` and `isTranslucent` set on it
    /// apply to toolbars made afterwards.
    public class func appearance() -> UIToolbar { AppearanceProxy.proxy(UIToolbar.self) { UIToolbar(proxy: ()) } }

    /// Whether anything was set on the proxy.
    package nonisolated static var appearanceProxyIsSet: Bool { AppearanceProxy.isSet(UIToolbar.self) }
}

extension UITabBar {
    /// The proxy: the two appearances, `tintColor`, `unselectedItemTintColor`, `barTintColor` and
    /// `isTranslucent` set on it apply to tab bars made afterwards.
    public class func appearance() -> UITabBar { AppearanceProxy.proxy(UITabBar.self) { UITabBar(proxy: ()) } }

    /// Whether anything was set on the proxy.
    package nonisolated static var appearanceProxyIsSet: Bool { AppearanceProxy.isSet(UITabBar.self) }
}
