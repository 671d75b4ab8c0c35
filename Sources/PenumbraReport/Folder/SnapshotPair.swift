/// One PNG path found in the reference folder, the actual folder, or both, with its group.
package struct SnapshotPair: Hashable, Sendable {
    /// The relative path, with `/` separators.
    package let file: String
    /// The snapshot group (see ``VariantNaming``).
    package let snapshot: String
    /// The variant, if the name carries one.
    package let variant: String?
    /// Whether the reference folder has the file.
    package let inReference: Bool
    /// Whether the actual folder has the file.
    package let inActual: Bool

    /// Creates a pair.
    package init(file: String, snapshot: String, variant: String?, inReference: Bool, inActual: Bool) {
        self.file = file; self.snapshot = snapshot; self.variant = variant
        self.inReference = inReference; self.inActual = inActual
    }
}

/// The pairs of two folders and the number of files skipped.
package struct SnapshotPairing: Sendable {
    /// The pairs, sorted by file.
    package let pairs: [SnapshotPair]
    /// Regular files that are not PNGs (by extension), counted in both folders.
    package let ignoredFiles: Int
}
