import PenumbraCore

/// What makes two colours "the same colour": the basis of ``StyleColor``'s equality and hashing.
///
/// - A named colour (a semantic or palette colour such as `label`) is identified by its scope
///   and name, so two references to one semantic colour compare equal even when one of them was
///   built from a provider closure. Names are identities: give different colours different names.
/// - An unnamed static colour is identified by its value.
/// - An unnamed variant table is identified by its table.
/// - An unnamed provider colour is identified by the provider it was built with: two providers
///   never compare equal, even with the same code (closures cannot be compared), while copies of
///   one colour do.
public enum ColorIdentity: Hashable, Sendable, CustomStringConvertible {
    /// A named colour; `scope` tells apart sets that reuse names (`ios18` and `ios26` system
    /// colours both have `systemBlue`); `nil` for a colour named by the caller without one.
    case named(scope: String?, name: String)
    /// An unnamed static colour.
    case value(RGBA8)
    /// An unnamed dynamic colour built from a variant table.
    case variants(ColorVariants)
    /// An unnamed dynamic colour built from a provider closure; `suffix` records derived colours
    /// (`@0.5` after ``StyleColor/withAlpha(_:)``).
    case provider(ProviderToken, suffix: String)

    public var description: String {
        switch self {
        case .named(let scope, let name): scope.map { "\($0)/\(name)" } ?? name
        case .value(let rgba): rgba.hex
        case .variants(let table): "variants(\(table))"
        case .provider(_, let suffix): "provider" + suffix
        }
    }
}

/// The identity of one provider closure: a reference compared by `===`, alive as long as any
/// colour built from that provider, so no counter or global state is needed.
public final class ProviderToken: Hashable, Sendable {
    let provider: @Sendable (Traits) -> StyleColor

    init(_ provider: @escaping @Sendable (Traits) -> StyleColor) { self.provider = provider }

    public static func == (lhs: ProviderToken, rhs: ProviderToken) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
