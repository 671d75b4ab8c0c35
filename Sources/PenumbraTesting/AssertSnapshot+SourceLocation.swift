#if canImport(Testing)
import Foundation
import PenumbraCore
import Testing

/// The bitmap `assertSnapshot`, reporting at a Swift Testing `SourceLocation`, for helpers that take
/// `sourceLocation: SourceLocation = #_sourceLocation` and forward it. References are stored next
/// to `sourceLocation.filePath`.
@discardableResult
public func assertSnapshot(
    named name: String? = nil,
    variants: VariantSet = .default,
    comparison: SnapshotComparison = .exact,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: URL? = nil,
    function: String = #function,
    sourceLocation: SourceLocation,
    of render: (Variant) throws -> Bitmap
) -> SnapshotResult {
    let result = withoutActuallyEscaping(render) { render in
        verifySnapshot(of: render, as: .rendering(variants: variants, comparison: comparison), named: name, record: record,
                       snapshotDirectory: snapshotDirectory, filePath: sourceLocation.filePath, function: function,
                       line: sourceLocation.line)
    }
    SnapshotReporter.report(result, sourceLocation: sourceLocation)
    return result
}
#endif
