import Foundation
import Penumbra

/// The colours and images fixtures render with: Apple's system colours, plus a `--palette` file
/// when given — an Xcode asset catalog (its colours and image sets) or a design-token file
/// (read by ``Palette/load(contentsOf:)``, which recognises the token formats). Shared by
/// `penumbra render` and `penumbra check`, so both read a palette the same way.
struct FixtureColors {
    /// System colours merged with the palette file's.
    var colors: Palette
    /// The asset catalog's images, or none.
    var images: any ImageResolver

    /// Loads `paletteFile` (or nothing when `nil`).
    /// - Throws: ``StyleError`` naming the file and the JSON path when the palette is invalid.
    init(paletteFile: String?) throws {
        var colors = SystemColors.ios18.palette
        var images: any ImageResolver = NoImages()
        if let paletteFile {
            let url = URL(fileURLWithPath: paletteFile)
            if url.pathExtension == "xcassets" {
                let catalog = try AssetCatalog.load(url)
                colors = colors.merging(catalog.palette, name: colors.name)
                images = catalog
            } else {
                colors = colors.merging(try Palette.load(contentsOf: url), name: colors.name)
            }
        }
        self.colors = colors
        self.images = images
    }
}
