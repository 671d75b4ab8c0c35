import PenumbraStyle
import PenumbraText

/// Attributed text in fixtures: `{"type": "text", "spans": [{"text": "Pay ", …}, …]}`.
extension FixtureDecoder {
    /// The keys a span takes.
    static let spanKeys = ["text", "font", "weight", "italic", "color", "tracking", "baselineOffset", "underline", "strikethrough"]

    /// A text node from `"text"` (one style, from the environment) or `"spans"` (attributed).
    func textNode(_ o: [String: JSONValue], path: String) throws(ViewError) -> ViewNode {
        switch (o["text"], o["spans"]) {
        case (let t?, nil):
            return .text(try string(t, "\(path).text"))
        case (nil, let list?):
            var spans: [TextSpanNode] = []
            for (i, item) in try array(list, "\(path).spans").enumerated() {
                spans.append(try span(item, "\(path).spans[\(i)]"))
            }
            guard !spans.isEmpty else { throw fail("\(path).spans", "expected at least one span") }
            return .styledText(spans)
        default:
            throw fail(path, "text needs exactly one of \"text\" (a string) and \"spans\" (styled runs)")
        }
    }

    private func span(_ v: JSONValue, _ p: String) throws(ViewError) -> TextSpanNode {
        let o = try object(v, p)
        try checkKeys(o, allowed: Self.spanKeys, path: p)
        guard let t = o["text"] else { throw fail(p, "missing key \"text\"") }
        var span = TextSpanNode(try string(t, "\(p).text"))
        span.font = try o["font"].map { (x) throws(ViewError) in try font(x, "\(p).font") }
        span.weight = try o["weight"].map { (x) throws(ViewError) in
            try enumValue(x, "\(p).weight", FontWeightName.all.map { ($0.name, $0.weight) })
        }
        span.italic = try o["italic"].map { (x) throws(ViewError) in try bool(x, "\(p).italic") } ?? false
        span.foreground = try o["color"].map { (x) throws(ViewError) in try color(x, "\(p).color") }
        span.tracking = try o["tracking"].map { (x) throws(ViewError) in try number(x, "\(p).tracking") } ?? 0
        span.baselineOffset = try o["baselineOffset"].map { (x) throws(ViewError) in try number(x, "\(p).baselineOffset") } ?? 0
        span.underline = try o["underline"].flatMap { (x) throws(ViewError) in try decoration(x, "\(p).underline") }
        span.strikethrough = try o["strikethrough"].flatMap { (x) throws(ViewError) in try decoration(x, "\(p).strikethrough") }
        return span
    }

    /// `true`, `false`, or `{"color": …}`.
    private func decoration(_ v: JSONValue, _ p: String) throws(ViewError) -> TextSpanNode.Decoration? {
        if case .bool(let on) = v { return on ? TextSpanNode.Decoration() : nil }
        let o = try object(v, p)
        try checkKeys(o, allowed: ["color"], path: p)
        return TextSpanNode.Decoration(color: try o["color"].map { (x) throws(ViewError) in try color(x, "\(p).color") })
    }
}
