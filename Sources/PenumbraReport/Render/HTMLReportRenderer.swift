/// Renders results as one self-contained HTML page (`report.html`): inline CSS and script, no
/// network, images referenced by paths relative to the report folder, so the folder works as a
/// CI artifact opened offline.
///
/// The page has the counts at the top (each a status filter), a variant filter, then one row per
/// snapshot with its variants side by side (light | dark | …). A changed variant shows the
/// reference, actual and diff images and a comparison viewer with three modes: swipe (a slider
/// uncovers the actual over the reference), blend (the actual's opacity) and flip (alternates
/// the two). A passed variant shows its image as a thumbnail when the results carry one
/// (`--passed-images`). Keys: `j`/`k` or the arrows move between rows, `1`-`3` pick the viewer mode.
///
/// The rows are written into the HTML, so the page is readable without its script; the script
/// marks `<html data-penumbra-ready="1">` once it has run. A link can preset the filters:
/// `report.html#status=changed&variant=dark`.
public struct HTMLReportRenderer: Sendable {
    /// The page title. Default: `"Penumbra snapshot report"`.
    public var title: String
    /// Whether new snapshots count as failures in the verdict. Default: `false`.
    public var failOnNew: Bool
    /// The token of a `penumbra review` session serving this page, or `nil` for a static report.
    /// With a token the page carries it as `<html data-review-token="…">` and offers Accept and
    /// Reject, which post to the serving session's `api/accept` and `api/reject`.
    public var reviewToken: String?

    /// Creates a renderer.
    public init(title: String = "Penumbra snapshot report", failOnNew: Bool = false, reviewToken: String? = nil) {
        self.title = title
        self.failOnNew = failOnNew
        self.reviewToken = reviewToken
    }

    /// The HTML document.
    public func render(_ results: SnapshotResults) -> String {
        let s = results.summary
        let rows = SnapshotGroupRow.rows(results.entries)
        let variants = VariantOrder.sorted(results.entries.map(\.variant))
        var html = "<!doctype html>\n<html lang=\"en\""
        if let reviewToken { html += " data-review-token=\"\(esc(reviewToken))\"" }
        html += ">\n<head>\n<meta charset=\"utf-8\">\n"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        html += "<meta name=\"color-scheme\" content=\"light dark\">\n"
        html += "<title>\(esc(title))</title>\n<style>\n\(Self.stylesheet)</style>\n</head>\n<body>\n"
        html += "<header class=\"top\">\n<h1>\(esc(title)) <span class=\"verdict \(s.hasRegressions(failOnNew: failOnNew) ? "fail" : "ok")\">"
        html += s.hasRegressions(failOnNew: failOnNew) ? "regressions" : "no regressions"
        html += "</span></h1>\n<nav class=\"counts\" aria-label=\"Filter by status\">\n"
        html += "<button type=\"button\" class=\"count all active\" data-filter-status=\"all\" data-count=\"\(s.total)\"><b>\(s.total)</b> all</button>\n"
        for status in SnapshotStatus.allCases {
            html += "<button type=\"button\" class=\"count \(status.rawValue)\" data-filter-status=\"\(status.rawValue)\" data-count=\"\(s.count(status))\"><b>\(s.count(status))</b> \(status.rawValue)</button>\n"
        }
        html += "</nav>\n<div class=\"tools\">\n<label>Variant <select id=\"variant-filter\">\n<option value=\"all\">all</option>\n"
        for variant in variants {
            let name = esc(variant ?? "default")
            html += "<option value=\"\(name)\">\(name)</option>\n"
        }
        html += "</select></label>\n"
        html += "<span class=\"hint\">j/k or ↓/↑ move · 1 swipe · 2 blend · 3 flip</span>\n"
        html += "<span id=\"shown\" class=\"hint\">\(rows.count) of \(rows.count) snapshots</span>\n"
        if s.ignoredFiles > 0 { html += "<span class=\"hint\">\(s.ignoredFiles) non-PNG files ignored</span>\n" }
        html += "</div>\n</header>\n<main id=\"rows\">\n"
        if rows.isEmpty { html += "<p class=\"empty\">No snapshots were compared.</p>\n" }
        for (index, row) in rows.enumerated() { html += renderRow(row, index: index) }
        html += "</main>\n<script>\n\(Self.script)</script>\n</body>\n</html>\n"
        return html
    }

    private func renderRow(_ row: SnapshotGroupRow, index: Int) -> String {
        let statuses = Set(row.entries.map(\.status.rawValue)).sorted().joined(separator: " ")
        let variantNames = row.entries.map { esc($0.variantName) }.joined(separator: " ")
        var html = "<section class=\"row \(row.worst.rawValue)\" id=\"row-\(index)\" data-snapshot=\"\(esc(row.snapshot))\" "
        html += "data-statuses=\"\(statuses)\" data-variants=\"\(variantNames)\" data-worst=\"\(row.worst.rawValue)\">\n"
        html += "<h2><span class=\"badge \(row.worst.rawValue)\">\(row.worst.rawValue)</span> \(esc(row.snapshot))</h2>\n"
        html += "<div class=\"variants\">\n"
        for entry in row.entries { html += renderVariant(entry) }
        html += "</div>\n</section>\n"
        return html
    }

    private func renderVariant(_ entry: SnapshotEntry) -> String {
        let status = entry.status.rawValue
        var html = "<article class=\"variant \(status)\" data-status=\"\(status)\" data-variant=\"\(esc(entry.variantName))\" data-file=\"\(esc(entry.file))\">\n"
        html += "<h3><span class=\"badge \(status)\">\(status)</span> \(esc(entry.variantName))</h3>\n"
        html += "<p class=\"detail\">\(esc(ReportFormat.detail(entry)))</p>\n"
        for note in entry.notes { html += "<p class=\"note\">\(esc(note))</p>\n" }
        let images = entry.images
        html += "<div class=\"images\">\n"
        if let p = images.reference { html += figure(p, "reference") }
        if let p = images.actual {
            // A passed variant carries only its actual (same pixels as the reference): a thumbnail
            // scaled to the cell, so a row shows light | dark | … side by side.
            html += entry.status == .passed ? figure(p, "actual", extraClass: " thumb") : figure(p, "actual")
        }
        if let p = images.diff { html += figure(p, "diff") }
        html += "</div>\n"
        if entry.status == .changed, let ref = images.reference, let act = images.actual {
            html += "<div class=\"viewer\" data-mode=\"swipe\">\n<div class=\"modes\" role=\"tablist\">"
            for (key, mode) in [(1, "swipe"), (2, "blend"), (3, "flip")] {
                html += "<button type=\"button\" data-mode=\"\(mode)\" title=\"key \(key)\">\(mode)</button>"
            }
            html += "</div>\n<div class=\"stage\">\n"
            html += "<img class=\"under\" alt=\"reference\" src=\"\(src(ref))\">\n"
            html += "<img class=\"over\" alt=\"actual\" src=\"\(src(act))\">\n"
            html += "<span class=\"flip-label\"></span>\n</div>\n"
            html += "<input class=\"amount\" type=\"range\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"swipe or blend amount\">\n"
            html += "</div>\n"
        }
        html += "</article>\n"
        return html
    }

    private func figure(_ path: String, _ caption: String, extraClass: String = "") -> String {
        "<figure class=\"\(caption)\(extraClass)\"><a href=\"\(src(path))\"><img loading=\"lazy\" alt=\"\(caption)\" src=\"\(src(path))\"></a><figcaption>\(caption)</figcaption></figure>\n"
    }

    private func src(_ path: String) -> String { esc(MarkupEscaping.urlPath(path)) }
    private func esc(_ text: String) -> String { MarkupEscaping.html(text) }
}
