import Foundation

/// Renders results as one self-contained HTML page (`report.html`): inline CSS and script, no
/// network, images referenced by paths relative to the report folder, so the folder works as a
/// CI artifact opened offline.
///
/// The page is built to stay fast at thousands of snapshots. The results travel as one JSON block
/// (``HTMLReportData``) and the script draws only the rows near the viewport (a virtual list with
/// spacer height), so a 5,000-variant report holds a few hundred elements and loads only the
/// images on screen. Rows come in review order: regressions first, then new, then passed.
///
/// At the top, the counts in one unit per line ("12 snapshots: 3 changed, …" and
/// "24 variants: …"), a search over snapshot names, status and variant filters. Selecting a row
/// (click, or `j`/`k` from the row nearest the scroll position) expands it: each changed variant
/// gets a viewer at 1:1 pixels, anchored top-left, with swipe, blend, flip (toggled by hand) and
/// diff (changed regions outlined), zoom fit/1x/2x/4x and "zoom to change". Filters and the
/// selected snapshot live in the URL hash: `report.html#status=changed&variant=dark&q=button`,
/// and `#snapshot=<name>` links to one snapshot.
///
/// Without its script the page still shows the counts and a plain list of regressions with links
/// to their images. The script marks `<html data-penumbra-ready="1">` once it has run.
package struct HTMLReportRenderer: Sendable {
    /// The page title. Default: `"Penumbra snapshot report"`.
    package var title: String
    /// Whether new snapshots count as failures in the verdict. Default: `false`.
    package var failOnNew: Bool
    /// The token of a `penumbra review` session serving this page, or `nil` for a static report.
    /// With a token the page is marked `<html data-review="1">`, carries the token inside its
    /// script only (never in an attribute, where injected markup or CSS could read it), and offers
    /// Accept and Reject for changed, new and missing variants (per variant, per row, and for all
    /// visible rows) and Undo for accepted ones, which post `{"files": […]}` to the serving
    /// session's `api/accept`, `api/reject` and `api/undo` with the token in `X-Penumbra-Token`.
    /// Image paths outside the report's `images/` folder are then dropped.
    package var reviewToken: String?
    /// The Content-Security-Policy nonce of the response serving this page, given to its
    /// `<style>` and `<script>`: with a policy that allows only this nonce, no script or style the
    /// data could smuggle in runs. Default: `nil` (a static report file).
    package var nonce: String?
    /// The folders a review session writes to and reads from, shown at the top of its page so the
    /// reviewer sees where an Accept goes. Default: `nil` (a static report shows none).
    package var reviewFolders: ReviewFolders?

    /// The folders of a review session, as shown on its page.
    package struct ReviewFolders: Hashable, Sendable {
        /// The reference folders (written by Accept): one for two folders, one per test file for
        /// the assertions' results.
        package var references: [String]
        /// The actual folder, or the artifacts folder (only read).
        package var actual: String
        /// Creates the list.
        package init(references: [String], actual: String) {
            self.references = references
            self.actual = actual
        }
    }

    /// Creates a renderer.
    package init(title: String = "Penumbra snapshot report", failOnNew: Bool = false, reviewToken: String? = nil,
                 reviewFolders: ReviewFolders? = nil, nonce: String? = nil) {
        self.nonce = nonce
        self.title = title
        self.failOnNew = failOnNew
        self.reviewToken = reviewToken
        self.reviewFolders = reviewFolders
    }

    /// The HTML document.
    package func render(_ results: SnapshotResults) -> String {
        let s = results.summary
        let rows = SnapshotGroupRow.reviewOrder(SnapshotGroupRow.rows(results.entries))
        let variants = VariantOrder.sorted(results.entries.map(\.variant))
        let regressed = s.hasRegressions(failOnNew: failOnNew)
        var html = "<!doctype html>\n<html lang=\"en\""
        if reviewToken != nil { html += " data-review=\"1\"" }
        let nonceAttribute = nonce.map { " nonce=\"\(esc($0))\"" } ?? ""
        html += ">\n<head>\n<meta charset=\"utf-8\">\n"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        html += "<meta name=\"color-scheme\" content=\"light dark\">\n"
        html += "<title>\(esc(title))</title>\n<style\(nonceAttribute)>\n\(Self.stylesheet)</style>\n</head>\n<body>\n"
        html += "<header class=\"top\" id=\"top\">\n<h1>\(esc(title)) <span class=\"verdict \(regressed ? "fail" : "ok")\">"
        html += regressed ? "regressions" : "no regressions"
        html += "</span></h1>\n"
        html += "<p class=\"counts\" id=\"count-snapshots\">\(esc(HTMLReportCounts.snapshotLine(rows)))</p>\n"
        html += "<p class=\"counts\" id=\"count-variants\">\(esc(HTMLReportCounts.variantLine(results.entries)))</p>\n"
        if let reviewFolders {
            let references = reviewFolders.references
            if references.count <= 1 {
                html += "<p class=\"folders\" id=\"review-folders\">Accept writes into <code>\(esc(references.first ?? ""))</code>"
                html += " from <code>\(esc(reviewFolders.actual))</code></p>\n"
            } else {
                // One folder per test file: listed in full, folded so the list stays out of the way.
                html += "<details class=\"folders\" id=\"review-folders\"><summary>Accept writes into \(references.count) reference folders"
                html += " from <code>\(esc(reviewFolders.actual))</code></summary>\n<ul>"
                for folder in references { html += "<li><code>\(esc(folder))</code></li>" }
                html += "</ul></details>\n"
            }
        }
        html += "<div class=\"tools\">\n"
        html += "<input id=\"search\" type=\"search\" placeholder=\"Search snapshots ( / )\" aria-label=\"Search snapshot names\" autocomplete=\"off\">\n"
        html += "<span class=\"status-filter\" role=\"group\" aria-label=\"Filter variants by status\">"
        for status in ["all"] + HTMLReportCounts.statusOrder.map(\.rawValue) {
            html += "<button type=\"button\" class=\"filter \(status)\(status == "all" ? " active" : "")\" data-filter-status=\"\(status)\">\(status)</button>"
        }
        html += "</span>\n<label>variant <select id=\"variant-filter\">\n<option value=\"all\">all</option>\n"
        for variant in variants {
            let name = esc(variant ?? "default")
            html += "<option value=\"\(name)\">\(name)</option>\n"
        }
        html += "</select></label>\n"
        html += "<label>order <select id=\"order\">\n<option value=\"review\">regressions first</option>\n"
        html += "<option value=\"change\">largest change first</option>\n<option value=\"name\">name</option>\n</select></label>\n"
        html += "<span id=\"shown\" class=\"hint\">\(rows.count) of \(rows.count) snapshots</span>\n"
        if reviewToken != nil {
            html += "<button type=\"button\" class=\"review accept\" id=\"accept-visible\">Accept all visible</button>\n"
            html += "<button type=\"button\" class=\"review reject\" id=\"reject-visible\">Reject all visible</button>\n"
        }
        html += "<span class=\"hint keys\">j/k snapshot · h/l variant · 1 swipe · 2 blend · 3 flip · 4 diff · f flip · z zoom to change · +/− zoom · 0 fit"
        html += reviewToken != nil ? " · a accept · r reject · u undo · A/R whole snapshot</span>\n" : "</span>\n"
        if s.ignoredFiles > 0 { html += "<span class=\"hint\">\(s.ignoredFiles) non-PNG files ignored</span>\n" }
        html += "</div>\n"
        if reviewToken != nil { html += "<div id=\"review-messages\" role=\"status\" aria-live=\"polite\"></div>\n" }
        html += "</header>\n"
        html += renderNoScript(rows)
        html += "<main id=\"rows\"></main>\n"
        if rows.isEmpty { html += "<p class=\"empty\">No snapshots were compared.</p>\n" }
        html += "<script type=\"application/json\" id=\"penumbra-data\">\(HTMLReportData(rows: rows, imagesOnly: reviewToken != nil).json())</script>\n"
        html += "<script\(nonceAttribute)>\n\(scriptWithToken())</script>\n</body>\n</html>\n"
        return html
    }

    /// The page without its script: every regression (changed, missing, error) with links to its
    /// images, in review order. With scripting on, browsers read a `<noscript>` as raw text and
    /// build no elements from it, so the list costs the page nothing.
    private func renderNoScript(_ rows: [SnapshotGroupRow]) -> String {
        var html = "<noscript><section class=\"noscript\">\n<h2>Regressions</h2>\n"
        let regressions = rows.flatMap(\.entries).filter { [.changed, .missing, .error].contains($0.status) }
        if regressions.isEmpty { html += "<p>No regressions.</p>\n" }
        html += "<ul>\n"
        for entry in regressions {
            html += "<li><span class=\"badge \(entry.status.rawValue)\">\(entry.status.rawValue)</span> "
            html += "<b>\(esc(entry.snapshot))</b> · \(esc(entry.variantName)): \(esc(ReportFormat.detail(entry)))"
            for (name, path) in [("reference", entry.images.reference), ("actual", entry.images.actual), ("diff", entry.images.diff)] {
                if let url = HTMLReportData.imageURL(path) { html += " <a href=\"\(esc(url))\">\(name)</a>" }
            }
            html += "</li>\n"
        }
        html += "</ul>\n<p>The viewer, filters and search need JavaScript.</p>\n</section></noscript>\n"
        return html
    }

    /// The script, with the review token (if any) as a JSON string literal in place of its `null`.
    private func scriptWithToken() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        guard let reviewToken, let data = try? encoder.encode(reviewToken) else { return Self.script }
        let literal = MarkupEscaping.scriptJSON(String(decoding: data, as: UTF8.self))
        return Self.script.replacing("/*penumbra-review-token*/null", with: literal)
    }

    private func esc(_ text: String) -> String { MarkupEscaping.html(text) }
}

/// The count lines at the top of the HTML report, one unit per line. The page's script writes the
/// same sentences (`countLine` in the script) when review changes them.
enum HTMLReportCounts {
    /// The order statuses are listed in: regressions first, as the rows are.
    static let statusOrder: [SnapshotStatus] = [.changed, .missing, .error, .new, .passed]

    /// `"12 snapshots: 3 changed, 1 new, 8 passed"`: each snapshot counted once, by its most
    /// severe variant.
    static func snapshotLine(_ rows: [SnapshotGroupRow]) -> String {
        line(rows.count, "snapshot", rows.map(\.worst))
    }

    /// `"24 variants: 4 changed, 1 new, 19 passed"`.
    static func variantLine(_ entries: [SnapshotEntry]) -> String {
        line(entries.count, "variant", entries.map(\.status))
    }

    private static func line(_ total: Int, _ unit: String, _ statuses: [SnapshotStatus]) -> String {
        var counts: [SnapshotStatus: Int] = [:]
        for status in statuses { counts[status, default: 0] += 1 }
        let parts = statusOrder.compactMap { status in counts[status].map { "\($0) \(status.rawValue)" } }
        return "\(total) \(unit)\(total == 1 ? "" : "s")" + (parts.isEmpty ? "" : ": " + parts.joined(separator: ", "))
    }
}
