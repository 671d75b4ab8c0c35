/// What happened to one snapshot variant when a reference folder was compared with an actual one.
public enum SnapshotStatus: String, Codable, Hashable, Sendable, CaseIterable, Comparable {
    /// Reference and actual match (identical bytes, or differences within the budget).
    case passed
    /// Reference and actual differ beyond the budget, or their sizes differ.
    case changed
    /// Only the actual exists: a snapshot that has no reference yet.
    case new
    /// Only the reference exists: the snapshot was not produced this time.
    case missing
    /// One of the files could not be read or decoded; the message says which and why.
    case error

    /// How serious the status is, for ordering and for resolving duplicates when results merge:
    /// `error` > `changed` > `missing` > `new` > `passed`.
    public var severity: Int {
        switch self {
        case .passed: return 0
        case .new: return 1
        case .missing: return 2
        case .changed: return 3
        case .error: return 4
        }
    }

    /// Whether a variant with this status fails a run: changed, missing and error always; new
    /// only with `failOnNew`. The one rule every renderer and exit status reads.
    public func isRegression(failOnNew: Bool) -> Bool {
        switch self {
        case .passed: return false
        case .new: return failOnNew
        case .changed, .missing, .error: return true
        }
    }

    /// The mark used in the Markdown summary: ✅ passed, ❌ changed or missing, 🆕 new, ⚠️ error.
    public var mark: String {
        switch self {
        case .passed: return "✅"
        case .changed, .missing: return "❌"
        case .new: return "🆕"
        case .error: return "⚠️"
        }
    }

    public static func < (lhs: SnapshotStatus, rhs: SnapshotStatus) -> Bool { lhs.severity < rhs.severity }
}
