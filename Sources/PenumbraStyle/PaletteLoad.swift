/// What ``Palette/load(contentsOf:options:)`` read: the palette, the asset catalogs among the
/// sources (for their images), and notes about what was left out on purpose (placeholder colour
/// sets, modes that are not appearances, gradient tokens), one line each, for the user to read.
public struct PaletteLoad: Sendable {
    /// Every source's colours in one palette.
    public var palette: Palette
    /// The asset catalogs among the sources, in the order given.
    public var catalogs: [AssetCatalog]
    /// Things left out on purpose, one sentence each (not errors: the palette loaded).
    public var notes: [String]

    /// A result.
    public init(palette: Palette, catalogs: [AssetCatalog] = [], notes: [String] = []) {
        self.palette = palette
        self.catalogs = catalogs
        self.notes = notes
    }
}
