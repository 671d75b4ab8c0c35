import Foundation
import PenumbraStyle
import PenumbraView

/// The asset catalogs a bundle carries, for `UIImage(named:in:compatibleWith:)`: SwiftPM on Linux
/// copies a target's `.xcassets` folder into its resource bundle as it is (it has no `actool` to
/// compile it), so a test target's own images (`UIImage(named: "card", in: .module, …)`) are
/// read from that folder, as iOS reads them from the compiled catalog.
///
/// Each bundle's catalogs are read once per process. A catalog that does not load is left out,
/// so its names are not found, as an image missing from a catalog is on iOS (`nil`).
package enum BundleAssetCatalogs {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var loaded: [String: [AssetCatalog]] = [:]
    nonisolated(unsafe) private static var wrapped: [String: ImageCatalog] = [:]

    /// The catalogs at the top of `bundle`'s resources, by folder name.
    static func catalogs(in bundle: Bundle) -> [AssetCatalog] {
        let root = bundle.resourceURL ?? URL(fileURLWithPath: bundle.bundlePath, isDirectory: true)
        let key = root.standardizedFileURL.path
        lock.lock()
        defer { lock.unlock() }
        if let found = loaded[key] { return found }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: key)) ?? []).filter { $0.hasSuffix(".xcassets") }.sorted()
        let catalogs = names.compactMap { try? AssetCatalog.load(root.appendingPathComponent($0, isDirectory: true)) }
        loaded[key] = catalogs
        return catalogs
    }

    /// The first of `bundle`'s catalogs that holds an image set `name`.
    package static func catalog(in bundle: Bundle, holding name: String) -> AssetCatalog? {
        catalogs(in: bundle).first { $0.images[name] != nil }
    }

    /// The first of `bundle`'s catalogs that holds an image set `name`, as the view stage keeps
    /// it (one ``ImageCatalog`` per catalog, so two images of one catalog compare equal).
    package static func imageCatalog(in bundle: Bundle, holding name: String) -> ImageCatalog? {
        guard let catalog = catalog(in: bundle, holding: name) else { return nil }
        let key = "\((bundle.resourceURL ?? URL(fileURLWithPath: bundle.bundlePath)).standardizedFileURL.path)/\(catalog.name)"
        lock.lock()
        defer { lock.unlock() }
        if let found = wrapped[key] { return found }
        let made = ImageCatalog(catalog)
        wrapped[key] = made
        return made
    }

    /// The colour set `name` of the first of `bundle`'s catalogs that holds one.
    package static func color(in bundle: Bundle, named name: String) -> StyleColor? {
        for catalog in catalogs(in: bundle) { if let found = catalog.colors[name] { return found.color } }
        return nil
    }
}
