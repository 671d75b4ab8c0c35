import Foundation
import Testing
import PenumbraCore
import PenumbraTestSupport
@testable import PenumbraStyle

@Suite struct DesignTokensTests {
    static let folder = TestPaths.fixtures.appendingPathComponent("Palettes").appendingPathComponent("Tokens")
    static func url(_ path: String) -> URL { folder.appendingPathComponent(path) }

    func traits(_ name: String) throws -> Traits { try Variant(parsing: name).traits }

    func resolve(_ tokens: DesignTokens, _ name: String, _ variant: String) throws -> RGBA8 {
        try tokens.palette.color(named: name).resolved(in: traits(variant))
    }

    @Test func readsW3CTokensWithTypesGroupsAndColourForms() throws {
        let tokens = try DesignTokens.load(Self.url("brand.tokens.json"))
        #expect(tokens.name == "brand")
        #expect(tokens.colors.keys.sorted() == [
            "color.blue.500", "color.blue.600", "color.gray.50", "color.gray.900", "color.oklchWithHex",
            "color.p3red", "color.scrim", "legacy.border", "semantic.accent", "semantic.background",
            "semantic.link", "semantic.surface", "semantic.text",
        ])
        #expect(try resolve(tokens, "color.blue.500", "light") == RGBA8(10, 132, 255))
        #expect(try resolve(tokens, "color.blue.600", "light") == RGBA8(0, 122, 255))
        #expect(try resolve(tokens, "color.p3red", "light") == RGBA8(219, 94, 31))
        // oklch(0.7 0.1 200) converted (coloraide 8.13 gives 64 177 183), not the object's hex fallback.
        #expect(try resolve(tokens, "color.oklchWithHex", "light") == RGBA8(64, 177, 183))
        #expect(try resolve(tokens, "color.scrim", "dark") == RGBA8(0, 0, 0, 102))
        #expect(try resolve(tokens, "legacy.border", "light") == RGBA8(209, 213, 219))
        #expect(try !tokens.palette.color(named: "color.gray.50").isDynamic)
    }

    @Test func modesAsValueObject() throws {
        let tokens = try DesignTokens.load(Self.url("brand.tokens.json"))
        #expect(try resolve(tokens, "semantic.background", "light") == RGBA8(249, 250, 251))
        #expect(try resolve(tokens, "semantic.background", "dark") == RGBA8(17, 24, 39))
        #expect(try tokens.palette.color(named: "semantic.background").isDynamic)
    }

    @Test func modesInExtensions() throws {
        let tokens = try DesignTokens.load(Self.url("brand.tokens.json"))
        #expect(try resolve(tokens, "semantic.text", "light") == RGBA8(17, 24, 39))
        #expect(try resolve(tokens, "semantic.text", "light-high-contrast") == RGBA8(17, 24, 39))
        #expect(try resolve(tokens, "semantic.text", "dark") == RGBA8(249, 250, 251))
        #expect(try resolve(tokens, "semantic.text", "dark-high-contrast") == .white)
        #expect(try resolve(tokens, "semantic.accent", "light") == RGBA8(0, 122, 255))
        #expect(try resolve(tokens, "semantic.accent", "dark") == RGBA8(10, 132, 255))
    }

    @Test func aliasesCopyTheTargetsModes() throws {
        let tokens = try DesignTokens.load(Self.url("brand.tokens.json"))
        #expect(try resolve(tokens, "semantic.surface", "dark") == RGBA8(17, 24, 39))
        #expect(try resolve(tokens, "semantic.link", "dark") == RGBA8(10, 132, 255))
        let link = try tokens.palette.color(named: "semantic.link")
        #expect(link.name == "semantic.link" && link.scope == "brand")
        #expect(link != (try tokens.palette.color(named: "semantic.accent")))
    }

    @Test func oneFilePerMode() throws {
        let tokens = try DesignTokens.load(modes: [
            "light": Self.url("style-dictionary/tokens.json"), "dark": Self.url("style-dictionary/tokens.dark.json"),
        ], name: "sd")
        #expect(try resolve(tokens, "color.background.primary", "light") == .white)
        #expect(try resolve(tokens, "color.background.primary", "dark") == .black)
        #expect(try resolve(tokens, "color.text.primary", "light") == .black)
        #expect(try resolve(tokens, "color.text.primary", "dark") == .white)
        let dimmed = try DesignTokens.load(modes: ["dim": Self.url("style-dictionary/tokens.json")], name: "x")
        #expect(dimmed.colors.isEmpty)
        #expect(dimmed.notes == ["left out modes that are not appearances: dim (to use one, map it: --mode-map \"NAME=VARIANT\", "
                                 + "or ModeMap.map(_:to:))"])
    }

    @Test func tokensStudioFolderWithThemes() throws {
        let tokens = try DesignTokens.loadTokensStudio(Self.url("tokens-studio"))
        #expect(tokens.name == "tokens-studio")
        #expect(try resolve(tokens, "bg", "light") == .white)
        #expect(try resolve(tokens, "bg", "dark") == .black)
        #expect(try resolve(tokens, "tint", "light") == RGBA8(0x58, 0x56, 0xD6))
        #expect(try resolve(tokens, "tint", "dark") == RGBA8(0x7D, 0x7A, 0xFF))
        #expect(try resolve(tokens, "tint", "dark-high-contrast") == RGBA8(0xA5, 0xA3, 0xFF))
        #expect(try resolve(tokens, "tint", "light-high-contrast") == RGBA8(0x58, 0x56, 0xD6))
        #expect(try resolve(tokens, "fg", "dark-high-contrast") == .white)
    }

    @Test func tokensStudioSingleFile() throws {
        let tokens = try DesignTokens.loadTokensStudio(Self.url("tokens-studio-single.json"))
        #expect(try resolve(tokens, "card", "light") == .white)
        #expect(try resolve(tokens, "card", "dark") == RGBA8(0x1C, 0x1C, 0x1E))
        #expect(try resolve(tokens, "color.brand", "dark") == RGBA8(0xFF, 0x2D, 0x55))
        // Token paths leave out the set name, as Tokens Studio's references do.
        #expect(tokens.colors.keys.sorted() == ["card", "color.brand", "color.night", "color.nightScrim"])
        #expect(try resolve(tokens, "color.nightScrim", "light") == RGBA8(0x1C, 0x1C, 0x1E, 128))
        #expect(try !tokens.palette.color(named: "color.brand").isDynamic)
        #expect(try tokens.palette.color(named: "card").isDynamic)
    }

    @Test(arguments: [
        ("chooses", "default", "light"), ("Dark", "Dark", "dark"), ("camel", "darkHighContrast", "dark-high-contrast"),
        ("spaces", "Dark High Contrast", "dark-high-contrast"), ("hc", "light-hc", "light-high-contrast"),
        ("elevated", "dark_elevated", "dark-elevated"), ("day", "day", "light"), ("night", "Night", "dark"),
        ("bare hc", "hc", "light-high-contrast"), ("words", "high contrast", "light-high-contrast"),
        ("Light HC", "Light HC", "light-high-contrast"), ("one word", "highcontrast", "light-high-contrast"),
        ("Dark HC", "Dark HC", "dark-high-contrast"), ("PatternFly", "highcontrast-dark", "dark-high-contrast"),
        ("camel HC", "darkHC", "dark-high-contrast"), ("bare elevated", "elevated", "light-elevated"),
        ("theme word", "Dark Theme", "dark"), ("all", "dark elevated high contrast", "dark-elevated-high-contrast"),
    ])
    func modeNamesMapToAppearances(label: String, mode: String, expected: String) {
        #expect(DesignTokens.modeKey(mode)?.name == expected)
    }

    @Test(arguments: ["dark-dimmed", "light-colorblind", "dark-colorblind", "wireframe", "ios", "white", "light-dark", "high",
                      "dark-dark", "mode", "Drak"])
    func namesThatAreNotAppearances(mode: String) {
        #expect(ModeMap.standard.meaning(of: mode) == .ignored)
    }

    @Test func customModeMapEntriesComeFirst() throws {
        let map = try ModeMap(parsing: ["Dark HC=dark-high-contrast, dimmed=dark", "wireframe = ignore", "dark=Dark Elevated"])
        #expect(map.key(for: "darkHC")?.name == "dark-high-contrast")
        #expect(map.key(for: "dimmed")?.name == "dark")
        #expect(map.key(for: "Dimmed")?.name == "dark")
        #expect(map.meaning(of: "wireframe") == .ignored)
        #expect(map.key(for: "dark")?.name == "dark-elevated")
        #expect(map.key(for: "light")?.name == "light")
        #expect(throws: StyleError.invalidModeMap(entry: "dimmed", reason:
            "write NAME=VARIANT, e.g. \"Dark HC=dark-high-contrast\" or \"wireframe=ignore\"")) { try ModeMap(parsing: ["dimmed"]) }
        #expect(throws: StyleError.invalidModeMap(entry: "=dark", reason: "the mode name before '=' is empty")) {
            try ModeMap(parsing: ["=dark"])
        }
        #expect(throws: StyleError.self) { try ModeMap(parsing: ["dimmed=dusk"]) }
    }

    static func file(_ name: String) -> String { url("Malformed/\(name)").path }

    @Test func malformedTokenFilesNameFileAndPath() {
        let colourForm = TokenColorValue.form
        let cases: [(String, StyleError)] = [
            ("cycle.tokens.json", .aliasCycle(file: Self.file("cycle.tokens.json"),
                                              chain: ["color.a", "color.b", "color.c", "color.a"])),
            ("unresolved.tokens.json", .unresolvedAlias(file: Self.file("unresolved.tokens.json"), path: "colors.primary.$value",
                                                        alias: "colors.bleu", suggestion: "colors.blue")),
            ("bad-hex.tokens.json", .invalidValue(file: Self.file("bad-hex.tokens.json"), path: "colors.primary.$value",
                                                  expected: colourForm, found: "string \"#12345\"")),
            ("bad-space.tokens.json", .unsupportedColorSpace(file: Self.file("bad-space.tokens.json"),
                                                             path: "colors.primary.$value.colorSpace", colorSpace: "cmyk")),
            ("bad-component.tokens.json", .invalidValue(file: Self.file("bad-component.tokens.json"),
                                                        path: "colors.primary.$value.components[1]",
                                                        expected: "a component 0-1", found: "number 1.5")),
            ("dark-only.tokens.json", .invalidValue(file: Self.file("dark-only.tokens.json"), path: "colors.primary",
                                                    expected: "a light (default) value (give the token a $value, or map one of its modes to light with --mode-map)",
                                                    found: "modes dark")),
            ("alias-to-dimension.tokens.json", .invalidValue(file: Self.file("alias-to-dimension.tokens.json"),
                                                             path: "colors.primary.$value",
                                                             expected: "an alias to a colour token", found: "string \"{size.s}\"")),
        ]
        for (name, expected) in cases {
            #expect(throws: expected, "\(name)") { try DesignTokens.load(Self.url("Malformed/\(name)")) }
        }
    }

    /// A mode that is not an appearance is left out with one note, not an error; a custom entry
    /// maps it.
    @Test func unknownModeIsLeftOutWithANote() throws {
        let tokens = try DesignTokens.load(Self.url("Malformed/bad-mode.tokens.json"))
        #expect(tokens.notes == ["left out modes that are not appearances: dimm (to use one, map it: --mode-map \"NAME=VARIANT\", "
                                 + "or ModeMap.map(_:to:))"])
        var map = ModeMap()
        map.map("dimm", to: .appearance(ColorVariants.Key(.dark)))
        let mapped = try DesignTokens.load(Self.url("Malformed/bad-mode.tokens.json"), modeMap: map)
        #expect(mapped.notes.isEmpty)
        #expect(try mapped.palette.color(named: "colors.primary").isDynamic)
    }

    @Test func unknownThemeNameIsLeftOutWithASuggestion() throws {
        let tokens = try DesignTokens.loadTokensStudio(Self.url("Malformed/bad-theme"))
        #expect(tokens.notes == ["left out modes that are not appearances: Drak (did you mean \"dark\"?) (to use one, map it: "
                                 + "--mode-map \"NAME=VARIANT\", or ModeMap.map(_:to:))"])
    }

    @Test func truncatedJSONNamesTheFile() {
        do {
            _ = try DesignTokens.load(Self.url("Malformed/truncated.tokens.json"))
            Issue.record("truncated JSON was accepted")
        } catch {
            guard case .invalidJSON(let file, _, _, _) = error else { Issue.record("wrong error \(error)"); return }
            #expect(file == Self.file("truncated.tokens.json"))
        }
    }
}

@Suite struct PaletteLoadingTests {
    static let palettes = TestPaths.fixtures.appendingPathComponent("Palettes")

    @Test(arguments: [
        ("Brand.xcassets", "Brand", "Primary"),
        ("Tokens/brand.tokens.json", "brand", "semantic.text"),
        ("Tokens/tokens-studio", "tokens-studio", "bg"),
        ("Tokens/tokens-studio-single.json", "tokens-studio-single", "card"),
    ])
    func loadsEachKindByShape(path: String, name: String, color: String) throws {
        let palette = try Palette.load(contentsOf: Self.palettes.appendingPathComponent(path))
        #expect(palette.name == name)
        #expect(try palette.color(named: color).isDynamic)
    }

    @Test func rejectsAFolderWithNoPalette() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: StyleError.unreadableFile(file: folder.path, reason: "no palette here: give an .xcassets catalog, a design-token "
            + ".json or .json5 file, a Tokens Studio export ($themes.json) or a folder holding them")) {
            try Palette.load(contentsOf: folder)
        }
        #expect(throws: StyleError.unreadableFile(file: folder.appendingPathComponent("none").path, reason: "no such file or folder")) {
            try Palette.load(contentsOf: [folder, folder.appendingPathComponent("none")])
        }
    }

    /// Style Dictionary's `tokens.json` + `tokens.dark.json` in one folder: the second file's
    /// name gives its mode.
    @Test func aFolderWithAModeSuffixedFile() throws {
        let palette = try Palette.load(contentsOf: Self.palettes.appendingPathComponent("Tokens/style-dictionary"))
        #expect(palette.name == "style-dictionary")
        #expect(try palette.color(named: "color.background.primary").resolved(in: .light) == .white)
        #expect(try palette.color(named: "color.background.primary").resolved(in: .dark) == .black)
        #expect(try palette.color(named: "color.text.primary").resolved(in: .dark) == .white)
    }

    /// Fluent's layout: `global.tokens.json` shared, `light.tokens.json` and `dark.tokens.json`
    /// aliasing into it; the same files given one by one load the same palette.
    @Test func oneFilePerThemeWithAliasesAcrossFiles() throws {
        let folder = Self.palettes.appendingPathComponent("Tokens/per-theme")
        let whole = try Palette.load(contentsOf: [folder]).palette
        let files = try Palette.load(contentsOf: ["dark", "global", "light"].map { folder.appendingPathComponent("\($0).tokens.json") },
                                     options: PaletteLoadOptions(name: "per-theme")).palette
        for palette in [whole, files] {
            #expect(palette.name == "per-theme")
            #expect(try palette.color(named: "Foreground").resolved(in: .light) == RGBA8(0x24, 0x24, 0x24))
            #expect(try palette.color(named: "Foreground").resolved(in: .dark) == .white)
            #expect(try palette.color(named: "Background").resolved(in: .dark) == .black)
            #expect(try palette.color(named: "Global.Color.Grey.96").resolved(in: .dark) == RGBA8(0xF5, 0xF5, 0xF5))
        }
        #expect(whole.colors == files.colors)
    }

    /// Modes left out by any of the sources are listed in one note.
    @Test func oneNoteForEveryModeLeftOut() throws {
        let load = try Palette.load(contentsOf: [Self.palettes.appendingPathComponent("Tokens/Malformed/bad-theme"),
                                                 Self.palettes.appendingPathComponent("Tokens/vendor-modes.json")])
        #expect(load.notes == ["left out modes that are not appearances: Drak (did you mean \"dark\"?), dark-colorblind, dark-dimmed, "
                               + "wireframe (to use one, map it: --mode-map \"NAME=VARIANT\", or ModeMap.map(_:to:))"])
        #expect(load.palette.name == "bad-theme")
        #expect(try load.palette.color(named: "blue-100").resolved(in: .dark) == RGBA8(14, 23, 63))
    }

    /// A file's name gives its mode: the whole base name, else the longest run of parts at its end.
    @Test(arguments: [
        ("light.tokens.json", "light"), ("dark.tokens.json", "dark"), ("tokens.dark.json", "dark"),
        ("semantic.highcontrast.dark.json", "dark-high-contrast"), ("base.dark.json", "dark"), ("Dark HC.json5", "dark-high-contrast"),
        ("palette.color.json", nil), ("global.tokens.json", nil), ("colors.dimmed.json", nil),
    ] as [(String, String?)])
    func fileNamesGiveModes(file: String, mode: String?) throws {
        let sources = try PaletteSources([Self.palettes.appendingPathComponent("Tokens/brand.tokens.json")], modeMap: .standard)
        let found = sources.fileMode(URL(fileURLWithPath: "/x/" + file))
        #expect(found.flatMap(ModeMap.standard.key(for:)) == mode.flatMap(ModeMap.standard.key(for:)))
        #expect((found == nil) == (mode == nil))
    }

    /// A file's own name before its folder's: Primer keeps its dimmed, colour-blind and high
    /// contrast files inside `dark/` and `light/` (each a mode of its own, never the folder's),
    /// while PatternFly's `highcontrast-dark/base.dark.json` says less than its folder and keeps it.
    @Test(arguments: [
        ("dark", "dark.protanopia-deuteranopia.json5", "dark.protanopia-deuteranopia"), ("dark", "dark.high-contrast.json5", "dark.high-contrast"),
        ("light", "light-colorblind.json5", "light-colorblind"), ("dark", "dark-dimmed.json", "dark-dimmed"),
        ("highcontrast-dark", "base.dark.json", "highcontrast-dark"), ("highcontrast", "base.json", "highcontrast"),
        ("highcontrast", "semantic.highcontrast.json", "highcontrast"), ("dark", "semantic.dark.json", "dark"),
        ("dark", "tokens.dark-high-contrast.json", "dark-high-contrast"), ("dark", "charts.json", "dark"), ("light", "dark.json", "dark"),
        (nil, "colors-dark.json", nil), ("dark", "dark.json", "dark"),
    ] as [(String?, String, String?)])
    func aFilesOwnNameBeforeItsFolders(folder: String?, file: String, mode: String?) throws {
        let sources = try PaletteSources([Self.palettes.appendingPathComponent("Tokens/brand.tokens.json")], modeMap: .standard)
        #expect(sources.mode(of: URL(fileURLWithPath: "/x/" + file), folderMode: folder) == mode)
    }

    /// PatternFly's layout: one folder per mode; a raw colour only the dark files give
    /// (`global.dark.*`) resolves in light too, to its dark value.
    @Test func oneFolderPerMode() throws {
        let palette = try Palette.load(contentsOf: Self.palettes.appendingPathComponent("Tokens/per-mode-folders"))
        let primary = try palette.color(named: "global.background.color.primary")
        #expect(primary.resolved(in: .light) == .white)
        #expect(primary.resolved(in: .dark) == RGBA8(0x1F, 0x1F, 0x1F))
        #expect(try palette.color(named: "global.dark.background.color.100").resolved(in: .light) == RGBA8(0x1F, 0x1F, 0x1F))
    }
}

@Suite struct StyleDictionaryV3Tests {
    @Test func olderFormatWithDarkValueAndValueReferences() throws {
        let tokens = try DesignTokens.load(DesignTokensTests.url("style-dictionary-v3.json"))
        #expect(tokens.colors.keys.sorted() == [
            "color.background.card", "color.base.gray.dark", "color.base.gray.light", "color.base.red", "color.danger",
        ])
        let card = try tokens.palette.color(named: "color.background.card")
        #expect(card.resolved(in: .light) == RGBA8(0xF2, 0xF2, 0xF7))
        #expect(card.resolved(in: .dark) == RGBA8(0x1C, 0x1C, 0x1E))
        #expect(try tokens.palette.color(named: "color.danger").resolved(in: .dark) == RGBA8(0xFF, 0x3B, 0x30))
    }
}

/// Modes written the way vendors' tools write them.
@Suite struct VendorModeKeyTests {
    static let tokens = Result { try DesignTokens.load(DesignTokensTests.url("vendor-modes.json")) }

    func color(_ name: String, _ variant: String) throws -> RGBA8 {
        try Self.tokens.get().palette.color(named: name).resolved(in: Variant(parsing: variant).traits)
    }

    @Test func spectrumSetsAreOneDynamicColour() throws {
        #expect(try color("blue-100", "light") == RGBA8(245, 249, 255))
        #expect(try color("blue-100", "dark") == RGBA8(14, 23, 63))
        #expect(try color("accent-subtle", "dark") == RGBA8(14, 23, 63))
        // The opacity set is not a colour; wireframe is not an appearance.
        #expect(try Self.tokens.get().colors["overlay-opacity"] == nil)
        #expect(try Self.tokens.get().notes == ["left out modes that are not appearances: dark-colorblind, dark-dimmed, wireframe "
                                               + "(to use one, map it: --mode-map \"NAME=VARIANT\", or ModeMap.map(_:to:))"])
    }

    @Test func styleDictionaryDarkAndHighContrastValues() throws {
        #expect(try color("sd.gray", "light") == RGBA8(0xF2, 0xF2, 0xF7))
        #expect(try color("sd.gray", "dark") == RGBA8(0x1C, 0x1C, 0x1E))
        #expect(try color("sd.gray", "light-high-contrast") == RGBA8(0xE5, 0xE5, 0xEA))
        #expect(try color("sd.gray", "dark-high-contrast") == .black)
        // `{x.value}` is the token; `{x.hcValue}` and `{x.darkValue}` pick one of its values.
        #expect(try color("sd.card", "light") == RGBA8(0xF2, 0xF2, 0xF7))
        #expect(try color("sd.card", "dark") == RGBA8(0xE5, 0xE5, 0xEA))
        #expect(try color("sd.pinnedDark", "light") == RGBA8(0x1C, 0x1C, 0x1E))
        #expect(try !Self.tokens.get().palette.color(named: "sd.pinnedDark").isDynamic)
    }

    @Test func primerOverrides() throws {
        #expect(try color("primer.bg", "light") == .white)
        #expect(try color("primer.bg", "dark") == RGBA8(0x0D, 0x11, 0x17))
        #expect(try color("primer.bg", "light-high-contrast") == RGBA8(0xFA, 0xFA, 0xFA))
        #expect(try color("primer.bg", "dark-high-contrast") == RGBA8(0x01, 0x04, 0x09))
    }

    /// DTCG 2025.10: `$extensions.mode` on colours; dimension objects are values, not modes,
    /// and non-colour tokens are skipped.
    @Test func dtcgModesAndDimensionObjects() throws {
        #expect(try color("dtcg.fg", "light") == .black)
        #expect(try color("dtcg.fg", "dark") == .white)
        #expect(try Self.tokens.get().colors.keys.filter { $0.hasPrefix("dtcg.") }.sorted() == ["dtcg.fg"])
    }
}

/// JSON5 sources and what the reader refuses, with the line and column.
@Suite struct JSONReaderTests {
    @Test func readsJSON5TokenSources() throws {
        let tokens = try DesignTokens.load(DesignTokensTests.url("primer-style.json5"))
        func color(_ name: String, _ variant: String) throws -> RGBA8 {
            try tokens.palette.color(named: name).resolved(in: Variant(parsing: variant).traits)
        }
        #expect(try color("bgColor.default", "light") == .white)
        #expect(try color("bgColor.default", "dark") == RGBA8(0x01, 0x04, 0x09))
        #expect(try color("bgColor.accent", "light") == RGBA8(255, 0, 0))
        #expect(try color("bgColor.wash", "light") == RGBA8(0, 208, 88, 128))
        #expect(try color("bgColor.brand", "light") == RGBA8(230, 140, 51))
        #expect(tokens.colors.keys.sorted() == ["base.black", "base.white", "bgColor.accent", "bgColor.brand", "bgColor.default", "bgColor.wash"])
        #expect(tokens.notes == [
            "left out modes that are not appearances: dark-dimmed (to use one, map it: --mode-map \"NAME=VARIANT\", or ModeMap.map(_:to:))",
            "left out 3 gradient token(s) typed as colours (a gradient is not one colour): gradient.alias, gradient.stops, gradient.sunrise",
        ])
        let sizes = try JSONValue.parse(Data("{a: 0x10, b: .5, c: +4., d: -Infinity, e: 'it\\'s', f: \"tab\\there\", g: [1, 2,],}".utf8), file: "x")
        #expect(sizes == .object(["a": .number(16), "b": .number(0.5), "c": .number(4), "d": .number(-.infinity),
                                  "e": .string("it's"), "f": .string("tab\there"), "g": .array([.number(1), .number(2)])]))
    }

    static func failure(_ text: String) -> StyleError? {
        failure(Data(text.utf8))
    }

    static func failure(_ data: Data) -> StyleError? {
        do { _ = try JSONValue.parse(data, file: "t.json"); return nil } catch { return error }
    }

    @Test func errorsNameLineAndColumn() {
        #expect(Self.failure("{\n  \"a\": 1\n  \"b\": 2\n}") == .invalidJSON(file: "t.json", line: 3, column: 3,
            reason: "expected ',' or '}' after the value of \"a\", found '\"'"))
        #expect(Self.failure("{\"a\": [1, 2}") == .invalidJSON(file: "t.json", line: 1, column: 12,
            reason: "expected ',' or ']' after an array item, found '}'"))
        #expect(Self.failure("{\"a\": 1") == .invalidJSON(file: "t.json", line: 1, column: 1, reason: "this object is not closed: add '}'"))
        #expect(Self.failure("") == .invalidJSON(file: "t.json", line: 1, column: 1, reason: "the file is empty: write a JSON object"))
        #expect(Self.failure("{\"é\": tru}") == .invalidJSON(file: "t.json", line: 1, column: 7,
            reason: "expected a value (object, array, string, number, true, false or null), found 't'"))
    }

    @Test func duplicateKeysAreAnErrorInFixtures() {
        #expect(Self.failure("{\n \"a\": 1,\n \"a\": 2\n}") == .invalidJSON(file: "t.json", line: 3, column: 2,
            reason: "the key \"a\" appears twice in one object (first at line 2, column 2): keep one"))
    }

    /// Token sources are read as the JSON5 reference reader and `JSON.parse` read them (Style
    /// Dictionary's multi-file example repeats a key): the later value wins, with a note naming
    /// both places; past twenty repeats one note counts the rest, so a file of repeats costs no
    /// line scan each.
    @Test func tokenSourcesReadRepeatedKeysAsLastWins() throws {
        let text = "{\n color: {\n  accent: {value: '#ff0000'},\n  accent: {value: '#00ff00'},\n }\n}"
        let (value, notes) = try JSONReader.parse(Data(text.utf8), file: "/x/base.json5", duplicateKeys: .lastWins)
        guard case .object(let root) = value, case .object(let color)? = root["color"], case .object(let accent)? = color["accent"] else {
            Issue.record("not read: \(value)"); return
        }
        #expect(accent["value"] == .string("#00ff00"))
        #expect(notes == ["base.json5 line 4, column 3: the key \"accent\" appears twice in one object (first at line 3, column 3); "
                          + "the later value is used, as JSON5 readers do"])
        let many = "{" + (0..<50).map { _ in "\"k\": 1" }.joined(separator: ",") + "}"
        let manyNotes = try JSONReader.parse(Data(many.utf8), file: "m.json", duplicateKeys: .lastWins).notes
        #expect(manyNotes.count == 21 && manyNotes.last == "m.json: 29 more repeated key(s), each read as last wins")
    }

    @Test func invalidUTF8IsAnError() {
        var data = Data("{\"a\": \"x".utf8)
        data.append(contentsOf: [0xFF, 0x22, 0x7D])
        #expect(Self.failure(data) == .invalidJSON(file: "t.json", line: 1, column: 9, reason: "byte 0xFF is not UTF-8: save the file as UTF-8"))
        #expect(Self.failure(Data([0x7B, 0x22, 0xC0, 0xAF, 0x22, 0x3A, 0x31, 0x7D])) != nil)  // overlong encoding
        #expect(Self.failure("{\"a\": \"\\uD800\"}") == .invalidJSON(file: "t.json", line: 1, column: 8,
            reason: "\\ud800 is half of a surrogate pair with no second half: not valid Unicode"))
    }

    @Test func enormousNumbersAreAnError() {
        #expect(Self.failure("{\"a\": 1e999}") == .invalidJSON(file: "t.json", line: 1, column: 7,
            reason: "the number 1e999 is too large (beyond ±1.8e308): write a smaller value"))
        #expect(Self.failure("{\"a\": 0x1234567890ABCDEF0}") != nil)
    }

    @Test func deepNestingIsBounded() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(Self.failure(deep) == .invalidJSON(file: "t.json", line: 1, column: 513,
            reason: "objects and arrays nest more than 512 levels deep: flatten the file"))
        let fine = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(Self.failure(fine) == nil)
    }
}

/// Hostile and mistaken token files: typed errors that name the file and the JSON path and say
/// what to do; recursion stays bounded.
@Suite struct TokenErrorTests {
    static func write(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-tokens-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        return url
    }

    /// A chain 10,000 aliases deep is an error whichever end resolves first (names sorted so
    /// that the chain's last token comes first), without overflowing the stack.
    @Test func aDeepChainIsAnErrorInEitherOrder() throws {
        for reversed in [false, true] {
            var members: [String] = []
            for i in 0..<10_000 {
                let name = String(format: "t%05d", reversed ? 9_999 - i : i)
                let target = String(format: "t%05d", reversed ? 9_999 - i - 1 : i + 1)
                members.append(i == 9_999 ? "\"\(name)\": {\"$type\": \"color\", \"$value\": \"#000000\"}"
                                          : "\"\(name)\": {\"$type\": \"color\", \"$value\": \"{\(target)}\"}")
            }
            let url = try Self.write("{" + members.joined(separator: ",\n") + "}")
            defer { try? FileManager.default.removeItem(at: url) }
            do {
                _ = try DesignTokens.load(url)
                Issue.record("a 10,000-deep chain loaded")
            } catch {
                guard case .aliasChainTooDeep(let file, _, let limit) = error else { Issue.record("wrong error \(error)"); continue }
                #expect(file == url.path && limit == 64)
                #expect(error.description.hasSuffix("point a token of the chain at a colour value"))
            }
        }
    }

    @Test func aChainWithinTheLimitResolves() throws {
        var members: [String] = ["\"c63\": {\"$type\": \"color\", \"$value\": \"#123456\"}"]
        for i in 0..<63 { members.append("\"c\(i)\": {\"$type\": \"color\", \"$value\": \"{c\(i + 1)}\"}") }
        let url = try Self.write("{" + members.joined(separator: ",") + "}")
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try DesignTokens.load(url).palette.color(named: "c0").resolved(in: .dark) == RGBA8(0x12, 0x34, 0x56))
    }

    /// Suggestions come from names of the same kind: an alias to a colour is never pointed at a
    /// dimension whose name is closer.
    @Test func didYouMeanOnlyAmongColours() throws {
        let url = try Self.write("""
            {"space": {"$type": "dimension", "sm": {"$value": {"value": 4, "unit": "px"}}},
             "color": {"$type": "color", "smoke": {"$value": "#F5F5F5"}, "bg": {"$value": "{space.smm}"}, "fg": {"$value": "{color.smok}"}}}
            """)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: StyleError.unresolvedAlias(file: url.path, path: "color.bg.$value", alias: "space.smm", suggestion: nil)) {
            try DesignTokens.load(url)
        }
        let fixed = try Self.write(String(decoding: try Data(contentsOf: url), as: UTF8.self).replacingOccurrences(of: "{space.smm}", with: "#000"))
        defer { try? FileManager.default.removeItem(at: fixed) }
        let error = StyleError.unresolvedAlias(file: fixed.path, path: "color.fg.$value", alias: "color.smok", suggestion: "color.smoke")
        #expect(throws: error) { try DesignTokens.load(fixed) }
        #expect(error.description == "\(fixed.path): color.fg.$value: alias {color.smok} names nothing; did you mean \"color.smoke\"?: "
                + "write the token's full dotted path, or load the file that defines it too (--palette FILE, repeatable)")
    }

    /// An alias into a file that was not given names the alias's own file and path.
    @Test func anAliasAcrossFilesNamesItsFile() throws {
        let light = DesignTokensTests.url("per-theme/light.tokens.json")
        #expect(throws: StyleError.unresolvedAlias(file: light.path, path: "Background.$value", alias: "Global.Color.White", suggestion: nil)) {
            try Palette.load(contentsOf: [light])
        }
    }

    @Test func aRepeatedKeyInATokenFileIsANoteAndTheLaterValue() throws {
        let url = try Self.write(##"{"a": {"$type": "color", "$value": "#000000"}, "a": {"$type": "color", "$value": "white"}}"##)
        defer { try? FileManager.default.removeItem(at: url) }
        let load = try Palette.load(contentsOf: [url])
        #expect(try load.palette.color(named: "a").resolved(in: .light) == .white)
        #expect(load.notes.contains { $0.hasPrefix("\(url.lastPathComponent) line 1, column 48: the key \"a\" appears twice") })
        #expect(try DesignTokens.load(url).notes.count == 1)
    }

    @Test func cyclesAcrossFilesAreAnError() throws {
        let a = try Self.write(#"{"x": {"$type": "color", "$value": "{y}"}}"#)
        let b = try Self.write(#"{"y": {"$type": "color", "$value": "{x}"}}"#)
        defer { try? FileManager.default.removeItem(at: a); try? FileManager.default.removeItem(at: b) }
        #expect(throws: StyleError.aliasCycle(file: a.path, chain: ["x", "y", "x"])) { try Palette.load(contentsOf: [a, b]) }
    }

    /// Malformed bytes in a palette file: each a typed error with line and column.
    @Test func malformedFilesAreTypedErrors() throws {
        for (text, reason) in [
            ("{\"a\": 1e400}", "the number 1e400 is too large (beyond ±1.8e308): write a smaller value"),
        ] {
            let url = try Self.write(text)
            defer { try? FileManager.default.removeItem(at: url) }
            do { _ = try Palette.load(contentsOf: url); Issue.record("accepted \(text)") } catch {
                guard case .invalidJSON(let file, 1, _, let got) = error else { Issue.record("wrong error \(error)"); continue }
                #expect(file == url.path && got == reason)
            }
        }
    }
}
