import Foundation
import PenumbraCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Approving what the assertions wrote (`penumbra approve --results .build/penumbra-artifacts`):
/// each results file names its reference folder and, per variant, the actual image it wrote;
/// the actual of every selected entry is copied to `<reference folder>/<stem>.<variant>.png`,
/// atomically. Only actual images are ever copied — never a diff or strip — and only to where
/// the assertion reads its reference.
package struct ResultsApproval: Sendable {
    /// One reference to write.
    package struct Copy: Hashable, Sendable {
        /// Updated (`changed`) or added (`new`, or a reference that was missing).
        package let kind: ApprovePlan.Action.Kind
        /// The actual image the assertion wrote.
        package let source: URL
        /// The reference it becomes.
        package let target: URL
        /// The snapshot file as the report names it (`<mirror>/<stem>.<variant>.png`), which
        /// `--match` selects on.
        package let file: String
    }

    /// The statuses approved: `changed` and `new` (a missing reference counts as new).
    package var statuses: Set<SnapshotStatus>
    /// A glob over the report's file names, or nil for all.
    package var match: String?

    package init(statuses: Set<SnapshotStatus> = [.changed, .new], match: String? = nil) {
        self.statuses = statuses
        self.match = match
    }

    /// The results files in `artifacts` (its top level, as the assertions write them).
    package static func resultFiles(in artifacts: URL) throws(ReportError) -> [URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: artifacts.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .notADirectory(path: artifacts.path)
        }
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: artifacts.path) } catch {
            throw .unreadable(path: artifacts.path, reason: FileBytes.reason(error))
        }
        return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted().map { artifacts.appendingPathComponent($0) }
    }

    /// Whether `folder` holds what the assertions write (a results file or an `.actual.png`),
    /// which a plain two-folder approve would copy wholesale into the references.
    package static func looksLikeArtifacts(_ folder: URL) -> Bool {
        DirectoryWalk.files(under: folder.path).contains { $0.hasSuffix(".actual.png") || $0.hasSuffix(".strip.png") }
    }

    /// The copies approving `artifacts` takes, sorted by target.
    /// - Throws: ``ReportError`` for an unreadable folder or results file.
    package func copies(artifacts: URL) throws(ReportError) -> [Copy] {
        var copies: [Copy] = []
        for url in try Self.resultFiles(in: artifacts) {
            let results = try SnapshotResultsV1.read(from: url)
            guard let run = results.runs.first, let referenceDirectory = run.referenceDirectory, !referenceDirectory.isEmpty else { continue }
            let references = URL(fileURLWithPath: referenceDirectory)
            for entry in results.entries {
                guard let actual = entry.images.actual, let variant = entry.variant else { continue }
                let stem = entry.snapshot.split(separator: "/").last.map(String.init) ?? entry.snapshot
                // The snapshot and variant come from a file anyone may have written: the name they
                // make must be one .png in the reference folder itself (no `/`, no `..`).
                let name = "\(stem).\(variant).png"
                if name.includes("/") {
                    throw .unsafeName(path: url.path, name: name, reason: "is not one file name (the variant or snapshot holds a '/')")
                }
                let target = try ConfinedFiles.path(name, in: references)
                let exists = FileManager.default.fileExists(atPath: target.path)
                let kind: ApprovePlan.Action.Kind
                switch entry.status {
                case .changed where statuses.contains(.changed): kind = .update
                case .new where statuses.contains(.new), .error where statuses.contains(.new) && !exists: kind = .add
                default: continue
                }
                if let match, fnmatch(match, entry.file, 0) != 0 { continue }
                let source = try Self.source(actual, of: url, artifacts: artifacts)
                copies.append(Copy(kind: exists ? .update : kind, source: source, target: target, file: entry.file))
            }
        }
        return copies.sorted { $0.target.path < $1.target.path }
    }

    /// The actual image an entry names: a `.png` regular file inside the artifacts folder,
    /// symbolic links resolved.
    /// - Throws: ``ReportError/outsideFolder(path:folder:)`` or ``ReportError/unsafeName(path:name:reason:)``.
    static func source(_ actual: String, of results: URL, artifacts: URL) throws(ReportError) -> URL {
        let source = URL(fileURLWithPath: actual, relativeTo: results.deletingLastPathComponent()).standardizedFileURL
        let root = artifacts.resolvingSymlinksInPath().standardizedFileURL.path
        let resolved = source.resolvingSymlinksInPath().standardizedFileURL.path
        guard resolved.hasPrefix(root + "/") else { throw .outsideFolder(path: source.path, folder: artifacts.path) }
        guard resolved.lowercased().hasSuffix(".png"), ConfinedFiles.kind(URL(fileURLWithPath: resolved)) == .file else {
            throw .unsafeName(path: results.path, name: actual, reason: "is not a .png file")
        }
        return source
    }

    /// Writes each copy atomically, reporting each as it is done.
    /// - Throws: ``ReportError`` naming the file that could not be read or written.
    package static func apply(_ copies: [Copy], done: (Copy) -> Void = { _ in }) throws(ReportError) {
        for copy in copies {
            let data: Data
            do { data = try Data(contentsOf: copy.source) } catch {
                throw .unreadable(path: copy.source.path, reason: FileBytes.reason(error))
            }
            do {
                try FileManager.default.createDirectory(at: copy.target.deletingLastPathComponent(), withIntermediateDirectories: true)
            } catch {
                throw .writeFailed(path: copy.target.deletingLastPathComponent().path, reason: FileBytes.reason(error))
            }
            do { try AtomicFile.write(data, to: copy.target) } catch { throw .from(error) }
            done(copy)
        }
    }
}
