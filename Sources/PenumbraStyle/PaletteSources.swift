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

    /// How mode names read; folder and file names are modes when it names them.
    let modeMap: ModeMap

    /// Folders deeper than this below a given folder are not searched (no symlink loops).
    static let maxFolderDepth = 16

    init(_ urls: [URL], modeMap: ModeMap) throws(StyleError) {
        self.modeMap = modeMap
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
            var file = TokenFile(url: url, mode: mode(of: url, folderMode: folderMode))
            file.fromFolder = depth > 0
            tokenFiles.append(file)
            return
        }
        if url.pathExtension == "xcassets" { catalogs.append(url); return }
        if FileManager.default.fileExists(atPath: url.appendingPathComponent("$themes.json").path) {
            tokensStudio.append(url); return
        }
        guard depth < Self.maxFolderDepth else { return }
        // The innermost folder named for a mode wins: `default/dark/` is dark.
        let mode = modeMap.names(url.lastPathComponent) ? url.lastPathComponent : folderMode
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

    /// The mode of a file's plain values: its own name's before its folder's.
    /// - A file whose name begins with its folder's mode and goes on (Primer's
    ///   `dark/dark.dimmed.json5`, `dark/dark.high-contrast.json5`, `light/light-colorblind.json`)
    ///   is that other mode, an appearance or a mode left out with a note — never the folder's.
    /// - A file whose name gives a mode (``fileMode(_:)``) takes it unless the folder's says more
    ///   (names more of light/dark, high contrast and elevated): PatternFly's
    ///   `highcontrast-dark/base.dark.json` stays high-contrast dark and `highcontrast/base.json`
    ///   high contrast, while `dark/tokens.dark-high-contrast.json` is dark high contrast. A name
    ///   given with `--mode-map` always wins.
    /// - Else the folder's mode, else `nil` (every mode).
    func mode(of url: URL, folderMode: String?) -> String? {
        let own = fileMode(url)
        guard let folderMode else { return own }
        let base = DesignTokens.baseName(url)
        let words = ModeMap.normalize(base).split(separator: "-")
        let folderWords = ModeMap.normalize(folderMode).split(separator: "-")
        if words.count > folderWords.count, words.starts(with: folderWords) { return base }
        guard let own else { return folderMode }
        if modeMap.isCustom(own) || ModeMap.traitWords(own) >= ModeMap.traitWords(folderMode) { return own }
        return folderMode
    }

    /// The mode a file's name gives: its whole base name (`dark.tokens.json` → `dark`), else the
    /// longest run of dot-separated parts at its end that names one (`tokens.dark.json` → `dark`,
    /// `semantic.highcontrast.dark.json` → `highcontrast.dark`).
    func fileMode(_ url: URL) -> String? {
        let parts = DesignTokens.baseName(url).split(separator: ".").map(String.init)
        for start in parts.indices {
            let candidate = parts[start...].joined(separator: ".")
            if modeMap.names(candidate) { return candidate }
        }
        return nil
    }
}
