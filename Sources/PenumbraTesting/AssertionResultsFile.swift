import Foundation
import PenumbraCore

// The per-assertion results file, in version 1 of the report schema that `penumbra report`
// merges (schemaVersion, schemaRevision, runs, summary, entries). Written here with the same keys
// until PenumbraReport's `SnapshotResultsV1` is on main; then this file builds that type instead.

/// One assertion's results in the report schema (version 1).
struct AssertionResultsFile: Encodable {
    struct Run: Encodable {
        var generator: String
        var referenceDirectory: String?
        var actualDirectory: String?
        var comparison: String?
        var ignoredFiles = 0
    }

    struct Summary: Encodable {
        var total = 0, passed = 0, changed = 0, new = 0, missing = 0, errors = 0, ignoredFiles = 0, snapshots = 0
    }

    struct Dimensions: Encodable { var width: Int, height: Int }

    struct Images: Encodable { var reference: String?, actual: String?, diff: String?, strip: String? }

    struct Entry: Encodable {
        var snapshot: String
        var variant: String?
        var file: String
        var status: String
        var referenceSize: Dimensions?
        var actualSize: Dimensions?
        var differentPixels: Int?
        var totalPixels: Int?
        var differenceRatio: Double?
        var maxChannelDelta: Int?
        var sizeMismatch = false
        var regions: [SnapshotRegion] = []
        var notes: [String] = []
        var images: Images
        var message: String?
    }

    var schemaVersion = 1
    var schemaRevision = 0
    var runs: [Run]
    var summary: Summary
    var entries: [Entry]

    init(runs: [Run], entries: [Entry]) {
        self.runs = runs
        self.entries = entries
        var summary = Summary()
        summary.total = entries.count
        for entry in entries {
            switch entry.status {
            case "passed": summary.passed += 1
            case "changed": summary.changed += 1
            case "new": summary.new += 1
            case "missing": summary.missing += 1
            default: summary.errors += 1
            }
        }
        summary.snapshots = Set(entries.map(\.snapshot)).count
        self.summary = summary
    }

    /// Pretty-printed JSON with sorted keys, so equal results give equal bytes.
    func jsonData() throws(SnapshotError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(self)
        } catch {
            throw .cannotWrite(path: "results", reason: "cannot encode JSON: \(error)")
        }
    }
}
