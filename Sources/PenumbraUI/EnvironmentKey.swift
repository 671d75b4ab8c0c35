/// A key for a value in the environment, as SwiftUI's `EnvironmentKey`:
///
/// ```swift
/// private struct ThemeKey: EnvironmentKey { static let defaultValue = Theme.standard }
/// extension EnvironmentValues {
///     var theme: Theme { get { self[ThemeKey.self] } set { self[ThemeKey.self] = newValue } }
/// }
/// ```
public protocol EnvironmentKey {
    /// The value's type.
    associatedtype Value
    /// The value where no view above has set one.
    static var defaultValue: Value { get }
}
