import Foundation
import Testing

/// The `penumbra` executable `swift build` (and so `swift test`) builds in `.build/debug`, for
/// tests that run the CLI as a user does.
public enum BuiltCLI {
    /// `.build/debug/penumbra` in the package.
    public static let binary: URL = TestPaths.packageRoot.appendingPathComponent(".build/debug/penumbra")

    /// Whether the executable is there.
    public static var isBuilt: Bool { FileManager.default.isExecutableFile(atPath: binary.path) }

    /// The message a test gives when it skips for want of the executable.
    public static let missingMessage =
        "the penumbra executable is not built (swift build and swift test build .build/debug/penumbra): skipping"
}

extension Trait where Self == ConditionTrait {
    /// Runs the test or suite only when `.build/debug/penumbra` is built; otherwise skips it with
    /// ``BuiltCLI/missingMessage``.
    public static var requiresBuiltCLI: Self {
        .enabled(if: BuiltCLI.isBuilt, Comment(rawValue: BuiltCLI.missingMessage))
    }
}
