extension SystemColors {
    /// The set as a palette named by its scope (`ios18`), keyed by the colours' names.
    ///
    /// Colours keep their own identity (a colour the ios26 set takes from ios18 stays
    /// `ios18/label`), unlike ``Palette/init(name:colors:)`` which renames.
    public var palette: Palette {
        var colors: [String: StyleColor] = [:]
        for color in all { if let name = color.name { colors[name] = color } }
        return Palette(preservingNames: scope, colors: colors)
    }

    /// The colour of a name (`systemBlue`); throws ``StyleError/unknownColor(name:palette:suggestion:)``
    /// with the nearest name for a misspelt one.
    public func color(named name: String) throws(StyleError) -> StyleColor {
        try palette.color(named: name)
    }
}

extension Palette {
    /// A palette whose colours keep the names and scopes they have.
    init(preservingNames name: String, colors: [String: StyleColor]) {
        self.name = name
        self.colors = colors
    }
}
