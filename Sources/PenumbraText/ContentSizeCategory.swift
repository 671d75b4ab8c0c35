/// The user's preferred text size (UIKit's `UIContentSizeCategory`, SwiftUI's
/// `DynamicTypeSize`): seven standard sizes and five accessibility sizes, smallest first.
public enum ContentSizeCategory: Int, Sendable, Hashable, CaseIterable, Comparable, Codable {
    /// xS, S, M, L (the default), xL, xxL, xxxL: the standard sizes.
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    /// AX1, AX2, AX3: accessibility sizes (Settings → Accessibility → Larger Text).
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    /// AX4, AX5: the largest accessibility sizes (body text at 47 and 53 pt).
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// The system default, `.large` (body text at 17 pt).
    public static let `default` = ContentSizeCategory.large

    /// Whether this is one of the five accessibility sizes (AX1-AX5).
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The short name used in snapshot variant names: `xS`, `S`, `M`, `L`, `xL`, `xxL`, `xxxL`,
    /// `AX1` … `AX5`.
    public var shortName: String {
        ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"][rawValue]
    }

    public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool { a.rawValue < b.rawValue }
}
