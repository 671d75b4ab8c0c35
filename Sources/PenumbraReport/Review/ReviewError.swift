/// Why a `penumbra review` session could not start. Each case names the file or folder and says
/// what to do; a request that fails while the session runs is an HTTP response, never one of these.
package enum ReviewError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The report's results file names no reference or actual folder (a merged report of
    /// assertion results, or one written by hand).
    case noFolders(results: String)
    /// The report's results file names several reference or actual folders (merged shards of
    /// different diffs, or per-test results).
    case severalFolders(results: String, folders: [String])
    /// A folder the results name, or the report folder, does not exist or is not a folder.
    case missingFolder(path: String, role: String)
    /// The results file could not be read.
    case report(ReportError)
    /// The server socket could not be created, bound or listened on.
    case cannotListen(port: Int, reason: String)
    /// The audit log could not be opened for appending.
    case auditLog(path: String, reason: String)

    package var description: String {
        switch self {
        case let .noFolders(results):
            return "\(results): names no reference and actual folder; review a report written by "
                + "`penumbra diff REFERENCE_DIR ACTUAL_DIR --out DIR`, or give the two folders: penumbra review REFERENCE_DIR ACTUAL_DIR"
        case let .severalFolders(results, folders):
            return "\(results): names \(folders.count) different folders (\(folders.joined(separator: ", "))); "
                + "review one diff at a time: penumbra review REFERENCE_DIR ACTUAL_DIR"
        case let .missingFolder(path, role):
            return "\(path): the \(role) folder does not exist or is not a folder; give an existing folder"
        case let .report(error):
            return error.description
        case let .cannotListen(port, reason):
            return "127.0.0.1:\(port): cannot listen: \(reason); choose another --port, or --port 0 for any free one"
        case let .auditLog(path, reason):
            return "\(path): cannot open the audit log: \(reason); make the report folder writable"
        }
    }
}
