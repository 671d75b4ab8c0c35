/// Light or dark appearance, as UIKit's `UIUserInterfaceStyle` (without `unspecified`).
public enum UserInterfaceStyle: String, CaseIterable, Hashable, Sendable, Codable {
    /// The light appearance. The default.
    case light
    /// The dark appearance.
    case dark
}

/// The visual level of content, as UIKit's `UIUserInterfaceLevel`: base for a window's main
/// content, elevated for content above it (sheets, popovers, split-view primaries in dark mode).
public enum UserInterfaceLevel: String, CaseIterable, Hashable, Sendable, Codable {
    /// The main content level. The default.
    case base
    /// Content above the base level.
    case elevated
}

/// The "Increase Contrast" accessibility setting, as UIKit's `UIAccessibilityContrast`.
public enum AccessibilityContrast: String, CaseIterable, Hashable, Sendable, Codable {
    /// Normal contrast. The default.
    case normal
    /// Increased contrast.
    case high
}
