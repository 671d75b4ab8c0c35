import Foundation
import PenumbraCore

/// Asserts that `render` draws, in every variant, what the reference snapshots hold: the one
/// assertion, ``assertSnapshot(of:as:named:record:snapshotDirectory:timeout:fileID:file:testName:line:column:)``,
/// with the ``Snapshotting/rendering(variants:comparison:)`` strategy (this spelling and the
/// others below are kept for the tests written with them).
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
    withoutActuallyEscaping(render) { render in
        assertSnapshot(of: render, as: .rendering(variants: variants, comparison: comparison), named: name, record: record,
                       snapshotDirectory: snapshotDirectory, fileID: fileID, file: filePath, testName: function, line: line, column: column)
    }
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
    withoutActuallyEscaping(render) { render in
        assertSnapshot(of: render, as: .rendering(variants: variants, comparison: comparison), named: name, record: record,
                       snapshotDirectory: snapshotDirectory, fileID: fileID, file: filePath, testName: function, line: line, column: column)
    }
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
    assertSnapshot(of: bitmap, as: .image(as: variant, comparison: comparison), named: name, record: record,
                   snapshotDirectory: snapshotDirectory, fileID: fileID, file: filePath, testName: function, line: line, column: column)
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
    assertSnapshot(of: file, as: .png(as: variant, comparison: comparison), named: name, record: record,
                   snapshotDirectory: snapshotDirectory, fileID: fileID, file: filePath, testName: function, line: line, column: column)
}
