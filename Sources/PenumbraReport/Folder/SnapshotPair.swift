/// One PNG path found in the reference folder, the actual folder, or both, with its group.
public struct SnapshotPair: Hashable, Sendable {
    /// The relative path, with `/` separators.
    public let file: String
    /// The snapshot group (see ``VariantNaming``).
    public let snapshot: String
    /// The variant, if the name carries one.
    public let variant: String?
    /// Whether the reference folder has the file.
    public let inReference: Bool
    /// Whether the actual folder has the file.
    public let inActual: Bool

    /// Creates a pair.
    public init(file: String, snapshot: String, variant: String?, inReference: Bool, inActual: Bool) {
        self.file = file; self.snapshot = snapshot; self.variant = variant
        self.inReference = inReference; self.inActual = inActual
    }
}

/// The pairs of two folders and the number of files skipped.
public struct SnapshotPairing: Sendable {
    /// The pairs, sorted by file.
    public let pairs: [SnapshotPair]
    /// Regular files that are not PNGs (by extension), counted in both folders.
    public let ignoredFiles: Int
}
