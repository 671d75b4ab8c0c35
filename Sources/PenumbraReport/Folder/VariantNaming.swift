import Foundation

/// Splits a snapshot file's relative path into its snapshot group and its variant, so that
/// `Buttons/primary.light.png` and `Buttons/primary.dark.png` become one report row.
///
/// Conventions recognised, on the file name without `.png`:
/// - Penumbra's own, `<name>.<variant>`: whatever follows the last dot is the variant
///   (`primary.dark-elevated` → `primary` + `dark-elevated`).
/// - Other tools' `<name>_<variant>`, `<name>-<variant>`, `<name>@<variant>`: the longest run of
///   trailing words, separated by `_`, `-` or `@`, that are all trait words
///   (``traitWords``: `light`, `dark`, `elevated`, `high`, `contrast`, `2x`…). A suffix of other
///   words is part of the name, so `primary-button` stays one snapshot.
/// - A custom regular expression (``init(pattern:)``) with a named group `variant` and optionally
///   `name`, matched against the file name without `.png`. Without a `name` group the snapshot
///   name is the file name with the variant's match removed and trailing `._-@` trimmed.
///
/// A file with no recognised variant is its own group with variant `nil`.
public struct VariantNaming: @unchecked Sendable {
    // @unchecked: `Regex<AnyRegexOutput>` is immutable after construction and only read.

    /// Words a suffix must consist of to be read as a variant in the `_`, `-`, `@` conventions
    /// (compared in lower case).
    public static let traitWords: Set<String> = [
        "light", "dark", "elevated", "base", "high", "contrast", "highcontrast", "hc", "normal",
        "increased", "any", "tinted", "mode", "lightmode", "darkmode", "rtl", "ltr", "1x", "2x", "3x",
    ]

    /// The custom pattern's source, if any.
    public let pattern: String?
    private let regex: Regex<AnyRegexOutput>?

    /// The built-in conventions only.
    public init() {
        pattern = nil
        regex = nil
    }

    /// A custom pattern tried first, then the built-in conventions.
    /// - Throws: ``ReportError/invalidVariantPattern(pattern:reason:)`` when the pattern does not
    ///   compile or has no group named `variant`.
    public init(pattern: String) throws(ReportError) {
        let compiled: Regex<AnyRegexOutput>
        do {
            compiled = try Regex(pattern)
        } catch {
            throw .invalidVariantPattern(pattern: pattern, reason: "\(error)")
        }
        guard compiled.contains(captureNamed: "variant") else {
            throw .invalidVariantPattern(pattern: pattern, reason: "it needs a named group (?<variant>…)")
        }
        self.pattern = pattern
        self.regex = compiled
    }

    /// The snapshot group and variant of a relative path (with `/` separators).
    public func split(_ relativePath: String) -> (snapshot: String, variant: String?) {
        var stem = Substring(relativePath)
        if stem.lowercased().hasSuffix(".png") { stem = stem.dropLast(4) }
        let folder: Substring
        let base: Substring
        if let slash = stem.lastIndex(of: "/") {
            folder = stem[...slash]
            base = stem[stem.index(after: slash)...]
        } else {
            folder = ""
            base = stem
        }
        if let (name, variant) = custom(String(base)) ?? builtIn(String(base)) {
            return (String(folder) + name, variant)
        }
        return (String(stem), nil)
    }

    private func custom(_ base: String) -> (String, String)? {
        guard let regex, let match = try? regex.firstMatch(in: base),
              let variantRange = match.output["variant"]?.range else { return nil }
        let variant = String(base[variantRange])
        guard !variant.isEmpty else { return nil }
        var name: String
        if let nameRange = match.output["name"]?.range {
            name = String(base[nameRange])
        } else {
            name = String(base[..<variantRange.lowerBound]) + String(base[variantRange.upperBound...])
            while let last = name.last, "._-@".contains(last) { name.removeLast() }
        }
        return name.isEmpty ? nil : (name, variant)
    }

    private func builtIn(_ base: String) -> (String, String)? {
        if let dot = base.lastIndex(of: "."), dot != base.startIndex {
            let variant = String(base[base.index(after: dot)...])
            return variant.isEmpty ? nil : (String(base[..<dot]), variant)
        }
        // Walk back over trailing trait words.
        let separators: Set<Character> = ["_", "-", "@"]
        var cut: String.Index?
        var end = base.endIndex
        while let sep = base[..<end].lastIndex(where: { separators.contains($0) }) {
            let word = base[base.index(after: sep)..<end].lowercased()
            guard Self.traitWords.contains(word) else { break }
            cut = sep
            end = sep
        }
        guard let cut, cut != base.startIndex else { return nil }
        let name = String(base[..<cut])
        let variant = String(base[base.index(after: cut)...])
        return (name, variant)
    }
}
