import Foundation
import PenumbraCore

/// Writes the reports of a set of results into a report folder, each file atomically:
/// `results.json`, `report.html`, `junit.xml` and `summary.md`.
public struct ReportWriter: Sendable {
    /// The file names written, relative to the report folder.
    public enum FileName {
        /// The results in the versioned JSON schema.
        public static let results = "results.json"
        /// The self-contained HTML report.
        public static let html = "report.html"
        /// The JUnit XML report.
        public static let junit = "junit.xml"
        /// The Markdown summary.
        public static let markdown = "summary.md"
    }

    /// Whether new snapshots count as failures in the verdicts. Default: `false`.
    public var failOnNew: Bool
    /// Where `report.html` will be served (a CI artifact's URL): JUnit failures and the Markdown
    /// summary link to it. Default: `nil`, no links.
    public var reportURL: String?
    /// The JUnit dialect. Default: ``JUnitReportRenderer/Dialect/strict``.
    public var junitDialect: JUnitReportRenderer.Dialect
    /// The report folder as the CI job names it (the `--out` given), for JUnit attachments.
    public var reportFolder: String?

    /// Creates a writer.
    public init(failOnNew: Bool = false, reportURL: String? = nil,
                junitDialect: JUnitReportRenderer.Dialect = .strict, reportFolder: String? = nil) {
        self.failOnNew = failOnNew
        self.reportURL = reportURL
        self.junitDialect = junitDialect
        self.reportFolder = reportFolder
    }

    /// Writes the four files into `folder`, creating it.
    /// - Throws: ``ReportError/writeFailed(path:reason:)`` naming the file.
    public func write(_ results: SnapshotResults, to folder: URL) throws(ReportError) {
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
