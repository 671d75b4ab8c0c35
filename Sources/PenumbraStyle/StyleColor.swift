import PenumbraCore

/// A colour as a component asks for it: static (one value) or dynamic (resolved per trait
/// collection, from a variant table or a provider closure).
///
/// Equality and hashing follow ``identity`` (see ``ColorIdentity``): two references to the
/// semantic colour `label` are equal, two unnamed provider colours never are. To compare what a
/// colour looks like, compare ``resolved(in:)`` values.
public struct StyleColor: Hashable, Sendable, CustomStringConvertible {
    /// How the colour's value is found.
    indirect enum Storage: Sendable {
        case fixed(RGBA8)
        case variants(ColorVariants)
        case provider(ProviderToken)
        /// A dynamic colour with its alpha replaced (``withAlpha(_:)``).
        case alpha(StyleColor, UInt8)
    }

    let storage: Storage
    /// What the colour is equal to; see ``ColorIdentity``.
    public let identity: ColorIdentity

    init(storage: Storage, identity: ColorIdentity) {
        self.storage = storage
        self.identity = identity
    }

    /// A static colour of one value.
    public init(_ value: RGBA8) {
        self.init(storage: .fixed(value), identity: .value(value))
    }

    /// A dynamic colour from a variant table (see ``ColorVariants`` for the fallbacks).
    /// - Parameter name: the semantic name that becomes its identity; `nil` compares by table.
    public init(name: String? = nil, scope: String? = nil, variants: ColorVariants) {
        self.init(storage: .variants(variants),
                  identity: name.map { .named(scope: scope, name: $0) } ?? .variants(variants))
    }

    /// A dynamic colour from light and dark values and optional others (``ColorVariants``).
    public init(name: String? = nil, light: RGBA8, dark: RGBA8? = nil,
                lightHighContrast: RGBA8? = nil, darkHighContrast: RGBA8? = nil,
                lightElevated: RGBA8? = nil, darkElevated: RGBA8? = nil) {
        self.init(name: name, variants: ColorVariants(
            light: light, dark: dark, lightHighContrast: lightHighContrast, darkHighContrast: darkHighContrast,
            lightElevated: lightElevated, darkElevated: darkElevated))
    }

    /// A dynamic colour from a closure, as `UIColor(dynamicProvider:)`. The closure may return
    /// another dynamic colour; it is resolved with the same traits.
    /// - Parameter name: the semantic name that becomes its identity; without one, this colour
    ///   equals only copies of itself.
    public init(name: String? = nil, scope: String? = nil, provider: @escaping @Sendable (Traits) -> StyleColor) {
        let token = ProviderToken(provider)
        self.init(storage: .provider(token),
                  identity: name.map { .named(scope: scope, name: $0) } ?? .provider(token, suffix: ""))
    }

    /// The same colour under a name (its identity from now on), e.g. a palette entry.
    public func named(_ name: String, scope: String? = nil) -> StyleColor {
        StyleColor(storage: storage, identity: .named(scope: scope, name: name))
    }

    /// Whether the colour depends on traits: `false` for a static colour (named or not) and for
    /// a table whose every appearance resolves to one value; `true` for any other table and for
    /// every provider (a closure cannot be inspected).
    public var isDynamic: Bool {
        switch storage {
        case .fixed: false
        case .variants(let table): table.isDynamic
        case .provider: true
        case .alpha(let base, _): base.isDynamic
        }
    }

    /// The colour's name (`label`, `label@0.5`), or `nil` for an unnamed colour.
    public var name: String? {
        if case .named(_, let name) = identity { return name }
        return nil
    }

    /// The scope of a named colour (`ios18` for Apple's system colours), or `nil`.
    public var scope: String? {
        if case .named(let scope, _) = identity { return scope }
        return nil
    }

    /// The value in a trait collection. A provider that keeps returning dynamic colours is
    /// followed 32 levels deep at most; past that (a provider that returns itself) the result is
    /// transparent black.
    public func resolved(in traits: Traits) -> RGBA8 {
        resolved(in: traits, depth: 0)
    }

    private func resolved(in traits: Traits, depth: Int) -> RGBA8 {
        guard depth < 32 else { return .clear }
        switch storage {
        case .fixed(let value): return value
        case .variants(let table): return table.resolved(in: traits)
        case .provider(let token): return token.provider(traits).resolved(in: traits, depth: depth + 1)
        case .alpha(let base, let alpha):
            let value = base.resolved(in: traits, depth: depth + 1)
            return RGBA8(value.r, value.g, value.b, alpha)
        }
    }

    /// The same colour with its alpha replaced by `alpha` (0-1, clamped; NaN counts as 0), as
    /// `UIColor.withAlphaComponent`. The alpha byte is ``StyleColor/byte(fromUnit:)`` of it. A dynamic
    /// colour stays dynamic; a named colour keeps a derived name (`label` → `label@0.5`), so two
    /// `label.withAlpha(0.5)` are equal.
    public func withAlpha(_ alpha: Double) -> StyleColor {
        let clamped = alpha.isNaN ? 0 : min(max(alpha, 0), 1)
        let byte = StyleColor.byte(fromUnit: clamped)
        let suffix = "@\(StyleColor.formatAlpha(clamped))"
        let newStorage: Storage
        switch storage {
        case .fixed(let value): newStorage = .fixed(RGBA8(value.r, value.g, value.b, byte))
        case .variants(let table): newStorage = .variants(table.withAlpha(byte))
        case .provider: newStorage = .alpha(self, byte)
        case .alpha(let base, _): newStorage = .alpha(base, byte)
        }
        let newIdentity: ColorIdentity
        switch identity {
        case .named(let scope, let name):
            let base = name.split(separator: "@", maxSplits: 1).first.map(String.init) ?? name
            newIdentity = .named(scope: scope, name: base + suffix)
        case .value:
            if case .fixed(let value) = newStorage { newIdentity = .value(value) } else { newIdentity = identity }
        case .variants:
            if case .variants(let table) = newStorage { newIdentity = .variants(table) } else { newIdentity = identity }
        case .provider(let token, _): newIdentity = .provider(token, suffix: suffix)
        }
        return StyleColor(storage: newStorage, identity: newIdentity)
    }

    /// `label`, `#FF0000FF`, `variants(light=…)`, `provider`.
    public var description: String { identity.description }

    public static func == (lhs: StyleColor, rhs: StyleColor) -> Bool { lhs.identity == rhs.identity }

    public func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}

extension StyleColor {
    /// The variant table of a table-based colour (also after ``withAlpha(_:)``), `nil` for a
    /// static or provider colour: what checks and generated-code tests read.
    public var variants: ColorVariants? {
        if case .variants(let table) = storage { return table }
        return nil
    }

    /// The value of a static colour, `nil` for a dynamic one.
    public var staticValue: RGBA8? {
        if case .fixed(let value) = storage { return value }
        return nil
    }
}
