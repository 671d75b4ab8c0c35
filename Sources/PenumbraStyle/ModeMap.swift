import Foundation
import PenumbraCore

/// How the mode and theme names of token files become appearances (``ColorVariants/Key``).
///
/// ## The table
/// A name is read word by word after splitting camel case (`darkHighContrast`) and treating
/// spaces, `_` and `.` as `-`, case ignored; word order does not matter (`highcontrast-dark`).
///
/// | words | appearance |
/// | --- | --- |
/// | `light`, `day`; `default`, `base` or `any` alone | light |
/// | `dark`, `night` | dark |
/// | `hc`, `highcontrast`, `high contrast`, `increased contrast` (with no style: light) | + high contrast |
/// | `elevated` (with no style: light) | + elevated |
/// | `base`, `default`, `mode`, `theme` beside the others | no change |
///
/// So `Light HC`, `hc`, `highcontrast` and `high contrast` are light high contrast; `Dark HC`,
/// `highcontrast-dark` and `darkHighContrast` dark high contrast; `night` dark; `dark elevated`
/// dark elevated. A name with any other word (`dark-dimmed`, `light-colorblind`, `wireframe`,
/// a platform theme such as `ios`) is not an appearance: its values are left out and the load
/// reports every such name in one note, never an error.
///
/// ## Custom entries
/// ``map(_:to:)`` or ``init(parsing:)`` (`"Dark HC=dark-high-contrast, dimmed=dark, ios=ignore"`,
/// the CLI's `--mode-map`) give a name its meaning ahead of the table: a variant name of the
/// variant grammar (``Variant``; only style, level and contrast count) or `ignore`. Custom names
/// match after the same normalising (`Dark HC` matches `darkHC` and `dark_hc`).
public struct ModeMap: Hashable, Sendable {
    /// What a mode name stands for.
    public enum Meaning: Hashable, Sendable {
        /// The values of the mode are those of this appearance.
        case appearance(ColorVariants.Key)
        /// The mode is not an appearance: its values are left out.
        case ignored
    }

    /// Custom entries by normalised name.
    public private(set) var custom: [String: Meaning] = [:]

    /// The table alone.
    public static let standard = ModeMap()

    /// The table alone, without custom entries.
    public init() {}

    /// The table plus custom entries written `NAME=VARIANT` (or `NAME=ignore`), separated by
    /// commas; every string of `specs` may hold several.
    /// - Throws: ``StyleError/invalidModeMap(entry:reason:)`` for an entry without `=`, with an
    ///   empty name, or with a variant the grammar does not read.
    public init(parsing specs: [String]) throws(StyleError) {
        for spec in specs {
            for entry in spec.split(separator: ",") {
                let text = entry.trimmingSpaces()
                guard let equals = text.firstIndex(of: "=") else {
                    throw .invalidModeMap(entry: text, reason: "write NAME=VARIANT, e.g. \"Dark HC=dark-high-contrast\" or \"wireframe=ignore\"")
                }
                let name = text[..<equals].trimmingSpaces()
                let target = text[text.index(after: equals)...].trimmingSpaces()
                guard !name.isEmpty else { throw .invalidModeMap(entry: text, reason: "the mode name before '=' is empty") }
                if target.lowercased() == "ignore" { map(name, to: .ignored); continue }
                do {
                    map(name, to: .appearance(ColorVariants.Key(try Variant.parseTraits(Self.normalize(target)))))
                } catch {
                    throw .invalidModeMap(entry: text, reason: "\(error); or write 'ignore'")
                }
            }
        }
    }

    /// Gives `mode` a meaning ahead of the table.
    public mutating func map(_ mode: String, to meaning: Meaning) {
        custom[Self.normalize(mode)] = meaning
    }

    /// What `mode` stands for: its custom entry, else the table's appearance, else ignored.
    public func meaning(of mode: String) -> Meaning {
        let normalized = Self.normalize(mode)
        if let meaning = custom[normalized] { return meaning }
        return Self.tableKey(normalized).map { .appearance($0) } ?? .ignored
    }

    /// The appearance `mode` stands for, or `nil` when it is ignored.
    public func key(for mode: String) -> ColorVariants.Key? {
        if case .appearance(let key) = meaning(of: mode) { return key }
        return nil
    }

    /// Whether `mode` has a custom entry or the table reads it (an appearance name, as opposed to
    /// any other word): folder and file names are modes only then.
    func names(_ mode: String) -> Bool {
        let normalized = Self.normalize(mode)
        return custom[normalized] != nil || Self.tableKey(normalized) != nil
    }

    /// Whether `--mode-map` (or ``map(_:to:)``) gave `mode` a meaning.
    func isCustom(_ mode: String) -> Bool { custom[Self.normalize(mode)] != nil }

    /// How many traits a mode name states (light or dark, high contrast, elevated): `dark` 1,
    /// `highcontrast-dark` 2, `base` and `default` 0.
    static func traitWords(_ mode: String) -> Int {
        let words = normalize(mode).split(separator: "-")
        var count = 0
        for (index, word) in words.enumerated() {
            switch word {
            case "light", "day", "dark", "night", "hc", "highcontrast", "elevated": count += 1
            case "high", "increased", "more": if index + 1 < words.count, words[index + 1] == "contrast" { count += 1 }
            default: break
            }
        }
        return count
    }

    /// Lower case, camel case split (`darkHC` → `dark-hc`), spaces, `_` and `.` as `-`.
    static func normalize(_ mode: String) -> String {
        var text = ""
        var previous: Character?
        for character in mode {
            if character.isUppercase, let last = previous, last.isLowercase || last.isNumber { text.append("-") }
            text.append(" _.".contains(character) ? "-" : character)
            previous = character
        }
        return text.lowercased().split(separator: "-").joined(separator: "-")
    }

    /// The table's reading of a normalised name.
    static func tableKey(_ normalized: String) -> ColorVariants.Key? {
        let words = normalized.split(separator: "-").map(String.init)
        if words.count == 1, ["default", "base", "any"].contains(words[0]) { return ColorVariants.Key(.light) }
        var style: UserInterfaceStyle?
        var elevated = false, highContrast = false, meaningful = false
        var index = 0
        while index < words.count {
            let word = words[index]
            let next = index + 1 < words.count ? words[index + 1] : nil
            switch word {
            case "light", "day", "dark", "night":
                guard style == nil else { return nil }
                style = ["light", "day"].contains(word) ? .light : .dark
            case "hc", "highcontrast", "high", "increased", "more":
                if ["high", "increased", "more"].contains(word) {
                    guard next == "contrast" else { return nil }
                    index += 1
                }
                guard !highContrast else { return nil }
                highContrast = true
            case "elevated":
                guard !elevated else { return nil }
                elevated = true
            case "base", "default", "mode", "theme":
                index += 1
                continue
            default:
                return nil
            }
            meaningful = true
            index += 1
        }
        guard meaningful else { return nil }
        return ColorVariants.Key(style ?? .light, elevated ? .elevated : .base, highContrast ? .high : .normal)
    }
}
