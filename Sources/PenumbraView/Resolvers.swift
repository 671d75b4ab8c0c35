import PenumbraCore

/// Resolves palette colour names for a trait collection.
public protocol ColorResolver: Sendable {
    /// The colour `name` resolves to under `traits`, or nil when the palette has no such name.
    func resolve(_ name: String, traits: Traits) -> ResolvedColor?
    /// Every name the palette defines, for "did you mean" suggestions.
    var colorNames: [String] { get }
}

/// Resolves image asset names for a trait collection.
public protocol ImageResolver: Sendable {
    /// The premultiplied pixels and their scale for `name` under `traits`, or nil when unknown.
    func image(named name: String, traits: Traits) -> (bitmap: Bitmap, scale: Int)?
    /// Every asset name, for suggestions.
    var imageNames: [String] { get }
}

/// Measures text for layout: the size of `text` set in `font`, wrapped to `maxWidth` points
/// (nil: one line per paragraph) and cut to `lineLimit` lines (nil: no limit).
public protocol TextMeasurer: Sendable {
    /// The text's size in points.
    func measure(_ text: String, font: ResolvedFont, maxWidth: Double?, lineLimit: Int?) -> Size
    /// The point size of a Dynamic Type style at a content size category.
    func pointSize(of style: TextStyleName, category: ContentSizeCategory) -> Double
    /// Whether a family is registered (nil family: the default).
    func hasFamily(_ family: String) -> Bool
    /// Every registered family, for suggestions.
    var familyNames: [String] { get }
}

/// A palette of named colours given as a table: a light and dark value each, with optional
/// high-contrast and elevated values. A name whose values are all equal is static.
public struct ColorTable: ColorResolver {
    /// One named colour's values per appearance.
    public struct Entry: Hashable, Sendable {
        public var light: RGBA8, dark: RGBA8
        public var lightHighContrast: RGBA8?, darkHighContrast: RGBA8?
        public var darkElevated: RGBA8?, darkElevatedHighContrast: RGBA8?

        /// An entry; missing variants fall back to the nearest given one.
        public init(light: RGBA8, dark: RGBA8, lightHighContrast: RGBA8? = nil, darkHighContrast: RGBA8? = nil,
                    darkElevated: RGBA8? = nil, darkElevatedHighContrast: RGBA8? = nil) {
            self.light = light; self.dark = dark
            self.lightHighContrast = lightHighContrast; self.darkHighContrast = darkHighContrast
            self.darkElevated = darkElevated; self.darkElevatedHighContrast = darkElevatedHighContrast
        }

        /// A colour that is the same everywhere.
        public init(_ value: RGBA8) { self.init(light: value, dark: value) }

        var isDynamic: Bool {
            let all = [light, dark, lightHighContrast ?? light, darkHighContrast ?? dark,
                       darkElevated ?? dark, darkElevatedHighContrast ?? darkElevated ?? darkHighContrast ?? dark]
            return Set(all).count > 1
        }

        func value(for traits: Traits) -> RGBA8 {
            let high = traits.accessibilityContrast == .high
            switch traits.userInterfaceStyle {
            case .light: return high ? (lightHighContrast ?? light) : light
            case .dark:
                if traits.userInterfaceLevel == .elevated {
                    return high ? (darkElevatedHighContrast ?? darkElevated ?? darkHighContrast ?? dark)
                                : (darkElevated ?? dark)
                }
                return high ? (darkHighContrast ?? dark) : dark
            }
        }
    }

    /// The entries by name, in the order given (suggestions prefer earlier names on ties).
    public let entries: [(name: String, entry: Entry)]
    private let index: [String: Int]

    /// A table; a later duplicate name replaces an earlier one.
    public init(_ entries: [(String, Entry)]) {
        var index: [String: Int] = [:]
        var list: [(name: String, entry: Entry)] = []
        for (name, entry) in entries {
            if let i = index[name] { list[i].entry = entry } else { index[name] = list.count; list.append((name, entry)) }
        }
        self.entries = list
        self.index = index
    }

    public func resolve(_ name: String, traits: Traits) -> ResolvedColor? {
        guard let i = index[name] else { return nil }
        let entry = entries[i].entry
        return ResolvedColor(rgba: entry.value(for: traits), name: name, isDynamic: entry.isDynamic)
    }

    public var colorNames: [String] { entries.map(\.name) }
}

/// No image assets.
public struct NoImages: ImageResolver {
    public init() {}
    public func image(named name: String, traits: Traits) -> (bitmap: Bitmap, scale: Int)? { nil }
    public var imageNames: [String] { [] }
}
