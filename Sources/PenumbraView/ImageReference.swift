import PenumbraCore

/// Where an image's pixels come from.
public enum ImageSource: Hashable, Sendable {
    /// An asset by name, looked up per trait collection (an asset catalog's "Any, Dark").
    case named(String)
    /// Pixels given directly, with the scale they were made for (2 for an `@2x` asset).
    case bitmap(Bitmap, scale: Int)
    /// A built-in vector symbol (`chevron.right`, `checkmark`…), drawn as a template.
    case symbol(String)
}

/// Whether an image is drawn as it is or as a template tinted by the foreground colour.
public enum ImageRenderingMode: String, CaseIterable, Hashable, Sendable, Codable {
    case original, template
}

/// A catalog an image is looked up in, compared by identity (one per bundle catalog).
public struct ImageCatalog: Hashable, @unchecked Sendable {
    private final class Token {}
    private let token = Token()
    /// The catalog.
    public let resolver: any ImageResolver

    public init(_ resolver: any ImageResolver) { self.resolver = resolver }
    public static func == (a: ImageCatalog, b: ImageCatalog) -> Bool { a.token === b.token }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(token)) }
}

/// An image as the view tree holds it.
public struct ImageReference: Hashable, Sendable {
    /// The pixels' source.
    public var source: ImageSource
    /// Template or original; `nil` (the default) takes the asset's own rendering intent
    /// (symbols are always templates).
    public var renderingMode: ImageRenderingMode?
    /// Whether the image stretches to the proposed size; otherwise it keeps its own size.
    public var isResizable: Bool
    /// Nearest-neighbour instead of bilinear filtering when scaled. Default: `false`.
    public var usesNearestFiltering: Bool
    /// A symbol's size relative to the font (`.imageScale`). Default: `.medium`.
    public var symbolScale: SymbolScale = .medium
    /// The catalog a `.named` image is looked up in instead of the renderer's (a bundle's:
    /// `Image(_:bundle:)`); nil: the renderer's.
    public var catalog: ImageCatalog?

    /// An image reference.
    public init(source: ImageSource, renderingMode: ImageRenderingMode? = nil,
                isResizable: Bool = false, usesNearestFiltering: Bool = false) {
        self.source = source
        self.renderingMode = renderingMode
        self.isResizable = isResizable
        self.usesNearestFiltering = usesNearestFiltering
    }
}
