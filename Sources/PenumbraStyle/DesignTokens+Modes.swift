import PenumbraCore
extension DesignTokens {
    /// Mode names offered as suggestions.
    static let modeNames = ["light", "dark", "light-high-contrast", "dark-high-contrast",
                            "light-elevated", "dark-elevated", "dark-elevated-high-contrast"]

    /// The appearance a mode or theme name stands for by ``ModeMap``'s table, or `nil` when the
    /// name is not an appearance.
    public static func modeKey(_ mode: String) -> ColorVariants.Key? {
        ModeMap.standard.key(for: mode)
    }

    /// The one note for modes left out because they are not appearances, or `nil` when none
    /// were; each name with the appearance it is nearest to, when it looks like a misspelling.
    static func ignoredModesNote(_ modes: Set<String>) -> String? {
        guard !modes.isEmpty else { return nil }
        let list = modes.sorted().map { mode in
            NameSuggestion.nearest(to: ModeMap.normalize(mode), in: modeNames).map { "\(mode) (did you mean \"\($0)\"?)" } ?? mode
        }
        return "left out modes that are not appearances: " + list.joined(separator: ", ")
            + " (to use one, map it: --mode-map \"NAME=VARIANT\", or ModeMap.map(_:to:))"
    }
}
