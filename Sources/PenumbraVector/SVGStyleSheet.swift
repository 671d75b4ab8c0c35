import Foundation
import PenumbraCore

/// The CSS an SVG file carries: `style` attributes and `<style>` sheets with simple selectors
/// (`.cls`, `#id`, `path`, `path.cls`, `*`, comma lists), as Illustrator, Figma and SF Symbols
/// exports write them. Rules with combinators, pseudo-classes or at-rules are skipped: they
/// style nothing an icon draws.
///
/// Rules are indexed by id, else by their first class, else by tag, so an element is checked
/// only against the rules that can match it: 20,000 class rules over 20,000 elements took
/// 60-100 s checked pairwise, and take one lookup per element's class this way.
struct SVGStyleSheet {
    struct Rule {
        var tag: String?
        var id: String?
        var classes: [String]
        var declarations: [(String, String)]
        /// (ids, classes, tags), then source order.
        var specificity: (Int, Int, Int)
        var order: Int
    }

    private(set) var rules: [Rule] = []
    /// Rule indices by the key that must match: the id, else the first class, else the tag.
    private var byID: [String: [Int]] = [:], byClass: [String: [Int]] = [:], byTag: [String: [Int]] = [:]
    /// Rules with no id, class or tag (`*`).
    private var universal: [Int] = []

    /// Adds the rules of a `<style>` element's text.
    mutating func add(_ css: String) {
        // Comments, dropped in one pass (removing each in place was quadratic in their count).
        var text = ""
        var remaining = Substring(css)
        while let open = remaining.firstRange(of: "/*") {
            text += remaining[remaining.startIndex..<open.lowerBound]
            guard let close = remaining[open.upperBound...].firstRange(of: "*/") else {
                remaining = remaining[remaining.endIndex...]
                break
            }
            remaining = remaining[close.upperBound...]
        }
        text += remaining
        var rest = Substring(text)
        while let brace = rest.firstIndex(of: "{") {
            let selectorText = rest[rest.startIndex..<brace].trimmingWhitespace()
            guard let close = rest[brace...].firstIndex(of: "}") else { break }
            let body = String(rest[rest.index(after: brace)..<close])
            rest = rest[rest.index(after: close)...]
            if selectorText.hasPrefix("@") { continue }
            let declarations = Self.declarations(body)
            for selector in selectorText.split(separator: ",") {
                let s = selector.trimmingWhitespace()
                guard let rule = Self.rule(s, declarations, order: rules.count) else { continue }
                append(rule)
            }
        }
    }

    private mutating func append(_ rule: Rule) {
        let index = rules.count
        rules.append(rule)
        if let id = rule.id {
            byID[id, default: []].append(index)
        } else if let first = rule.classes.first {
            byClass[first, default: []].append(index)
        } else if let tag = rule.tag {
            byTag[tag, default: []].append(index)
        } else {
            universal.append(index)
        }
    }

    /// `name: value; …` pairs.
    static func declarations(_ text: String) -> [(String, String)] {
        text.split(separator: ";").compactMap { part in
            guard let colon = part.firstIndex(of: ":") else { return nil }
            let name = part[part.startIndex..<colon].trimmingWhitespace().lowercased()
            var value = part[part.index(after: colon)...].trimmingWhitespace()
            if value.hasSuffix("!important") { value = String(value.dropLast(10)).trimmingSpaces() }
            return name.isEmpty ? nil : (name, value)
        }
    }

    /// A simple selector, or nil for one this reader does not match.
    private static func rule(_ selector: String, _ declarations: [(String, String)], order: Int) -> Rule? {
        guard !selector.isEmpty, !selector.contains(where: { " >+~:[".contains($0) }) else { return nil }
        var tag: String?, id: String?, classes: [String] = []
        var current = "", kind: Character = "t"
        func flush() {
            guard !current.isEmpty else { return }
            switch kind {
            case ".": classes.append(current)
            case "#": id = current
            default: tag = current == "*" ? nil : current
            }
            current = ""
        }
        for c in selector {
            if c == "." || c == "#" { flush(); kind = c } else { current.append(c) }
        }
        flush()
        return Rule(tag: tag, id: id, classes: classes, declarations: declarations,
                    specificity: (id == nil ? 0 : 1, classes.count, tag == nil ? 0 : 1), order: order)
    }

    /// The declarations that apply to `element`, lowest precedence first.
    func declarations(for element: XMLElement) -> [(String, String)] {
        guard !rules.isEmpty else { return [] }
        let classes = Set((element.attribute("class") ?? "").split(separator: " ").map(String.init))
        let id = element.attribute("id")
        // Each rule sits in one bucket, and the element's classes are a set: no rule is seen twice.
        var candidates = universal
        if let id, let found = byID[id] { candidates += found }
        for c in classes { if let found = byClass[c] { candidates += found } }
        if let found = byTag[element.name] { candidates += found }
        let matching: [Rule] = candidates.map { rules[$0] }.filter { (rule: Rule) -> Bool in
            (rule.tag == nil || rule.tag == element.name) && (rule.id == nil || rule.id == id)
                && rule.classes.allSatisfy(classes.contains)
        }.sorted { (a: Rule, b: Rule) -> Bool in
            if a.specificity != b.specificity { return a.specificity < b.specificity }
            return a.order < b.order
        }
        return matching.flatMap(\.declarations)
    }
}
