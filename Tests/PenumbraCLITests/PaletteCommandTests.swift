import ArgumentParser
import Foundation
import Penumbra
import PenumbraTestSupport
import Testing
@testable import PenumbraCLI

/// `penumbra palette`, run in-process.
@Suite struct PaletteCommandTests {
    static let fixtures = TestPaths.fixtures.appendingPathComponent("ExampleDesignSystem")

    @Test func tableListsEveryColourInEveryVariantWithContrast() throws {
        let sheet = try PaletteCommand.sheet(file: Self.fixtures.appendingPathComponent("tokens.json").path,
                                             variants: "light,dark")
        let table = sheet.table
        #expect(table.hasPrefix("palette tokens: contrast against semantic.background\n"))
        #expect(table.contains("semantic.textPrimary          #17191DFF 17.59:1      #F4F5F7FF 16.13:1\n"))
        #expect(sheet.rows.count == 38)
        #expect(sheet.backgrounds == [.white, RGBA8(0x17, 0x19, 0x1D)])
    }

    @Test func catalogAndTokensGiveOneSheet() throws {
        let a = try PaletteCommand.sheet(file: Self.fixtures.appendingPathComponent("Colors.xcassets").path, variants: nil)
        let b = try PaletteCommand.sheet(file: Self.fixtures.appendingPathComponent("tokens.json").path, variants: nil)
        #expect(a.rows.map(\.cells) == b.rows.map(\.cells))
        #expect(a.variants.count == 8)
    }

    @Test func writesASheetOfOneColumnPerVariant() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-palette-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: out) }
        let command = try PaletteCommand.parse([Self.fixtures.appendingPathComponent("tokens.json").path,
                                                "--out", out.path, "--variants", "light,dark", "--scale", "1"])
        try command.run()
        let image = try PNGDecoder.decodeImage(contentsOf: out)
        #expect(image.width == 200 + 2 * 230)
        #expect(image.height == 32 + 38 * 44)
        // The dark column's cell background is the palette's dark background.
        #expect(image[500, 40] == RGBA8(0x17, 0x19, 0x1D))
    }

    /// A catalog of Xcode's placeholder colour sets alone (the corpus' watch widget catalog) is an
    /// empty palette with a note, exit 0, no sheet written; a folder of no palette at all stays a
    /// finding.
    @Test(.requiresSharedCorpora) func aPlaceholderOnlyCatalogIsAnEmptyPalette() throws {
        let catalog = try #require(TestPaths.corpus("assets"))
            .appendingPathComponent("catalogs/home-assistant-ios/Sources/WatchWidgets/Assets.xcassets")
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-palette-\(UUID().uuidString).png")
        try PaletteCommand.parse([catalog.path, "--out", out.path]).run()
        #expect(!FileManager.default.fileExists(atPath: out.path))
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-palette-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: empty.appendingPathComponent("package.json"))
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(throws: ExitCode.self) { try PaletteCommand.parse([empty.path]).run() }
    }

    @Test func rejectsABadVariantAndAMissingFile() throws {
        #expect(throws: (any Error).self) { try PaletteCommand.parse(["x.json", "--variants", "dusk"]) }
        #expect(throws: (any Error).self) { try PaletteCommand.sheet(file: "/nonexistent/tokens.json", variants: nil) }
    }

    /// `--palette` is repeatable and takes folders, on `render` and `check` alike; both read the
    /// palette with the library's loader.
    @Test func paletteOptionTakesSeveralSourcesAndFolders() throws {
        let tokens = TestPaths.fixtures.appendingPathComponent("Palettes/Tokens")
        let perTheme = tokens.appendingPathComponent("per-theme").path
        let brand = tokens.appendingPathComponent("brand.tokens.json").path
        let check = try CheckCommand.parse(["x.json", "--palette", perTheme, "--palette", brand])
        #expect(check.paletteOptions.palette == [perTheme, brand])
        let render = try RenderCommand.parse(["x.json", "--out", "o", "--palette", perTheme, "--palette", brand])
        let colors = try render.paletteOptions.fixtureColors().colors
        #expect(try colors.color(named: "Foreground").resolved(in: .dark) == .white)
        #expect(try colors.color(named: "semantic.background").resolved(in: .dark) == RGBA8(17, 24, 39))
        #expect(try colors.color(named: "systemBackground").resolved(in: .light) == .white)
        let sheet = try PaletteCommand.sheet(Palette.load(contentsOf: [URL(fileURLWithPath: perTheme)]).palette, variants: "light")
        #expect(sheet.rows.map(\.name) == ["Background", "Foreground", "Global.Color.Black", "Global.Color.Grey.14",
                                           "Global.Color.Grey.96", "Global.Color.White"])
    }

    @Test func modeMapOptionMapsAModeOnEveryCommand() throws {
        let file = TestPaths.fixtures.appendingPathComponent("Palettes/Tokens/Malformed/bad-mode.tokens.json").path
        let check = try CheckCommand.parse(["x.json", "--palette", file, "--mode-map", "dimm=dark"])
        let colors = try check.paletteOptions.fixtureColors()
        #expect(try colors.colors.color(named: "colors.primary").resolved(in: .dark) == .black)
        #expect(colors.notes.isEmpty)
        let unmapped = try RenderCommand.parse(["x.json", "--out", "o", "--palette", file]).paletteOptions.fixtureColors()
        #expect(try unmapped.colors.color(named: "colors.primary").resolved(in: .dark) == .white)
        #expect(unmapped.notes.count == 1 && unmapped.notes[0].hasPrefix("left out modes that are not appearances: dimm"))
        #expect(throws: (any Error).self) { try CheckCommand.parse(["x.json", "--palette", file, "--mode-map", "dimm"]) }
        #expect(throws: (any Error).self) { try PaletteCommand.parse([file, "--mode-map", "dimm=dusk"]) }
    }

    /// A palette too tall for one bitmap is drawn over several sheets, `SHEET-1.png` …, each
    /// with the header row; at the default scale in eight variants one sheet holds 277 colours.
    @Test func largePalettesSplitOverSeveralSheets() throws {
        #expect(PaletteSheet.maxRows(variantCount: 8, scale: 2) == 277)
        #expect(PaletteSheet.maxRows(variantCount: 8, scale: 1) == 1113)
        var colors: [String: StyleColor] = [:]
        for i in 0..<25 { colors[String(format: "c%02d", i)] = StyleColor(RGBA8(UInt8(i * 10), 0, 0)) }
        let sheet = try PaletteCommand.sheet(Palette(name: "big", colors: colors), variants: "light")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-sheets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // One column is 430 pt wide at 1x: room for the header and 10 rows.
        let written = try PaletteCommand.writeSheets(sheet, to: folder.appendingPathComponent("SHEET.png"), scale: 1,
                                                     maxPixels: 430 * (32 + 44 * 10))
        #expect(written.map(\.lastPathComponent) == ["SHEET-1.png", "SHEET-2.png", "SHEET-3.png"])
        let heights = try written.map { try PNGDecoder.decodeImage(contentsOf: $0).height }
        #expect(heights == [32 + 44 * 10, 32 + 44 * 10, 32 + 44 * 5])
        let one = try PaletteCommand.writeSheets(sheet, to: folder.appendingPathComponent("ONE.png"), scale: 1)
        #expect(one.map(\.lastPathComponent) == ["ONE.png"])
    }

    @Test func jsonListsEveryColoursValues() throws {
        let sheet = try PaletteCommand.sheet(file: TestPaths.fixtures.appendingPathComponent("Palettes/Tokens/per-theme").path,
                                             variants: "light,dark")
        let json = try JSONSerialization.jsonObject(with: Data(sheet.json.utf8)) as? [String: Any]
        #expect(json?["palette"] as? String == "per-theme")
        #expect(json?["variants"] as? [String] == ["light", "dark"])
        let colors = json?["colors"] as? [[String: Any]] ?? []
        #expect(colors.count == 6)
        let foreground = colors.first { $0["name"] as? String == "Foreground" }
        #expect(foreground?["dynamic"] as? Bool == true)
        let values = foreground?["values"] as? [[String: Any]] ?? []
        #expect(values.map { $0["value"] as? String } == ["#242424FF", "#FFFFFFFF"])
        #expect(values.map { $0["contrast"] as? Double } == [15.52, 21])
        let command = try PaletteCommand.parse([TestPaths.fixtures.appendingPathComponent("Palettes/Tokens/per-theme").path, "--json"])
        #expect(command.json)
    }
}
