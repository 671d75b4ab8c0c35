/// The first field of every results file, decoded on its own before anything else so that a file
/// written by a newer, incompatible Penumbra is rejected with a clear message instead of a
/// confusing missing-key error. The same idea as swift-argument-parser's `ToolInfoHeader` with its
/// `serializationVersion`.
///
/// `schemaVersion` is the major version: it changes when a field is removed, renamed or changes
/// meaning, and a reader refuses a major version it does not know. `schemaRevision` (the minor
/// version) grows when fields are only added; a reader accepts any revision of its major version
/// and ignores fields it does not know.
public struct ResultsHeader: Codable, Hashable, Sendable {
    /// The major schema version. Default: ``SnapshotResultsV1/schemaVersion``.
    public var schemaVersion: Int
    /// The minor schema version (additive changes only). Default: ``SnapshotResultsV1/schemaRevision``.
    public var schemaRevision: Int

    /// Creates a header.
    public init(schemaVersion: Int = SnapshotResultsV1.schemaVersion, schemaRevision: Int = SnapshotResultsV1.schemaRevision) {
        self.schemaVersion = schemaVersion
        self.schemaRevision = schemaRevision
    }

    private enum CodingKeys: String, CodingKey { case schemaVersion, schemaRevision }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        schemaVersion = try c.decode(Int.self, forKey: .schemaVersion)
        schemaRevision = try c.decodeIfPresent(Int.self, forKey: .schemaRevision) ?? 0
    }
}
