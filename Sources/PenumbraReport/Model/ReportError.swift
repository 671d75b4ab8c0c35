import Foundation
import PenumbraCore
import PenumbraDiff

/// Why a folder diff, a results file or a report could not be produced. Mismatching snapshots
/// are results, never errors; these are the failures that stop a run (exit code 2 in the CLI).
public enum ReportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A results file has a major schema version this build cannot read.
    case unsupportedSchemaVersion(path: String, found: Int, supported: Int)
    /// A results file is not valid JSON or does not follow the schema.
    case invalidResults(path: String, reason: String)
    /// A file or folder could not be read.
    case unreadable(path: String, reason: String)
    /// A folder given to compare does not exist or is not a folder.
    case notADirectory(path: String)
    /// A file could not be written.
    case writeFailed(path: String, reason: String)
    /// A shard specification is not `I/N` with 1 ≤ I ≤ N.
    case invalidShard(String)
    /// A variant pattern is not a valid regular expression or lacks the `variant` group.
    case invalidVariantPattern(pattern: String, reason: String)
    /// A glob given to `approve --match` is empty.
    case invalidGlob(String)
    /// One of the reference and actual folders is inside the other (or they are one folder):
    /// approving would read and write the same files.
    case nestedFolders(reference: String, actual: String)
    /// A reference path leads outside the reference folder through a symbolic link.
    case outsideReferences(path: String, folder: String)
    /// A results file names a snapshot file that is not a relative `.png` path a folder diff
    /// could pair (`..`, an absolute path, an empty or hidden component, another extension).
    case unsafeName(path: String, name: String, reason: String)
    /// A snapshot path holds a folder, a symbolic link or a device instead of a regular file.
    case notARegularFile(path: String)
    /// A file a results file points to lies outside the folder it must be read from.
    case outsideFolder(path: String, folder: String)
    /// A comparison setting of the whole run does not fit one file (an ignore mask of another
    /// size than a reference): the diff stage's error, kept with its case, and the file (relative
    /// to the compared folders) that met it.
    case comparisonFailed(file: String, DiffError)

    public var description: String {
        switch self {
        case let .unsupportedSchemaVersion(path, found, supported):
            return "\(path): results schema version \(found) is not supported (this penumbra reads version \(supported)); "
                + "use a penumbra release that writes version \(found), or re-run the diff with this one"
        case let .invalidResults(path, reason): return "\(path): not a penumbra results file: \(reason)"
        case let .unreadable(path, reason): return "\(path): cannot read the file: \(reason)"
        case let .notADirectory(path): return "\(path): does not exist or is not a folder; give an existing folder"
        case let .writeFailed(path, reason): return "cannot write \(path): \(reason)"
        case let .invalidShard(text): return "invalid shard '\(text)': expected I/N with 1 ≤ I ≤ N, e.g. 2/4"
        case let .invalidVariantPattern(pattern, reason): return "invalid variant pattern '\(pattern)': \(reason)"
        case let .invalidGlob(text): return "invalid glob '\(text)'"
        case let .nestedFolders(reference, actual):
            return "\(actual) and \(reference): one folder is inside the other; give the actual snapshots a folder of their own"
        case let .outsideReferences(path, folder):
            return "\(path) leads outside \(folder) through a symbolic link; nothing was approved"
        case let .unsafeName(path, name, reason):
            return "\(path): the snapshot file '\(name)' \(reason); results name only relative .png paths inside "
                + "the compared folders; nothing was written"
        case let .notARegularFile(path):
            return "\(path) is not a regular file (a folder or a symbolic link); it is left alone and nothing was written"
        case let .outsideFolder(path, folder):
            return "\(path) is outside \(folder); only files inside it are read; nothing was written"
        case let .comparisonFailed(file, error):
            return "\(file): \(error)"
        }
    }

    /// Wraps a ``FileWriteError`` from ``AtomicFile``.
    static func from(_ error: FileWriteError) -> ReportError { .writeFailed(path: error.path, reason: error.reason) }
}
