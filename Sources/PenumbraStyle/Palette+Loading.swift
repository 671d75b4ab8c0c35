import Foundation

extension Palette {
    /// Loads a palette from one file or folder; see ``load(contentsOf:options:)-(URL…)``.
    /// - Throws: ``StyleError`` naming the file and JSON path.
    public static func load(contentsOf url: URL) throws(StyleError) -> Palette {
        try load(contentsOf: [url]).palette
    }

    /// Loads one palette from whatever a team already has, each source told apart by shape:
    /// - a folder ending in `.xcassets`: an Xcode asset catalog's colour sets (``AssetCatalog``);
    /// - a folder holding `$themes.json`, or a JSON file with a top-level `$themes`: a Tokens
    ///   Studio export (``DesignTokens/loadTokensStudio(_:name:)``);
    /// - design-token files (`.json`, `.json5`): read together as one set
    ///   (``DesignTokens/load(files:name:)``), so aliases resolve across them; a file's plain
    ///   values belong to the mode its folder or name gives (``TokenFile``), else to every mode;
    /// - any other folder: the catalogs, exports and token files in it and its subfolders
    ///   (one folder per mode, as `light/`, `dark/`, `highcontrast-dark/`, or one file per mode,
    ///   as `light.tokens.json`, `dark.tokens.json` beside a shared `global.tokens.json`).
    ///
    /// Sources are merged in the order given; a colour of one name in two sources is the later
    /// source's. The palette is named ``PaletteLoadOptions/name`` or after the first source.
    /// - Throws: ``StyleError`` naming the file and JSON path of the first problem;
    ///   ``StyleError/unreadableFile(file:reason:)`` for a missing path or a folder with no palette.
    public static func load(contentsOf urls: [URL], options: PaletteLoadOptions = PaletteLoadOptions()) throws(StyleError) -> PaletteLoad {
        let sources = try PaletteSources(urls, modeMap: options.modeMap)
        let name = options.name ?? urls.first.map(DesignTokens.baseName) ?? "palette"
        var palettes: [Palette] = []
        var catalogs: [AssetCatalog] = []
        var notes: [String] = []
        var ignoredModes: Set<String> = []
        for url in sources.catalogs {
            let catalog = try AssetCatalog.load(url, system: options.system)
            catalogs.append(catalog)
            palettes.append(catalog.palette)
            if !catalog.placeholders.isEmpty {
                notes.append("\(url.lastPathComponent): left out \(catalog.placeholders.count) colour set(s) with no colour "
                             + "(Xcode's placeholders; apps see the system default): " + catalog.placeholders.joined(separator: ", "))
            }
        }
        for url in sources.tokensStudio {
            let tokens = try DesignTokens.loadTokensStudio(url, modeMap: options.modeMap)
            palettes.append(tokens.palette)
            ignoredModes.formUnion(tokens.ignoredModes)
        }
        var documents: [(file: TokenFile, root: JSONValue)] = []
        for file in sources.tokenFiles {
            let (root, readNotes) = try JSONValue.loadTokenSource(file.url)
            notes += readNotes
            if file.mode == nil, case .object(let object) = root, object["$themes"] != nil {
                let tokens = try DesignTokens.loadTokensStudio(file.url, modeMap: options.modeMap)
                palettes.append(tokens.palette)
                ignoredModes.formUnion(tokens.ignoredModes)
            } else {
                documents.append((file, root))
            }
        }
        if !documents.isEmpty {
            let tokens = try DesignTokens.load(documents: documents, name: sources.tokenFiles.count == 1 && palettes.isEmpty
                                               ? DesignTokens.baseName(sources.tokenFiles[0].url) : name,
                                               modeMap: options.modeMap)
            palettes.append(tokens.palette)
            ignoredModes.formUnion(tokens.ignoredModes)
            var gradientsOnly = tokens
            gradientsOnly.ignoredModes = []
            notes += gradientsOnly.notes
        }
        guard var palette = palettes.first else { throw .unreadableFile(file: urls.map(\.path).joined(separator: ", "), reason: "no palette here") }
        if palettes.count > 1 {
            for other in palettes.dropFirst() { palette = palette.merging(other, name: name) }
        } else if let given = options.name, given != palette.name {
            palette = Palette(name: given, colors: palette.colors)
        }
        // One note for every mode left out, whichever sources gave them.
        if let note = DesignTokens.ignoredModesNote(ignoredModes) { notes.append(note) }
        return PaletteLoad(palette: palette, catalogs: catalogs, notes: notes)
    }
}
