// `String.LocalizationValue` and `String(localized:)`, which Apple's Foundation has (iOS 15,
// macOS 12) and Linux's lacks. A value keeps its literal text and its interpolated arguments
// apart, as Apple's does: the key is the literal text with a format specifier in each argument's
// place ("Option %lld"), which is what a strings file or string catalog is keyed by.
import Foundation

extension String {
    /// A string to localize: a key with format specifiers where arguments were interpolated,
    /// and the arguments, rendered.
    public struct LocalizationValue: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
        /// One piece: literal text, or an argument's text with the specifier standing for it.
        enum Segment: Equatable, Hashable, Sendable {
            case literal(String)
            case argument(String, specifier: String)
        }
        var segments: [Segment]

        /// Appends literal text and interpolated values, as the compiler calls it.
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var segments: [Segment] = []
            public init(literalCapacity: Int, interpolationCount: Int) {}
            public mutating func appendLiteral(_ literal: String) { segments.append(.literal(literal)) }
            public mutating func appendInterpolation(_ string: String) { segments.append(.argument(string, specifier: "%@")) }
            public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
                segments.append(.argument(String(value), specifier: T.isSigned ? "%lld" : "%llu"))
            }
            public mutating func appendInterpolation(_ value: Double) { segments.append(.argument(String(value), specifier: "%lf")) }
            public mutating func appendInterpolation(_ value: Float) { segments.append(.argument(String(value), specifier: "%f")) }
            public mutating func appendInterpolation(_ value: LocalizedStringResource) {
                segments.append(.argument(String(localized: value), specifier: "%@"))
            }
            @_disfavoredOverload
            public mutating func appendInterpolation<T>(_ value: T) { segments.append(.argument(String(describing: value), specifier: "%@")) }
        }

        public init(stringLiteral value: String) { segments = [.literal(value)] }
        public init(stringInterpolation: StringInterpolation) { segments = stringInterpolation.segments }
        /// `value` as the whole key.
        public init(_ value: String) { segments = [.literal(value)] }

        /// The key a strings file is looked up by: literals, and each argument's specifier.
        public var key: String {
            segments.map {
                switch $0 {
                case .literal(let s): s.replacingOccurrences(of: "%", with: "%%")
                case .argument(_, let specifier): specifier
                }
            }.joined()
        }

        /// The development language's text: literals and arguments in order.
        public var description: String {
            segments.map {
                switch $0 {
                case .literal(let s): s
                case .argument(let s, _): s
                }
            }.joined()
        }

        /// The arguments' text, in order.
        var arguments: [String] {
            segments.compactMap { if case .argument(let s, _) = $0 { s } else { nil } }
        }

        /// `format` (a translation of `key`) with the arguments in its specifiers' places:
        /// in order, or by position (`%2$@`). `%%` is a percent sign.
        func substituting(into format: String) -> String {
            let args = arguments
            var out = ""
            var next = 0
            var i = format.startIndex
            while i < format.endIndex {
                let c = format[i]
                guard c == "%" else { out.append(c); i = format.index(after: i); continue }
                var j = format.index(after: i)
                if j < format.endIndex, format[j] == "%" { out.append("%"); i = format.index(after: j); continue }
                var position = ""
                while j < format.endIndex, format[j].isNumber { position.append(format[j]); j = format.index(after: j) }
                var index = next
                if j < format.endIndex, format[j] == "$", let p = Int(position), p > 0 {
                    index = p - 1
                    j = format.index(after: j)
                } else {
                    next += 1
                }
                // Flags, width and precision, the length, then the conversion (`@`, `d`, `f` …).
                while j < format.endIndex, "-+ #0123456789.*'hlqLzjt".contains(format[j]) { j = format.index(after: j) }
                if j < format.endIndex { j = format.index(after: j) }
                out += index < args.count ? args[index] : ""
                i = j
            }
            return out
        }
    }

    /// The localized text of `keyAndValue` from `bundle`'s `table` (the main bundle's
    /// `Localizable`), or its own text where no translation is found.
    public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = String.lookUp(keyAndValue.key, default: keyAndValue, table: table, bundle: bundle ?? .main)
    }

    /// The localized text of `key`, or `defaultValue` where no translation is found.
    public init(localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
                bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = String.lookUp("\(key)", default: defaultValue, table: table, bundle: bundle ?? .main)
    }

    /// The localized text of `resource`.
    public init(localized resource: LocalizedStringResource) {
        self = String.lookUp(resource.key, default: resource.defaultValue, table: resource.table, bundle: resource.bundle.bundle)
    }

    /// `bundle`'s translation of `key` with the arguments put in, or the default's own text.
    static func lookUp(_ key: String, default value: String.LocalizationValue, table: String?, bundle: Bundle) -> String {
        let marker = "\u{0}penumbra-untranslated\u{0}"
        let found = bundle.localizedString(forKey: key, value: marker, table: table)
        return found == marker || found == key ? value.description : value.substituting(into: found)
    }
}
