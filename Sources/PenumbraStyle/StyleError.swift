import PenumbraPNG
import PenumbraCore

/// Every error of the style stage: traits, variant names, colours, palettes and the files
/// palettes are loaded from. Each case carries what a user needs to fix the input: the file, the
/// JSON path inside it (`colors.primary.$value`), what was expected and what was found.
public enum StyleError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A display scale other than 1, 2 or 3.
    case invalidDisplayScale(Int)
    /// An empty variant name, or one with an empty token (`light--dark`).
    case emptyVariantToken(name: String)
    /// A token in a variant name that the grammar does not know, with the nearest known token.
    case unknownVariantToken(name: String, token: String, suggestion: String?)
    /// A variant name that sets one trait twice (`light-dark`, `dark-elevated-elevated`).
    case conflictingVariantToken(name: String, token: String, trait: String)
    /// A variant name that does not start with `light` or `dark`.
    case missingVariantStyle(name: String)
    /// A colour component outside its range (`red` 1.2 when 0...1 is allowed).
    case componentOutOfRange(component: String, value: Double, range: ClosedRange<Double>)
    /// A hex colour that is not `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
    case invalidHexColor(String)
    /// A colour looked up by name that the palette lacks, with the nearest name it has.
    case unknownColor(name: String, palette: String, suggestion: String?)
    /// A palette given two colours of one name.
    case duplicateColor(name: String, palette: String)
    /// Aliases that refer to each other in a loop; `chain` starts and ends with the same name.
    case aliasCycle(file: String?, chain: [String])
    /// An alias chain from the token at `path` runs deeper than `limit` aliases.
    case aliasChainTooDeep(file: String?, path: String, limit: Int)
    /// An alias to a name that does not exist, at `path` in `file` (nil for code-built palettes).
    case unresolvedAlias(file: String?, path: String, alias: String, suggestion: String?)
    /// A file that could not be read.
    case unreadableFile(file: String, reason: String)
    /// A file that is not valid JSON (or JSON5), at a line and column (1-based, in characters).
    case invalidJSON(file: String, line: Int, column: Int, reason: String)
    /// A value of the wrong shape at `path` in `file`.
    case invalidValue(file: String, path: String, expected: String, found: String)
    /// A required key missing at `path` in `file`.
    case missingKey(file: String, path: String)
    /// A `--mode-map` entry (``ModeMap/init(parsing:)``) that is not `NAME=VARIANT` or `NAME=ignore`.
    case invalidModeMap(entry: String, reason: String)
    /// A colour space Penumbra does not convert (see ``ColorSpace``).
    case unsupportedColorSpace(file: String, path: String, colorSpace: String)
    /// An image looked up by name that the catalog lacks, with the nearest name it has.
    case unknownImage(name: String, catalog: String, suggestion: String?)
    /// An image set's file that could not be decoded; the PNG error names the file.
    case invalidImage(asset: String, error: PNGError)

    public var description: String {
        switch self {
        case .invalidDisplayScale(let value):
            return "display scale \(value) is not 1, 2 or 3"
        case .emptyVariantToken(let name):
            return "variant name '\(name)' has an empty token (grammar: \(Variant.grammarSummary))"
        case .unknownVariantToken(let name, let token, let suggestion):
            return "variant name '\(name)': unknown token '\(token)'" + Self.didYouMean(suggestion)
                + " (grammar: \(Variant.grammarSummary))"
        case .conflictingVariantToken(let name, let token, let trait):
            return "variant name '\(name)': '\(token)' sets \(trait) a second time"
        case .missingVariantStyle(let name):
            return "variant name '\(name)' must start with 'light' or 'dark' (grammar: \(Variant.grammarSummary))"
        case .componentOutOfRange(let component, let value, let range):
            return "colour component \(component) = \(value) is outside \(range.lowerBound)...\(range.upperBound)"
        case .invalidHexColor(let text):
            return "'\(text)' is not a hex colour (#RGB, #RRGGBB or #RRGGBBAA)"
        case .unknownColor(let name, let palette, let suggestion):
            return "palette '\(palette)' has no colour '\(name)'" + Self.didYouMean(suggestion)
        case .duplicateColor(let name, let palette):
            return "palette '\(palette)' defines '\(name)' twice"
        case let .aliasChainTooDeep(file, path, limit):
            return Self.prefix(file) + "\(path): its aliases chain more than \(limit) levels deep: point a token of the chain at a colour value"
        case .aliasCycle(let file, let chain):
            return Self.prefix(file) + "aliases form a cycle: " + chain.joined(separator: " → ") + ": give one of them a colour value"
        case .unresolvedAlias(let file, let path, let alias, let suggestion):
            return Self.prefix(file) + "\(path): alias {\(alias)} names nothing" + Self.didYouMean(suggestion)
                + (file == nil ? "" : ": write the token's full dotted path, or load the file that defines it too (--palette FILE, repeatable)")
        case .unreadableFile(let file, let reason):
            return "\(file): cannot read: \(reason)"
        case let .invalidJSON(file, line, column, reason):
            return "\(file):\(line):\(column): not valid JSON: \(reason)"
        case .invalidValue(let file, let path, let expected, let found):
            return "\(file): \(path): expected \(expected), found \(found)"
        case .missingKey(let file, let path):
            return "\(file): \(path) is missing: add it"
        case .invalidModeMap(let entry, let reason):
            return "mode map entry '\(entry)': \(reason)"
        case .unsupportedColorSpace(let file, let path, let colorSpace):
            return "\(file): \(path): colour space '\(colorSpace)' is not supported (srgb, extended-srgb, extended-linear-srgb, display-p3, gray-gamma-22, extended-gray; tokens: also hsl, hwb, lab, lch, oklab, oklch, a98-rgb, prophoto-rgb, rec2020, xyz-d65, xyz-d50): convert the colour, or give a \"hex\" fallback"
        case .unknownImage(let name, let catalog, let suggestion):
            return "asset catalog '\(catalog)' has no image '\(name)'" + Self.didYouMean(suggestion)
        case .invalidImage(let asset, let error):
            return "image '\(asset)': \(error)"
        }
    }

    private static func didYouMean(_ suggestion: String?) -> String {
        NameSuggestion.phrase(suggestion)
    }

    private static func prefix(_ file: String?) -> String {
        file.map { "\($0): " } ?? ""
    }
}
