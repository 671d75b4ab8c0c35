/// Renders results as Markdown for a pull-request comment or `$GITHUB_STEP_SUMMARY`: a heading
/// with the verdict, the counts, then a table of the snapshots that did not pass, one row per
/// snapshot and one column per variant (✅ passed, ❌ changed or missing, 🆕 new, ⚠️ error,
/// – absent).
public struct MarkdownSummaryRenderer: Sendable {
    /// Whether new snapshots count as failures in the verdict. Default: `false`.
    public var failOnNew: Bool
    /// The most table rows written; the rest are counted in a last line. Default: 50 (a GitHub
    /// comment holds 65,536 characters).
    public var maxRows: Int

    /// Creates a renderer.
    public init(failOnNew: Bool = false, maxRows: Int = 50) {
        self.failOnNew = failOnNew
        self.maxRows = max(1, maxRows)
    }

    /// The Markdown text, ending in a newline.
    public func render(_ results: SnapshotResults) -> String {
        let s = results.summary
        let failed = s.hasRegressions(failOnNew: failOnNew)
        var md = "## \(failed ? "❌" : "✅") Penumbra snapshots: "
        md += failed ? "\(s.changed + s.missing + s.errors + (failOnNew ? s.new : 0)) regressed\n\n" : "no regressions\n\n"
        md += "**\(s.snapshots)** snapshots, **\(s.total)** variants: "
        md += "✅ \(s.passed) passed · ❌ \(s.changed) changed · ❌ \(s.missing) missing · 🆕 \(s.new) new · ⚠️ \(s.errors) errors"
        if s.ignoredFiles > 0 { md += " · \(s.ignoredFiles) non-PNG files ignored" }
        md += "\n"

        let groups = SnapshotGroupRow.rows(results.entries).filter { $0.worst != .passed }
        guard !groups.isEmpty else { return md }
        let variants = VariantOrder.sorted(groups.flatMap { $0.entries.map(\.variant) })
        md += "\n| Snapshot | " + variants.map { MarkupEscaping.markdownCell($0 ?? "default") }.joined(separator: " | ") + " |\n"
        md += "| --- |" + String(repeating: " :---: |", count: variants.count) + "\n"
        for row in groups.prefix(maxRows) {
            var cells = [MarkupEscaping.markdownCell(row.snapshot)]
            for variant in variants {
                guard let entry = row.entries.first(where: { $0.variant == variant }) else { cells.append("–"); continue }
                var cell = entry.status.mark
                if entry.status == .changed {
                    if entry.sizeMismatch, let r = entry.referenceSize, let a = entry.actualSize {
                        cell += " \(r)→\(a)"
                    } else if let ratio = entry.differenceRatio {
                        cell += " \(ReportFormat.percent(ratio))"
                    }
                }
                cells.append(cell)
            }
            md += "| " + cells.joined(separator: " | ") + " |\n"
        }
        if groups.count > maxRows { md += "\n…and \(groups.count - maxRows) more snapshots with regressions.\n" }
        return md
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
