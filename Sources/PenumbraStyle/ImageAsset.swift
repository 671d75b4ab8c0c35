import Foundation

/// An image set (`Name.imageset/Contents.json`) from an Xcode asset catalog: image files per
/// scale (1x, 2x, 3x, or one single-scale file) and appearance ("Any, Dark", high contrast), and
/// whether the image renders as a template (tinted by a colour).
public struct ImageAsset: Sendable {
    /// Xcode's "Render As": `template-rendering-intent` in the set's `properties`.
    public enum RenderingIntent: String, Hashable, Sendable {
        /// No intent given ("Default"): the image is drawn as it is, as iOS does for a plain
        /// image view.
        case `default`
        /// "Original Image".
        case original
        /// "Template Image": only the alpha is used, tinted by the view's tint colour.
        case template
    }

    /// One image file of the set.
    public struct File: Hashable, Sendable {
        /// The image file (beside `Contents.json`).
        public let url: URL
        /// The scale it is drawn for; `nil` for a single-scale file used at every scale.
        public let scale: DisplayScale?
        /// The appearance slot.
        public let appearance: AssetAppearance
    }

    /// The asset's name (with namespaces, `Icons/Star`).
    public let name: String
    /// How the image renders. Default: `.default`.
    public let renderingIntent: RenderingIntent
    /// The files, in the order `Contents.json` lists them; slots without a file are left out.
    public let files: [File]

    /// Whether the image renders as a template (tinted).
    public var isTemplate: Bool { renderingIntent == .template }

    /// The file for a trait collection, or `nil` when the set has no file at all.
    ///
    /// The appearance is picked first (``AssetAppearance/fallbackChain(for:)``: dark, then
    /// light/Any; high contrast, then normal), then the scale among that appearance's files: the
    /// exact scale, else the smallest larger one (downscaling looks better), else the largest
    /// smaller one; a single-scale file matches every scale.
    public func file(for traits: Traits) -> File? {
        for appearance in AssetAppearance.fallbackChain(for: traits) {
            let candidates = files.filter { $0.appearance == appearance }
            if candidates.isEmpty { continue }
            let wanted = traits.displayScale
            if let exact = candidates.first(where: { $0.scale == wanted || $0.scale == nil }) { return exact }
            let scaled = candidates.compactMap { file in file.scale.map { (file, $0) } }
            if let larger = scaled.filter({ $0.1 > wanted }).min(by: { $0.1 < $1.1 }) { return larger.0 }
            if let smaller = scaled.max(by: { $0.1 < $1.1 }) { return smaller.0 }
        }
        return nil
    }
}

extension ImageAsset {
    /// Reads an image set's `Contents.json` (already parsed); file names resolve against
    /// `directory`. Entries for other idioms than `universal`/`iphone` are ignored.
    /// - Throws: ``StyleError`` with the file and JSON path (`images[2].scale`).
    public static func parse(_ root: JSONNode, name: String, directory: URL) throws(StyleError) -> ImageAsset {
        var files: [File] = []
        for item in try root.required("images").elements() {
            guard try AssetAppearance.isIOSEntry(item) else { continue }
            guard let fileName = try item.optional("filename")?.string() else { continue }  // empty slot
            let appearance = try AssetAppearance.parse(item)
            var scale: DisplayScale?
            if let scaleNode = try item.optional("scale") {
                let text = try scaleNode.string()
                guard text.hasSuffix("x"), let value = Int(text.dropLast()), let valid = try? DisplayScale(value) else {
                    throw scaleNode.mismatch("\"1x\", \"2x\" or \"3x\"")
                }
                scale = valid
            }
            files.append(File(url: directory.appendingPathComponent(fileName), scale: scale, appearance: appearance))
        }
        var intent = RenderingIntent.default
        if let properties = try root.optional("properties"),
           let intentNode = try properties.optional("template-rendering-intent") {
            guard let parsed = RenderingIntent(rawValue: try intentNode.string()), parsed != .default else {
                throw intentNode.mismatch("\"template\" or \"original\"")
            }
            intent = parsed
        }
        return ImageAsset(name: name, renderingIntent: intent, files: files)
    }
}
