/// How ``Palette/load(contentsOf:options:)`` reads its sources.
public struct PaletteLoadOptions: Sendable {
    /// The palette's name (the scope of its colours); default: the first source's name.
    public var name: String?
    /// The system colours that asset catalogs' `reference` colours name.
    public var system: SystemColors
    /// How mode, theme, folder and file names become appearances (default: the table alone).
    public var modeMap: ModeMap

    /// Options; every one has a default.
    public init(name: String? = nil, system: SystemColors = .ios18, modeMap: ModeMap = .standard) {
        self.modeMap = modeMap
        self.name = name
        self.system = system
    }
}
