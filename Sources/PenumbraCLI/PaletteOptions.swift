import ArgumentParser
import Foundation
import Penumbra

/// The palette options every command that reads a palette shares (`render`, `check`): one
/// loader, ``Palette/load(contentsOf:options:)``, the library's.
public struct PaletteOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "A palette source: an Xcode asset catalog (.xcassets), a design-token .json/.json5 file, a Tokens Studio export, "
            + "or a folder of them (one file or subfolder per mode). Repeat to read several as one palette.",
        valueName: "FILE_OR_FOLDER"))
    public var palette: [String] = []

    public init() {}

    /// The library's options for these flags.
    public func loadOptions() throws -> PaletteLoadOptions {
        PaletteLoadOptions()
    }

    /// System colours plus the palette, and the catalogs' images.
    func fixtureColors() throws -> FixtureColors {
        try FixtureColors(paletteFiles: palette, options: loadOptions())
    }
}
