import Foundation
import PenumbraCore

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
        /// The writing direction the file is drawn for (`language-direction`); `nil` for both.
        /// In the other direction such a file is drawn mirrored (Xcode's "Left to Right, Mirrors").
        public let direction: LayoutDirection?

        public init(url: URL, scale: DisplayScale?, appearance: AssetAppearance, direction: LayoutDirection? = nil) {
            self.url = url; self.scale = scale; self.appearance = appearance; self.direction = direction
        }
    }

    /// The asset's name (with namespaces, `Icons/Star`).
    public let name: String
    /// How the image renders. Default: `.default`.
    public let renderingIntent: RenderingIntent
    /// The files, in the order `Contents.json` lists them; slots without a file are left out.
    public let files: [File]
    /// Xcode's "Preserve Vector Data": a PDF or SVG is drawn as vectors at any size. Without it
    /// Xcode renders the vector file to bitmaps at its own size, which are scaled when drawn
    /// larger or smaller.
    public let preservesVectorRepresentation: Bool
    /// A custom symbol (`.symbolset`): an SF Symbols template sized by the font, tinted as a
    /// template.
    public let isSymbol: Bool

    public init(name: String, renderingIntent: RenderingIntent, files: [File], preservesVectorRepresentation: Bool = false,
                isSymbol: Bool = false) {
        self.name = name; self.renderingIntent = renderingIntent; self.files = files
        self.preservesVectorRepresentation = preservesVectorRepresentation
        self.isSymbol = isSymbol
    }

    /// Whether the image renders as a template (tinted): a "Template Image", or a symbol not marked
    /// "Original Image".
    public var isTemplate: Bool { renderingIntent == .template || (isSymbol && renderingIntent != .original) }

    /// The file for a trait collection, or `nil` when the set has no file at all.
    ///
    /// The appearance is picked first (``AssetAppearance/fallbackChain(for:)``: dark, then
    /// light/Any; high contrast, then normal), then the scale among that appearance's files: the
    /// exact scale, else the smallest larger one (downscaling looks better), else the largest
    /// smaller one; a single-scale file matches every scale.
    /// Files made for the other writing direction only are used when nothing else matches
    /// (and are then drawn mirrored).
    public func file(for traits: Traits) -> File? {
        let own = files.filter { $0.direction == nil || $0.direction == traits.layoutDirection }
        return file(for: traits, among: own) ?? file(for: traits, among: files)
    }

    private func file(for traits: Traits, among files: [File]) -> File? {
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
    package static func parse(_ root: JSONNode, name: String, directory: URL, symbol: Bool = false) throws(StyleError) -> ImageAsset {
        var files: [File] = []
        for item in try root.required(symbol ? "symbols" : "images").elements() {
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
            var direction: LayoutDirection?
            if let node = try item.optional("language-direction") {
                switch try node.string() {
                case "left-to-right": direction = .leftToRight
                case "right-to-left": direction = .rightToLeft
                default: throw node.mismatch("\"left-to-right\" or \"right-to-left\"")
                }
            }
            files.append(File(url: directory.appendingPathComponent(fileName), scale: scale, appearance: appearance,
                              direction: direction))
        }
        var intent = RenderingIntent.default
        var preservesVector = false
        if let properties = try root.optional("properties") {
            if let intentNode = try properties.optional("template-rendering-intent") {
                guard let parsed = RenderingIntent(rawValue: try intentNode.string()), parsed != .default else {
                    throw intentNode.mismatch("\"template\" or \"original\"")
                }
                intent = parsed
            }
            if let node = try properties.optional("preserves-vector-representation") { preservesVector = try node.bool() }
        }
        return ImageAsset(name: name, renderingIntent: intent, files: files, preservesVectorRepresentation: preservesVector || symbol,
                          isSymbol: symbol)
    }
}
