import Foundation
import PenumbraUI

/// Runs `operation` with snapshot settings and a render configuration (palette, images, fonts,
/// default variants and scale) in force for every assertion inside it:
///
/// ```swift
/// withSnapshotSettings(record: .missing, rendering: .designSystem) {
///     assertSnapshot(of: PayButton(title: "Pay"))
/// }
/// ```
public func withSnapshotSettings<R>(
    record: SnapshotRecordMode? = nil, environment: SnapshotEnvironment? = nil,
    snapshotDirectory: URL? = nil, artifactsDirectory: URL? = nil,
    rendering: RenderConfiguration,
    operation: () throws -> R
) rethrows -> R {
    try withRenderConfiguration(rendering) {
        try withSnapshotSettings(record: record, environment: environment, snapshotDirectory: snapshotDirectory,
                                 artifactsDirectory: artifactsDirectory, operation: operation)
    }
}
