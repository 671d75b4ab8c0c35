import PenumbraCore

/// A colour set (`Name.colorset/Contents.json`) from an Xcode asset catalog.
public struct ColorAsset: Sendable {
    /// One appearance entry as the file gives it.
    public struct Entry: Hashable, Sendable {
        /// The appearance slot.
        public let appearance: AssetAppearance
        /// The colour space the components were given in; `nil` for a system-colour reference.
        public let colorSpace: ColorSpace?
        /// The value in sRGB after conversion and rounding; `nil` for a system-colour reference.
        public let value: RGBA8?
        /// The system colour referenced (`systemBlueColor` → `systemBlue`), if any.
        public let reference: String?
    }

    /// The asset's name (folder name without `.colorset`, with namespaces `Brand/Primary`).
    public let name: String
    /// The entries used, one per appearance slot, sorted by slot.
    public let entries: [Entry]
    /// The dynamic colour, named ``name`` in the catalog's scope.
    public let color: StyleColor
}

extension ColorAsset {
    /// Builds the colour from the entries by the slot rules: light = Light ?? Any, and for high
    /// contrast likewise; the rest falls back as ``ColorVariants`` does.
    static func makeColor(name: String, scope: String, slots: [AssetAppearance: Entry],
                          system: SystemColors) -> StyleColor? {
        func entry(_ luminosity: AssetAppearance.Luminosity, _ contrast: AccessibilityContrast) -> Entry? {
            if luminosity == .light {
                return slots[AssetAppearance(.light, contrast)] ?? slots[AssetAppearance(.any, contrast)]
            }
            return slots[AssetAppearance(luminosity, contrast)]
        }
        var table: [ColorVariants.Key: Entry] = [:]
        table[ColorVariants.Key(.light)] = entry(.light, .normal)
        table[ColorVariants.Key(.light, .base, .high)] = entry(.light, .high)
        table[ColorVariants.Key(.dark)] = entry(.dark, .normal)
        table[ColorVariants.Key(.dark, .base, .high)] = entry(.dark, .high)
        guard table[ColorVariants.Key(.light)] != nil else { return nil }

        let values = table.compactMapValues(\.value)
        if values.count == table.count, let variants = ColorVariants(entries: values) {
            return StyleColor(name: name, scope: scope, variants: variants)
        }
        // A system-colour reference resolves in the traits the colour is resolved in.
        let palette = system.palette
        let colors: [ColorVariants.Key: StyleColor] = table.compactMapValues { entry in
            entry.value.map { StyleColor($0) } ?? entry.reference.flatMap { palette[$0] }
        }
        return StyleColor(name: name, scope: scope) { traits in
            for key in ColorVariants.fallbackChain(for: ColorVariants.Key(traits)) {
                if let color = colors[key] { return color }
            }
            return .clear
        }
    }
}
