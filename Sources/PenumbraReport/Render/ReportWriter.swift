import Foundation
import PenumbraCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

extension ReportWriter {
    /// The names a report folder holds that a new run replaces; anything else in it (a review's
    /// `review-log.jsonl`, files a user put there) is carried over to the new folder.
    static let replacedNames: Set<String> = [FileName.results, FileName.html, FileName.junit, FileName.markdown, "images"]

    /// A new, empty folder beside `folder` to build a report in, so that a run killed or out of
    /// disk leaves the previous report whole (never its `results.json` beside another run's
    /// images). ``commit(staging:to:)`` puts it in place. Stale ones of runs that were killed
    /// are removed first.
    package static func staging(for folder: URL) throws(ReportError) -> URL {
        let folder = folder.standardizedFileURL
        let parent = folder.deletingLastPathComponent()
        let prefix = ".\(folder.lastPathComponent).penumbra-"
        for name in (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? [] where name.hasPrefix(prefix) {
            try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))
        }
        let staging = parent.appendingPathComponent("\(prefix)new-\(UUID().uuidString)")
        do { try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true) } catch {
            throw .writeFailed(path: staging.path, reason: FileBytes.reason(error))
        }
        return staging
    }

    /// Puts the report built in `staging` in place of `folder`: the files of `folder` that are
    /// not the report's are copied over, then the old folder is renamed aside, the new one renamed
    /// into place (two `rename(2)`s: between them the folder is briefly absent, never mixed) and
    /// the old one removed.
    package static func commit(staging: URL, to folder: URL) throws(ReportError) {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        let target = folder.resolvingSymlinksInPath().standardizedFileURL
        guard fm.fileExists(atPath: target.path, isDirectory: &isDirectory) else {
            guard rename(staging.path, target.path) == 0 else {
                throw .writeFailed(path: target.path, reason: "cannot move the new report into place: \(String(cString: strerror(errno)))")
            }
            return
        }
        guard isDirectory.boolValue else { throw .writeFailed(path: target.path, reason: "a file is in the way of the report folder") }
        for name in (try? fm.contentsOfDirectory(atPath: target.path)) ?? [] where !replacedNames.contains(name) {
            let destination = staging.appendingPathComponent(name)
            guard !fm.fileExists(atPath: destination.path) else { continue }
            do { try fm.copyItem(at: target.appendingPathComponent(name), to: destination) } catch {
                throw .writeFailed(path: destination.path, reason: "cannot carry \(name) over to the new report: \(FileBytes.reason(error))")
            }
        }
        let old = staging.deletingLastPathComponent().appendingPathComponent(
            staging.lastPathComponent.replacing(".penumbra-new-", with: ".penumbra-old-"))
        guard rename(target.path, old.path) == 0 else {
            throw .writeFailed(path: target.path, reason: "cannot move the previous report aside: \(String(cString: strerror(errno)))")
        }
        guard rename(staging.path, target.path) == 0 else {
            let reason = String(cString: strerror(errno))
            _ = rename(old.path, target.path)
            throw .writeFailed(path: target.path, reason: "cannot move the new report into place: \(reason)")
        }
        try? fm.removeItem(at: old)
    }
}
