import Foundation
import PenumbraCore

/// Writes the reports of a set of results into a report folder, each file atomically:
/// `results.json`, `report.html`, `junit.xml` and `summary.md`.
package struct ReportWriter: Sendable {
    /// The file names written, relative to the report folder.
    package enum FileName {
        /// The results in the versioned JSON schema.
        package static let results = "results.json"
        /// The self-contained HTML report.
        package static let html = "report.html"
        /// The JUnit XML report.
        package static let junit = "junit.xml"
        /// The Markdown summary.
        package static let markdown = "summary.md"
    }

    /// Whether new snapshots count as failures in the verdicts. Default: `false`.
    package var failOnNew: Bool
    /// Where `report.html` will be served (a CI artifact's URL): JUnit failures and the Markdown
    /// summary link to it. Default: `nil`, no links.
    package var reportURL: String?
    /// The JUnit dialect. Default: ``JUnitReportRenderer/Dialect/strict``.
    package var junitDialect: JUnitReportRenderer.Dialect
    /// The report folder as the CI job names it (the `--out` given), for JUnit attachments.
    package var reportFolder: String?

    /// Creates a writer.
    package init(failOnNew: Bool = false, reportURL: String? = nil,
                 junitDialect: JUnitReportRenderer.Dialect = .strict, reportFolder: String? = nil) {
        self.failOnNew = failOnNew
        self.reportURL = reportURL
        self.junitDialect = junitDialect
        self.reportFolder = reportFolder
    }

    /// Writes the four files into `folder`, creating it.
    /// - Throws: ``ReportError/writeFailed(path:reason:)`` naming the file.
    package func write(_ results: SnapshotResults, to folder: URL) throws(ReportError) {
        try results.write(to: folder.appendingPathComponent(FileName.results))
        try text(HTMLReportRenderer(failOnNew: failOnNew).render(results), folder, FileName.html)
        let junit = JUnitReportRenderer(failOnNew: failOnNew, reportURL: reportURL, dialect: junitDialect,
                                        reportFolder: reportFolder, timestamp: Date())
        try text(junit.render(results), folder, FileName.junit)
        try text(MarkdownSummaryRenderer(failOnNew: failOnNew, reportURL: reportURL).render(results), folder, FileName.markdown)
    }

    private func text(_ text: String, _ folder: URL, _ name: String) throws(ReportError) {
        do {
            try AtomicFile.write(Data(text.utf8), to: folder.appendingPathComponent(name))
        } catch {
            throw .from(error)
        }
    }
}
