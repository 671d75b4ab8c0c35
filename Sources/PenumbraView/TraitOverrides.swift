import PenumbraCore
import PenumbraRaster
import PenumbraStyle
import PenumbraText

/// Traits forced on a subtree: a screen that stays light (UIKit's `overrideUserInterfaceStyle`),
/// a modal sheet that is elevated, a panel forced to high contrast. `nil` inherits.
public struct TraitOverrides: Hashable, Sendable {
    /// The forced style, or nil to inherit.
    public var userInterfaceStyle: UserInterfaceStyle?
    /// The forced level, or nil to inherit.
    public var userInterfaceLevel: UserInterfaceLevel?
    /// The forced contrast, or nil to inherit.
    public var accessibilityContrast: AccessibilityContrast?
    /// The forced layout direction, or nil to inherit: stacks, alignments, offsets, gradients'
    /// unit points and text alignment mirror inside the subtree only, as SwiftUI's
    /// `.environment(\.layoutDirection, …)`.
    public var layoutDirection: LayoutDirection?
    /// The forced text size, or nil to inherit, as SwiftUI's `.dynamicTypeSize(_:)`.
    public var contentSizeCategory: ContentSizeCategory?

    /// Overrides; nil inherits.
    public init(userInterfaceStyle: UserInterfaceStyle? = nil, userInterfaceLevel: UserInterfaceLevel? = nil,
                accessibilityContrast: AccessibilityContrast? = nil, layoutDirection: LayoutDirection? = nil,
                contentSizeCategory: ContentSizeCategory? = nil) {
        self.userInterfaceStyle = userInterfaceStyle
        self.userInterfaceLevel = userInterfaceLevel
        self.accessibilityContrast = accessibilityContrast
        self.layoutDirection = layoutDirection
        self.contentSizeCategory = contentSizeCategory
    }

    /// `traits` with the overrides applied.
    public func applied(to traits: Traits) -> Traits {
        var t = traits
        if let userInterfaceStyle { t.userInterfaceStyle = userInterfaceStyle }
        if let userInterfaceLevel { t.userInterfaceLevel = userInterfaceLevel }
        if let accessibilityContrast { t.accessibilityContrast = accessibilityContrast }
        if let layoutDirection { t.layoutDirection = layoutDirection }
        if let contentSizeCategory { t.contentSizeCategory = contentSizeCategory }
        return t
    }
}
