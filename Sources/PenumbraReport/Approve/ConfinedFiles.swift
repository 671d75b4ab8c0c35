import Foundation
import PenumbraCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The only file operations `approve` and `review` make on snapshot folders: reading, writing and
/// deleting one `.png` regular file named by a relative path under a folder, never a folder, and
/// never through a symbolic link that leads out of the folder.
///
/// Each operation checks the name (``SnapshotPairing/problem(withFile:)``), then that the file's
/// parent folder, symbolic links resolved, is the folder or inside it, then that the file itself
/// is a regular file (`lstat(2)`: a link or a folder in its place is refused).
package enum ConfinedFiles {
    /// What is at a path.
    package enum Kind: Equatable, Sendable {
        /// Nothing.
        case absent
        /// A regular file.
        case file
        /// A folder, a symbolic link, a device, … : never read, written or deleted here.
        case other
    }

    /// The path of `file` under `folder`, checked.
    /// - Throws: ``ReportError/unsafeName(path:name:reason:)`` for a name no folder diff could
    ///   give; ``ReportError/outsideReferences(path:folder:)`` when its folder leads outside.
    package static func path(_ file: String, in folder: URL) throws(ReportError) -> URL {
        if let reason = SnapshotPairing.problem(withFile: file) {
            throw .unsafeName(path: folder.path, name: file, reason: reason)
        }
        let target = folder.appendingPathComponent(file)
        let root = folder.resolvingSymlinksInPath().standardizedFileURL.path
        let parent = target.deletingLastPathComponent().resolvingSymlinksInPath().standardizedFileURL.path
        guard parent == root || parent.hasPrefix(root + "/") else {
            throw .outsideReferences(path: target.path, folder: folder.path)
        }
        return target
    }

    /// What is at `url`, links not followed.
    package static func kind(_ url: URL) -> Kind {
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return .absent }
        return (info.st_mode & S_IFMT) == S_IFREG ? .file : .other
    }

    /// The bytes of `file` under `folder`, or `nil` when there is none.
    /// - Throws: ``ReportError`` when the name or its place is refused, or it cannot be read.
    package static func read(_ file: String, in folder: URL) throws(ReportError) -> Data? {
        let url = try path(file, in: folder)
        switch kind(url) {
        case .absent: return nil
        case .other: throw .notARegularFile(path: url.path)
        case .file:
            do { return try FileBytes.readData(url.path) } catch { throw .unreadable(path: url.path, reason: error.reason) }
        }
    }

    /// Writes `data` as `file` under `folder`, atomically (a temporary file renamed into place).
    /// - Throws: ``ReportError`` when the name or its place is refused, or the write fails.
    package static func write(_ data: Data, as file: String, in folder: URL) throws(ReportError) {
        let url = try path(file, in: folder)
        if kind(url) == .other {
            throw .notARegularFile(path: url.path)
        }
        do { try AtomicFile.write(data, to: url) } catch { throw .from(error) }
    }

    /// Deletes `file` under `folder`: a regular file only, never a folder or a link.
    /// - Throws: ``ReportError`` when the name or its place is refused, or the delete fails.
    package static func delete(_ file: String, in folder: URL) throws(ReportError) {
        let url = try path(file, in: folder)
        switch kind(url) {
        case .absent: return
        case .other: throw .notARegularFile(path: url.path)
        case .file:
            guard unlink(url.path) == 0 else {
                throw .writeFailed(path: url.path, reason: "cannot delete: \(String(cString: strerror(errno)))")
            }
        }
    }
}
