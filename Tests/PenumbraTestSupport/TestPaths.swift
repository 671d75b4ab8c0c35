import Foundation

/// Where the test inputs are: the package root, `Fixtures/`, `__Snapshots__/`, and the shared
/// folder beside the package (`../shared`, which CI provides and a user's clone may lack).
public enum TestPaths {
    /// The package root, found from this file's path (`Tests/PenumbraTestSupport/TestPaths.swift`).
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Fixtures/` in the package.
    public static var fixtures: URL { packageRoot.appendingPathComponent("Fixtures") }

    /// `__Snapshots__/` in the package.
    public static var snapshots: URL { packageRoot.appendingPathComponent("__Snapshots__") }

    /// `../shared` beside the package, or `nil` when it is absent.
    public static var shared: URL? {
        let url = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue ? url : nil
    }

    /// `../shared/corpora/<name>`, or `nil` when the shared folder is absent.
    public static func corpus(_ name: String) -> URL? {
        shared?.appendingPathComponent("corpora").appendingPathComponent(name)
    }

    /// A new empty folder `penumbra-<prefix>-<UUID>` in the temporary directory; the test
    /// removes it when done.
    public static func scratchFolder(_ prefix: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The message a test gives when it skips for want of the shared folder.
    public static let sharedMissingMessage =
        "../shared is not beside the package (a user's clone has none; CI provides it): skipping the corpus test"
}
