import PenumbraCore

/// The font warnings of a render, read from its display list: every text run (and attributed
/// span) whose font name no registered font has, once per tree path and name, in drawing order.
/// Such text is drawn in the system font, as iOS draws an unknown `Font.custom` name.
enum FontReport {
    /// The warnings of the text in `list` whose font names `text` does not know.
    static func warnings(in list: DisplayList, text: any TextMeasurer) -> [RenderWarning] {
        var seen = Set<String>(), out: [RenderWarning] = []
        for item in list.items {
            guard case .text(let run) = item.operation else { continue }
            for family in [run.font.family] + run.spans.map(\.font.family) {
                guard let family, !text.hasFamily(family), seen.insert(item.path + "\u{0}" + family).inserted else { continue }
                out.append(.unknownFont(path: item.path, family: family, suggestion: NameSuggestion.nearest(to: family, in: text.familyNames)))
            }
        }
        return out
    }
}
