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
}
