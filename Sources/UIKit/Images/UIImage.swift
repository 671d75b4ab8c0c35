import PenumbraCore
import PenumbraPNG
import PenumbraStyle
import PenumbraView

/// UIKit's image: an asset by name (resolved per trait collection when drawn, so a light/dark
/// asset follows the appearance), an SF Symbol, or pixels (a render's result).
open class UIImage: NSObject, @unchecked Sendable {
    package enum Source {
        case named(String)
        case symbol(String)
        case bitmap(Bitmap, scale: Int)
        case empty
    }
    package let source: Source
    /// Whether the image draws in its own colours or as a template in the tint.
    open private(set) var renderingMode: RenderingMode = .automatic
    /// The tint a `withTintColor` image draws in.
    package private(set) var tint: UIColor?
    /// A symbol's configuration.
    open private(set) var symbolConfiguration: SymbolConfiguration?
    /// The traits the image was asked for (`compatibleWith`).
    package var traits: UITraitCollection?
    /// Cap insets of a resizable image.
    open private(set) var capInsets: UIEdgeInsets = .zero
    /// The catalog of the bundle a named image was found in, when it is not the configured one,
    /// as the view stage keeps it: one ``ImageCatalog`` per bundle catalog, so a SwiftUI
    /// `Image(uiImage:)` of it compares equal to another of the same catalog.
    package private(set) var bundleCatalog: ImageCatalog?

    package init(source: Source) {
        self.source = source
        super.init()
    }

    /// An empty image.
    public override convenience init() { self.init(source: .empty) }

    /// The asset of that name in the configured catalog, else in an asset catalog `bundle` carries
    /// (a test target's own, ``BundleAssetCatalogs``); nil when neither has it.
    public convenience init?(named name: String, in bundle: Bundle? = nil, compatibleWith traits: UITraitCollection? = nil) {
        let config = RenderConfiguration.current
        if config.images.imageNames.contains(name) || (try? config.images.asset(named: name, traits: Traits())) != nil {
            self.init(source: .named(name))
        } else if let bundle, let catalog = BundleAssetCatalogs.imageCatalog(in: bundle, holding: name) {
            self.init(source: .named(name))
            bundleCatalog = catalog
        } else {
            return nil
        }
        self.traits = traits
    }
    /// The asset of that name in the configured catalog, for a configuration's traits, or nil
    /// when the catalog has none.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        self.init(named: name, in: bundle, compatibleWith: configuration?.traitCollection)
    }
    /// The SF Symbol of that name (an unknown name draws a placeholder, reported as a warning).
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration? = nil) {
        self.init(source: .symbol(name))
        symbolConfiguration = configuration
        renderingMode = .alwaysTemplate
    }
    /// The SF Symbol of that name, for traits.
    public convenience init?(systemName name: String, compatibleWith traits: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: nil)
    }
    /// Decoded PNG bytes (nil when they do not decode).
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard let decoded = try? PNGDecoder.decode(data) else { return nil }
        self.init(source: .bitmap(decoded.image.premultiplied(), scale: max(1, Int(Double(scale).rounded()))))
    }
    /// Pixels at a scale.
    package convenience init(bitmap: Bitmap, scale: Int) { self.init(source: .bitmap(bitmap, scale: scale)) }

    private func copy(_ change: (UIImage) -> Void) -> UIImage {
        let c = UIImage(source: source)
        c.renderingMode = renderingMode
        c.tint = tint
        c.symbolConfiguration = symbolConfiguration
        c.traits = traits
        c.capInsets = capInsets
        c.bundleCatalog = bundleCatalog
        change(c)
        return c
    }
    /// The image drawn in its own colours or as a template.
    open func withRenderingMode(_ mode: RenderingMode) -> UIImage { copy { $0.renderingMode = mode } }
    /// The image drawn in `color` wherever it is shown (a symbol in that colour, a bitmap as that
    /// colour through its alpha), whatever the view's tint.
    open func withTintColor(_ color: UIColor) -> UIImage { copy { $0.tint = color } }
    /// The image drawn in `color`, in a rendering mode (`.alwaysOriginal` included: the colour is
    /// the image's own).
    open func withTintColor(_ color: UIColor, renderingMode mode: RenderingMode) -> UIImage {
        copy { $0.tint = color; $0.renderingMode = mode }
    }

    /// The colour the image is drawn in: its own `withTintColor` colour in any rendering mode
    /// (UIKit's documentation: a symbol "always uses the specified tint color", and a bitmap is
    /// the colour through the image's alpha), else `fallback` (the view's tint) when it is drawn
    /// as a template (`template`, as resolved), else its own colours: black for a symbol (a
    /// monochrome symbol's own colour), none for other images.
    package func drawingTint(template: Bool, in traits: UITraitCollection, fallback: () -> RGBA8) -> ResolvedColor? {
        if let tint { return ResolvedColor(rgba: tint.rgba(in: traits)) }
        if template { return ResolvedColor(rgba: fallback()) }
        return isSymbolImage ? ResolvedColor(rgba: RGBA8(0, 0, 0, 255)) : nil
    }
    /// A symbol with another configuration.
    open func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage { copy { $0.symbolConfiguration = configuration } }
    /// A symbol with another configuration applied on top.
    open func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? { withConfiguration(configuration) }
    /// The image stretched between cap insets.
    open func resizableImage(withCapInsets insets: UIEdgeInsets) -> UIImage { copy { $0.capInsets = insets } }
    /// The image stretched between cap insets, by a mode.
    open func resizableImage(withCapInsets insets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage { resizableImage(withCapInsets: insets) }
    /// The image flipped for right-to-left layouts (drawn as is).
    open func imageFlippedForRightToLeftLayoutDirection() -> UIImage { self }
    /// The image with its baseline offset (unused).
    open func withBaselineOffset(fromBottom offset: CGFloat) -> UIImage { self }

    /// The size in points: pixels over scale; a symbol's is its point size (17 by default); an
    /// asset's, its resolved size in the default traits.
    open var size: CGSize {
        switch source {
        case let .bitmap(b, scale): return CGSize(width: Double(b.width) / Double(scale), height: Double(b.height) / Double(scale))
        case .empty: return .zero
        case .symbol:
            let side = symbolConfiguration?.pointSize ?? 17
            return CGSize(width: side, height: side)
        case .named:
            guard let r = try? resolved(in: traits?.traits ?? UITraitCollection.current.traits, images: RenderConfiguration.current.images)
            else { return .zero }
            return CGSize(width: r.size.width, height: r.size.height)
        }
    }
    /// Where a symbol's ink lies in its box (the unit square, y down): SF Symbols' images hug
    /// their glyph, so a symbol set in text takes the ink's width, not the box's. `nil` for an
    /// image that is not a symbol, or a symbol with no ink.
    package func symbolInk(direction: LayoutDirection) -> Rect? {
        guard case let .symbol(name) = source, let ink = SymbolCatalog.outline(name, direction: direction).controlBounds,
              ink.width > 0, ink.height > 0 else { return nil }
        return ink
    }
    /// The size in points in `traits`: a symbol configured with a Dynamic Type font follows the
    /// text size; anything else is ``size``.
    package func size(in traits: Traits) -> CGSize {
        guard case .symbol = source, let configuration = symbolConfiguration else { return size }
        let side = configuration.pointSize(in: traits)
        return CGSize(width: side, height: side)
    }
    /// Pixels per point.
    open var scale: CGFloat {
        if case let .bitmap(_, s) = source { return CGFloat(s) }
        return 1
    }
    /// Whether the image is a symbol.
    open var isSymbolImage: Bool { if case .symbol = source { true } else { false } }

    /// The PNG bytes of pixels (nil for an asset or a symbol not drawn yet).
    open func pngData() -> Data? {
        guard case let .bitmap(b, _) = source else { return nil }
        return try? PNGEncoder.encode(b)
    }

    /// What the image draws in `traits`: its content, size in points and whether it is a template.
    package func resolved(in traits: Traits, images: any ImageResolver) throws(ViewError) -> (content: ResolvedImage.Content, size: Size, template: Bool, mirrored: Bool) {
        switch source {
        case .empty: return (.symbol(VectorPath()), Size(0, 0), false, false)
        case let .bitmap(b, scale):
            return (.bitmap(b, scale: scale), Size(Double(b.width) / Double(scale), Double(b.height) / Double(scale)), renderingMode == .alwaysTemplate, false)
        case let .symbol(name):
            let side = symbolConfiguration?.pointSize(in: traits) ?? 17
            return (.symbol(SymbolCatalog.outline(name, direction: traits.layoutDirection)), Size(side, side), renderingMode != .alwaysOriginal, false)
        case let .named(name):
            guard let found = try (bundleCatalog?.resolver ?? images).asset(named: name, traits: traits) else {
                throw .unknownImage(path: "", name: name, suggestion: nil)
            }
            let template = renderingMode == .alwaysTemplate || (renderingMode == .automatic && found.isTemplate)
            switch found.content {
            case let .bitmap(b, scale):
                return (.bitmap(b, scale: scale), Size(Double(b.width) / Double(scale), Double(b.height) / Double(scale)), template, found.isMirrored)
            case let .vector(drawing, preserves):
                return (.vector(drawing, preservesVector: preserves), drawing.size, template, found.isMirrored)
            case .symbolTemplate:
                return (.symbol(SymbolCatalog.outline(name, direction: traits.layoutDirection)), Size(17, 17), true, false)
            }
        }
    }

    /// How an image draws.
    public enum RenderingMode: Int, Hashable, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
    /// How a resizable image fills.
    public enum ResizingMode: Int, Hashable, Sendable { case tile, stretch }

    /// What an image is for: the traits it is drawn in (a symbol's configuration adds size and weight).
    open class Configuration: NSObject, @unchecked Sendable {
        /// The traits the image is asked for.
        public var traitCollection: UITraitCollection?
        public override init() {}
    }

    /// A symbol's size and weight.
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The point size; nil: the text style's or 17.
        public var pointSize: CGFloat?
        /// The weight.
        public var weight: SymbolWeight = .regular
        /// The scale relative to the text.
        public var scale: SymbolScale = .default
        public init(pointSize: CGFloat) { self.pointSize = pointSize }
        public init(pointSize: CGFloat, weight: SymbolWeight) { self.pointSize = pointSize; self.weight = weight }
        public init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.pointSize = pointSize; self.weight = weight; self.scale = scale
        }
        public init(weight: SymbolWeight) { self.weight = weight }
        public init(scale: SymbolScale) { self.scale = scale }
        /// The font a configuration was made from: a Dynamic Type font (a text style's) makes the
        /// symbol follow the text size where it is shown, as UIKit's does.
        package private(set) var font: UIFont?
        public init(font: UIFont) { pointSize = font.pointSize; self.font = font }
        public init(font: UIFont, scale: SymbolScale) { pointSize = font.pointSize; self.font = font; self.scale = scale }
        public init(textStyle: UIFont.TextStyle) {
            let font = UIFont.preferredFont(forTextStyle: textStyle)
            pointSize = font.pointSize
            self.font = font
        }
        public init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            let font = UIFont.preferredFont(forTextStyle: textStyle)
            pointSize = font.pointSize
            self.font = font
            self.scale = scale
        }
        /// The point size in `traits`: a Dynamic Type font's at their text size, else `pointSize`
        /// (17 when none is given).
        package func pointSize(in traits: Traits) -> Double {
            if let font, font.textStyle != nil { return Double(font.scaled(to: traits.contentSizeCategory).pointSize) }
            return Double(pointSize ?? 17)
        }
        public init(hierarchicalColor: UIColor) {}
        public init(paletteColors: [UIColor]) {}
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration { other ?? self }
    }
    public enum SymbolWeight: Int, Hashable, Sendable { case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }
    public enum SymbolScale: Int, Hashable, Sendable { case `default` = -1, unspecified, small, medium, large }
}

extension LayerDrawing {
    /// What `image` draws in `traits`, or nil after recording why it cannot be drawn (the render
    /// then fails naming the view): a view never leaves out an image it was given without saying so.
    package mutating func resolve(_ image: UIImage, in traits: Traits) -> (content: ResolvedImage.Content, size: Size, template: Bool, mirrored: Bool)? {
        do throws(ViewError) {
            return try image.resolved(in: traits, images: images)
        } catch {
            // The error's own path is empty here (the render names the view): drop its ": ".
            var message = "\(error)"
            if message.hasPrefix(": ") { message.removeFirst(2) }
            if contentFailure == nil { contentFailure = message }
            return nil
        }
    }
}
