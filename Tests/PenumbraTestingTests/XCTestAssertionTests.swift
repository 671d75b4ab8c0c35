import Foundation
import XCTest
@testable import PenumbraTesting

/// The XCTest path: outside Swift Testing the reporter picks XCTest, and a passing comparison
/// reports no failure. (XCTest on Linux has no XCTExpectFailure, so failing results are tested
/// as values in the Swift Testing suites.)
final class XCTestAssertionTests: XCTestCase {
    /// A retried test starts again at 1: the shared counter is cleared as each test case starts.
    func testTheSharedCounterIsClearedWhenATestCaseStarts() {
        let counter = SnapshotCounter.current
        XCTAssert(counter === SnapshotCounter.shared)
        _ = counter.next(file: #filePath, function: "retried()")
        XCTAssertEqual(counter.next(file: #filePath, function: "retried()"), 2)
        XCTestCounterReset().testCaseWillStart(self)
        XCTAssertEqual(counter.next(file: #filePath, function: "retried()"), 1)
    }

    func testReporterFindsXCTest() {
        XCTAssertEqual(SnapshotReporter.currentFramework, .xcTest)
    }

    func testPassingComparisonReportsNoFailure() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let result = withSnapshotSettings(environment: SnapshotEnvironment(), snapshotDirectory: scratch.snapshots,
                                          artifactsDirectory: scratch.artifacts) { () -> SnapshotResult in
            _ = verifySnapshot(of: Images.forVariant, named: "tile", codec: .raw)
            return verifySnapshot(of: Images.forVariant, named: "tile", codec: .raw)
        }
        XCTAssertTrue(result.passed)
        XCTAssertEqual(result.snapshot, "testPassingComparisonReportsNoFailure.tile")
        SnapshotReporter.report(result, fileID: #fileID, filePath: #filePath, line: #line, column: #column)
    }

    /// Compares with the references committed under `__Snapshots__/XCTestAssertionTests/`
    /// through the public assertion; a failure here would be an `XCTFail`.
    func testCommittedSwatchMatchesInLightAndDark() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let result = withSnapshotSettings(environment: SnapshotEnvironment(), artifactsDirectory: scratch.artifacts) {
            assertSnapshot(named: "swatch", of: Swatches.draw)
        }
        XCTAssertEqual(result.verdicts.map(\.reference.lastPathComponent), [
            "testCommittedSwatchMatchesInLightAndDark.swatch.light.png", "testCommittedSwatchMatchesInLightAndDark.swatch.dark.png",
        ])
        XCTAssertEqual(result.verdicts.map { $0.reference.deletingLastPathComponent().lastPathComponent },
                       ["XCTestAssertionTests", "XCTestAssertionTests"])
    }
}
