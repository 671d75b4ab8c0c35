import PenumbraCore

// Stand-ins for the style stage's trait types, with the same names and shapes, so the view tree
// compiles before PenumbraStyle provides them. Deleted when PenumbraStyle lands.

/// Light or dark appearance.
public enum UserInterfaceStyle: String, CaseIterable, Hashable, Sendable, Codable { case light, dark }
/// Base or elevated level.
public enum UserInterfaceLevel: String, CaseIterable, Hashable, Sendable, Codable { case base, elevated }
/// Normal or high contrast.
public enum AccessibilityContrast: String, CaseIterable, Hashable, Sendable, Codable { case normal, high }
/// Left to right or right to left.
public enum LayoutDirection: String, CaseIterable, Hashable, Sendable, Codable { case leftToRight, rightToLeft }
/// Preferred text size.
public enum ContentSizeCategory: Int, CaseIterable, Hashable, Sendable, Codable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
}
/// Pixels per point: 1, 2 or 3.
public struct DisplayScale: Hashable, Sendable {
    public let value: Int
    public static let x1 = DisplayScale(value: 1)
    public static let x2 = DisplayScale(value: 2)
    public static let x3 = DisplayScale(value: 3)
}
/// A trait collection.
public struct Traits: Hashable, Sendable {
    public var userInterfaceStyle: UserInterfaceStyle
    public var userInterfaceLevel: UserInterfaceLevel
    public var accessibilityContrast: AccessibilityContrast
    public var displayScale: DisplayScale
    public var contentSizeCategory: ContentSizeCategory
    public var layoutDirection: LayoutDirection
    public init(userInterfaceStyle: UserInterfaceStyle = .light, userInterfaceLevel: UserInterfaceLevel = .base,
                accessibilityContrast: AccessibilityContrast = .normal, displayScale: DisplayScale = .x1,
                contentSizeCategory: ContentSizeCategory = .large, layoutDirection: LayoutDirection = .leftToRight) {
        self.userInterfaceStyle = userInterfaceStyle; self.userInterfaceLevel = userInterfaceLevel
        self.accessibilityContrast = accessibilityContrast; self.displayScale = displayScale
        self.contentSizeCategory = contentSizeCategory; self.layoutDirection = layoutDirection
    }
    public static let light = Traits()
    public static let dark = Traits(userInterfaceStyle: .dark)
}
