import Foundation
import PenumbraTestSupport

/// The SF Symbols names the shared corpora use: `Image(systemName:)`, `UIImage(systemName:)`,
/// `Label(_:systemImage:)`, `NSImage(systemSymbolName:)`, design systems' `icon: "…"` and
/// `.system("…")` wrappers, a name after `?? ` on a `systemName` line, and fixtures'
/// `"systemName"` keys, in `.swift`, `.json` and `.md` files.
enum CorpusSymbolNames {
    static let patterns = [
        #"(?:systemName|systemImage|systemSymbolName|icon)\s*:\s*"([^"\\]+)""#,
        #"\.system\(\s*"([^"\\]+)"\s*\)"#,
        #"systemName[^\n]*\?\?\s*"([^"\\]+)""#,
        #"IconForState\s*=\s*"([^"\\]+)""#,
        #""systemName"\s*:\s*"([^"\\]+)""#,
    ]

    /// Each name with the number of times it occurs, most used first (ties by name).
    static func counted() throws -> [(name: String, count: Int)] {
        guard let root = TestPaths.shared?.appendingPathComponent("corpora") else { return [] }
        let expressions = try patterns.map { try NSRegularExpression(pattern: $0) }
        var counts: [String: Int] = [:]
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            guard ["swift", "json", "md"].contains(url.pathExtension),
                  let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            let range = NSRange(text.startIndex..., in: text)
            for expression in expressions {
                for match in expression.matches(in: text, range: range) {
                    guard let r = Range(match.range(at: 1), in: text) else { continue }
                    counts[String(text[r]), default: 0] += 1
                }
            }
        }
        return counts.map { ($0.key, $0.value) }.sorted { ($0.count, $1.name) > ($1.count, $0.name) }
    }

    /// The names alone.
    static func scan() throws -> Set<String> { Set(try counted().map(\.name)) }
}
