// `LocalizedStringResource` and `CustomLocalizedStringResourceConvertible` (Apple's Foundation,
// iOS 16, macOS 13), which Linux's Foundation lacks: a reference to a localized string, resolved
// when it is shown (`String(localized:)`, `Text(_:)`).
import Foundation

/// A string's key, default value, table and bundle, to localize when it is shown.
public struct LocalizedStringResource: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// Where the strings are: the main bundle, a class's bundle or the bundle at a URL.
    public enum BundleDescription: Sendable, Hashable {
        case main
        case atURL(URL)
        /// The bundle holding `class` (Linux: the main bundle, unless the class says otherwise).
        case forClass(AnyClass)

        public static func == (a: BundleDescription, b: BundleDescription) -> Bool {
            switch (a, b) {
            case (.main, .main): true
            case (.atURL(let x), .atURL(let y)): x == y
            case (.forClass(let x), .forClass(let y)): ObjectIdentifier(x) == ObjectIdentifier(y)
            default: false
            }
        }

        public func hash(into hasher: inout Hasher) {
            switch self {
            case .main: hasher.combine(0)
            case .atURL(let url): hasher.combine(url)
            case .forClass(let c): hasher.combine(ObjectIdentifier(c))
            }
        }

        /// The bundle described (the main bundle where a URL holds none).
        var bundle: Bundle {
            switch self {
            case .main: .main
            case .atURL(let url): Bundle(url: url) ?? .main
            case .forClass(let c): Bundle(for: c)
            }
        }
    }

    public var key: String
    public var defaultValue: String.LocalizationValue
    public var table: String?
    public var locale: Locale
    public var bundle: BundleDescription

    /// A resource whose key is `keyAndValue`'s key and whose default is its text.
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        key = keyAndValue.key
        defaultValue = keyAndValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    /// A resource with its own key and default value.
    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        self.key = "\(key)"
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    /// The localized text.
    public var description: String { String(localized: self) }

    public static func == (a: LocalizedStringResource, b: LocalizedStringResource) -> Bool {
        a.key == b.key && a.defaultValue == b.defaultValue && a.table == b.table && a.bundle == b.bundle
            && a.locale.identifier == b.locale.identifier
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(table)
        hasher.combine(bundle)
    }
}

/// A type that can describe itself as a localized string.
public protocol CustomLocalizedStringResourceConvertible {
    var localizedStringResource: LocalizedStringResource { get }
}

extension LocalizedStringResource: CustomLocalizedStringResourceConvertible {
    public var localizedStringResource: LocalizedStringResource { self }
}
