import PenumbraCore
extension Variant {
    /// Every token a modifier may be, for did-you-mean suggestions.
    static let knownTokens: [String] = ["light", "dark", "elevated", "base", "high-contrast", "rtl", "ltr"]
        + ContentSizeCategory.allCases.map(\.variantToken)

    /// The canonical name of a trait collection (see the grammar on ``Variant``).
    public static func canonicalName(for traits: Traits) -> String {
        var parts = [traits.userInterfaceStyle.rawValue]
        if traits.userInterfaceLevel == .elevated { parts.append("elevated") }
        if traits.accessibilityContrast == .high { parts.append("high-contrast") }
        if traits.contentSizeCategory != .large { parts.append(traits.contentSizeCategory.variantToken) }
        if traits.layoutDirection == .rightToLeft { parts.append("rtl") }
        var name = parts.joined(separator: "-")
        if traits.displayScale != .x1 { name += "@\(traits.displayScale.value)x" }
        return name
    }

    /// The nearest known token, with the near-misses edit distance does not catch: half of
    /// `high-contrast` (`high`, `contrast`, `hc`), a scale without its `@` (`2x` → `@2x`), and
    /// an accessibility size past the largest (`ax6` → `ax5`).
    static func suggestion(for token: String) -> String? {
        if ["high", "contrast", "hc", "highcontrast"].contains(token.lowercased()) { return "high-contrast" }
        if ["1x", "2x", "3x"].contains(token.lowercased()) { return "@" + token.lowercased() }
        if token.hasPrefix("ax"), let level = Int(token.dropFirst(2)), level > 5 { return "ax5" }  // the largest
        return NameSuggestion.nearest(to: token, in: knownTokens)
    }

    static func parseTraits(_ name: String) throws(StyleError) -> Traits {
        var body = Substring(name)
        var traits = Traits()
        if let at = body.firstIndex(of: "@") {
            let scaleText = body[body.index(after: at)...]
            body = body[..<at]
            guard scaleText.hasSuffix("x"), let value = Int(scaleText.dropLast()) else {
                throw .unknownVariantToken(name: name, token: "@" + scaleText,
                                           suggestion: NameSuggestion.nearest(to: "@" + scaleText, in: ["@1x", "@2x", "@3x"]))
            }
            traits.displayScale = try DisplayScale(value)
        }
        var tokens = body.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        // "high-contrast" is one token that contains the separator.
        var merged: [String] = []
        var i = 0
        while i < tokens.count {
            if tokens[i] == "high", i + 1 < tokens.count, tokens[i + 1] == "contrast" {
                merged.append("high-contrast"); i += 2
            } else {
                merged.append(tokens[i]); i += 1
            }
        }
        tokens = merged
        guard !tokens.contains(where: \.isEmpty) else { throw .emptyVariantToken(name: name) }
        guard let first = tokens.first else { throw .emptyVariantToken(name: name) }
        guard let style = UserInterfaceStyle(rawValue: first) else {
            if let suggestion = NameSuggestion.nearest(to: first, in: ["light", "dark"]) {
                throw .unknownVariantToken(name: name, token: first, suggestion: suggestion)
            }
            throw .missingVariantStyle(name: name)
        }
        traits.userInterfaceStyle = style
        var seen: Set<String> = []
        for token in tokens.dropFirst() {
            let trait: String
            switch token {
            case "light", "dark": trait = "userInterfaceStyle"
            case "elevated": trait = "userInterfaceLevel"; traits.userInterfaceLevel = .elevated
            case "base": trait = "userInterfaceLevel"; traits.userInterfaceLevel = .base
            case "high-contrast": trait = "accessibilityContrast"; traits.accessibilityContrast = .high
            case "rtl": trait = "layoutDirection"; traits.layoutDirection = .rightToLeft
            case "ltr": trait = "layoutDirection"; traits.layoutDirection = .leftToRight
            default:
                guard let size = ContentSizeCategory.allCases.first(where: { $0.variantToken == token }) else {
                    throw .unknownVariantToken(name: name, token: token, suggestion: suggestion(for: token))
                }
                trait = "contentSizeCategory"; traits.contentSizeCategory = size
            }
            if trait == "userInterfaceStyle" || !seen.insert(trait).inserted {
                throw .conflictingVariantToken(name: name, token: token, trait: trait)
            }
        }
        return traits
    }
}
