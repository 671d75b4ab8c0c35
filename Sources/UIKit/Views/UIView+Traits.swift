import PenumbraStyle

/// A handler registered with `registerForTraitChanges`.
@preconcurrency @MainActor
package struct TraitChangeRegistration {
    let handler: (UIView, UITraitCollection) -> Void
}

/// A token for a trait-change registration (UIKit's `UITraitChangeRegistration`).
public struct UITraitChangeRegistration: Hashable, Sendable {
    let id: Int
}

/// A trait that `registerForTraitChanges` can observe, by its UIKit type name
/// (`UITraitUserInterfaceStyle.self`); Penumbra calls handlers when any trait changes.
public protocol UITraitDefinition {}
public enum UITraitUserInterfaceStyle: UITraitDefinition {}
public enum UITraitUserInterfaceLevel: UITraitDefinition {}
public enum UITraitAccessibilityContrast: UITraitDefinition {}
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {}
public enum UITraitLayoutDirection: UITraitDefinition {}
public enum UITraitHorizontalSizeClass: UITraitDefinition {}
public enum UITraitVerticalSizeClass: UITraitDefinition {}
public enum UITraitDisplayScale: UITraitDefinition {}
public enum UITraitLegibilityWeight: UITraitDefinition {}

/// Overrides of a view's or controller's traits (iOS 17's `traitOverrides`).
public struct UITraitOverrides: Hashable, Sendable {
    package var collection = UITraitCollection()
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { collection.userInterfaceStyle } set { collection.userInterfaceStyle = newValue }
    }
    public var userInterfaceLevel: UIUserInterfaceLevel {
        get { collection.userInterfaceLevel } set { collection.userInterfaceLevel = newValue }
    }
    public var accessibilityContrast: UIAccessibilityContrast {
        get { collection.accessibilityContrast } set { collection.accessibilityContrast = newValue }
    }
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { collection.preferredContentSizeCategory } set { collection.preferredContentSizeCategory = newValue }
    }
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { collection.layoutDirection } set { collection.layoutDirection = newValue }
    }
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { collection.horizontalSizeClass } set { collection.horizontalSizeClass = newValue }
    }
    public var legibilityWeight: UILegibilityWeight {
        get { collection.legibilityWeight } set { collection.legibilityWeight = newValue }
    }
}

extension UIView {
    /// Calls `handler` after any of `traits` change (iOS 17); returns the registration.
    @discardableResult
    public func registerForTraitChanges<Self: UIView>(_ traits: [UITraitDefinition.Type],
                                                      handler: @escaping (Self, UITraitCollection) -> Void) -> UITraitChangeRegistration {
        traitChangeHandlers.append(TraitChangeRegistration { view, previous in
            if let typed = view as? Self { handler(typed, previous) }
        })
        return UITraitChangeRegistration(id: traitChangeHandlers.count)
    }
    /// Calls `action` on this view after any of `traits` change (iOS 17).
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITraitDefinition.Type], action: @escaping (UIView) -> Void) -> UITraitChangeRegistration {
        traitChangeHandlers.append(TraitChangeRegistration { view, _ in action(view) })
        return UITraitChangeRegistration(id: traitChangeHandlers.count)
    }
    /// Removes a registration.
    public func unregisterForTraitChanges(_ registration: UITraitChangeRegistration) {
        let i = registration.id - 1
        if traitChangeHandlers.indices.contains(i) { traitChangeHandlers[i] = TraitChangeRegistration { _, _ in } }
    }

    /// The traits this view would have now, from its host or superview and the overrides.
    func computedTraits() -> UITraitCollection {
        var t = superview?.traitCollection ?? hostTraits ?? UITraitCollection(UITraitCollection.currentTraits)
        if let controller = owningController { t = controller.applyingOverrides(to: t) }
        if autoLayout.styleOverride != .unspecified { t.userInterfaceStyle = autoLayout.styleOverride }
        return t.merging(autoLayout.traitOverrides.collection)
    }

    /// Resolves the traits of this subtree again, parents first, and for each view whose traits
    /// changed: its colours resolved again, then `traitCollectionDidChange` and the registered
    /// handlers, with `UITraitCollection.current` set to its new traits, in UIKit's order.
    package func updateTraitsIfNeeded() {
        // Iterative, parents first: a hierarchy may be thousands of views deep.
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            view.updateOwnTraits()
            stack.append(contentsOf: view.subviews.reversed())
        }
    }

    private func updateOwnTraits() {
        let new = computedTraits()
        let previous = resolvedTraits
        guard new != previous else { return }
        resolvedTraits = new
        needsLayout = true
        // What the view drew is drawn again in the new traits.
        layer.displayDue = true
        new.performAsCurrent {
            owningController?.traitsChanged(from: previous)
            resolveDynamicColors()
            traitCollectionDidChange(previous)
            for registration in traitChangeHandlers { registration.handler(self, previous) }
        }
    }

}

/// Left to right or right to left (UIKit's `UIUserInterfaceLayoutDirection`).
public enum UIUserInterfaceLayoutDirection: Int, Hashable, Sendable { case leftToRight, rightToLeft }

/// How a view's content flips in a right-to-left layout.
public enum UISemanticContentAttribute: Int, Hashable, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}
