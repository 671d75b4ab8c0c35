import PenumbraCore

/// A trait collection: the environment a colour, image or view is resolved in, as UIKit's
/// `UITraitCollection` for the traits that change how a component looks.
///
/// Every trait has a default (light, base, normal contrast, 1x, large text, left to right), so
/// `Traits()` is UIKit's light appearance on a 1x screen.
public struct Traits: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Light or dark. Default: `.light`.
    public var userInterfaceStyle: UserInterfaceStyle
    /// Base or elevated. Default: `.base`.
    public var userInterfaceLevel: UserInterfaceLevel
    /// Normal or high contrast. Default: `.normal`.
    public var accessibilityContrast: AccessibilityContrast
    /// Pixels per point. Default: `.x1`.
    public var displayScale: DisplayScale
    /// Preferred text size. Default: `.large`.
    public var contentSizeCategory: ContentSizeCategory
    /// Layout direction. Default: `.leftToRight`.
    public var layoutDirection: LayoutDirection

    /// A trait collection; every argument has UIKit's default.
    public init(
        userInterfaceStyle: UserInterfaceStyle = .light,
        userInterfaceLevel: UserInterfaceLevel = .base,
        accessibilityContrast: AccessibilityContrast = .normal,
        displayScale: DisplayScale = .x1,
        contentSizeCategory: ContentSizeCategory = .large,
        layoutDirection: LayoutDirection = .leftToRight
    ) {
        self.userInterfaceStyle = userInterfaceStyle
        self.userInterfaceLevel = userInterfaceLevel
        self.accessibilityContrast = accessibilityContrast
        self.displayScale = displayScale
        self.contentSizeCategory = contentSizeCategory
        self.layoutDirection = layoutDirection
    }

    /// The light appearance with every other trait at its default.
    public static let light = Traits()
    /// The dark appearance with every other trait at its default.
    public static let dark = Traits(userInterfaceStyle: .dark)

    /// A copy with one trait changed, e.g. `traits.with(\.userInterfaceLevel, .elevated)`:
    /// what a trait override on a subtree applies.
    public func with<Value>(_ keyPath: WritableKeyPath<Traits, Value>, _ value: Value) -> Traits {
        var copy = self
        copy[keyPath: keyPath] = value
        return copy
    }

    /// The canonical variant name of these traits (``Variant/canonicalName(for:)``).
    public var description: String { Variant.canonicalName(for: self) }
}
