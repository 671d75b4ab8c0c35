import Foundation
import PenumbraCore

/// The palette sources that files and folders hold, told apart by shape: Xcode asset catalogs,
/// Tokens Studio exports, and design-token files with the mode each file's plain values belong
/// to (``TokenFile``). A folder that is none of the first two is searched: its `.xcassets`
/// catalogs, its `.json` and `.json5` files, and its subfolders (a subfolder named for a mode,
/// as `dark/` or `highcontrast-dark/`, gives its mode to every file below it).
struct PaletteSources {
    var catalogs: [URL] = []
    var tokensStudio: [URL] = []
    var tokenFiles: [TokenFile] = []

    /// Whether a folder or file name names a mode (an appearance or a mode to ignore).
    let isMode: (String) -> Bool

    /// Folders deeper than this below a given folder are not searched (no symlink loops).
    static let maxFolderDepth = 16

    init(_ urls: [URL], isMode: @escaping (String) -> Bool) throws(StyleError) {
        self.isMode = isMode
        for url in urls { try add(url, folderMode: nil, depth: 0) }
        if catalogs.isEmpty && tokensStudio.isEmpty && tokenFiles.isEmpty {
            let list = urls.map(\.path).joined(separator: ", ")
            throw .unreadableFile(file: list, reason: "no palette here: give an .xcassets catalog, a design-token .json or .json5 file, "
                                  + "a Tokens Studio export ($themes.json) or a folder holding them")
        }
    }

    private mutating func add(_ url: URL, folderMode: String?, depth: Int) throws(StyleError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw .unreadableFile(file: url.path, reason: "no such file or folder")
        }
        guard isDirectory.boolValue else {
            tokenFiles.append(TokenFile(url: url, mode: folderMode ?? fileMode(url)))
            return
        }
        if url.pathExtension == "xcassets" { catalogs.append(url); return }
        if FileManager.default.fileExists(atPath: url.appendingPathComponent("$themes.json").path) {
            tokensStudio.append(url); return
        }
        guard depth < Self.maxFolderDepth else { return }
        // The innermost folder named for a mode wins: `default/dark/` is dark.
        let mode = isMode(url.lastPathComponent) ? url.lastPathComponent : folderMode
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: url.path)
                .filter { !$0.hasPrefix(".") && $0 != "node_modules" }.sorted()
        } catch {
            throw .unreadableFile(file: url.path, reason: FileBytes.reason(error))
        }
        for name in names {
            let child = url.appendingPathComponent(name)
            var childIsDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: child.path, isDirectory: &childIsDirectory)
            if childIsDirectory.boolValue {
                try add(child, folderMode: mode, depth: depth + 1)
            } else if ["json", "json5"].contains(child.pathExtension.lowercased()), !child.lastPathComponent.hasPrefix("$") {
                try add(child, folderMode: mode, depth: depth + 1)
            }
        }
    }

    /// The mode a file's name gives: its whole base name (`dark.tokens.json` → `dark`), else the
    /// longest run of dot-separated parts at its end that names one (`tokens.dark.json` → `dark`,
    /// `semantic.highcontrast.dark.json` → `highcontrast.dark`).
    func fileMode(_ url: URL) -> String? {
        let parts = DesignTokens.baseName(url).split(separator: ".").map(String.init)
        for start in parts.indices {
            let candidate = parts[start...].joined(separator: ".")
            if isMode(candidate) { return candidate }
        }
        return nil
    }
}
