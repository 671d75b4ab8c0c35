/// A string literal a `Text` shows, as SwiftUI's `LocalizedStringKey`. Snapshots render the
/// development language: the key's own text, interpolations formatted in `en_US_POSIX`.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text.
    let text: String

    public init(_ value: String) { text = value }
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    /// The interpolations a `LocalizedStringKey` accepts.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation<T>(_ value: T) { text += "\(value)" }
        public mutating func appendInterpolation(_ string: String) { text += string }
        /// A number with a C format (`"%.1f"`).
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            text += String(format: specifier, locale: Locale(identifier: "en_US_POSIX"), value)
        }
        /// A formatted value (`.number`, `.percent`, a date style).
        public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
            text += format.format(value)
        }
        /// A `Text`'s string.
        public mutating func appendInterpolation(_ text: Text) { self.text += text.string }
    }
}
