import Foundation

/// The results of checking several subjects, as text for a terminal or JSON for machines.
public struct CheckReport: Hashable, Sendable, Codable {
    /// The JSON schema version. 1.
    public var schemaVersion = 1
    /// One result per subject, in the order checked.
    public var results: [CheckResult]

    /// A report of results.
    public init(results: [CheckResult]) { self.results = results }

    /// How many findings in all.
    public var findingCount: Int { results.reduce(0) { $0 + $1.findings.count } }

    /// One block per subject: `OK` or its findings, one line each, then the worst contrast pair.
    public var text: String {
        var lines: [String] = []
        for result in results {
            let checks = result.checks.map(\.rawValue).joined(separator: ",")
            let variants = result.variants.joined(separator: ",")
            lines.append("\(result.subject): \(result.isClean ? "OK" : "\(result.findings.count) finding\(result.findings.count == 1 ? "" : "s")") "
                         + "(checks \(checks); variants \(variants))")
            for finding in result.findings { lines.append("  \(finding)") }
            if let worst = result.worstContrast {
                lines.append("  worst contrast: \(worst.path) in \(worst.variant): \(PaletteSheet.format(ratio: worst.ratio)) "
                             + "(\(worst.text.rgba.hex) on \(worst.background.hex), needs \(worst.required == 3 ? "3" : "4.5"):1)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The report as JSON (sorted keys, pretty-printed), ending in a newline.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
