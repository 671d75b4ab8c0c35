import Foundation
import Testing
@testable import PenumbraReport

@Suite struct SnapshotResultsSchemaTests {
    @Test func roundTripsThroughJSON() throws {
        let results = SampleResults.all
        let data = try results.jsonData()
        let decoded = try SnapshotResults.decode(data)
        #expect(decoded == results)
        #expect(try decoded.jsonData() == data)
    }

    @Test func writesHeaderAndSummary() throws {
        let data = try SampleResults.all.jsonData()
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 1)
        #expect(object["schemaRevision"] as? Int == 2)
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["total"] as? Int == 5)
        #expect(summary["changed"] as? Int == 1)
        #expect(summary["ignoredFiles"] as? Int == 2)
        #expect(summary["snapshots"] as? Int == 4)
    }

    @Test func rejectsUnknownMajorVersion() {
        let json = Data(#"{"schemaVersion": 2, "entries": []}"#.utf8)
        #expect(throws: ReportError.unsupportedSchemaVersion(path: "r.json", found: 2, supported: 1)) {
            try SnapshotResults.decode(json, path: "r.json")
        }
    }

    @Test func acceptsNewerRevisionWithUnknownFields() throws {
        let json = Data(#"{"schemaVersion": 1, "schemaRevision": 7, "future": true, "entries": [{"snapshot": "a", "file": "a.png", "status": "passed", "extra": 1}]}"#.utf8)
        let results = try SnapshotResults.decode(json)
        #expect(results.entries.map(\.file) == ["a.png"])
        #expect(results.entries[0].regions.isEmpty)
    }

    @Test func rejectsMissingHeaderWithClearMessage() {
        do {
            _ = try SnapshotResults.decode(Data(#"{"entries": []}"#.utf8), path: "x.json")
            Issue.record("decoded a file with no header")
        } catch {
            #expect(error.description.contains("x.json"))
            #expect(error.description.contains("schemaVersion"))
        }
    }

    @Test func rejectsUnknownStatusNamingTheField() {
        let json = Data(#"{"schemaVersion": 1, "entries": [{"snapshot": "a", "file": "a.png", "status": "weird"}]}"#.utf8)
        do {
            _ = try SnapshotResults.decode(json, path: "y.json")
            Issue.record("decoded an unknown status")
        } catch {
            guard case let .invalidResults(path, reason) = error else { Issue.record("wrong error \(error)"); return }
            #expect(path == "y.json")
            #expect(reason.contains("entries.[0].status") || reason.contains("status"))
        }
    }

    @Test func sortsEntriesLightBeforeDark() {
        let files = SampleResults.all.entries.map(\.file)
        #expect(files == ["Buttons/primary.light.png", "Buttons/primary.dark.png", "Cards/<b>&\"quote\".png",
                          "Cards/broken.light.png", "Cards/gone.dark.png"])
    }

    @Test func mergeKeepsMoreSevereDuplicateWhateverTheOrder() {
        let passed = SnapshotEntry(snapshot: "a", variant: nil, file: "a.png", status: .passed)
        let changed = SnapshotEntry(snapshot: "a", variant: nil, file: "a.png", status: .changed, differentPixels: 3)
        let one = SnapshotResults(runs: [RunInfo(generator: "g", shard: "1/2")], entries: [passed])
        let two = SnapshotResults(runs: [RunInfo(generator: "g", shard: "2/2")], entries: [changed])
        #expect(SnapshotResults.merged([one, two]).entries == [changed])
        #expect(SnapshotResults.merged([two, one]).entries == [changed])
        #expect(SnapshotResults.merged([one, two]).runs.map(\.shard) == ["1/2", "2/2"])
    }

    @Test func mergeOfEqualSeverityKeepsLaterInput() {
        let first = SnapshotEntry(snapshot: "a", variant: nil, file: "a.png", status: .changed, differentPixels: 1)
        let second = SnapshotEntry(snapshot: "a", variant: nil, file: "a.png", status: .changed, differentPixels: 2)
        let merged = SnapshotResults.merged([SnapshotResults(entries: [first]), SnapshotResults(entries: [second])])
        #expect(merged.entries.map(\.differentPixels) == [2])
    }

    @Test func summaryVerdictHonoursFailOnNew() {
        let onlyNew = SnapshotResults(entries: [SnapshotEntry(snapshot: "a", variant: nil, file: "a.png", status: .new)])
        #expect(!onlyNew.summary.hasRegressions())
        #expect(onlyNew.summary.hasRegressions(failOnNew: true))
    }
}

/// results-type-names: what is wrong in a results file is said with its JSON path and the kind
/// of value expected, in words, never a Swift type name.
@Suite struct SnapshotResultsMessageTests {
    static let entry = #"{"file": "a.png", "snapshot": "a", "status": "changed", "images": {}, "regions": []"#

    @Test(arguments: [
        (#""actualSize": [20, 20]}"#, "entries[0].actualSize must be an object"),
        (#""actualSize": {"width": "20", "height": 2}}"#, "entries[0].actualSize.width must be a whole number"),
        (#""regions": {}}"#, "entries[0].regions must be an array"),
        (#""snapshot": 3}"#, "entries[0].snapshot must be a string"),
        (#""status": "weird"}"#, "entries[0].status has an unknown value weird"),
        (#""file": null}"#, "entries[0].file is null; it must be a string"),
    ])
    func namesThePathAndTheKind(tail: String, reason: String) throws {
        // The later key wins in JSONSerialization; here each case's key replaces the entry's.
        var object = try #require(try JSONSerialization.jsonObject(with: Data((Self.entry + "}").utf8)) as? [String: Any])
        let patch = try #require(try JSONSerialization.jsonObject(with: Data(("{" + tail).utf8)) as? [String: Any])
        for (key, value) in patch { object[key] = value }
        let results: [String: Any] = ["schemaVersion": 1, "runs": [], "entries": [object]]
        let data = try JSONSerialization.data(withJSONObject: results)
        #expect(throws: ReportError.invalidResults(path: "r.json", reason: reason)) { try SnapshotResults.decode(data, path: "r.json") }
    }

    @Test func theCorpusFileIsDescribedInWords() throws {
        let data = Data(#"{"schemaVersion": 1, "runs": [], "entries": [{"file": "a.png", "snapshot": "a", "status": "changed", "images": {}, "regions": [], "actualSize": [20, 20]}]}"#.utf8)
        do {
            _ = try SnapshotResults.decode(data, path: "results.json")
            Issue.record("decoded")
        } catch {
            #expect(error.description == "results.json: not a penumbra results file: entries[0].actualSize must be an object")
        }
        #expect(throws: ReportError.invalidResults(path: "r.json", reason: "missing key 'entries' in the top-level object")) {
            try SnapshotResults.decode(Data(#"{"schemaVersion": 1, "runs": []}"#.utf8), path: "r.json")
        }
        #expect(throws: ReportError.invalidResults(path: "r.json", reason: "not valid JSON")) {
            try SnapshotResults.decode(Data(#"{"schemaVersion": 1, "runs": [}"#.utf8), path: "r.json")
        }
    }
}
