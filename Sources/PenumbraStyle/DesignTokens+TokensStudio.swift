import PenumbraCore
import Foundation

extension DesignTokens {
    /// Reads a Tokens Studio export: themes from `$themes` and token sets, in either layout:
    /// - a folder with `$themes.json`, optional `$metadata.json` (`tokenSetOrder`) and one
    ///   `<set>.json` per token set (a set named `theme/dark` is `theme/dark.json`);
    /// - one JSON file whose top-level keys are the token sets plus `$themes` and `$metadata`.
    ///
    /// Each theme's name is its mode (``ModeMap``: `Light`, `Dark`, `Dark High Contrast`); a theme
    /// whose name is not an appearance is left out with a note.
    /// A theme's sets marked `enabled` or `source` are read in `tokenSetOrder` (sets it does not
    /// list follow, by name), later sets overriding earlier ones; `disabled` sets are skipped.
    /// - Throws: ``StyleError`` naming the file and JSON path (`$themes[1].name`).
    public static func loadTokensStudio(_ url: URL, name: String? = nil, modeMap: ModeMap = .standard) throws(StyleError) -> DesignTokens {
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        let themes: JSONNode
        var order: [String] = []
        var sets: [String: JSONNode] = [:]
        if isDirectory.boolValue {
            let themesURL = url.appendingPathComponent("$themes.json")
            themes = JSONNode(try JSONValue.load(themesURL), file: themesURL.path)
            let metadataURL = url.appendingPathComponent("$metadata.json")
            if FileManager.default.fileExists(atPath: metadataURL.path) {
                order = try setOrder(JSONNode(try JSONValue.load(metadataURL), file: metadataURL.path))
            }
            for theme in try themes.elements() {
                for (set, _) in try theme.required("selectedTokenSets").members() where sets[set] == nil {
                    let setURL = url.appendingPathComponent(set + ".json")
                    sets[set] = JSONNode(try JSONValue.load(setURL), file: setURL.path)
                }
            }
        } else {
            let root = JSONNode(try JSONValue.load(url), file: url.path)
            themes = try root.required("$themes")
            if let metadata = try root.optional("$metadata") { order = try setOrder(metadata) }
            for (key, node) in try root.members() where !key.hasPrefix("$") { sets[key] = node }
        }

        var collector = TokenCollector(modeMap: modeMap)
        for theme in try themes.elements() {
            let nameNode = try theme.required("name")
            let themeName = try nameNode.string()
            guard let key = modeMap.key(for: themeName) else { collector.ignore(mode: themeName); continue }
            let selection = try theme.required("selectedTokenSets")
            var chosen: [String] = []
            for (set, status) in try selection.members() {
                let value = try status.string()
                switch value {
                case "enabled", "source": chosen.append(set)
                case "disabled": continue
                default: throw status.mismatch("\"enabled\", \"source\" or \"disabled\"")
                }
            }
            chosen.sort { (order.firstIndex(of: $0) ?? order.count, $0) < (order.firstIndex(of: $1) ?? order.count, $1) }
            for set in chosen {
                guard let node = sets[set] else {
                    throw .unresolvedAlias(file: selection.file, path: selection.path(of: set), alias: set,
                                           suggestion: NameSuggestion.nearest(to: set, in: sets.keys.sorted()))
                }
                try collector.collect(node, defaultMode: key)
            }
        }
        return try resolve(collector, name: name ?? baseName(url))
    }

    private static func setOrder(_ metadata: JSONNode) throws(StyleError) -> [String] {
        guard let list = try metadata.optional("tokenSetOrder") else { return [] }
        var order: [String] = []
        for item in try list.elements() { order.append(try item.string()) }
        return order
    }
}
