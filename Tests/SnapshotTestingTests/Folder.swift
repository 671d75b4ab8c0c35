import Foundation
import PenumbraTesting

/// A temporary snapshots folder per test, with the environment cleared (no `CI`, no
/// `PENUMBRA_RECORD`) and artifacts kept inside it.
struct Folder {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-testing-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    var snapshots: URL { root.appendingPathComponent("snapshots") }

    /// The reference files written, sorted.
    var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: snapshots.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    /// The decoded reference `name`.
    func image(_ name: String) throws -> RGBAImage {
        try PNGDecoder.decodeImage(contentsOf: snapshots.appendingPathComponent(name))
    }

    /// Runs `body` with the cleared environment and this folder's artifacts.
    func run<R>(_ body: () throws -> R) rethrows -> R {
        try withSnapshotSettings(environment: SnapshotEnvironment(), artifactsDirectory: root.appendingPathComponent("artifacts"), operation: body)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}
