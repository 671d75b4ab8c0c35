/// A file that could not be written.
public struct FileWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The destination path.
    public let path: String
    /// What went wrong, in words.
    public let reason: String

    public init(path: String, reason: String) { self.path = path; self.reason = reason }

    public var description: String { "cannot write \(path): \(reason)" }
}
