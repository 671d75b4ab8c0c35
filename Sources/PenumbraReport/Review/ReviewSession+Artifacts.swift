import Foundation
import PenumbraCore

extension ReviewSession {
    /// A session over what the assertions wrote (`penumbra review --results ARTIFACTS_DIR`): the
    /// results files in `artifacts` are placed by ``ReviewLayout/artifacts(_:results:root:)``,
    /// merged as `penumbra report` merges them, and written as a report into `reportFolder`
    /// (built beside it and moved into place whole), with their images under its `images/`.
    /// - Throws: ``ReviewError`` when the folder holds no results files, a results file is
    ///   refused by the layout, or the report cannot be written.
    package static func artifacts(_ artifacts: URL, root: URL, reportFolder: URL, failOnNew: Bool = false,
                                  announce: @escaping @Sendable (String) -> Void = { _ in }) throws(ReviewError) -> ReviewSession {
        let files: [URL]
        do { files = try ResultsApproval.resultFiles(in: artifacts) } catch { throw .report(error) }
        guard !files.isEmpty else { throw .noResults(path: artifacts.path) }
        let layout = try ReviewLayout.artifacts(artifacts, results: files, root: root)
        let reviewed: SnapshotResults
        do {
            let staging = try ReportWriter.staging(for: reportFolder)
            defer { try? FileManager.default.removeItem(at: staging) }
            // The page shows only images under the report's images/ folder.
            let merged = try ResultsMerger(inputs: files).mergedCopyingImages(into: staging.appendingPathComponent("images"))
            reviewed = layout.reviewable(SnapshotResults(runs: merged.runs, entries: merged.entries.map { entry in
                var entry = entry
                entry.images.prefix("images/")
                return entry
            }))
            try ReportWriter(failOnNew: failOnNew).write(reviewed, to: staging)
            try ReportWriter.commit(staging: staging, to: reportFolder)
        } catch {
            throw .report(error)
        }
        return try ReviewSession(results: reviewed, layout: layout, reportFolder: reportFolder, failOnNew: failOnNew, announce: announce)
    }
}
