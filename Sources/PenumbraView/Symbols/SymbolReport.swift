/// The symbol warnings of a render, read from its display list: every symbol image drawn as a
/// placeholder, once per tree path and name, in drawing order.
enum SymbolReport {
    /// The warnings of the symbols in `list` that drew a placeholder.
    static func warnings(in list: DisplayList) -> [RenderWarning] {
        var seen = Set<String>(), out: [RenderWarning] = []
        for item in list.items {
            guard case .image(let image) = item.operation, case .symbol = image.content, let name = image.name,
                  seen.insert(item.path + "\u{0}" + name).inserted else { continue }
            if case .placeholder(let warning) = SymbolCatalog.lookup(name, direction: list.traits.layoutDirection, path: item.path) {
                out.append(warning)
            }
        }
        return out
    }
}
