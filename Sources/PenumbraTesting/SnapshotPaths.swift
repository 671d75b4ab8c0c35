import Foundation

/// Where one assertion's files go: references next to the test file, artifacts under the
/// artifacts root, mirrored by test file.
///
/// - Reference: `<test folder>/__Snapshots__/<TestFileName>/<testName>.<name>.<variant>.png`,
///   or `<snapshotDirectory>/<testName>.<name>.<variant>.png` when overridden.
/// - Artifacts: `<root>/<test file's path from the package root, without .swift>/` holding
///   `<testName>.<name>.<variant>.actual.png`, `.reference.png`, `.diff.png` and `.strip.png`.
/// - Result: `<root>/<that path with / as .>.<testName>.<name>.json`, directly in the root, so
///   that its image paths (relative to its folder, as the report schema wants) are plain paths
///   down the mirror and `penumbra report <root>/*.json --out report` gathers a whole test run.
///
/// The root is ``SnapshotSettings/artifactsDirectory``, else `PENUMBRA_ARTIFACTS` (relative
/// paths from the package root), else `<package root>/.build/penumbra-artifacts`. The package
/// root is the nearest folder above the test file holding `Package.swift`.
public struct SnapshotPaths: Sendable, Hashable {
    /// The folder holding this test file's references.
    public let referenceDirectory: URL
    /// The artifacts root.
    public let artifactsRoot: URL
    /// The folder holding this test file's artifacts.
    public let artifactDirectory: URL
    /// `<testName>.<name>`: the stem shared by this assertion's files.
    public let stem: String
    /// The artifact folder relative to the artifacts root, with `/` separators
    /// (`Tests/ButtonTests/ButtonSnapshots`): the prefix of this assertion's keys in results files.
    public let mirror: String
    /// The test file's path relative to the package root, with `/` separators
    /// (`Tests/ButtonTests/ButtonSnapshots.swift`); its name alone when it is not under the root.
    public let testFile: String

    /// Paths for the snapshot `name` (already sanitised) of test `testName` in `filePath`.
    public init(
        filePath: String, testName: String, name: String,
        snapshotDirectory: URL?, artifactsDirectory: URL?, environment: SnapshotEnvironment
    ) {
        let file = URL(fileURLWithPath: filePath)
        let fileName = SnapshotName.testFileName(fromFilePath: filePath)
        referenceDirectory = snapshotDirectory ?? file.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__").appendingPathComponent(fileName)
        let root = Self.packageRoot(above: file)
        if let artifactsDirectory {
            artifactsRoot = artifactsDirectory
        } else if let path = environment.artifactsPath {
            artifactsRoot = path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
        } else {
            artifactsRoot = root.appendingPathComponent(".build").appendingPathComponent("penumbra-artifacts")
        }
        let folders = Self.relativeFolders(of: file, under: root).map(SnapshotName.sanitize) + [fileName]
        artifactDirectory = folders.reduce(artifactsRoot) { $0.appendingPathComponent($1) }
        mirror = folders.joined(separator: "/")
        testFile = (Self.relativeFolders(of: file, under: root) + [file.lastPathComponent]).joined(separator: "/")
        stem = testName + "." + name
    }

    /// The reference image for `variant` (a sanitised variant name; empty for swift-snapshot-testing's
    /// one-image files, `<testName>.<name>.png`).
    public func reference(variant: String) -> URL {
        referenceDirectory.appendingPathComponent(fileName(variant, "png"))
    }

    /// `<stem>.<variant>.<suffix>`, or `<stem>.<suffix>` for the empty variant.
    private func fileName(_ variant: String, _ suffix: String) -> String {
        variant.isEmpty ? "\(stem).\(suffix)" : "\(stem).\(variant).\(suffix)"
    }

    /// The rendered image kept for a failing or new `variant`.
    public func actual(variant: String) -> URL {
        artifactDirectory.appendingPathComponent(fileName(variant, "actual.png"))
    }

    /// The copy of the reference kept beside the actual image of a failing `variant`, so the
    /// artifacts folder is complete on its own when CI uploads it.
    public func referenceCopy(variant: String) -> URL {
        artifactDirectory.appendingPathComponent(fileName(variant, "reference.png"))
    }

    /// The diff image for a failing `variant`.
    public func diff(variant: String) -> URL {
        artifactDirectory.appendingPathComponent(fileName(variant, "diff.png"))
    }

    /// The labelled reference | actual | diff strip for a failing `variant`.
    public func strip(variant: String) -> URL {
        artifactDirectory.appendingPathComponent(fileName(variant, "strip.png"))
    }

    /// The JSON result of the assertion, in the artifacts root.
    public var result: URL {
        artifactsRoot.appendingPathComponent(mirror.replacingOccurrences(of: "/", with: ".") + ".\(stem).json")
    }

    /// `url`'s path relative to the folder of ``result`` (the artifacts root), with `/`
    /// separators: how the results file names its images.
    public func relativeToResult(_ url: URL) -> String {
        "\(mirror)/\(url.lastPathComponent)"
    }

    /// The nearest folder above `file` that holds `Package.swift`; the file's folder when none does.
    public static func packageRoot(above file: URL) -> URL {
        let fm = FileManager.default
        var folder = file.deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            if fm.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder = folder.deletingLastPathComponent()
        }
        return file.deletingLastPathComponent()
    }

    /// The folders between `root` and `file` (`["Tests", "ButtonTests"]`), empty when `file` is
    /// not under `root`.
    static func relativeFolders(of file: URL, under root: URL) -> [String] {
        let fileParts = file.standardizedFileURL.deletingLastPathComponent().pathComponents
        let rootParts = root.standardizedFileURL.pathComponents
        guard fileParts.count >= rootParts.count, Array(fileParts.prefix(rootParts.count)) == rootParts else { return [] }
        return Array(fileParts.dropFirst(rootParts.count))
    }
}
