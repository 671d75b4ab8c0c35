import PenumbraCore
import PenumbraView

/// An image, as SwiftUI's `Image`: an asset of the renderer's catalog by name, a built-in
/// symbol by its SF Symbols name, or pixels.
nonisolated public struct Image: View, Hashable {
    var reference: ImageReference
    /// A resizing Penumbra does not draw yet (cap insets, tiling), reported when rendered.
    var unsupportedResizing: String?
    /// `.symbolRenderingMode` on the image itself; nil: the environment's.
    var symbolMode: SymbolRenderingMode?

    /// An asset by name, resolved per variant (Any/Dark appearances, scales): the image set of
    /// `bundle`'s asset catalogs when it has one (SwiftPM copies a target's `.xcassets` into its
    /// resource bundle), as on iOS; else, or with no bundle, the renderer's.
    public init(_ name: String, bundle: Bundle? = nil) {
        reference = ImageReference(source: .named(name))
        if let bundle { reference.catalog = BundleAssetCatalogs.imageCatalog(in: bundle, holding: name) }
    }
    /// An asset by name, as `init(_:bundle:)`; the label is for accessibility.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) { self.init(name, bundle: bundle) }
    /// An asset by name, hidden from accessibility.
    public init(decorative name: String, bundle: Bundle? = nil) { self.init(name, bundle: bundle) }
    /// A built-in symbol (`chevron.right`, `checkmark`, `xmark` …), tinted by the foreground.
    public init(systemName: String) {
        reference = ImageReference(source: .symbol(systemName), renderingMode: .template)
    }
    /// Premultiplied pixels at `scale` pixels per point (Penumbra's own initialiser).
    public init(bitmap: Bitmap, scale: Int = 1) {
        reference = ImageReference(source: .bitmap(bitmap, scale: max(1, scale)))
    }

    /// The image stretched to the size it is offered.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.reference.isResizable = true
        if capInsets != EdgeInsets() { copy.unsupportedResizing = "Image.resizable(capInsets:)" }
        if resizingMode == .tile { copy.unsupportedResizing = "Image.resizable(resizingMode: .tile)" }
        return copy
    }
    /// Tinted by the foreground (`.template`) or as drawn (`.original`); nil keeps the asset's own.
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.reference.renderingMode = mode.map { $0 == .template ? .template : .original }
        return copy
    }
    /// How the image is sampled when scaled: `.none` picks the nearest pixel.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var copy = self
        copy.reference.usesNearestFiltering = interpolation == .none
        return copy
    }
    /// Anti-aliasing when scaled: always on.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
    /// How the symbol uses colours: monochrome, except the multicolor badges ``BadgedSymbol``
    /// composes.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var copy = self
        copy.symbolMode = mode
        return copy
    }

    /// How a resizable image fills its frame.
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }
    /// Template or original rendering.
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    /// Sampling quality when scaled.
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
    /// A symbol's scale relative to the text beside it.
    public enum Scale: Hashable, Sendable { case small, medium, large }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

extension Image: PrimitiveView {
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        if let api = unsupportedResizing { throw .unsupported(path: "\(context.path)/Image", api: api) }
        if context.env.redactionReasons.contains(.placeholder) { throw .unsupported(path: "\(context.path)/Image", api: RedactionReasons.unmeasured) }
        var reference = reference
        reference.symbolScale = SymbolScale(context.env.imageScale)
        if case .symbol(let name) = reference.source, (symbolMode ?? context.env.symbolRenderingMode) == .multicolor,
           let baseName = BadgedSymbol.base(of: name) {
            var base = self
            base.reference.source = .symbol(baseName)
            base.symbolMode = .monochrome
            try context.lower(BadgedSymbol(base: base), into: &nodes)
            return
        }
        nodes.append(.image(reference))
    }
}

/// How symbols use colours, as SwiftUI's `SymbolRenderingMode`; Penumbra's symbols are monochrome,
/// but for the multicolor `….badge.plus` badges (``BadgedSymbol``).
public struct SymbolRenderingMode: Hashable, Sendable {
    private let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}
