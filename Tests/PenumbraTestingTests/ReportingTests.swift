import Foundation
import Testing
@testable import PenumbraTesting

/// The reporting layer: a failing result becomes a Swift Testing issue carrying the message, a
/// passing one reports nothing.
@Suite struct ReportingTests {
    @Test func findsSwiftTestingAtRunTime() {
        #expect(SnapshotReporter.currentFramework == .swiftTesting)
    }

    @Test func recordsAnIssueWithTheFullMessageForAFailingResult() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let result = withSnapshotSettings(environment: SnapshotEnvironment(["CI": "1"]), snapshotDirectory: scratch.snapshots,
                                          artifactsDirectory: scratch.artifacts) {
            verifySnapshot(of: Images.forVariant, named: "card", variants: VariantSet([.light]), codec: .raw, function: "report()")
        }
        let message = try #require(result.failureMessage)
        withKnownIssue {
            SnapshotReporter.report(result, fileID: #fileID, filePath: #filePath, line: #line, column: #column)
        } matching: { issue in
            issue.comments.map(\.rawValue) == [message]
                && issue.sourceLocation?.fileName == "ReportingTests.swift"
        }
    }

    @Test func reportsNothingForAPassingResult() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let result = withSnapshotSettings(environment: SnapshotEnvironment(), snapshotDirectory: scratch.snapshots,
                                          artifactsDirectory: scratch.artifacts) { () -> SnapshotResult in
            _ = verifySnapshot(of: Images.forVariant, named: "card", codec: .raw, function: "report()")
            return verifySnapshot(of: Images.forVariant, named: "card", codec: .raw, function: "report()")
        }
        #expect(result.passed)
        // An issue recorded here would fail this test.
        SnapshotReporter.report(result, fileID: #fileID, filePath: #filePath, line: #line, column: #column)
    }

    /// A helper that forwards its caller's location, as Swift Testing helpers do.
    func assertSwatch(_ scratch: Scratch, sourceLocation: SourceLocation = #_sourceLocation) {
        _ = withSnapshotSettings(environment: SnapshotEnvironment(), snapshotDirectory: scratch.snapshots,
                                 artifactsDirectory: scratch.artifacts) {
            assertSnapshot(named: "forwarded", function: "forwards()", sourceLocation: sourceLocation, of: Swatches.draw)
        }
    }

    @Test func reportsAtAForwardedSourceLocation() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let line = #line + 2 // the assertSwatch call below
        withKnownIssue {
            assertSwatch(scratch)
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.first?.rawValue.hasPrefix("Snapshot \"forwards.forwarded\": 2 of 2 variants recorded;") == true
        }
    }
}
