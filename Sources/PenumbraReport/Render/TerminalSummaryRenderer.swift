/// Renders results as plain text for a terminal: one line per variant that did not pass, then
/// the counts and the verdict. Colours (ANSI) only when ``colored`` is set, which the CLI does
/// only when standard output is a terminal.
package struct TerminalSummaryRenderer: Sendable {
    /// Whether to colour statuses with ANSI escapes. Default: `false`.
    package var colored: Bool
    /// Whether new snapshots count as failures in the verdict. Default: `false`.
    package var failOnNew: Bool
    /// The most lines listed; the rest are counted. Default: 200.
    package var maxLines: Int

    /// Creates a renderer.
    package init(colored: Bool = false, failOnNew: Bool = false, maxLines: Int = 200) {
        self.colored = colored
        self.failOnNew = failOnNew
        self.maxLines = max(1, maxLines)
    }

    /// The text, ending in a newline.
    package func render(_ results: SnapshotResults) -> String {
        // Regressions first, then new variants; each in the results' (name) order.
        let notPassed = results.entries.filter { $0.status.isRegression(failOnNew: failOnNew) }
            + results.entries.filter { $0.status != .passed && !$0.status.isRegression(failOnNew: failOnNew) }
        var text = ""
        for entry in notPassed.prefix(maxLines) {
            let status = entry.status.rawValue.uppercased().prefix(8)
            let label = String(status) + String(repeating: " ", count: 8 - status.count)
            text += "\(paint(label, entry.status)) \(entry.file)  \(ReportFormat.what(entry))\n"
            for note in entry.notes { text += "         note: \(note)\n" }
        }
        if notPassed.count > maxLines { text += "…and \(notPassed.count - maxLines) more\n" }
        let s = results.summary
        var counts = "\(s.total) variants of \(s.snapshots) snapshots: \(s.passed) passed, \(s.changed) changed, "
        counts += "\(s.new) new, \(s.missing) missing, \(s.errors) errors"
        if s.ignoredFiles > 0 { counts += " (\(s.ignoredFiles) non-PNG files ignored)" }
        text += counts + "\n"
        text += s.hasRegressions(failOnNew: failOnNew) ? paint("FAILED", .changed) + "\n" : paint("OK", .passed) + "\n"
        return text
    }

    private func paint(_ text: String, _ status: SnapshotStatus) -> String {
        guard colored else { return text }
        let code: String
        switch status {
        case .passed: code = "32"
        case .changed, .missing: code = "31"
        case .new: code = "36"
        case .error: code = "33"
        }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}
