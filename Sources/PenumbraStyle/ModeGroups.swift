import PenumbraCore

/// Mode groups spelled as token paths: a token system that keeps each mode's colours in a group
/// named for the mode (`color.light.background`, `color.dark.background`) gets one dynamic
/// colour per name without the mode segment (`color.background`: light and dark), beside the
/// tokens as written.
///
/// The rule, applied to every token set: a path segment other than the last that names an
/// appearance (``ModeMap``: `light`, `dark`, `dark-high-contrast`, or a `--mode-map` name; not
/// `base` or `default` alone) marks a mode group; tokens whose paths differ only in that
/// segment are one colour's modes when there are at least two of them and one is light. The
/// new names are only added, never put over a token of the same name, so nothing that resolved
/// before changes; one note lists the groups read this way.
struct ModeGroups {
    /// The merged colours by their path without the mode segment.
    private(set) var tokens: [String: ColorVariants] = [:]
    /// The groups read as modes (`color.‹mode›.*`), for the note.
    private(set) var prefixes: Set<String> = []

    init(_ tables: [String: ColorVariants], modeMap: ModeMap) {
        // Merged path → the members' modes and their tables.
        var members: [String: [(key: ColorVariants.Key, table: ColorVariants)]] = [:]
        var prefixOf: [String: String] = [:]
        for (path, table) in tables {
            let segments = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard segments.count > 1 else { continue }
            for index in 0..<(segments.count - 1) {
                let segment = segments[index]
                guard modeMap.isCustom(segment) || ModeMap.traitWords(segment) > 0, let key = modeMap.key(for: segment) else { continue }
                let merged = (segments[..<index] + segments[(index + 1)...]).joined(separator: ".")
                members[merged, default: []].append((key, table))
                prefixOf[merged] = (segments[..<index] + ["‹mode›", "*"]).joined(separator: ".")
                break
            }
        }
        for (merged, group) in members where tables[merged] == nil {
            let keys = Set(group.map(\.key))
            guard keys.count == group.count, keys.count >= 2, keys.contains(ColorVariants.Key(.light)) else { continue }
            var entries: [ColorVariants.Key: RGBA8] = [:]
            for member in group { entries[member.key] = member.table.resolved(in: member.key.traits) }
            guard let table = ColorVariants(entries: entries) else { continue }
            tokens[merged] = table
            if let prefix = prefixOf[merged] { prefixes.insert(prefix) }
        }
    }

    /// One sentence naming what was read as mode groups, or `nil` when nothing was.
    var note: String? {
        guard !tokens.isEmpty else { return nil }
        let shown = prefixes.sorted().prefix(5).joined(separator: ", ")
        let more = prefixes.count > 5 ? " and \(prefixes.count - 5) more" : ""
        return "read \(tokens.count) token(s) grouped by mode in their paths as dynamic colours without the mode segment "
            + "(\(shown)\(more); color.light.x and color.dark.x are also color.x)"
    }
}
