import PenumbraStyle
import PenumbraView

/// A team's palette with Apple's system colours behind it: a name the palette defines resolves to
/// the palette's colour; any other system colour name (`separator`, `systemBackground`,
/// `secondaryLabel` …) to the system colour, as on iOS, where a catalog never hides UIKit's
/// colours. PenumbraUI's own controls (`Divider`, `Picker`, `TextField`) draw with those names,
/// so they draw under any palette.
package struct SystemColorFallback: ColorResolver {
    /// The team's palette; its names win.
    package let palette: any ColorResolver
    /// The system colour set's palette, asked when `palette` has no such name.
    package let system: Palette

    package func resolve(_ name: String, traits: Traits) -> ResolvedColor? {
        palette.resolve(name, traits: traits) ?? system.resolve(name, traits: traits)
    }

    /// The palette's names, then the system names it does not define, for "did you mean".
    package var colorNames: [String] {
        let own = palette.colorNames
        let known = Set(own)
        return own + system.colorNames.filter { !known.contains($0) }
    }
}
