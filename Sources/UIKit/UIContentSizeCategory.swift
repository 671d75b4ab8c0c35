import PenumbraCore

/// UIKit's text size setting (`UIContentSizeCategory`), by its raw value
/// (`UICTContentSizeCategoryL`): the seven standard sizes, the five accessibility sizes and
/// `.unspecified`.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The category of Penumbra's text size.
    public init(_ category: ContentSizeCategory) { rawValue = category.uiKitName }

    /// Penumbra's text size; nil for `.unspecified` or an unknown raw value.
    public var category: ContentSizeCategory? { ContentSizeCategory.allCases.first { $0.uiKitName == rawValue } }

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { (category ?? .large) >= .accessibilityMedium }

    /// Ordered as the sizes grow; `.unspecified` first.
    public static func < (a: Self, b: Self) -> Bool { (a.category?.rawValue ?? -1) < (b.category?.rawValue ?? -1) }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(.extraSmall)
    public static let small = UIContentSizeCategory(.small)
    public static let medium = UIContentSizeCategory(.medium)
    public static let large = UIContentSizeCategory(.large)
    public static let extraLarge = UIContentSizeCategory(.extraLarge)
    public static let extraExtraLarge = UIContentSizeCategory(.extraExtraLarge)
    public static let extraExtraExtraLarge = UIContentSizeCategory(.extraExtraExtraLarge)
    public static let accessibilityMedium = UIContentSizeCategory(.accessibilityMedium)
    public static let accessibilityLarge = UIContentSizeCategory(.accessibilityLarge)
    public static let accessibilityExtraLarge = UIContentSizeCategory(.accessibilityExtraLarge)
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(.accessibilityExtraExtraLarge)
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(.accessibilityExtraExtraExtraLarge)
}
