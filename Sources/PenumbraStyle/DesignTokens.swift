import Foundation
import PenumbraCore

/// Colour tokens read from design-token JSON in the W3C Design Tokens Community Group format
/// (`$value`, `$type`, groups, `{group.token}` aliases), with light/dark (and other) modes as
/// the common tools write them:
///
/// - **Modes in one file** — `$value` as an object of modes (`{"light": "#FFF", "dark": "#000"}`),
///   or `$value` as the light (default) value plus `$extensions.mode` / `$extensions.modes`, or
///   a vendor's `$extensions.<vendor>.modes` (`{"dark": "#000"}`).
/// - **One file or folder per mode** (Style Dictionary's `tokens.json` + `tokens.dark.json`,
///   Fluent's `light.tokens.json` + `dark.tokens.json` + `global.tokens.json`, PatternFly's
///   `light/` and `dark/` folders): ``load(files:name:)``, or ``Palette/load(contentsOf:options:)``
///   given the folder.
/// - **Style Dictionary 3's older format**: `value` (and `type`) without `$`, `darkValue` for
///   the dark mode, references with a `.value` suffix (`{color.base.red.value}`).
/// - **Tokens Studio themes** — a `$themes.json` whose themes enable token sets stored as
///   `<set>.json` files or as top-level keys of one file: ``loadTokensStudio(_:name:)``. As in
///   Tokens Studio, token paths and aliases leave out the set name.
///
/// Mode and theme names map to appearances by the variant grammar after normalising
/// (``modeKey(_:)``): `light`, `Dark`, `lightHighContrast`, `Dark High Contrast`,
/// `dark-elevated`; `default` and `base` mean light. Only colour tokens are kept (`$type`
/// `color`, given on the token or a parent group, or an untyped token whose value is a colour);
/// other tokens are skipped. Token names are their dotted paths (`color.text.primary`); a
/// token whose value is the same in every mode is a static (named) colour, others are dynamic.
public struct DesignTokens: Sendable {
    /// The name: the scope of the colours (default: the file's name without extension).
    public let name: String
    /// The colour tokens by dotted path, each a named ``StyleColor`` (dynamic when it has modes).
    public let colors: [String: StyleColor]
    /// Mode and theme names met that are not appearances (``ModeMap``): their values were left out.
    public var ignoredModes: Set<String> = []
    /// Tokens typed as colours whose value is a gradient: left out.
    public var gradientTokens: [String] = []
    /// What reading the files took on trust, one sentence each: a key given twice in one object,
    /// read as last wins.
    public var readNotes: [String] = []

    /// Things left out on purpose, one sentence each: one note listing every mode that is not
    /// an appearance, one listing gradient tokens typed as colours.
    public var notes: [String] {
        var notes = readNotes
        if let note = Self.ignoredModesNote(ignoredModes) { notes.append(note) }
        if !gradientTokens.isEmpty {
            notes.append("left out \(gradientTokens.count) gradient token(s) typed as colours (a gradient is not one colour): "
                         + gradientTokens.joined(separator: ", "))
        }
        return notes
    }

    /// The tokens as a palette.
    public var palette: Palette { Palette(preservingNames: name, colors: colors) }

    /// Reads one token file; modes come from inside the file.
    /// - Throws: ``StyleError`` naming the file and the JSON path (`color.primary.$value`).
    public static func load(_ url: URL, name: String? = nil, modeMap: ModeMap = .standard) throws(StyleError) -> DesignTokens {
        let (value, readNotes) = try JSONValue.loadTokenSource(url)
        var collector = TokenCollector(modeMap: modeMap)
        try collector.collect(JSONNode(value, file: url.path), defaultMode: ColorVariants.Key(.light))
        var tokens = try resolve(collector, name: name ?? Self.baseName(url))
        tokens.readNotes = readNotes
        return tokens
    }

    /// Reads one token file per mode (`["light": base.json, "dark": dark.json]`): a file's plain
    /// `$value`s are its mode's values; aliases resolve across the files, per mode.
    /// A mode that is not an appearance (``ModeMap``) is left out with a note.
    /// - Throws: ``StyleError`` naming the file and JSON path of the first problem.
    public static func load(modes: [String: URL], name: String, modeMap: ModeMap = .standard) throws(StyleError) -> DesignTokens {
        try load(files: modes.keys.sorted().compactMap { mode in modes[mode].map { TokenFile(url: $0, mode: mode) } },
                 name: name, modeMap: modeMap)
    }

    /// Reads several token files as one set: aliases resolve across them. Shared files (mode
    /// `nil`) are read first, their plain values being the light (default) values, then the
    /// files of each mode. A token that only mode files give and that has no light value (a
    /// dark-only raw colour such as PatternFly's `global.dark.*`) takes its first mode's value
    /// in light too, so that it resolves in every appearance. A file of a mode that is not an
    /// appearance (``ModeMap``) is left out with a note.
    /// - Throws: ``StyleError`` naming the file and JSON path of the first problem.
    public static func load(files: [TokenFile], name: String, modeMap: ModeMap = .standard) throws(StyleError) -> DesignTokens {
        var documents: [(file: TokenFile, root: JSONValue)] = []
        var readNotes: [String] = []
        for file in files {
            let (value, notes) = try JSONValue.loadTokenSource(file.url)
            documents.append((file, value))
            readNotes += notes
        }
        var tokens = try load(documents: documents, name: name, modeMap: modeMap)
        tokens.readNotes = readNotes + tokens.readNotes
        return tokens
    }

    static func load(documents: [(file: TokenFile, root: JSONValue)], name: String, modeMap: ModeMap) throws(StyleError) -> DesignTokens {
        var collector = TokenCollector(modeMap: modeMap)
        var skipped: [String] = []
        /// Collects one file; a file found in a folder that is no token output is skipped whole.
        func collect(_ file: TokenFile, _ root: JSONValue, mode: ColorVariants.Key, fromModeFile: Bool) throws(StyleError) {
            guard file.fromFolder else {
                try collector.collect(JSONNode(root, file: file.url.path), defaultMode: mode, fromModeFile: fromModeFile)
                return
            }
            var trial = collector
            let before = trial.tokensSeen
            do {
                try trial.collect(JSONNode(root, file: file.url.path), defaultMode: mode, fromModeFile: fromModeFile)
            } catch {
                guard trial.foundPipelineInput else { throw error }
                skipped.append("\(file.url.lastPathComponent) (a token pipeline's own input)")
                return
            }
            if trial.tokensSeen == before {
                skipped.append("\(file.url.lastPathComponent) (no tokens)")
                return
            }
            collector = trial
        }
        for (file, root) in documents where file.mode == nil {
            try collect(file, root, mode: ColorVariants.Key(.light), fromModeFile: false)
        }
        for (file, root) in documents {
            guard let mode = file.mode else { continue }
            guard let key = modeMap.key(for: mode) else { collector.ignore(mode: mode); continue }
            try collect(file, root, mode: key, fromModeFile: key != ColorVariants.Key(.light))
        }
        var tokens = try resolve(collector, name: name)
        if !skipped.isEmpty {
            tokens.readNotes.append("skipped \(skipped.count) file(s) of the folder that are not token output: " + skipped.joined(separator: ", "))
        }
        return tokens
    }

    /// Values and aliases resolved into colours.
    static func resolve(_ collector: TokenCollector, name: String) throws(StyleError) -> DesignTokens {
        var resolver = TokenResolver(tokens: collector.tokens)
        var tables: [String: ColorVariants] = [:]
        for path in collector.tokens.keys.sorted() {
            if let table = try resolver.colorTable(path) { tables[path] = table }
        }
        let groups = ModeGroups(tables, modeMap: collector.modeMap)
        tables.merge(groups.tokens) { own, _ in own }
        var colors: [String: StyleColor] = [:]
        for (path, table) in tables {
            // A token with one value in every mode does not depend on traits: a static colour.
            let values = Set(table.entries.values)
            if values.count == 1, let only = values.first {
                colors[path] = StyleColor(only).named(path, scope: name)
            } else {
                colors[path] = StyleColor(name: path, scope: name, variants: table)
            }
        }
        var tokens = DesignTokens(name: name, colors: colors)
        if let note = groups.note { tokens.readNotes.append(note) }
        tokens.ignoredModes = collector.ignoredModes
        tokens.gradientTokens = resolver.gradients.sorted()
        return tokens
    }

    /// The file's name without `.json` and a `.tokens` before it (`brand.tokens.json` → `brand`).
    public static func baseName(_ url: URL) -> String {
        let base = url.deletingPathExtension()
        return base.pathExtension == "tokens" ? base.deletingPathExtension().lastPathComponent : base.lastPathComponent
    }
}
