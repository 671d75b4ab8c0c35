import ArgumentParser
import Foundation
import Penumbra

/// The palette options every command that reads a palette shares (`render`, `check`): one
/// loader, ``Palette/load(contentsOf:options:)``, the library's, with `--mode-map` as its
/// ``ModeMap``.
struct PaletteOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "A palette source: an Xcode asset catalog (.xcassets), a design-token .json/.json5 file, a Tokens Studio export, "
            + "or a folder of them (one file or subfolder per mode). Repeat to read several as one palette.",
        valueName: "FILE_OR_FOLDER"))
    var palette: [String] = []

    @Option(name: .long, help: ArgumentHelp(
        "Map a mode or theme name to a variant, or ignore it: \"Dark HC=dark-high-contrast\", \"dimmed=dark\", \"wireframe=ignore\" "
            + "(comma-separated or repeated). Names the built-in table does not read are left out with a note.",
        valueName: "NAME=VARIANT"))
    var modeMap: [String] = []

    init() {}

    func validate() throws {
        do { _ = try ModeMap(parsing: modeMap) } catch { throw ValidationError("--mode-map: \(error)") }
    }

    /// The library's options for these flags.
    func loadOptions() throws -> PaletteLoadOptions {
        PaletteLoadOptions(modeMap: try ModeMap(parsing: modeMap))
    }

    /// System colours plus the palette, and the catalogs' images.
    func fixtureColors() throws -> FixtureColors {
        try FixtureColors(paletteFiles: palette, options: loadOptions())
    }
}
