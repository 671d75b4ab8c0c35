import Foundation
import PenumbraCore

/// Asserts that `render` draws, in every variant, what the reference snapshots hold; reports a
/// failure to the running test framework (Swift Testing or XCTest) naming every variant's
/// verdict and the artifacts written.
///
/// ```swift
/// @Test func rendersPrimaryButton() {
///     assertSnapshot(named: "primary") { variant in try drawButton(in: variant) }
/// }
/// ```
/// - Parameters:
///   - name: the snapshot's name (sanitised). Default: a per-test counter, `1`, `2`, ….
///   - variants: the variants to render, one file each. Default: light and dark.
///   - comparison: how images are compared. Default: ``SnapshotComparison/exact``.
///   - record: the record mode, overriding every setting. Default: scoped settings, then
///     `PENUMBRA_RECORD`, then `missing` (`never` when `CI` is set).
///   - snapshotDirectory: the folder holding the references. Default:
///     `__Snapshots__/<TestFileName>/` next to the test file.
///   - fileID, filePath, function, line, column: where the failure is reported and which test it
///     names; leave the defaults.
///   - render: draws the subject in one variant, as a premultiplied bitmap.
/// - Returns: the result, for callers that inspect it; already reported.
@discardableResult
public func assertSnapshot(
    named name: String? = nil,
    variants: VariantSet = .default,
    comparison: SnapshotComparison = .exact,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: URL? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column,
    of render: (Variant) throws -> Bitmap
) -> SnapshotResult {
    let result = verifySnapshot(
        of: render, named: name, variants: variants, comparison: comparison, record: record,
        snapshotDirectory: snapshotDirectory, filePath: "\(filePath)", function: function, line: Int(line))
    SnapshotReporter.report(result, fileID: fileID, filePath: filePath, line: line, column: column)
    return result
}

/// The same assertion for a render closure that gives straight-alpha images (decoded PNGs,
/// images from another tool).
@discardableResult
public func assertSnapshot(
    named name: String? = nil,
    variants: VariantSet = .default,
    comparison: SnapshotComparison = .exact,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: URL? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column,
    of render: (Variant) throws -> RGBAImage
) -> SnapshotResult {
    let result = verifySnapshot(
        of: render, named: name, variants: variants, comparison: comparison, record: record,
        snapshotDirectory: snapshotDirectory, filePath: "\(filePath)", function: function, line: Int(line))
    SnapshotReporter.report(result, fileID: fileID, filePath: filePath, line: line, column: column)
    return result
}

/// Asserts that one already drawn bitmap matches its reference, stored as variant `variant`
/// (default: light). For rendering per variant, pass a render closure instead.
@discardableResult
public func assertSnapshot(
    of bitmap: Bitmap,
    named name: String? = nil,
    as variant: Variant = .light,
    comparison: SnapshotComparison = .exact,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: URL? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) -> SnapshotResult {
    assertSnapshot(named: name, variants: VariantSet([variant]), comparison: comparison, record: record,
                   snapshotDirectory: snapshotDirectory, fileID: fileID, filePath: filePath,
                   function: function, line: line, column: column) { _ in bitmap }
}

/// Asserts that the PNG file at `file` (for example, one another tool produced) matches its
/// reference, stored as variant `variant` (default: light). An unreadable file fails the
/// assertion with its path and the reason.
@discardableResult
public func assertSnapshot(
    ofPNGAt file: URL,
    named name: String? = nil,
    as variant: Variant = .light,
    comparison: SnapshotComparison = .exact,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: URL? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) -> SnapshotResult {
    let codec = SnapshotImageCodec.png
    return assertSnapshot(named: name, variants: VariantSet([variant]), comparison: comparison, record: record,
                          snapshotDirectory: snapshotDirectory, fileID: fileID, filePath: filePath,
                          function: function, line: line, column: column) { _ throws -> RGBAImage in
        let bytes: [UInt8]
        do {
            bytes = [UInt8](try Data(contentsOf: file))
        } catch {
            throw SnapshotError.cannotRead(path: file.path, reason: (error as NSError).localizedDescription)
        }
        return try codec.decode(bytes, file.path)
    }
}
