extension DesignTokens {
    /// Mode names offered as suggestions.
    static let modeNames = ["light", "dark", "light-high-contrast", "dark-high-contrast",
                            "light-elevated", "dark-elevated", "dark-elevated-high-contrast"]

    /// The appearance a mode or theme name stands for, or `nil`.
    ///
    /// The name is lower-cased after splitting camel case (`darkHighContrast`), with spaces,
    /// underscores and dots turned into `-`, then read by the variant grammar (``Variant``);
    /// `default`, `base` and `any` mean light; `hc` means `high-contrast`. Traits other than
    /// style, level and contrast are not part of a mode.
    public static func modeKey(_ mode: String) -> ColorVariants.Key? {
        var text = ""
        for character in mode {
            if character.isUppercase, let last = text.last, last.isLetter || last.isNumber { text.append("-") }
            text.append(character)
        }
        text = text.lowercased().map { " _.".contains($0) ? "-" : String($0) }.joined()
        if ["default", "base", "any"].contains(text) { return ColorVariants.Key(.light) }
        let tokens = text.split(separator: "-").map { $0 == "hc" ? "high-contrast" : String($0) }
        guard let traits = try? Variant.parseTraits(tokens.joined(separator: "-")) else { return nil }
        return ColorVariants.Key(traits)
    }
}
