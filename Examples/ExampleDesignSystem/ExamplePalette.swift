import Foundation
import Penumbra

/// The example design system's colours in two layers: raw colours ("essentials": `blue40`,
/// `grey70`, `red40`…) and semantic colours (`background`, `textPrimary`, `action`…) with light,
/// dark and high-contrast values, loaded from the asset catalog or from the design-token file
/// (``Source``), which hold the same colours.
///
/// Colours are keyed by their plain name (`blue40`, `background`) in the palette the components
/// use; the semantic ones were chosen to pass WCAG 2 contrast (4.5:1) in every appearance for
/// every text/background pair listed in ``textPairs``.
public struct ExamplePalette: Sendable {
    /// Where the palette is read from.
    public enum Source: String, CaseIterable, Sendable {
        /// `Fixtures/ExampleDesignSystem/Colors.xcassets` (folders `essentials/` and `semantic/`).
        case assetCatalog
        /// `Fixtures/ExampleDesignSystem/tokens.json` (groups `essentials` and `semantic`).
        case designTokens
    }

    /// The names of the semantic colours.
    public static let semanticNames = [
        "background", "backgroundElevated", "backgroundSecondary", "textPrimary", "textSecondary",
        "textInverted", "textDisabled", "action", "destructive", "positive", "warning", "separator",
        "disabled", "overlay",
    ]

    /// The text colour / background pairs that must meet 4.5:1 in every appearance.
    public static let textPairs: [(text: String, background: String)] = [
        ("textPrimary", "background"), ("textPrimary", "backgroundElevated"), ("textPrimary", "backgroundSecondary"),
        ("textSecondary", "background"), ("textSecondary", "backgroundElevated"), ("textSecondary", "backgroundSecondary"),
        ("action", "background"), ("action", "backgroundElevated"), ("action", "backgroundSecondary"),
        ("destructive", "background"), ("destructive", "backgroundElevated"), ("positive", "background"),
        ("textInverted", "action"), ("textInverted", "destructive"), ("textInverted", "positive"),
        ("textInverted", "warning"), ("textDisabled", "disabled"), ("textPrimary", "disabled"),
    ]

    /// The palette: every colour under its plain name, scoped `ExampleDesignSystem`.
    public let palette: Palette
    /// The raw colours' names (`blue40`…), sorted.
    public let essentialNames: [String]

    /// Reads the palette from one of its two sources.
    /// - Parameter fixtures: the folder holding `Colors.xcassets` and `tokens.json`.
    ///   Default: ``ExampleDesignSystem/fixturesFolder``.
    /// - Throws: ``StyleError`` naming the file and JSON path of a problem.
    public static func load(from source: Source, fixtures: URL = ExampleDesignSystem.fixturesFolder) throws(StyleError) -> ExamplePalette {
        let loaded: Palette
        let separator: Character
        switch source {
        case .assetCatalog:
            loaded = try AssetCatalog.load(fixtures.appendingPathComponent("Colors.xcassets")).palette
            separator = "/"
        case .designTokens:
            loaded = try DesignTokens.load(fixtures.appendingPathComponent("tokens.json")).palette
            separator = "."
        }
        var colors: [String: StyleColor] = [:]
        var essentials: [String] = []
        for (key, color) in loaded.colors {
            let parts = key.split(separator: separator, maxSplits: 1).map(String.init)
            guard parts.count == 2 else { continue }
            colors[parts[1]] = color
            if parts[0] == "essentials" { essentials.append(parts[1]) }
        }
        for name in semanticNames where colors[name] == nil {
            throw .unknownColor(name: name, palette: loaded.name, suggestion: nil)
        }
        return ExamplePalette(palette: Palette(name: ExampleDesignSystem.name, colors: colors),
                              essentialNames: essentials.sorted())
    }

    /// The colour of a name (`background`); `nil` when the palette lacks it.
    public subscript(name: String) -> StyleColor? { palette[name] }
}
