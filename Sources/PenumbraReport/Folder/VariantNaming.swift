import Foundation

/// Splits a snapshot file's relative path into its snapshot group and its variant, so that
/// `Buttons/primary.light.png` and `Buttons/primary.dark.png` become one report row.
///
/// A variant is recognised only as the final suffix of the file name (without `.png`), and only
/// when every word of it is a trait word (``traitWords``: `light`, `dark`, `elevated`, `high`,
/// `contrast`, `ax3`, `2x`, `rtl`, `night`, `linux`…). Two forms:
/// - after the last dot, Penumbra's own `<name>.<variant>` (`primary.dark-elevated`,
///   `row.light-ax3@2x`);
/// - else the longest run of trailing trait words, each after a `_`, `-` or `@`
///   (`primary-button-dark-high-contrast` → `primary-button` + `dark-high-contrast`).
///
/// A dot or a trait word elsewhere in a name never splits it, so other tools' names group out of
/// the box: Paparazzi's `com.example.ui_ButtonTest_primary_dark` (package, class, method, label)
/// → `com.example.ui_ButtonTest_primary` + `dark`, and `NightModeTest_compose_NIGHT_` and
/// `…_NOTNIGHT_` group as `NightModeTest_compose`; swift-snapshot-testing's `testButton.1` stays
/// one snapshot and `testButton.dark` groups with `testButton.light`; Playwright's
/// `home-dark-linux` and `home-light-linux` (project name, then platform) group as `home`.
/// A suffix of other words is part of the name, so `primary-button` and `Flag.sepia` stay one
/// snapshot each (a variant with a name of its own choosing needs ``init(pattern:)``).
///
/// A custom regular expression (``init(pattern:)``) with a named group `variant` and optionally
/// `name` is tried first, matched against the file name without `.png`. Without a `name` group
/// the snapshot name is the file name with the variant's match removed and trailing `._-@`
/// trimmed.
///
/// A file with no recognised variant is its own group with variant `nil`.
package struct VariantNaming: @unchecked Sendable {
    // @unchecked: `Regex<AnyRegexOutput>` is immutable after construction and only read.

    /// Words a suffix must consist of to be read as a variant (compared in lower case): iOS's
    /// appearance traits and text sizes as Penumbra names them (``Variant``'s grammar), Android's
    /// `night`/`notnight`, scales, and the platforms and browsers Playwright appends.
    package static let traitWords: Set<String> = [
        "light", "dark", "elevated", "base", "high", "contrast", "highcontrast", "hc", "normal",
        "increased", "any", "tinted", "mode", "lightmode", "darkmode", "rtl", "ltr", "1x", "2x", "3x",
        "xs", "s", "m", "l", "xl", "xxl", "xxxl", "ax1", "ax2", "ax3", "ax4", "ax5",
        "night", "notnight", "day",
        "linux", "darwin", "win32", "chromium", "firefox", "webkit",
    ]

    /// The custom pattern's source, if any.
    package let pattern: String?
    private let regex: Regex<AnyRegexOutput>?

    /// The built-in conventions only.
    package init() {
        pattern = nil
        regex = nil
    }

    /// A custom pattern tried first, then the built-in conventions.
    /// - Throws: ``ReportError/invalidVariantPattern(pattern:reason:)`` when the pattern does not
    ///   compile or has no group named `variant`.
    package init(pattern: String) throws(ReportError) {
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
    package func split(_ relativePath: String) -> (snapshot: String, variant: String?) {
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
            let variant = base[base.index(after: dot)...]
            if Self.isTraitPhrase(variant) { return (String(base[..<dot]), String(variant)) }
        }
        // Walk back over trailing trait words (past separators that end the name, as Paparazzi's
        // `_NIGHT_` label does).
        var cut: String.Index?
        var end = base.endIndex
        while end > base.startIndex, Self.separators.contains(base[base.index(before: end)]) { end = base.index(before: end) }
        let variantEnd = end
        while let sep = base[..<end].lastIndex(where: { Self.separators.contains($0) }),
              Self.traitWords.contains(base[base.index(after: sep)..<end].lowercased()) {
            cut = sep
            end = sep
        }
        guard let cut, cut != base.startIndex, base[..<cut].last != "." else { return nil }
        return (String(base[..<cut]), String(base[base.index(after: cut)..<variantEnd]))
    }

    private static let separators: Set<Character> = ["_", "-", "@"]

    /// Whether `text` is non-empty and every word of it (split at `_`, `-`, `@`) is a trait word.
    private static func isTraitPhrase(_ text: Substring) -> Bool {
        let words = text.split(separator: "@", omittingEmptySubsequences: false)
            .flatMap { $0.split(omittingEmptySubsequences: false) { $0 == "_" || $0 == "-" } }
        return !text.isEmpty && words.allSatisfy { traitWords.contains($0.lowercased()) }
    }
}
