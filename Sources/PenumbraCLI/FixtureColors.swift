import Foundation
import Penumbra

/// The colours and images fixtures render with: Apple's system colours, plus the `--palette`
/// sources when given — asset catalogs (their colours and image sets), design-token files and
/// folders, read together by ``Palette/load(contentsOf:options:)``, the library's loader.
/// Shared by `penumbra render` and `penumbra check`, so both read palettes the same way.
struct FixtureColors {
    /// System colours merged with the palette's.
    var colors: Palette
    /// The asset catalogs' images, or none.
    var images: any ImageResolver
    /// What the loader left out on purpose, one line each (printed to standard error).
    var notes: [String]

    /// Loads `paletteFiles` as one palette (or nothing when empty).
    /// - Throws: ``StyleError`` naming the file and the JSON path when the palette is invalid.
    init(paletteFiles: [String], options: PaletteLoadOptions = PaletteLoadOptions()) throws {
        var colors = SystemColors.ios18.palette
        var images: any ImageResolver = NoImages()
        var notes: [String] = []
        if !paletteFiles.isEmpty {
            let load = try Palette.load(contentsOf: paletteFiles.map { URL(fileURLWithPath: $0) }, options: options)
            colors = colors.merging(load.palette, name: colors.name)
            if load.catalogs.count == 1 { images = load.catalogs[0] } else if !load.catalogs.isEmpty {
                images = CatalogImages(catalogs: load.catalogs)
            }
            notes = load.notes
        }
        self.colors = colors
        self.images = images
        self.notes = notes
    }

    /// Writes the notes to standard error, each prefixed with the command's name.
    func printNotes(command: String) {
        for note in notes { CLIFailure.report(command, "note: \(note)") }
    }
}
