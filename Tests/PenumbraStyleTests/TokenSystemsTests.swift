import Foundation
import Testing
import PenumbraCore
@testable import PenumbraStyle

/// Token systems as their own tools read them: each case is one construct that stopped a real
/// token system from loading, or loaded it with wrong colours, written as that system writes it.
@Suite struct TokenSystemsTests {
    /// A scratch folder holding `files` (relative path → text); removed by the caller.
    static func folder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-token-system-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    static func color(_ load: PaletteLoad, _ name: String, _ variant: String) throws -> RGBA8 {
        try load.palette.color(named: name).resolved(in: try Variant(parsing: variant).traits)
    }

    /// Every alias of a large open token system is written `{ color.accent }`.
    @Test func aliasesWithSpacesInsideTheBraces() throws {
        let root = try Self.folder(["tokens.json": #"""
            {"color": {"$type": "color", "blue": {"$value": "#0969da"},
             "accent": {"$value": "{ color.blue }"}, "link": {"$value": " {color.accent } "}}}
            """#])
        defer { try? FileManager.default.removeItem(at: root) }
        let load = try Palette.load(contentsOf: [root.appendingPathComponent("tokens.json")])
        #expect(try Self.color(load, "color.accent", "light") == RGBA8(0x09, 0x69, 0xDA))
        #expect(try Self.color(load, "color.link", "light") == RGBA8(0x09, 0x69, 0xDA))
    }

    /// CSS named colours as token values, typed or untyped.
    @Test func cssNamedColours() throws {
        let root = try Self.folder(["tokens.json": #"""
            {"bg": {"$type": "color", "$value": "white", "$extensions": {"mode": {"dark": "black"}}},
             "brand": {"value": "RebeccaPurple"}, "font": {"value": "Inter"}}
            """#])
        defer { try? FileManager.default.removeItem(at: root) }
        let load = try Palette.load(contentsOf: [root.appendingPathComponent("tokens.json")])
        #expect(try Self.color(load, "bg", "light") == .white)
        #expect(try Self.color(load, "bg", "dark") == .black)
        #expect(try Self.color(load, "brand", "dark") == RGBA8(102, 51, 153))
        #expect(load.palette.colors["font"] == nil)  // not a colour name: not a colour token
    }

    /// Primer's per-token `alpha` beside `$value`, and an override's own alpha: the alpha of the
    /// colour in that mode; an alias to such a token takes it too.
    @Test func primerPerTokenAlpha() throws {
        let root = try Self.folder(["border.json5": """
            {
              base: {blue: {$type: 'color', $value: '#54aeff'}, darkBlue: {$type: 'color', $value: '#4493f8'}},
              border: {accent: {$type: 'color', $value: '{base.blue}', alpha: 0.4,
                $extensions: {'org.primer.overrides': {dark: {$value: '{base.darkBlue}', alpha: 1}, 'dark-high-contrast': '{base.darkBlue}'}}}},
              focus: {$type: 'color', $value: '{border.accent}'},
            }
            """])
        defer { try? FileManager.default.removeItem(at: root) }
        let load = try Palette.load(contentsOf: [root.appendingPathComponent("border.json5")])
        #expect(try Self.color(load, "border.accent", "light") == RGBA8(0x54, 0xAE, 0xFF, 102))  // 0.4 × 255 = 102
        #expect(try Self.color(load, "border.accent", "dark") == RGBA8(0x44, 0x93, 0xF8))
        // A plain override keeps the token's alpha, as Primer merges the override into the token.
        #expect(try Self.color(load, "border.accent", "dark-high-contrast") == RGBA8(0x44, 0x93, 0xF8, 102))
        #expect(try Self.color(load, "focus", "light") == RGBA8(0x54, 0xAE, 0xFF, 102))
        let bad = try Self.folder(["t.json": ##"{"a": {"$type": "color", "$value": "#000", "alpha": 2}}"##])
        defer { try? FileManager.default.removeItem(at: bad) }
        #expect(throws: StyleError.self) { try Palette.load(contentsOf: [bad.appendingPathComponent("t.json")]) }
    }

    /// Primer keeps its colour-blind, dimmed and high-contrast files inside `light/` and `dark/`:
    /// each is its own mode (left out or high contrast), so a dark success colour stays the dark
    /// file's, never a colour-blind file's blue.
    @Test func modeFilesInsideModeFolders() throws {
        let root = try Self.folder([
            "light/light.json5": "{success: {$type: 'color', $value: '#1a7f37'}}",
            "light/light.tritanopia.json5": "{success: {$type: 'color', $value: '#0969da'}}",
            "dark/dark.json5": "{success: {$type: 'color', $value: '#3fb950'}}",
            "dark/dark.protanopia-deuteranopia.json5": "{success: {$type: 'color', $value: '#58a6ff'}}",
            "dark/dark.dimmed.json5": "{success: {$type: 'color', $value: '#57ab5a'}}",
            "dark/dark.high-contrast.json5": "{success: {$type: 'color', $value: '#4ae168'}}",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let load = try Palette.load(contentsOf: [root])
        #expect(try Self.color(load, "success", "light") == RGBA8(0x1A, 0x7F, 0x37))
        #expect(try Self.color(load, "success", "dark") == RGBA8(0x3F, 0xB9, 0x50))
        #expect(try Self.color(load, "success", "dark-high-contrast") == RGBA8(0x4A, 0xE1, 0x68))
        #expect(load.notes.count == 1)
        #expect(load.notes[0].hasPrefix("left out modes that are not appearances: dark.dimmed, dark.protanopia-deuteranopia, light.tritanopia"))
    }

    /// Mode groups spelled as token paths become one dynamic colour without the mode segment,
    /// beside the tokens as written; a name that exists already is never replaced, and shade
    /// names (`blue.light`, a last segment) are no mode group.
    @Test func modeGroupsInTokenPaths() throws {
        let root = try Self.folder(["tokens.json": #"""
            {"color": {"$type": "color",
              "light": {"bg": {"$value": "#ffffff"}, "text": {"$value": "#111111"}, "only": {"$value": "#222222"}},
              "dark": {"bg": {"$value": "#000000"}, "text": {"$value": "#eeeeee"}, "only": {"$value": "#333333"}},
              "high-contrast-dark": {"bg": {"$value": "#010101"}},
              "only": {"$value": "#444444"},
              "blue": {"light": {"$value": "#aaccff"}, "dark": {"$value": "#002244"}}}}
            """#])
        defer { try? FileManager.default.removeItem(at: root) }
        let load = try Palette.load(contentsOf: [root.appendingPathComponent("tokens.json")])
        #expect(try Self.color(load, "color.bg", "light") == .white)
        #expect(try Self.color(load, "color.bg", "dark") == .black)
        #expect(try Self.color(load, "color.bg", "dark-high-contrast") == RGBA8(1, 1, 1))
        #expect(try Self.color(load, "color.text", "dark") == RGBA8(0xEE, 0xEE, 0xEE))
        #expect(try Self.color(load, "color.dark.bg", "light") == .black)  // the token as written
        #expect(try Self.color(load, "color.only", "dark") == RGBA8(0x44, 0x44, 0x44))  // not replaced
        #expect(load.palette.colors["color.blue"] == nil)
        #expect(load.notes == ["read 2 token(s) grouped by mode in their paths as dynamic colours without the mode segment "
                               + "(color.‹mode›.*; color.light.x and color.dark.x are also color.x)"])
    }

    /// A folder as a user points at it: files that are not token output (a package manifest, a
    /// pipeline's own input) are skipped with a note naming each; named on their own they are
    /// read (and the pipeline input refused) as before.
    @Test func aFolderSkipsFilesThatAreNotTokenOutput() throws {
        let root = try Self.folder([
            "package.json": #"{"name": "tokens", "version": "1.0.0", "scripts": {"build": "style-dictionary build"}}"#,
            "src/input.json": #"{"Set": {"Color": {"aliasOf": "Global.Color.Blue"}}}"#,
            "build/light.tokens.json": ##"{"bg": {"$type": "color", "$value": "#ffffff"}}"##,
            "build/dark.tokens.json": ##"{"bg": {"$type": "color", "$value": "#000000"}}"##,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let load = try Palette.load(contentsOf: [root])
        #expect(try Self.color(load, "bg", "dark") == .black)
        #expect(load.notes == ["skipped 2 file(s) of the folder that are not token output: package.json (no tokens), "
                               + "input.json (a token pipeline's own input)"])
        #expect(throws: StyleError.self) { try Palette.load(contentsOf: [root.appendingPathComponent("src/input.json")]) }
    }
}
