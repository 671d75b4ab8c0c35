/// Counts of entries per status: the numbers at the top of every report.
public struct ResultsSummary: Codable, Hashable, Sendable {
    /// All entries.
    public var total: Int
    /// Entries that matched.
    public var passed: Int
    /// Entries that differ.
    public var changed: Int
    /// Entries only in the actual folder.
    public var new: Int
    /// Entries only in the reference folder.
    public var missing: Int
    /// Entries whose files could not be read.
    public var errors: Int
    /// Non-PNG files skipped, over all runs.
    public var ignoredFiles: Int
    /// Distinct snapshot groups.
    public var snapshots: Int

    /// Counts the entries.
    public init(entries: [SnapshotEntry], ignoredFiles: Int = 0) {
        var counts: [SnapshotStatus: Int] = [:]
        var groups = Set<String>()
        for entry in entries {
            counts[entry.status, default: 0] += 1
            groups.insert(entry.snapshot)
        }
        total = entries.count
        passed = counts[.passed] ?? 0
        changed = counts[.changed] ?? 0
        new = counts[.new] ?? 0
        missing = counts[.missing] ?? 0
        errors = counts[.error] ?? 0
        self.ignoredFiles = ignoredFiles
        snapshots = groups.count
    }

    /// The count for one status.
    public func count(_ status: SnapshotStatus) -> Int {
        switch status {
        case .passed: return passed
        case .changed: return changed
        case .new: return new
        case .missing: return missing
        case .error: return errors
        }
    }

    /// Whether the run regressed: something changed, is missing or could not be read, or (with
    /// `failOnNew`) something is new.
    public func hasRegressions(failOnNew: Bool = false) -> Bool {
        SnapshotStatus.allCases.contains { $0.isRegression(failOnNew: failOnNew) && count($0) > 0 }
    }
}
