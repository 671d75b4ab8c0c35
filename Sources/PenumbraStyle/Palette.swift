import PenumbraCore

/// A named set of named colours: a design system's raw colours (`blue500`), its semantic colours
/// (`background`, `label`) layered on the raw ones by alias, or Apple's system colours.
///
/// Every colour in a palette is named by its key, with the palette's name as scope, so two
/// look-ups of one key give equal colours (``ColorIdentity``).
public struct Palette: Sendable, CustomStringConvertible {
    /// The palette's name: the scope of its colours and the name in error messages.
    public let name: String
    /// The colours by name.
    public let colors: [String: StyleColor]

    /// The names, sorted.
    public var names: [String] { colors.keys.sorted() }

    /// A palette of colours; each is renamed to its key in this palette's scope.
    public init(name: String, colors: [String: StyleColor]) {
        self.name = name
        var named: [String: StyleColor] = [:]
        for (key, color) in colors { named[key] = color.named(key, scope: name) }
        self.colors = named
    }

    /// A palette from entries that may alias each other or colours of `base` (the raw layer).
    /// The result holds `base`'s colours too, unless an entry of the same name replaces one.
    /// - Throws: ``StyleError/unresolvedAlias(file:path:alias:suggestion:)`` for an alias to no
    ///   known name; ``StyleError/aliasCycle(file:chain:)`` for aliases in a loop.
    public init(name: String, entries: [String: PaletteEntry], base: Palette? = nil) throws(StyleError) {
        var resolved: [String: StyleColor] = [:]
        for key in entries.keys.sorted() {
            var chain = [key]
            var current = key
            while true {
                guard let entry = entries[current] else {
                    // Not an entry here: the base palette's colour (raw layer).
                    guard let color = base?.colors[current] else {
                        let previous = chain.count >= 2 ? chain[chain.count - 2] : key
                        let candidates = Array(entries.keys) + (base?.names ?? [])
                        throw .unresolvedAlias(file: nil, path: previous, alias: current,
                                               suggestion: NameSuggestion.nearest(to: current, in: candidates.sorted()))
                    }
                    resolved[key] = color
                    break
                }
                switch entry {
                case .color(let color):
                    resolved[key] = color
                case .alias(let target):
                    if chain.contains(target) { throw .aliasCycle(file: nil, chain: chain + [target]) }
                    chain.append(target)
                    current = target
                    continue
                }
                break
            }
        }
        var all = base?.colors ?? [:]
        for (key, color) in resolved { all[key] = color }
        self.init(name: name, colors: all)
    }

    /// The colour of a name, or `nil`.
    public subscript(name: String) -> StyleColor? { colors[name] }

    /// The colour of a name.
    /// - Throws: ``StyleError/unknownColor(name:palette:suggestion:)`` with the nearest name.
    public func color(named key: String) throws(StyleError) -> StyleColor {
        guard let color = colors[key] else {
            throw .unknownColor(name: key, palette: name, suggestion: NameSuggestion.nearest(to: key, in: names))
        }
        return color
    }

    /// This palette with `other`'s colours added on top (same name: `other` wins), under `name`.
    public func merging(_ other: Palette, name: String? = nil) -> Palette {
        var all = colors
        for (key, color) in other.colors { all[key] = color }
        return Palette(name: name ?? self.name, colors: all)
    }

    /// `name (N colours)`.
    public var description: String { "\(name) (\(colors.count) colours)" }
}
