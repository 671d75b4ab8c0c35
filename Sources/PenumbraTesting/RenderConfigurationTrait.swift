import Testing
import PenumbraUI

/// A Swift Testing trait that renders every snapshot of a test or suite with one configuration
/// (palette, images, fonts, default variants and scale):
///
/// ```swift
/// @Suite(.rendering(.designSystem)) struct ButtonSnapshots { … }
/// ```
public struct RenderConfigurationTrait: TestTrait, SuiteTrait, TestScoping {
    /// The configuration in force inside the test or suite.
    public let configuration: RenderConfiguration

    /// Applies to every test inside a suite, nested suites included.
    public var isRecursive: Bool { true }

    /// Runs the test with the configuration in force.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await withRenderConfiguration(configuration) {
            // Each run of a test case numbers its unnamed snapshots from 1.
            if testCase != nil {
                try await SnapshotCounter.$scoped.withValue(SnapshotCounter()) { try await function() }
            } else {
                try await function()
            }
        }
    }
}

extension Trait where Self == RenderConfigurationTrait {
    /// Renders the test's or suite's snapshots with `configuration`.
    public static func rendering(_ configuration: RenderConfiguration) -> RenderConfigurationTrait {
        RenderConfigurationTrait(configuration: configuration)
    }
}
