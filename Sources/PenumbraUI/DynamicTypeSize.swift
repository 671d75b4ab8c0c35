import PenumbraStyle
import PenumbraCore

/// The text size the user chose, as SwiftUI's `DynamicTypeSize`: seven standard sizes and five
/// accessibility sizes, ordered, so `size >= .accessibility1` and ranges such as
/// `...DynamicTypeSize.xxxLarge` read as in SwiftUI.
public enum DynamicTypeSize: Int, Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { a.rawValue < b.rawValue }

    /// The size of a content size category (the trait a variant names, `ax3` …).
    public init(_ category: ContentSizeCategory) {
        self = DynamicTypeSize(rawValue: category.rawValue) ?? .large
    }

    /// The content size category of this size.
    var category: ContentSizeCategory { ContentSizeCategory(rawValue: rawValue) ?? .large }
}

extension ContentSizeCategory {
    /// The category of a Dynamic Type size.
    public init(_ size: DynamicTypeSize) { self = size.category }

    /// Whether this is one of the five accessibility categories.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }
}
