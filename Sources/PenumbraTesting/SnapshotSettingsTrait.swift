#if canImport(Testing)
import Foundation
import Testing

/// A Swift Testing trait that puts ``SnapshotSettings`` in force for a test, or for every test in
/// a suite (recursively).
///
/// ```swift
/// @Suite(.snapshots(record: .all)) struct ButtonSnapshots { … }
/// @Test(.snapshots(record: .failed)) func rendersBadge() { … }
/// ```
/// A test's trait overrides its suite's; an assertion's own `record:` argument overrides both.
public struct SnapshotSettingsTrait: TestTrait, SuiteTrait, TestScoping {
    /// The settings this trait sets; `nil` values keep the enclosing scope's.
    public let settings: SnapshotSettings

    /// Applies to every test inside a suite, nested suites included.
    public var isRecursive: Bool { true }

    /// A trait setting `settings`.
    public init(settings: SnapshotSettings) {
        self.settings = settings
    }

    /// Runs the test with the settings merged over the enclosing ones.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await SnapshotSettings.$current.withValue(SnapshotSettings.current.overridden(by: settings)) {
            // Each run of a test case numbers its unnamed snapshots from 1.
            if testCase != nil {
                try await SnapshotCounter.$scoped.withValue(SnapshotCounter()) { try await function() }
            } else {
                try await function()
            }
        }
    }
}

extension Trait where Self == SnapshotSettingsTrait {
    /// Snapshot settings for a test or suite: a record mode, an environment, folder overrides
    /// (each default: not set, so the enclosing scope's applies).
    public static func snapshots(
        record: SnapshotRecordMode? = nil, environment: SnapshotEnvironment? = nil,
        snapshotDirectory: URL? = nil, artifactsDirectory: URL? = nil
    ) -> SnapshotSettingsTrait {
        SnapshotSettingsTrait(settings: SnapshotSettings(
            record: record, environment: environment,
            snapshotDirectory: snapshotDirectory, artifactsDirectory: artifactsDirectory))
    }
}
#endif
