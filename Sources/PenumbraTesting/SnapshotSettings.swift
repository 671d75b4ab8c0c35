import Foundation

/// Settings that apply to every snapshot assertion in a scope: a record mode, the environment to
/// read, and folder overrides.
///
/// Set them with ``withSnapshotSettings(record:environment:snapshotDirectory:artifactsDirectory:operation:)``
/// (any test framework) or the `.snapshots(record:)` trait (Swift Testing). Scopes nest: an inner
/// scope overrides what it sets and keeps the rest. `nil` means "not set here".
public struct SnapshotSettings: Sendable, Hashable {
    /// The record mode; outranked only by an assertion's own `record:` argument.
    public var record: SnapshotRecordMode?
    /// The environment to read `CI`, `PENUMBRA_RECORD` and `PENUMBRA_ARTIFACTS` from.
    /// Default (`nil`): ``SnapshotEnvironment/process``.
    public var environment: SnapshotEnvironment?
    /// The folder that holds the references, replacing `__Snapshots__/<TestFileName>/` next to
    /// the test file.
    public var snapshotDirectory: URL?
    /// The artifacts root, replacing `PENUMBRA_ARTIFACTS` and its default.
    public var artifactsDirectory: URL?

    /// Settings with the given values (all default to not set).
    public init(
        record: SnapshotRecordMode? = nil, environment: SnapshotEnvironment? = nil,
        snapshotDirectory: URL? = nil, artifactsDirectory: URL? = nil
    ) {
        self.record = record
        self.environment = environment
        self.snapshotDirectory = snapshotDirectory
        self.artifactsDirectory = artifactsDirectory
    }

    /// The settings in force for the current task. Default: nothing set.
    @TaskLocal public static var current = SnapshotSettings()

    /// These settings with every value that `inner` sets replacing ours.
    public func overridden(by inner: SnapshotSettings) -> SnapshotSettings {
        SnapshotSettings(
            record: inner.record ?? record,
            environment: inner.environment ?? environment,
            snapshotDirectory: inner.snapshotDirectory ?? snapshotDirectory,
            artifactsDirectory: inner.artifactsDirectory ?? artifactsDirectory
        )
    }

    /// The environment to read: ``environment`` or the process's.
    public var resolvedEnvironment: SnapshotEnvironment { environment ?? .process }
}

/// Runs `operation` with snapshot settings in force for every assertion inside it, including
/// those in child tasks; values left `nil` keep the enclosing scope's.
///
/// ```swift
/// func testButtons() {
///     withSnapshotSettings(record: .all) {
///         assertSnapshot(of: button)
///     }
/// }
/// ```
public func withSnapshotSettings<R>(
    record: SnapshotRecordMode? = nil, environment: SnapshotEnvironment? = nil,
    snapshotDirectory: URL? = nil, artifactsDirectory: URL? = nil,
    operation: () throws -> R
) rethrows -> R {
    let inner = SnapshotSettings(record: record, environment: environment,
                                 snapshotDirectory: snapshotDirectory, artifactsDirectory: artifactsDirectory)
    return try SnapshotSettings.$current.withValue(SnapshotSettings.current.overridden(by: inner), operation: operation)
}

/// The `async` form of ``withSnapshotSettings(record:environment:snapshotDirectory:artifactsDirectory:operation:)``.
public func withSnapshotSettings<R>(
    record: SnapshotRecordMode? = nil, environment: SnapshotEnvironment? = nil,
    snapshotDirectory: URL? = nil, artifactsDirectory: URL? = nil,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
) async rethrows -> R {
    let inner = SnapshotSettings(record: record, environment: environment,
                                 snapshotDirectory: snapshotDirectory, artifactsDirectory: artifactsDirectory)
    return try await SnapshotSettings.$current.withValue(
        SnapshotSettings.current.overridden(by: inner), operation: operation, isolation: isolation)
}
