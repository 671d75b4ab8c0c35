import Foundation
import PenumbraCore

extension SnapshotPairing {
    /// Pairs the PNG files of two folders by relative path (searching sub-folders, skipping
    /// hidden files and folders), groups them with `naming`, and keeps those in `shard`.
    ///
    /// Holds only the paths in memory (about 100 bytes per file), never an image.
    /// - Throws: ``ReportError/notADirectory(path:)`` when a folder does not exist.
    package init(reference: URL, actual: URL, naming: VariantNaming = VariantNaming(), shard: ShardSpec? = nil) throws(ReportError) {
        let (referenceFiles, referenceIgnored) = try Self.listPNGs(reference)
        let (actualFiles, actualIgnored) = try Self.listPNGs(actual)
        var pairs: [SnapshotPair] = []
        for file in referenceFiles.union(actualFiles) {
            let (snapshot, variant) = naming.split(file)
            if let shard, !shard.contains(group: snapshot) { continue }
            pairs.append(SnapshotPair(file: file, snapshot: snapshot, variant: variant,
                                      inReference: referenceFiles.contains(file), inActual: actualFiles.contains(file)))
        }
        pairs.sort { $0.file < $1.file }
        self.init(pairs: pairs, ignoredFiles: referenceIgnored + actualIgnored)
    }

    /// The relative paths of the PNGs under `folder`, and the count of other regular files.
    static func listPNGs(_ folder: URL) throws(ReportError) -> (Set<String>, Int) {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .notADirectory(path: folder.path)
        }
        // Hidden files are skipped, and hidden folders not entered.
        guard let entries = DirectoryWalk.entries(under: folder.path, descend: { !$0.name.hasPrefix(".") }) else {
            throw .unreadable(path: folder.path, reason: "cannot list the folder")
        }
        var files = Set<String>()
        var ignored = 0
        for entry in entries where !entry.name.hasPrefix(".") {
            let next = entry.path, name = entry.name
            var isRegular = entry.kind == .file
            if entry.kind == .symbolicLink {
                var dir: ObjCBool = false
                isRegular = fm.fileExists(atPath: folder.appendingPathComponent(next).path, isDirectory: &dir) && !dir.boolValue
            }
            guard isRegular else { continue }
            if name.lowercased().hasSuffix(".png") {
                files.insert(next)
            } else {
                ignored += 1
            }
        }
        return (files, ignored)
    }
}

extension SnapshotPairing {
    /// Why `file` is not a name a folder pairing could give, or `nil` when it is one: a relative
    /// path with `/` separators, no empty, `.`, `..` or hidden component (the pairing skips hidden
    /// files and folders), no NUL, ending in `.png`.
    ///
    /// Every name read from a results file (which may come from anywhere: a CI artifact, a pull
    /// request) passes this before a path is built from it.
    package static func problem(withFile file: String) -> String? {
        if file.isEmpty { return "is empty" }
        if file.hasPrefix("/") { return "is an absolute path" }
        if file.utf8.contains(0) { return "contains a NUL byte" }
        for part in file.split(separator: "/", omittingEmptySubsequences: false) {
            if part.isEmpty { return "has an empty path component" }
            if part == "." || part == ".." { return "has a '\(part)' path component" }
            if part.hasPrefix(".") { return "has a hidden path component ('\(part)'), which a folder diff never pairs" }
        }
        guard file.lowercased().hasSuffix(".png") else { return "is not a .png file" }
        return nil
    }
}
