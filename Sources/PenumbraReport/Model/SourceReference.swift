/// Where the test that produced an entry is written: what a CI reader's annotation points at.
///
/// Only assertion results carry one; a folder diff compares files no test source belongs to.
public struct SourceReference: Codable, Hashable, Sendable {
    /// The test file's path relative to its package root, with `/` separators
    /// (`Tests/ButtonTests/ButtonSnapshots.swift`).
    public var file: String
    /// The line of the assertion, 1-based, when known.
    public var line: Int?

    /// Creates a reference.
    public init(file: String, line: Int? = nil) {
        self.file = file
        self.line = line
    }
}
