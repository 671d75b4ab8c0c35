import PenumbraCore
import PenumbraStyle

extension Palette: ColorResolver {
    /// The palette colour `name` resolved for `traits`, reporting its identity's name and whether
    /// it changes with traits.
    public func resolve(_ name: String, traits: Traits) -> ResolvedColor? {
        guard let color = self[name] else { return nil }
        return ResolvedColor(rgba: color.resolved(in: traits), name: name, isDynamic: color.isDynamic)
    }

    /// The palette's names, sorted.
    public var colorNames: [String] { names }
}
