import PenumbraCore
import PenumbraStyle

/// UIKit's trait collection: the appearance a view, colour or image is resolved in.
///
/// As in UIKit, each trait may be unspecified (`.unspecified`, a display scale of 0); a
/// collection built from one trait (`UITraitCollection(userInterfaceStyle: .dark)`) specifies
/// only that one, and ``init(traitsFrom:)`` lets later collections' specified traits win.
/// Penumbra's ``Traits`` (``traits``) fills the unspecified ones with UIKit's defaults: light,
/// base, normal contrast, large text, left to right, 1x.
public struct UITraitCollection: Hashable, Sendable, CustomStringConvertible {
    /// Light or dark.
    public var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// Base or elevated (a sheet or popover over the base level).
    public var userInterfaceLevel: UIUserInterfaceLevel = .unspecified
    /// Normal or high contrast (Increase Contrast).
    public var accessibilityContrast: UIAccessibilityContrast = .unspecified
    /// Pixels per point; 0 when unspecified.
    public var displayScale: CGFloat = 0
    /// The user's preferred text size.
    public var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    /// Left to right or right to left.
    public var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
    /// Compact or regular width.
    public var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    /// Compact or regular height.
    public var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
    /// Bold Text.
    public var legibilityWeight: UILegibilityWeight = .unspecified
    /// The device family.
    public var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified

    /// A trait collection that specifies nothing.
    public init() {}

    /// Every trait of `traits` specified.
    public init(_ traits: Traits) {
        userInterfaceStyle = traits.userInterfaceStyle == .dark ? .dark : .light
        userInterfaceLevel = traits.userInterfaceLevel == .elevated ? .elevated : .base
        accessibilityContrast = traits.accessibilityContrast == .high ? .high : .normal
        displayScale = CGFloat(traits.displayScale.value)
        preferredContentSizeCategory = UIContentSizeCategory(traits.contentSizeCategory)
        layoutDirection = traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        horizontalSizeClass = .compact
        verticalSizeClass = .regular
        legibilityWeight = .regular
        userInterfaceIdiom = .phone
    }

    /// A trait collection of one interface style.
    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
    /// A trait collection of one interface level.
    public init(userInterfaceLevel: UIUserInterfaceLevel) { self.userInterfaceLevel = userInterfaceLevel }
    /// A trait collection of one contrast.
    public init(accessibilityContrast: UIAccessibilityContrast) { self.accessibilityContrast = accessibilityContrast }
    /// A trait collection of one display scale.
    public init(displayScale: CGFloat) { self.displayScale = displayScale }
    /// A trait collection of one text size.
    public init(preferredContentSizeCategory: UIContentSizeCategory) { self.preferredContentSizeCategory = preferredContentSizeCategory }
    /// A trait collection of one layout direction.
    public init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.layoutDirection = layoutDirection }
    /// A trait collection of one horizontal size class.
    public init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.horizontalSizeClass = horizontalSizeClass }
    /// A trait collection of one vertical size class.
    public init(verticalSizeClass: UIUserInterfaceSizeClass) { self.verticalSizeClass = verticalSizeClass }
    /// A trait collection of one legibility weight.
    public init(legibilityWeight: UILegibilityWeight) { self.legibilityWeight = legibilityWeight }
    /// A trait collection of one idiom.
    public init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.userInterfaceIdiom = userInterfaceIdiom }

    /// The collections merged in order: each specified trait of a later one wins.
    public init(traitsFrom collections: [UITraitCollection]) {
        self.init()
        for other in collections { self = merging(other) }
    }

    /// A copy changed by `mutate` (iOS 17's `modifyingTraits`).
    public func modifyingTraits(_ mutate: (inout UITraitCollection) -> Void) -> UITraitCollection {
        var copy = self
        mutate(&copy)
        return copy
    }

    /// These traits with every trait `other` specifies taking its value.
    public func merging(_ other: UITraitCollection) -> UITraitCollection {
        var t = self
        if other.userInterfaceStyle != .unspecified { t.userInterfaceStyle = other.userInterfaceStyle }
        if other.userInterfaceLevel != .unspecified { t.userInterfaceLevel = other.userInterfaceLevel }
        if other.accessibilityContrast != .unspecified { t.accessibilityContrast = other.accessibilityContrast }
        if other.displayScale > 0 { t.displayScale = other.displayScale }
        if other.preferredContentSizeCategory != .unspecified { t.preferredContentSizeCategory = other.preferredContentSizeCategory }
        if other.layoutDirection != .unspecified { t.layoutDirection = other.layoutDirection }
        if other.horizontalSizeClass != .unspecified { t.horizontalSizeClass = other.horizontalSizeClass }
        if other.verticalSizeClass != .unspecified { t.verticalSizeClass = other.verticalSizeClass }
        if other.legibilityWeight != .unspecified { t.legibilityWeight = other.legibilityWeight }
        if other.userInterfaceIdiom != .unspecified { t.userInterfaceIdiom = other.userInterfaceIdiom }
        return t
    }

    /// Whether every trait `other` specifies has the same value here.
    public func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return merging(other) == self
    }

    /// Whether a dynamic colour may resolve differently in `other` (style, level or contrast differ).
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return userInterfaceStyle != other.userInterfaceStyle || userInterfaceLevel != other.userInterfaceLevel
            || accessibilityContrast != other.accessibilityContrast
    }

    /// Penumbra's traits: these, with UIKit's default for every unspecified one.
    public var traits: Traits {
        var t = Traits()
        if userInterfaceStyle == .dark { t.userInterfaceStyle = .dark }
        if userInterfaceLevel == .elevated { t.userInterfaceLevel = .elevated }
        if accessibilityContrast == .high { t.accessibilityContrast = .high }
        if let scale = try? DisplayScale(Int(Double(displayScale).rounded())), displayScale > 0 { t.displayScale = scale }
        if let category = preferredContentSizeCategory.category { t.contentSizeCategory = category }
        if layoutDirection == .rightToLeft { t.layoutDirection = .rightToLeft }
        return t
    }

    public var description: String {
        "<UITraitCollection: style \(userInterfaceStyle), level \(userInterfaceLevel), contrast \(accessibilityContrast), "
            + "scale \(displayScale), size \(preferredContentSizeCategory.rawValue), direction \(layoutDirection)>"
    }
}

/// UIKit's interface style.
public enum UIUserInterfaceStyle: Int, Hashable, Sendable { case unspecified, light, dark }
/// UIKit's interface level.
public enum UIUserInterfaceLevel: Int, Hashable, Sendable { case unspecified = -1, base, elevated }
/// UIKit's contrast setting.
public enum UIAccessibilityContrast: Int, Hashable, Sendable { case unspecified = -1, normal, high }
/// UIKit's layout direction of a trait environment.
public enum UITraitEnvironmentLayoutDirection: Int, Hashable, Sendable { case unspecified = -1, leftToRight, rightToLeft }
/// UIKit's size classes.
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable { case unspecified, compact, regular }
/// UIKit's Bold Text setting.
public enum UILegibilityWeight: Int, Hashable, Sendable { case unspecified = -1, regular, bold }
/// UIKit's device families.
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable { case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6 }
