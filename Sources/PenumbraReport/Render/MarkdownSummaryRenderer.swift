/// Renders results as Markdown for a pull-request comment or `$GITHUB_STEP_SUMMARY`: a heading
/// with the verdict, the counts (snapshots, then variants, each line in one unit), a link to
/// the HTML report when its URL is known, then a table of the snapshots that did not pass,
/// regressions first, then new ones: one row per snapshot (linked to its row in the report)
/// and one column per variant (✅ passed, ❌ changed, 🚫 missing, 🆕 new, ⚠️ error, – absent).
package struct MarkdownSummaryRenderer: Sendable {
    /// Whether new snapshots count as failures in the verdict. Default: `false`.
    package var failOnNew: Bool
    /// The most table rows written; the rest are counted in a last line. Default: 50 (a GitHub
    /// comment holds 65,536 characters).
    package var maxRows: Int
    /// Where `report.html` will be served; `nil` for no links.
    package var reportURL: String?

    /// Creates a renderer.
    package init(failOnNew: Bool = false, maxRows: Int = 50, reportURL: String? = nil) {
        self.failOnNew = failOnNew
        self.maxRows = max(1, maxRows)
        self.reportURL = reportURL
    }

    /// The Markdown text, ending in a newline.
    package func render(_ results: SnapshotResults) -> String {
        let s = results.summary
        let failed = s.hasRegressions(failOnNew: failOnNew)
        let allRows = SnapshotGroupRow.rows(results.entries)
        let regressed = allRows.filter { $0.isRegression(failOnNew: failOnNew) }.count
        var md = "## \(failed ? "❌" : "✅") Penumbra snapshots: "
        md += failed ? "\(regressed) of \(allRows.count) snapshots regressed\n\n" : "no regressions\n\n"
        md += "**\(allRows.count)** snapshots: " + Self.counts(allRows.map(\.worst)) + "  \n"
        md += "**\(s.total)** variants: " + Self.counts(results.entries.map(\.status))
        if s.ignoredFiles > 0 { md += "  \n\(s.ignoredFiles) non-PNG files ignored" }
        md += "\n"
        if let reportURL { md += "\n[Open the report](\(reportURL))\n" }

        let groups = SnapshotGroupRow.reviewOrder(allRows.filter { $0.worst != .passed })
        guard !groups.isEmpty else { return md }
        let variants = VariantOrder.sorted(groups.flatMap { $0.entries.map(\.variant) })
        md += "\n| Snapshot | " + variants.map { MarkupEscaping.markdownCell($0 ?? "default") }.joined(separator: " | ") + " |\n"
        md += "| --- |" + String(repeating: " :---: |", count: variants.count) + "\n"
        for row in groups.prefix(maxRows) {
            let name = MarkupEscaping.markdownCell(row.snapshot)
            var cells = [reportURL.map { "[\(name)](\(ReportFormat.rowLink($0, snapshot: row.snapshot)))" } ?? name]
            for variant in variants {
                guard let entry = row.entries.first(where: { $0.variant == variant }) else { cells.append("–"); continue }
                var cell = Self.mark(entry.status)
                switch entry.status {
                case .changed:
                    if entry.sizeMismatch, let r = entry.referenceSize, let a = entry.actualSize {
                        cell += " \(r)→\(a)"
                    } else if let percent = entry.differencePercent {
                        cell += " \(percent)"
                    }
                case .missing: cell += " missing"
                default: break
                }
                cells.append(cell)
            }
            md += "| " + cells.joined(separator: " | ") + " |\n"
        }
        if groups.count > maxRows { md += "\n…and \(groups.count - maxRows) more snapshots that did not pass.\n" }
        return md
    }

    /// The mark of a status: ✅ passed, ❌ changed, 🚫 missing, 🆕 new, ⚠️ error.
    static func mark(_ status: SnapshotStatus) -> String {
        status == .missing ? "🚫" : status.mark
    }

    /// `✅ 1 passed · ❌ 1 changed · 🚫 1 missing · 🆕 1 new · ⚠️ 1 error`, statuses with no count left out.
    static func counts(_ statuses: [SnapshotStatus]) -> String {
        let order: [SnapshotStatus] = [.passed, .changed, .missing, .new, .error]
        let parts = order.compactMap { status -> String? in
            let n = statuses.filter { $0 == status }.count
            guard n > 0 else { return nil }
            let word = status == .error ? (n == 1 ? "error" : "errors") : status.rawValue
            return "\(mark(status)) \(n) \(word)"
        }
        return parts.isEmpty ? "none" : parts.joined(separator: " · ")
    }
}

/// The entries of one snapshot group, in variant order: one row of a report.
struct SnapshotGroupRow: Sendable {
    /// The snapshot group.
    let snapshot: String
    /// Its entries in variant order.
    let entries: [SnapshotEntry]
    /// The most severe status among the entries.
    var worst: SnapshotStatus { entries.map(\.status).max() ?? .passed }

    /// Groups entries (already in report order) into rows.
    static func rows(_ entries: [SnapshotEntry]) -> [SnapshotGroupRow] {
        var rows: [SnapshotGroupRow] = []
        var current: [SnapshotEntry] = []
        for entry in entries {
            if let first = current.first, first.snapshot != entry.snapshot {
                rows.append(SnapshotGroupRow(snapshot: first.snapshot, entries: current))
                current = []
            }
            current.append(entry)
        }
        if let first = current.first { rows.append(SnapshotGroupRow(snapshot: first.snapshot, entries: current)) }
        return rows
    }

    /// Whether the row fails a run: a variant changed, missing or unreadable, or (with
    /// `failOnNew`) new.
    func isRegression(failOnNew: Bool) -> Bool {
        entries.contains { $0.status.isRegression(failOnNew: failOnNew) }
    }

    /// Where a row goes in review order: regressions (changed, missing, error) first, then new
    /// snapshots, then passed ones.
    var reviewRank: Int {
        switch worst {
        case .changed, .missing, .error: return 0
        case .new: return 1
        case .passed: return 2
        }
    }

    /// Rows in review order: ``reviewRank``, then the report's own (name) order, so the first row
    /// of a report is its first regression.
    static func reviewOrder(_ rows: [SnapshotGroupRow]) -> [SnapshotGroupRow] {
        rows.enumerated().sorted { a, b in
            a.element.reviewRank != b.element.reviewRank ? a.element.reviewRank < b.element.reviewRank : a.offset < b.offset
        }.map(\.element)
    }
}
