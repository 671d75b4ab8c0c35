/// Why a `penumbra review` session could not start. Each case names the file or folder and says
/// what to do; a request that fails while the session runs is an HTTP response, never one of these.
package enum ReviewError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The report's results file names a reference or actual folder other than the one given on
    /// the command line: a report folder's own folder names are never trusted.
    case foldersDiffer(results: String, role: String, named: String, given: String)
    /// An assertion's results file names a reference folder outside the package being reviewed
    /// (`--root`, the current folder by default): a results file never chooses where Accept writes.
    case outsideRoot(results: String, folder: String, root: String)
    /// The assertions' artifacts folder holds no results files.
    case noResults(path: String)
    /// A folder the results name, or the report folder, does not exist or is not a folder.
    case missingFolder(path: String, role: String)
    /// The results file could not be read.
    case report(ReportError)
    /// The server socket could not be created, bound or listened on.
    case cannotListen(port: Int, reason: String)
    /// The audit log could not be opened for appending, or a line could not be written.
    case auditLog(path: String, reason: String)

    package var description: String {
        switch self {
        case let .foldersDiffer(results, role, named, given):
            return "\(results): its \(role) folder is \(named), not \(given) as given; a report is reviewed only "
                + "against the folders it compared: penumbra review REFERENCE_DIR ACTUAL_DIR --report DIR"
        case let .outsideRoot(results, folder, root):
            return "\(results): its reference folder \(folder) is outside \(root); review the assertions' results "
                + "from the package the tests ran in, or give that package with --root DIR"
        case let .noResults(path):
            return "\(path) holds no results files: run swift test first (its assertions write them there)"
        case let .missingFolder(path, role):
            return "\(path): the \(role) folder does not exist or is not a folder; give an existing folder"
        case let .report(error):
            return error.description
        case let .cannotListen(port, reason):
            return "127.0.0.1:\(port): cannot listen: \(reason); choose another --port, or --port 0 for any free one"
        case let .auditLog(path, reason):
            return "\(path): cannot write the audit log: \(reason); make the report folder writable (and give it room)"
        }
    }
}
