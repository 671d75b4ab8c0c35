import PenumbraCore
import PenumbraStyle

/// Resolves, lays out and draws view trees: the view stage's entry point.
///
/// A renderer holds the resources a tree refers to (palette, image assets, text engine) and is
/// a value: one renderer can render many trees in many trait collections, from any thread.
public struct ViewRenderer: Sendable {
    /// Palette colour names.
    public var colors: any ColorResolver
    /// Image asset names.
    public var images: any ImageResolver
    /// Text measuring (and, for drawing, the text engine).
    public var text: any TextMeasurer
    /// Whether an SF Symbols name with no glyph fails the render (``ViewError/unknownSymbol(path:name:suggestion:)``)
    /// instead of drawing a placeholder reported in ``Render/warnings``. Default: false.
    public var strictSymbols = false
    /// Whether a font name no registered font has fails the render (``ViewError/unknownFont(path:family:suggestion:)``)
    /// instead of drawing in the system font, reported in ``Render/warnings``. Default: false.
    public var strictFonts = false

    /// A renderer over the given resources.
    public init(colors: any ColorResolver, images: any ImageResolver = NoImages(), text: any TextMeasurer) {
        self.colors = colors
        self.images = images
        self.text = text
    }

    /// The display list of `view` for `traits` (whose display scale sets the pixel grid) and a
    /// root size.
    /// - Throws: ``ViewError`` naming the tree path of an unknown colour, image, symbol or font,
    ///   or an invalid root size.
    public func displayList(for view: ViewNode, traits: Traits, size rootSize: RootSize) throws(ViewError) -> DisplayList {
        let (depth, deferred) = TreeDepth.walk(view)
        guard depth <= TreeDepth.maxDepth else { throw .tooDeep(path: "root", depth: depth, limit: TreeDepth.maxDepth) }
        let renderer = self
        // Content built during layout may nest deeper than the tree shows: it gets the large stack.
        let list = try TreeDepth.run(depth: deferred ? TreeDepth.inlineDepth + 1 : depth) { () throws(ViewError) in
            try renderer.layOut(view, traits: traits, size: rootSize)
        }
        if strictSymbols, let first = SymbolReport.warnings(in: list).first { throw first.error }
        if strictFonts, let first = FontReport.warnings(in: list, text: text).first { throw first.error }
        return list
    }

    /// Resolution, layout and placement of ``displayList(for:traits:size:)``.
    private func layOut(_ view: ViewNode, traits: Traits, size rootSize: RootSize) throws(ViewError) -> DisplayList {
        let scale = traits.displayScale.value
        let resolver = TreeResolver(colors: colors, images: images, text: text)
        let root = try resolver.resolve(view, path: "root", env: .init(traits: traits))
        let engine = LayoutEngine(scale: Double(scale), text: text)
        let proposal = rootSize.proposal
        var size = engine.size(root, proposal)
        if case .fixed(let fixed) = rootSize { size = fixed }
        if case .width(let w) = rootSize { size.width = w }
        // The root's size lands on the pixel grid so the image has whole pixels.
        size = Size(engine.ceilToPixel(size.width), engine.ceilToPixel(size.height))
        // A layout written in code may have answered what no layout can use.
        if let error = resolver.sink.error { throw error }
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
              size.width * size.height * Double(scale * scale) <= Double(PixelSize.defaultMaxPixels) else {
            throw .invalidRootSize(width: size.width, height: size.height, scale: scale)
        }
        var out = LayoutEngine.Output()
        let childSize = engine.size(root, proposal)
        // The root view is placed at the origin with the size it chose (centred in a fixed root,
        // as a hosting view centres its content).
        let origin = Point((size.width - childSize.width) / 2, (size.height - childSize.height) / 2)
        engine.place(root, proposal: proposal, size: childSize, origin: origin,
                     rtl: traits.layoutDirection == .rightToLeft, into: &out)
        // Content built during layout (a GeometryReader's) may have failed to resolve.
        if let error = resolver.sink.error { throw error }
        return DisplayList(size: size, scale: scale, traits: traits, nodes: out.nodes, items: out.items,
                           warnings: resolver.sink.warnings)
    }
}
