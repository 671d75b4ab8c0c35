import Foundation

extension SnapshotResult {
    /// The full message: a header with counts and the record mode, one line per variant with the
    /// artifacts it wrote indented below, then hints and the results file.
    ///
    /// ```
    /// Snapshot "rendersButton.1": 1 of 2 variants failed; record mode "missing" (the default on a developer's machine).
    ///   light: matches /…/__Snapshots__/ButtonTests/rendersButton.1.light.png
    ///   dark: differs from /…/rendersButton.1.dark.png: 37 of 2560 pixels differ (1.445%), max channel delta 255 (exact)
    ///     actual: /…/penumbra-artifacts/Tests/…/ButtonTests/rendersButton.1.dark.actual.png
    ///     diff: …
    /// Results: /…/rendersButton.1.json
    /// ```
    public var message: String {
        if let configurationError {
            return "Snapshot \"\(snapshot)\": \(configurationError)."
        }
        var lines = [header]
        for verdict in verdicts {
            lines.append("  \(verdict.variant.isEmpty ? "image" : verdict.variant): \(Self.describe(verdict.outcome, reference: verdict.reference))")
            for (label, url) in verdict.artifacts.labelled {
                lines.append("    \(label): \(url.path)")
            }
        }
        if recordedCount > 0 {
            lines.append("A recorded reference fails the test once; run the test again to compare against it.")
        }
        if recordMode?.source == .ciDefault, verdicts.contains(where: { $0.outcome == .missing }) {
            lines.append("CI is set, so no reference was written: record it locally and commit it, or set PENUMBRA_RECORD=missing.")
        }
        if let resultFile {
            lines.append("Results: \(resultFile.path)")
        } else if let resultFileError {
            lines.append("Results not written: \(resultFileError)")
        }
        return lines.joined(separator: "\n")
    }

    private var header: String {
        var parts: [String] = []
        let total = verdicts.count
        let noun = total == 1 ? "variant" : "variants"
        if failedCount > 0 { parts.append("\(failedCount) of \(total) \(noun) failed") }
        if recordedCount > 0 { parts.append("\(recordedCount) of \(total) \(noun) recorded") }
        if parts.isEmpty { parts.append("\(total) of \(total) \(noun) matched") }
        if let recordMode { parts.append(recordMode.description) }
        return "Snapshot \"\(snapshot)\": " + parts.joined(separator: "; ") + "."
    }

    static func describe(_ outcome: SnapshotVerdict.Outcome, reference: URL) -> String {
        switch outcome {
        case .matched:
            return "matches \(reference.path)"
        case .recordedNew:
            return "recorded new reference \(reference.path)"
        case .missing:
            return "no reference at \(reference.path); nothing written"
        case let .mismatched(difference):
            return "differs from \(reference.path): \(difference.summary)"
        case let .rerecorded(difference?):
            return "re-recorded \(reference.path); the old reference differed: \(difference.summary)"
        case .rerecorded(nil):
            return "re-recorded \(reference.path); the old reference matched"
        case let .error(error):
            return "error: \(error)"
        }
    }
}
