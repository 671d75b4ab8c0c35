import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole file into a byte array: one `open`, `fstat` and `read` loop straight into the
/// array's storage.
///
/// Foundation's `Data(contentsOf:)` followed by `[UInt8](data)` allocates and faults in the file
/// twice and, on its first use in a process, resolves generic conformances at run time; for the
/// two default font files that was about 4 ms of every `penumbra render` (three quarters of the
/// fonts' cost, parsing being the rest).
package enum FileBytes {
    /// Why a file could not be read, in the system's words.
    package struct Failure: Error, Sendable {
        package let reason: String
    }

    /// The bytes of the regular file at `path`.
    /// - Throws: ``Failure`` when it cannot be opened or read, or is not a regular file.
    package static func read(_ path: String) throws(Failure) -> [UInt8] {
        let (fd, size) = try open(path)
        defer { close(fd) }
        guard size > 0 else { return [] }
        var failure: String?
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            (count, failure) = fill(fd, buffer.baseAddress!, size)
        }
        if let failure { throw Failure(reason: failure) }
        return bytes
    }

    /// The bytes of the regular file at `path` as `Data`, read straight into its storage (no
    /// intermediate array, no zero-filling first).
    /// - Throws: ``Failure`` as ``read(_:)``.
    package static func readData(_ path: String) throws(Failure) -> Data {
        let (fd, size) = try open(path)
        defer { close(fd) }
        guard size > 0 else { return Data() }
        guard let storage = malloc(size) else { throw Failure(reason: "not enough memory for \(size) bytes") }
        let (count, failure) = fill(fd, storage.assumingMemoryBound(to: UInt8.self), size)
        if let failure {
            free(storage)
            throw Failure(reason: failure)
        }
        return Data(bytesNoCopy: storage, count: count, deallocator: .free)
    }

    /// The open descriptor and size of the regular file at `path`.
    private static func open(_ path: String) throws(Failure) -> (Int32, Int) {
        let fd = openFile(path)
        guard fd >= 0 else { throw Failure(reason: systemReason()) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { let reason = systemReason(); close(fd); throw Failure(reason: reason) }
        guard info.st_mode & S_IFMT != S_IFDIR else { close(fd); throw Failure(reason: "is a folder") }
        guard info.st_mode & S_IFMT == S_IFREG else { close(fd); throw Failure(reason: "not a regular file") }
        return (fd, Int(info.st_size))
    }

    /// Reads up to `size` bytes into `buffer`; returns how many arrived (fewer when the file
    /// shrank while it was read) and the system's reason when a read failed.
    private static func fill(_ fd: Int32, _ buffer: UnsafeMutablePointer<UInt8>, _ size: Int) -> (Int, String?) {
        var done = 0
        while done < size {
            let n = readBytes(fd, buffer + done, size - done)
            if n < 0 {
                if errno == EINTR { continue }
                return (done, systemReason())
            }
            if n == 0 { break }
            done += n
        }
        return (done, nil)
    }

    private static func openFile(_ path: String) -> Int32 {
        #if canImport(Glibc)
        Glibc.open(path, O_RDONLY | O_CLOEXEC)
        #else
        Darwin.open(path, O_RDONLY | O_CLOEXEC)
        #endif
    }

    private static func readBytes(_ fd: Int32, _ buffer: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(fd, buffer, count)
        #else
        Darwin.read(fd, buffer, count)
        #endif
    }

    private static func systemReason() -> String {
        String(cString: strerror(errno))
    }

    /// Why Foundation could not read or write a file, in the system's words ("No such file or
    /// directory"), as the CLI's other messages say it: from the error's POSIX code, or from the
    /// Cocoa code Foundation raises instead (a missing file, no permission); else the error's
    /// own description.
    package static func reason(_ error: any Error) -> String {
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        if let cocoa = error as? CocoaError {
            if let posix = cocoa.underlying as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
            switch cocoa.code {
            case .fileReadNoSuchFile, .fileNoSuchFile: return String(cString: strerror(ENOENT))
            case .fileReadNoPermission, .fileWriteNoPermission: return String(cString: strerror(EACCES))
            case .fileWriteOutOfSpace: return String(cString: strerror(ENOSPC))
            case .fileWriteVolumeReadOnly: return String(cString: strerror(EROFS))
            default: return "the file system refused (error \(cocoa.code.rawValue))"
            }
        }
        return String(describing: error)
    }
}
