import Foundation
import PenumbraCore

extension ReviewLayout {
    /// The assertions' form: the entries of the results files in `artifacts` (as
    /// ``ResultsApproval/resultFiles(in:)`` lists them), each placed by the reference folder its
    /// results file names and the actual image its entry names.
    ///
    /// A results file is data (a CI artifact, a colleague's folder), so it chooses nothing on its
    /// own: every reference folder it names must lie inside `root` (the package the tests ran in;
    /// symbolic links resolved) and apart from the artifacts folder; every snapshot name must make
    /// one file name (`<test>.<name>.<variant>.png`, no `/`); every actual image must be a `.png`
    /// under `artifacts`; and two results files may not place one file in two folders.
    /// - Throws: ``ReviewError`` naming the results file and what is wrong.
    package static func artifacts(_ artifacts: URL, results files: [URL], root: URL) throws(ReviewError) -> ReviewLayout {
        let artifacts = artifacts.standardizedFileURL
        let rootPath = realPath(root)
        var placed: [String: Sides] = [:]
        for url in files {
            let results: SnapshotResults
            do { results = try SnapshotResults.read(from: url) } catch { throw .report(error) }
            guard let named = results.runs.first?.referenceDirectory, !named.isEmpty else {
                throw .report(.invalidResults(path: url.path, reason: "names no reference folder (runs[0].referenceDirectory): "
                    + "it is not a results file the assertions wrote"))
            }
            let folder = URL(fileURLWithPath: named, relativeTo: root).standardizedFileURL
            let resolved = realPath(folder)
            guard resolved.hasPrefix(rootPath + "/") else {
                throw .outsideRoot(results: url.path, folder: named, root: root.path)
            }
            do { try ApprovePlan.checkSeparate(reference: folder, actual: artifacts) } catch { throw .report(error) }
            for entry in results.entries {
                if let reason = SnapshotPairing.problem(withFile: entry.file) {
                    throw .report(.unsafeName(path: url.path, name: entry.file, reason: reason))
                }
                let stem = entry.snapshot.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? entry.snapshot
                let name = (entry.variant ?? "").isEmpty ? "\(stem).png" : "\(stem).\(entry.variant ?? "").png"
                if name.includes("/") || SnapshotPairing.problem(withFile: name) != nil {
                    throw .report(.unsafeName(path: url.path, name: name, reason: "is not one file name for the reference folder"))
                }
                var sides = Sides(reference: Place(folder: folder, name: name), actual: nil)
                if let actual = entry.images.actual {
                    if let reason = SnapshotPairing.problem(withFile: actual) {
                        throw .report(.unsafeName(path: url.path, name: actual, reason: reason))
                    }
                    sides.actual = Place(folder: artifacts, name: actual)
                }
                if let earlier = placed[entry.file], earlier.reference != sides.reference {
                    throw .report(.invalidResults(path: url.path, reason: "places \(entry.file) at \(sides.reference.path), "
                        + "another results file at \(earlier.reference.path)"))
                }
                placed[entry.file] = sides
            }
        }
        return ReviewLayout(files: placed, actualFolder: artifacts)
    }

    /// The results as a review shows them: an assertion that found no reference and did not
    /// record one reports `error` (its test failed), but its actual can be accepted as the new
    /// reference, as `approve --results` adds it, so it is shown as `new` with its message kept.
    package func reviewable(_ results: SnapshotResults) -> SnapshotResults {
        SnapshotResults(runs: results.runs, entries: results.entries.map { entry in
            guard entry.status == .error, entry.images.actual != nil, entry.images.reference == nil,
                  let sides = sides(of: entry.file), sides.actual != nil,
                  ConfinedFiles.kind(sides.reference.folder.appendingPathComponent(sides.reference.name)) == .absent else { return entry }
            var entry = entry
            entry.status = .new
            return entry
        })
    }

    /// `url`'s path with every symbolic link of its existing part resolved (the part that does
    /// not exist yet, such as a new test's `__Snapshots__` folder, is appended as it is).
    static func realPath(_ url: URL) -> String {
        var existing = url.standardizedFileURL, rest: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path) && existing.path != "/" {
            rest.insert(existing.lastPathComponent, at: 0)
            existing = existing.deletingLastPathComponent()
        }
        let base = existing.resolvingSymlinksInPath().standardizedFileURL.path
        return rest.reduce(base == "/" ? "" : base) { $0 + "/" + $1 }
    }
}
