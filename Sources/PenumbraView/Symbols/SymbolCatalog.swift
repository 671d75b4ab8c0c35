import PenumbraCore
import PenumbraStyle

/// Where an SF Symbols name's outline comes from: the hand-drawn ``SymbolLibrary`` first (its 14
/// symbols keep their pixels), then the Material Icons font through ``MaterialSymbolMap``; a name
/// neither knows draws ``SymbolPlaceholder/outline`` and is reported.
package enum SymbolCatalog {
    /// An outline to draw, or the warning that the placeholder stands in.
    enum Lookup {
        /// The symbol's outline in the unit square (y down).
        case outline(VectorPath)
        /// No outline: draw the placeholder and report `warning`.
        case placeholder(RenderWarning)
    }

    /// Every name that draws a real glyph, sorted (for suggestions).
    static let names: [String] = Set(SymbolLibrary.names).union(MaterialSymbolMap.icons.keys).sorted()

    /// Whether `name` has a glyph (hand-drawn or mapped; a mapped one may still lack its font).
    static func knows(_ name: String) -> Bool {
        SymbolLibrary.path(named: name) != nil || MaterialSymbolMap.icons[name] != nil
    }

    /// The outline of `name` in `direction`, or the placeholder's warning naming `path` (with the
    /// nearest known name when `suggesting`).
    ///
    /// As SF Symbols does, names with a `forward` or `backward` part follow the layout direction:
    /// the glyph of the left-to-right form is mirrored in right-to-left layouts.
    static func lookup(_ name: String, direction: LayoutDirection, path: String, suggesting: Bool = true) -> Lookup {
        if let outline = SymbolLibrary.path(named: name, direction: direction) { return .outline(outline) }
        guard let icon = MaterialSymbolMap.icons[name] else {
            return .placeholder(.unknownSymbol(path: path, name: name, suggestion: suggesting ? suggestion(for: name) : nil))
        }
        let mirrored = direction == .rightToLeft && name.split(separator: ".").contains { $0 == "forward" || $0 == "backward" }
        do throws(SymbolFontError) {
            return .outline(try MaterialSymbolFont.outline(codePoint: icon.codePoint, mirrored: mirrored))
        } catch {
            return .placeholder(.symbolFontUnavailable(path: path, name: name, reason: error.description))
        }
    }

    /// The nearest known name within ``NameSuggestion``'s distance. Only names whose length is
    /// within that distance can be near, so a hostile name of thousands of characters compares
    /// with none (a full comparison costs its length times every name's).
    static func suggestion(for name: String) -> String? {
        let length = name.count, limit = max(2, length / 3)
        return NameSuggestion.nearest(to: name, in: names.lazy.filter { abs($0.count - length) <= limit })
    }

    /// The outline `lookup` gives, the placeholder when it gives none.
    package static func outline(_ name: String, direction: LayoutDirection) -> VectorPath {
        switch lookup(name, direction: direction, path: "", suggesting: false) {
        case .outline(let outline): outline
        case .placeholder: SymbolPlaceholder.outline
        }
    }
}
