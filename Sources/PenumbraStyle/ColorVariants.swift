import PenumbraCore

/// A dynamic colour's table of values per appearance, with UIKit's fallbacks for the entries it
/// lacks. Only `light` is required.
///
/// ## Fallback order
/// For traits (style, level, contrast) the first entry present in this list wins:
/// 1. (style, level, contrast)
/// 2. (style, base, contrast) — no elevated entry: the base level
/// 3. (style, level, normal) — no high-contrast entry: normal contrast
/// 4. (style, base, normal)
/// 5. for `dark` only, steps 1-4 again with `light` — no dark entry: light.
///
/// Contrast is kept before level (step 2 before 3) because a reader who asked for more contrast
/// needs it more than an elevated surface needs its tint; style is kept before both because a
/// light value on a dark screen is the worst outcome. `light` itself always exists, so resolution
/// always finds a value. Other traits (scale, text size, direction) do not affect a table.
public struct ColorVariants: Hashable, Sendable, CustomStringConvertible {
    /// One appearance: style, level and contrast.
    public struct Key: Hashable, Sendable, Comparable {
        /// Light or dark.
        public var style: UserInterfaceStyle
        /// Base or elevated.
        public var level: UserInterfaceLevel
        /// Normal or high contrast.
        public var contrast: AccessibilityContrast

        /// A key; level and contrast default to base and normal.
        public init(_ style: UserInterfaceStyle, _ level: UserInterfaceLevel = .base,
                    _ contrast: AccessibilityContrast = .normal) {
            self.style = style; self.level = level; self.contrast = contrast
        }

        /// The key of a trait collection.
        public init(_ traits: Traits) {
            self.init(traits.userInterfaceStyle, traits.userInterfaceLevel, traits.accessibilityContrast)
        }

        /// The canonical variant name of the key (`dark-elevated-high-contrast`).
        public var name: String {
            Variant.canonicalName(for: Traits(userInterfaceStyle: style, userInterfaceLevel: level,
                                              accessibilityContrast: contrast))
        }

        /// The key's traits (every other trait at its default).
        public var traits: Traits {
            Traits(userInterfaceStyle: style, userInterfaceLevel: level, accessibilityContrast: contrast)
        }

        var order: Int {
            (style == .dark ? 4 : 0) + (level == .elevated ? 2 : 0) + (contrast == .high ? 1 : 0)
        }

        public static func < (lhs: Key, rhs: Key) -> Bool { lhs.order < rhs.order }
    }

    /// The entries present; always contains `Key(.light)`.
    public private(set) var entries: [Key: RGBA8] {
        didSet { lookup = Self.makeLookup(entries) }
    }

    /// The resolved value of each of the 8 keys, indexed by `Key.order`: resolution is one array
    /// read in the render loop, with the fallbacks applied once here.
    private var lookup: [RGBA8]

    /// A table from its entries; `light` is required, every other entry optional.
    public init(light: RGBA8, dark: RGBA8? = nil,
                lightHighContrast: RGBA8? = nil, darkHighContrast: RGBA8? = nil,
                lightElevated: RGBA8? = nil, darkElevated: RGBA8? = nil,
                lightElevatedHighContrast: RGBA8? = nil, darkElevatedHighContrast: RGBA8? = nil) {
        var entries: [Key: RGBA8] = [Key(.light): light]
        entries[Key(.dark)] = dark
        entries[Key(.light, .base, .high)] = lightHighContrast
        entries[Key(.dark, .base, .high)] = darkHighContrast
        entries[Key(.light, .elevated)] = lightElevated
        entries[Key(.dark, .elevated)] = darkElevated
        entries[Key(.light, .elevated, .high)] = lightElevatedHighContrast
        entries[Key(.dark, .elevated, .high)] = darkElevatedHighContrast
        self.entries = entries
        self.lookup = Self.makeLookup(entries)
    }

    /// A table from keyed entries; `nil` when the light base normal-contrast entry is missing.
    public init?(entries: [Key: RGBA8]) {
        guard entries[Key(.light)] != nil else { return nil }
        self.entries = entries
        self.lookup = Self.makeLookup(entries)
    }

    private static func makeLookup(_ entries: [Key: RGBA8]) -> [RGBA8] {
        var lookup = [RGBA8](repeating: entries[Key(.light)] ?? .clear, count: 8)
        for style in UserInterfaceStyle.allCases {
            for level in UserInterfaceLevel.allCases {
                for contrast in AccessibilityContrast.allCases {
                    let key = Key(style, level, contrast)
                    if let value = fallbackChain(for: key).lazy.compactMap({ entries[$0] }).first {
                        lookup[key.order] = value
                    }
                }
            }
        }
        return lookup
    }

    /// The keys tried for `key`, in the fallback order documented above, without repeats.
    public static func fallbackChain(for key: Key) -> [Key] {
        var chain: [Key] = []
        let styles: [UserInterfaceStyle] = key.style == .dark ? [.dark, .light] : [.light]
        for style in styles {
            for candidate in [Key(style, key.level, key.contrast), Key(style, .base, key.contrast),
                              Key(style, key.level, .normal), Key(style, .base, .normal)]
            where !chain.contains(candidate) {
                chain.append(candidate)
            }
        }
        return chain
    }

    /// The value for `traits` by the fallback order.
    public func resolved(in traits: Traits) -> RGBA8 {
        lookup[Key(traits).order]
    }

    public static func == (lhs: ColorVariants, rhs: ColorVariants) -> Bool { lhs.entries == rhs.entries }

    public func hash(into hasher: inout Hasher) { hasher.combine(entries) }

    /// Whether two appearances resolve to different values.
    public var isDynamic: Bool { Set(lookup).count > 1 }

    /// The same table with every entry's alpha replaced.
    func withAlpha(_ alpha: UInt8) -> ColorVariants {
        var copy = self
        copy.entries = entries.mapValues { RGBA8($0.r, $0.g, $0.b, alpha) }
        return copy
    }

    /// `light=#…, dark=#…` in key order.
    public var description: String {
        entries.sorted { $0.key < $1.key }.map { "\($0.key.name)=\($0.value.hex)" }.joined(separator: ", ")
    }
}
