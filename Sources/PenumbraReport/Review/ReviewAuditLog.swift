import Foundation
import PenumbraCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `review-log.jsonl` in the report folder: one JSON object a line for every decision a review
/// session carries out, appended and flushed to the disk (`fsync(2)`) before the decision is
/// carried out, so a session that is killed still leaves the record of every reference it
/// replaced, and a log that cannot be written (a full disk) fails the decision instead.
///
/// The log is opened with `O_NOFOLLOW`: a symbolic link in its place (a report folder from
/// elsewhere may hold one) is refused instead of appending decisions to wherever it points.
///
/// This is the one file Penumbra appends to instead of writing atomically: a log grows line by
/// line, each line is one `write(2)` of a few hundred bytes on a file opened with `O_APPEND`
/// (so two sessions on one report interleave whole lines), and rewriting the whole file per
/// decision would make a killed session lose the line it was writing just as surely.
final class ReviewAuditLog: @unchecked Sendable {
    /// One line of the log.
    struct Line: Codable, Hashable, Sendable {
        /// When the decision was carried out, ISO 8601 in UTC (`2026-11-25T12:30:00Z`).
        var time: String
        /// `accept`, `reject` or `undo`.
        var action: String
        /// The snapshot file, relative to the compared folders (the report's `file`).
        var file: String
        /// The reference's absolute path: written or deleted by an accept, untouched by a reject.
        var reference: String
        /// The status the diff gave the file (`changed`, `new`, `missing`).
        var status: String
    }

    /// The log's path.
    let url: URL
    private let descriptor: Int32
    private let lock = MutexLock()

    /// Opens (creating) the log for appending.
    /// - Throws: ``ReviewError/auditLog(path:reason:)`` when it cannot be opened.
    init(url: URL) throws(ReviewError) {
        self.url = url
        let fd = open(url.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard fd >= 0 else {
            let reason = errno == ELOOP ? "it is a symbolic link; remove it" : String(cString: strerror(errno))
            throw .auditLog(path: url.path, reason: reason)
        }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            close(fd)
            throw .auditLog(path: url.path, reason: "it is not a regular file")
        }
        descriptor = fd
    }

    /// A log writing to an already open descriptor, which it closes (tests: `/dev/full`).
    init(url: URL, descriptor: Int32) {
        self.url = url
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Appends one line and flushes it to the disk.
    /// - Throws: ``ReviewError/auditLog(path:reason:)`` when the write or the flush fails (a full
    ///   disk): the decision must then not be carried out.
    func append(_ line: Line) throws(ReviewError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard var data = try? encoder.encode(line) else { throw .auditLog(path: url.path, reason: "cannot encode \(line)") }
        data.append(0x0A)
        lock.lock()
        defer { lock.unlock() }
        let written = data.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == data.count else {
            let reason = written < 0 ? String(cString: strerror(errno)) : "short write"
            // A partial line is cut off so the next one starts on a line of its own.
            if written > 0 { _ = write(descriptor, "\n", 1) }
            throw .auditLog(path: url.path, reason: reason)
        }
        guard fsync(descriptor) == 0 else { throw .auditLog(path: url.path, reason: String(cString: strerror(errno))) }
    }

    /// The current time as the log writes it.
    static func now() -> String {
        Date().formatted(.iso8601)
    }
}
