/// The direction of the user interface, as UIKit's `UITraitEnvironmentLayoutDirection`.
public enum LayoutDirection: String, CaseIterable, Hashable, Sendable, Codable {
    /// Left to right (English). The default.
    case leftToRight
    /// Right to left (Arabic, Hebrew).
    case rightToLeft
}
