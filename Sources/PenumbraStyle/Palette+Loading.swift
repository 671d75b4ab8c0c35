import Foundation

extension Palette {
    /// Loads a palette from whatever a team already has, told apart by shape:
    /// - a folder ending in `.xcassets`: an Xcode asset catalog's colour sets (``AssetCatalog``);
    /// - a folder holding `$themes.json`, or a JSON file with a top-level `$themes`: a Tokens
    ///   Studio export (``DesignTokens/loadTokensStudio(_:name:)``);
    /// - any other JSON file: design tokens with modes inside the file (``DesignTokens/load(_:name:)``).
    /// - Throws: ``StyleError`` naming the file and JSON path;
    ///   ``StyleError/unreadableFile(file:reason:)`` for a folder of neither kind.
    public static func load(contentsOf url: URL) throws(StyleError) -> Palette {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw .unreadableFile(file: url.path, reason: "no such file or folder")
        }
        if isDirectory.boolValue {
            if url.pathExtension == "xcassets" { return try AssetCatalog.load(url).palette }
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("$themes.json").path) {
                return try DesignTokens.loadTokensStudio(url).palette
            }
            throw .unreadableFile(file: url.path, reason: "a folder that is neither an .xcassets catalog nor a Tokens Studio export ($themes.json)")
        }
        if case .object(let object) = try JSONValue.load(url), object["$themes"] != nil {
            return try DesignTokens.loadTokensStudio(url).palette
        }
        return try DesignTokens.load(url).palette
    }
}
