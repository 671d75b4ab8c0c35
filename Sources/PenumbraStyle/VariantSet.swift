/// An ordered list of variants to render, without duplicates by name.
public struct VariantSet: Hashable, Sendable, Sequence, CustomStringConvertible {
    /// The variants, in render order.
    public let variants: [Variant]

    /// A set of the given variants; a variant whose name repeats an earlier one is dropped.
    public init(_ variants: [Variant]) {
        var seen: Set<String> = []
        self.variants = variants.filter { seen.insert($0.name).inserted }
    }

    /// Parses a list of variant names (`["light", "dark-elevated"]`), or a comma-separated list.
    public init(parsing names: [String]) throws(StyleError) {
        var variants: [Variant] = []
        for name in names { variants.append(try Variant(parsing: name)) }
        self.init(variants)
    }

    /// Parses `"light,dark,dark-elevated"` (spaces around commas allowed).
    public init(parsing list: String) throws(StyleError) {
        try self.init(parsing: list.split(separator: ",").map { $0.trimmingSpaces() })
    }

    /// Light and dark: the default.
    public static let lightAndDark = VariantSet([.light, .dark])
    /// The default set: ``lightAndDark``.
    public static let `default` = lightAndDark

    /// All 8 combinations of style × level × contrast, light before dark, base before elevated,
    /// normal before high contrast.
    public static let allAppearances: VariantSet = {
        var list: [Variant] = []
        for style in UserInterfaceStyle.allCases {
            for level in UserInterfaceLevel.allCases {
                for contrast in AccessibilityContrast.allCases {
                    list.append(Variant(Traits(userInterfaceStyle: style, userInterfaceLevel: level,
                                               accessibilityContrast: contrast)))
                }
            }
        }
        return VariantSet(list)
    }()

    /// The same variants with one trait changed in each (e.g. every appearance at 3x); names
    /// are recomputed canonically.
    public func with<Value>(_ keyPath: WritableKeyPath<Traits, Value>, _ value: Value) -> VariantSet {
        VariantSet(variants.map { Variant($0.traits.with(keyPath, value)) })
    }

    public func makeIterator() -> IndexingIterator<[Variant]> { variants.makeIterator() }

    /// The names joined by commas.
    public var description: String { variants.map(\.name).joined(separator: ",") }
}

extension VariantSet: ExpressibleByArrayLiteral {
    /// A set from a literal list: `[.light, .dark]`.
    public init(arrayLiteral variants: Variant...) {
        self.init(variants)
    }
}
