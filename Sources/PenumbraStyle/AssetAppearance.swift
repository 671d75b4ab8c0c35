/// One appearance slot of an asset-catalog entry: Xcode's "Any, Light, Dark" luminosity and
/// "High Contrast" (asset catalogs have no elevated appearance).
public struct AssetAppearance: Hashable, Sendable, CustomStringConvertible {
    /// Xcode's luminosity appearance: none given (Any), light or dark.
    public enum Luminosity: String, Hashable, Sendable, CaseIterable {
        /// No luminosity appearance ("Any"): used for light when there is no Light entry.
        case any
        /// "Light".
        case light
        /// "Dark".
        case dark
    }

    /// The luminosity; `.any` when the entry has no luminosity appearance.
    public var luminosity: Luminosity
    /// The contrast; `.normal` when the entry has no contrast appearance.
    public var contrast: AccessibilityContrast

    /// An appearance slot.
    public init(_ luminosity: Luminosity = .any, _ contrast: AccessibilityContrast = .normal) {
        self.luminosity = luminosity
        self.contrast = contrast
    }

    /// The slots tried for a trait collection, best first: the style's own slot before Any
    /// (Any stands in for light), high contrast before normal, and for dark the light slots
    /// after the dark ones (as ``ColorVariants``: style is kept first, then contrast).
    public static func fallbackChain(for traits: Traits) -> [AssetAppearance] {
        let contrasts: [AccessibilityContrast] = traits.accessibilityContrast == .high ? [.high, .normal] : [.normal]
        var chain: [AssetAppearance] = []
        if traits.userInterfaceStyle == .dark {
            chain += contrasts.map { AssetAppearance(.dark, $0) }
        }
        for contrast in contrasts {
            chain.append(AssetAppearance(.light, contrast))
            chain.append(AssetAppearance(.any, contrast))
        }
        return chain
    }

    /// Reads an entry's `appearances` array (absent: Any, normal contrast).
    static func parse(_ entry: JSONNode) throws(StyleError) -> AssetAppearance {
        var appearance = AssetAppearance()
        guard let list = try entry.optional("appearances") else { return appearance }
        for item in try list.elements() {
            let kindNode = try item.required("appearance")
            let valueNode = try item.required("value")
            let kind = try kindNode.string(), value = try valueNode.string()
            switch kind {
            case "luminosity":
                guard value == "light" || value == "dark" else { throw valueNode.mismatch("\"light\" or \"dark\"") }
                appearance.luminosity = value == "dark" ? .dark : .light
            case "contrast":
                guard value == "high" else { throw valueNode.mismatch("\"high\"") }
                appearance.contrast = .high
            default:
                throw kindNode.mismatch("\"luminosity\" or \"contrast\"")
            }
        }
        return appearance
    }

    /// Whether an entry is for iOS: idiom `universal` (or absent) or `iphone`.
    static func isIOSEntry(_ entry: JSONNode) throws(StyleError) -> Bool {
        guard let idiom = try entry.optional("idiom") else { return true }
        let name = try idiom.string()
        return name == "universal" || name == "iphone"
    }

    /// `any`, `dark-high-contrast`.
    public var description: String {
        luminosity.rawValue + (contrast == .high ? "-high-contrast" : "")
    }
}
