import Foundation
import PenumbraCore

/// An Xcode asset catalog (`Name.xcassets`): its colour sets as a palette and its image sets.
///
/// Folders inside the catalog are groups; a group whose `Contents.json` says
/// `"provides-namespace": true` prefixes its assets' names (`Brand/Primary`), as Xcode does.
/// Symbol sets are image assets too (`Image("name")` finds them). Other asset types (app icons,
/// data sets) are skipped.
public struct AssetCatalog: Sendable {
    /// The catalog's name (folder name without `.xcassets`): the scope of its colours.
    public let name: String
    /// The colour sets by asset name.
    public let colors: [String: ColorAsset]
    /// The image and symbol sets by asset name.
    public let images: [String: ImageAsset]
    /// Colour sets that hold no colour (Xcode's placeholder `AccentColor`): left out of the
    /// palette, as the app sees the system default instead.
    public var placeholders: [String] = []
    /// What the image sets' files were read into, shared by every copy of this catalog (so a
    /// command reads each file once, whatever the fixtures and variants that draw it), with the
    /// budget of decoded pixels they may hold together.
    package let fileCache = AssetFileCache()

    /// The colour sets as a palette named after the catalog.
    public var palette: Palette {
        Palette(preservingNames: name, colors: colors.mapValues(\.color))
    }

    /// Reads a catalog folder.
    /// - Parameter system: the system colours that `reference` colours name. Default: `.ios18`.
    /// - Throws: ``StyleError`` naming the `Contents.json` and the JSON path of the first problem;
    ///   ``StyleError/duplicateColor(name:palette:)`` for two assets of one name.
    public static func load(_ url: URL, system: SystemColors = .ios18) throws(StyleError) -> AssetCatalog {
        let name = url.deletingPathExtension().lastPathComponent
        var colors: [String: ColorAsset] = [:]
        var images: [String: ImageAsset] = [:]
        var placeholders: [String] = []
        try walk(url, prefix: "", catalog: name, system: system, colors: &colors, images: &images, placeholders: &placeholders)
        var catalog = AssetCatalog(name: name, colors: colors, images: images)
        catalog.placeholders = placeholders
        return catalog
    }

    private static func walk(_ folder: URL, prefix: String, catalog: String, system: SystemColors,
                             colors: inout [String: ColorAsset], images: inout [String: ImageAsset],
                             placeholders: inout [String]) throws(StyleError) {
        let names: [String]
        do {
            // Names only: asking for resource values costs a stat and an xattr list per child,
            // most of the time of a catalog of several hundred image sets.
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        } catch {
            throw .unreadableFile(file: folder.path, reason: FileBytes.reason(error))
        }
        for name in names {
            let child = folder.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            let base = child.deletingPathExtension().lastPathComponent
            let contents = child.appendingPathComponent("Contents.json")
            switch child.pathExtension {
            case "colorset":
                let root = JSONNode(try JSONValue.load(contents), file: contents.path)
                let assetName = prefix + base
                if try ColorAsset.isPlaceholder(root) {
                    placeholders.append(assetName)
                    continue
                }
                guard colors[assetName] == nil else { throw .duplicateColor(name: assetName, palette: catalog) }
                colors[assetName] = try ColorAsset.parse(root, name: assetName, scope: catalog, system: system)
            case "imageset", "symbolset":
                let root = JSONNode(try JSONValue.load(contents), file: contents.path)
                let assetName = prefix + base
                images[assetName] = try ImageAsset.parse(root, name: assetName, directory: child, symbol: child.pathExtension == "symbolset")
            case "":
                var childPrefix = prefix
                if FileManager.default.fileExists(atPath: contents.path) {
                    let root = JSONNode(try JSONValue.load(contents), file: contents.path)
                    if let properties = try root.optional("properties"),
                       case .bool(true)? = try properties.optional("provides-namespace")?.value {
                        childPrefix += base + "/"
                    }
                }
                try walk(child, prefix: childPrefix, catalog: catalog, system: system, colors: &colors, images: &images,
                         placeholders: &placeholders)
            default:
                continue
            }
        }
    }
}

extension ColorAsset {
    /// Reads one `.colorset` folder; its name is the folder's name without the extension.
    public static func load(_ url: URL, scope: String, system: SystemColors = .ios18) throws(StyleError) -> ColorAsset {
        let contents = url.appendingPathComponent("Contents.json")
        let root = JSONNode(try JSONValue.load(contents), file: contents.path)
        return try parse(root, name: url.deletingPathExtension().lastPathComponent, scope: scope, system: system)
    }
}

extension ImageAsset {
    /// Reads one `.imageset` folder; its name is the folder's name without the extension.
    public static func load(_ url: URL) throws(StyleError) -> ImageAsset {
        let contents = url.appendingPathComponent("Contents.json")
        let root = JSONNode(try JSONValue.load(contents), file: contents.path)
        return try parse(root, name: url.deletingPathExtension().lastPathComponent, directory: url)
    }
}
