import PenumbraTesting
import Foundation

/// swift-snapshot-testing's assertion: `value` drawn by `snapshotting` must match the reference
/// `__Snapshots__/<TestFile>/<testName>.<n>.png` (`n` counts the test's unnamed snapshots from 1;
/// `named:` replaces it). A mismatch, or a reference just recorded, is a failure of the running
/// Swift Testing or XCTest test, naming the files and the artifacts (actual, diff, strip).
///
/// It is PenumbraTesting's assertion under swift-snapshot-testing's spelling: `record: true`
/// records every snapshot, `false` only the missing ones; `nil` takes
/// ``withSnapshotTesting(record:operation:)``, then ``isRecording``, then `SNAPSHOT_TESTING_RECORD`,
/// then PenumbraTesting's settings, `PENUMBRA_RECORD` and defaults (missing; never under `CI`).
///
/// ```swift
/// assertSnapshot(of: view, as: .image(size: CGSize(width: 320, height: 100)))
/// SnapshotTesting.assertSnapshot(of: controller, as: .image(on: .iPhone13), record: recording)
/// ```
/// - Parameters:
///   - timeout: accepted for the spelling; drawing is synchronous.
///   - fileID, filePath, testName, line, column: where the failure is reported and which test it
///     names; leave the defaults.
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record recording: Bool? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    PenumbraTesting.assertSnapshot(
        of: try value(), as: snapshotting.drawnOnce, named: SnapshotTestingName.snapshot(name, of: snapshotting.drawnOnce),
        record: SnapshotRecording.mode(argument: SnapshotTestingConfiguration.Record(recording)), snapshotDirectory: nil,
        timeout: timeout, fileID: fileID, file: filePath, testName: SnapshotTestingName.test(testName, of: snapshotting.drawnOnce),
        line: line, column: column)
}

/// The same assertion with swift-snapshot-testing 1.18's `record:` mode (`.all`, `.failed`,
/// `.missing`, `.never`). Disfavoured, so that a call naming no mode resolves to one overload.
@_disfavoredOverload
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record?,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    PenumbraTesting.assertSnapshot(
        of: try value(), as: snapshotting.drawnOnce, named: SnapshotTestingName.snapshot(name, of: snapshotting.drawnOnce),
        record: SnapshotRecording.mode(argument: record), snapshotDirectory: nil,
        timeout: timeout, fileID: fileID, file: filePath, testName: SnapshotTestingName.test(testName, of: snapshotting.drawnOnce),
        line: line, column: column)
}

/// swift-snapshot-testing's `verifySnapshot`: the assertion without reporting, returning the
/// failure message, or `nil` when the snapshot matched. `snapshotDirectory` (a path) replaces
/// `__Snapshots__/<TestFile>/`.
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record recording: Bool? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    let result: SnapshotResult = PenumbraTesting.verifySnapshot(
        of: try value(), as: snapshotting.drawnOnce, named: SnapshotTestingName.snapshot(name, of: snapshotting.drawnOnce),
        record: SnapshotRecording.mode(argument: SnapshotTestingConfiguration.Record(recording)),
        snapshotDirectory: snapshotDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) },
        filePath: "\(filePath)", function: SnapshotTestingName.test(testName, of: snapshotting.drawnOnce), line: Int(line))
    return result.failureMessage
}

extension Snapshotting {
    /// The strategy as swift-snapshot-testing draws it: once, in the traits it names (light
    /// where it names no style, as a simulator's default), stored as `<testName>.<name>.png`.
    /// A strategy built with PenumbraTesting's variants or a trait matrix is left as it is.
    var drawnOnce: Snapshotting {
        guard contentSizes == nil, (variants?.variants.count ?? 1) == 1 else { return self }
        var copy = self
        copy.variants = variants ?? [.light]
        copy.namesVariants = false
        return copy
    }
}

