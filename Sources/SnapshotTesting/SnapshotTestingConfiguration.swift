import PenumbraTesting
import Foundation

/// swift-snapshot-testing's scoped configuration: the record mode assertions use inside
/// ``withSnapshotTesting(record:operation:)``. It sets PenumbraTesting's ``SnapshotSettings``
/// as well, so assertions of either spelling in the scope follow it.
public struct SnapshotTestingConfiguration: Sendable {
    /// The configuration of the enclosing ``withSnapshotTesting(record:operation:)``, if any.
    @TaskLocal public static var current: SnapshotTestingConfiguration?

    /// The record mode; `nil` keeps the enclosing one.
    public var record: Record?

    /// A configuration recording as `record` says.
    public init(record: Record? = nil) {
        self.record = record
    }

    /// When an assertion writes its reference: PenumbraTesting's ``SnapshotRecordMode`` under
    /// swift-snapshot-testing's names.
    public struct Record: Equatable, Sendable {
        /// The PenumbraTesting mode.
        public let mode: SnapshotRecordMode

        /// The mode named `rawValue` (`all`, `failed`, `missing`, `never`), as
        /// `SNAPSHOT_TESTING_RECORD` spells it.
        public init?(rawValue: String) {
            guard let mode = SnapshotRecordMode(rawValue: rawValue) else { return nil }
            self.mode = mode
        }

        init(_ mode: SnapshotRecordMode) { self.mode = mode }

        /// swift-snapshot-testing's reading of its deprecated `record: Bool?`: `true` records
        /// everything, `false` only what is missing, `nil` is no choice.
        init?(_ recording: Bool?) {
            guard let recording else { return nil }
            self.init(recording ? .all : .missing)
        }

        /// Records every snapshot, matching or not (and fails, asking for a re-run).
        public static let all = Record(.all)
        /// Records the snapshots that do not match.
        public static let failed = Record(.failed)
        /// Records the snapshots that have no reference (the default on a developer's machine).
        public static let missing = Record(.missing)
        /// Records nothing: a missing reference fails.
        public static let never = Record(.never)
    }
}

/// Runs `operation` with `record` as the record mode of every assertion in it (nested scopes win).
public func withSnapshotTesting<R>(
    record: SnapshotTestingConfiguration.Record? = nil, operation: () throws -> R
) rethrows -> R {
    let configuration = SnapshotTestingConfiguration(record: record ?? SnapshotTestingConfiguration.current?.record)
    return try SnapshotTestingConfiguration.$current.withValue(configuration) {
        try withSnapshotSettings(record: record?.mode, operation: operation)
    }
}

/// The `async` form of ``withSnapshotTesting(record:operation:)``.
public func withSnapshotTesting<R>(
    record: SnapshotTestingConfiguration.Record? = nil, isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
) async rethrows -> R {
    let configuration = SnapshotTestingConfiguration(record: record ?? SnapshotTestingConfiguration.current?.record)
    return try await SnapshotTestingConfiguration.$current.withValue(configuration, operation: {
        try await withSnapshotSettings(record: record?.mode, operation: operation)
    }, isolation: isolation)
}
