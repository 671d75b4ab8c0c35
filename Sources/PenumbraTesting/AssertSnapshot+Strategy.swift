import Foundation
import PenumbraCore

/// Asserts that `value`, drawn by `snapshotting` in each of its variants, matches the reference
/// snapshots; reports a failure to the running test framework (Swift Testing or XCTest) naming
/// every variant's verdict and the artifacts written. The one assertion: every other
/// `assertSnapshot` spelling is a strategy passed to it.
///
/// ```swift
/// @Test func payButton() {
///     assertSnapshot(of: PayButton(title: "Pay"), as: .image)
///     assertSnapshot(of: PayButton(title: "Pay"), as: .image(layout: .device(config: .iPhone13)), named: "phone")
/// }
/// ```
/// - Parameters:
///   - value: the subject, evaluated once per variant.
///   - snapshotting: the strategy: how the value is drawn, in which variants, compared how
///     (``Snapshotting``).
///   - name: the snapshot's name (sanitised). Default: a per-test counter, `1`, `2`, ….
///   - record: the record mode, overriding every setting (`true` is `.all`, `false` `.never`,
///     as swift-snapshot-testing's `record:`). Default: scoped settings, then `PENUMBRA_RECORD`,
///     then `missing` (`never` when `CI` is set).
///   - snapshotDirectory: the folder holding the references. Default:
///     `__Snapshots__/<TestFileName>/` next to the test file.
///   - timeout: accepted for swift-snapshot-testing's spelling; drawing is synchronous.
///   - fileID, filePath, testName, line, column: where the failure is reported and which test
///     it names; leave the defaults.
/// - Returns: the result, for callers that inspect it; already reported.
@discardableResult
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: URL? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) -> SnapshotResult {
    let result = verifySnapshot(of: try value(), as: snapshotting, named: name, record: record, snapshotDirectory: snapshotDirectory,
                                filePath: "\(filePath)", function: testName, line: Int(line))
    SnapshotReporter.report(result, fileID: fileID, filePath: filePath, line: line, column: column)
    return result
}

/// ``assertSnapshot(of:as:named:record:snapshotDirectory:timeout:fileID:file:testName:line:column:)``
/// without reporting: the result, for tests of the assertions themselves and for helpers that
/// report elsewhere.
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String? = nil,
    record: SnapshotRecordMode? = nil, snapshotDirectory: URL? = nil, codec: SnapshotImageCodec = .png,
    filePath: String = #filePath, function: String = #function, line: Int = #line
) -> SnapshotResult {
    verifySnapshot(of: { variant throws -> RGBAImage in try snapshotting.snapshot(try value(), variant).straightAlphaImage },
                   named: name, variants: snapshotting.resolvedVariants(), comparison: snapshotting.comparison, record: record,
                   snapshotDirectory: snapshotDirectory, codec: codec, filePath: filePath, function: function, line: line,
                   namesVariants: snapshotting.namesVariants)
}
