#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lists a folder tree with `opendir`, `readdir` and `lstat`: what `FileManager.enumerator(atPath:)`
/// gives, sorted, without linking Foundation's Objective-C compatibility layer into the CLI (see
/// ``MutexLock``).
package enum DirectoryWalk {
    /// What an entry is, by `lstat` (a symbolic link is itself, not what it points to).
    package enum Kind: Sendable, Equatable {
        case file, folder, symbolicLink, other
    }

    /// One entry: its path relative to the walked folder (`a/b.png`), its name and kind.
    package struct Entry: Sendable, Equatable {
        package let path: String
        package let name: String
        package let kind: Kind
    }

    /// Every entry below `folder`, sorted by path in byte order. Symbolic links are listed, never
    /// followed into, so a loop of links cannot make the walk endless. A folder is descended into
    /// when `descend` says so (default: always). A folder that cannot be read (no permission,
    /// removed meanwhile) contributes nothing; `nil` when `folder` itself cannot be opened.
    package static func entries(under folder: String, descend: (Entry) -> Bool = { _ in true }) -> [Entry]? {
        var out: [Entry] = []
        guard walk(folder, prefix: "", descend: descend, into: &out) else { return nil }
        return out.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    }

    /// The relative paths of every entry below `folder` but folders (unless `includingFolders`),
    /// sorted; empty when `folder` cannot be read.
    package static func files(under folder: String, includingFolders: Bool = false) -> [String] {
        (entries(under: folder) ?? []).filter { includingFolders || $0.kind != .folder }.map(\.path)
    }

    /// Appends the entries below `folder`; false when it cannot be opened.
    @discardableResult
    private static func walk(_ folder: String, prefix: String, descend: (Entry) -> Bool, into out: inout [Entry]) -> Bool {
        guard let dir = opendir(folder) else { return false }
        var subfolders: [Entry] = []
        while let raw = readdir(dir) {
            let name = withUnsafeBytes(of: raw.pointee.d_name) { bytes in
                String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let entry = Entry(path: prefix + name, name: name, kind: kind(folder + "/" + name))
            out.append(entry)
            if entry.kind == .folder { subfolders.append(entry) }
        }
        closedir(dir)
        for entry in subfolders where descend(entry) {
            walk(folder + "/" + entry.name, prefix: entry.path + "/", descend: descend, into: &out)
        }
        return true
    }

    private static func kind(_ path: String) -> Kind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .other }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }
}
