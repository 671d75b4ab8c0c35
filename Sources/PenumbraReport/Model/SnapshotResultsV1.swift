import Foundation

/// The results of comparing snapshots: what `results.json` holds, version 1 of the schema.
///
/// The JSON object has these top-level keys (see `Sources/PenumbraReport/README.md`):
/// `schemaVersion` (major, 1), `schemaRevision` (minor), `runs` (what was compared),
/// `summary` (counts, derived from the entries and recomputed on decode) and `entries`
/// (one ``SnapshotEntry`` per snapshot variant, sorted by snapshot, then variant, then file).
///
/// Entries are kept sorted and unique by ``SnapshotEntry/file``, so equal results encode to equal
/// bytes.
public struct SnapshotResultsV1: Codable, Hashable, Sendable {
    /// The major schema version this type reads and writes.
    public static let schemaVersion = 1
    /// The minor schema version this type writes. Revision 1 added ``SnapshotEntry/source``;
    /// revision 2 the thumbnails' paths in ``EntryImages``.
    public static let schemaRevision = 2

    /// The header written first: schema version and revision.
    public var header: ResultsHeader
    /// The runs whose entries these are (several after a merge of shards).
    public var runs: [RunInfo]
    /// The entries, sorted and unique by file.
    public private(set) var entries: [SnapshotEntry]

    /// Creates results; entries are sorted, and duplicates by file resolved as ``merged(_:)`` does.
    public init(runs: [RunInfo] = [], entries: [SnapshotEntry]) {
        self.header = ResultsHeader()
        self.runs = runs
        self.entries = Self.normalized(entries)
    }

    /// Counts per status, computed from the entries.
    public var summary: ResultsSummary { ResultsSummary(entries: entries, ignoredFiles: runs.reduce(0) { $0 + $1.ignoredFiles }) }

    private enum CodingKeys: String, CodingKey { case schemaVersion, schemaRevision, runs, summary, entries }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(header.schemaVersion, forKey: .schemaVersion)
        try c.encode(header.schemaRevision, forKey: .schemaRevision)
        try c.encode(runs, forKey: .runs)
        try c.encode(summary, forKey: .summary)
        try c.encode(entries, forKey: .entries)
    }

    public init(from decoder: any Decoder) throws {
        let header = try ResultsHeader(from: decoder)
        guard header.schemaVersion == Self.schemaVersion else {
            throw DecodingError.dataCorrupted(.init(codingPath: [CodingKeys.schemaVersion],
                debugDescription: "unsupported schema version \(header.schemaVersion)"))
        }
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.header = header
        self.runs = try c.decodeIfPresent([RunInfo].self, forKey: .runs) ?? []
        self.entries = Self.normalized(try c.decode([SnapshotEntry].self, forKey: .entries))
    }

    /// Sorts entries by snapshot, variant order, file; of two entries for one file keeps the more
    /// severe, and of two equally severe the later one.
    static func normalized(_ entries: [SnapshotEntry]) -> [SnapshotEntry] {
        var byFile: [String: SnapshotEntry] = [:]
        for entry in entries {
            if let existing = byFile[entry.file], existing.status.severity > entry.status.severity { continue }
            byFile[entry.file] = entry
        }
        return byFile.values.sorted(by: SnapshotEntry.reportOrder)
    }
}

/// The results type of the current schema version.
public typealias SnapshotResults = SnapshotResultsV1

extension SnapshotEntry {
    /// The order of entries in results and reports: by snapshot, then variant (`light`, `dark`,
    /// then the others by name; no variant first), then file.
    public static func reportOrder(_ a: SnapshotEntry, _ b: SnapshotEntry) -> Bool {
        if a.snapshot != b.snapshot { return a.snapshot < b.snapshot }
        let ra = VariantOrder.rank(a.variant), rb = VariantOrder.rank(b.variant)
        if ra != rb { return ra < rb }
        if a.variant != b.variant { return (a.variant ?? "") < (b.variant ?? "") }
        return a.file < b.file
    }
}

/// The order variants appear in: no variant, `light`, `dark`, then the rest by name.
enum VariantOrder {
    static func rank(_ variant: String?) -> Int {
        switch variant?.lowercased() {
        case nil: return 0
        case "light": return 1
        case "dark": return 2
        default: return 3
        }
    }

    /// Sorts variant names in report order.
    static func sorted(_ variants: some Sequence<String?>) -> [String?] {
        Array(Set(variants)).sorted { a, b in
            let ra = rank(a), rb = rank(b)
            return ra != rb ? ra < rb : (a ?? "") < (b ?? "")
        }
    }
}
