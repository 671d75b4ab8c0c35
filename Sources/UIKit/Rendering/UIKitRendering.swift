import PenumbraCore
import PenumbraStyle
import PenumbraView

/// Draws UIKit views through the view stage: layer trees into a display list, the display list
/// into pixels with the configuration's fonts, images and rasterizer.
@preconcurrency @MainActor
public enum UIKitRendering {
    /// Puts `view` in a host of `size` points with `traits` (as a test's window), lays it out and
    /// draws it. A view already in a hierarchy is drawn where it is, its root hosting the traits.
    /// - Throws: ``UIKitError`` naming the view path when layout does not settle, a constraint is
    ///   invalid, the hierarchy is too deep or the size draws nothing.
    public static func render(_ view: UIView, size: CGSize? = nil, traits: Traits,
                              configuration: RenderConfiguration = .current) throws(UIKitError) -> ViewRenderer.Render {
        try renderTracingDrawing(view, size: size, traits: traits, configuration: configuration).render
    }

    /// ``render(_:size:traits:configuration:)`` with the index ranges of the items that drawn
    /// content (`draw(_:)`, `draw(in:)`, `contents`) made, for the appearance-switch check.
    static func renderTracingDrawing(_ view: UIView, size: CGSize?, traits: Traits,
                                     configuration: RenderConfiguration) throws(UIKitError) -> (render: ViewRenderer.Render, drawn: [Range<Int>]) {
        let result: Result<(render: ViewRenderer.Render, drawn: [Range<Int>]), UIKitError> = withRenderConfiguration(configuration) {
            UITraitCollection.$currentTraits.withValue(traits) {
                let root = view.rootView
                root.hostTraits = UITraitCollection(traits)
                if let size { root.frame = CGRect(origin: root.frame.origin, size: size) }
                root.layoutIfNeeded()
                if let failure = root.layoutFailure { return .failure(failure) }
                do throws(UIKitError) { return .success(try draw(root, traits: traits, configuration: configuration)) } catch {
                    return .failure(error)
                }
            }
        }
        return try result.get()
    }

    /// Draws `root`'s layer tree as it is now (no layout), at its own size.
    static func draw(_ root: UIView, traits: Traits, configuration: RenderConfiguration) throws(UIKitError)
        -> (render: ViewRenderer.Render, drawn: [Range<Int>]) {
        let renderer: ViewRenderer
        do throws(UIError) { renderer = try configuration.viewRenderer() } catch {
            throw .ui(error)
        }
        let b = root.bounds
        guard b.width.isFinite, b.height.isFinite, b.width > 0, b.height > 0 else {
            throw .invalidSize(path: root.penumbraPath, width: Double(b.width), height: Double(b.height))
        }
        var drawing = LayerDrawing(text: renderer.text, images: configuration.images, traits: traits)
        try drawing.draw(root.layer, at: .zero)
        let list = DisplayList.make(size: Size(Double(b.width), Double(b.height)), scale: traits.displayScale.value, traits: traits,
                               nodes: drawing.nodes, items: drawing.items)
        do throws(ViewError) {
            return (ViewRenderer.Render.make(displayList: list, bitmap: try renderer.draw(list)), drawing.drawnItems)
        } catch { throw .view(error) }
    }

    /// Draws a context's record into pixels of `size` points at `scale`.
    static func draw(_ context: CGContext, size: CGSize, scale: Int, configuration: RenderConfiguration) throws(UIKitError) -> Bitmap {
        let renderer: ViewRenderer
        do throws(UIError) { renderer = try configuration.viewRenderer() } catch {
            throw .ui(error)
        }
        var traits = UITraitCollection.current.traits
        traits.displayScale = (try? DisplayScale(max(1, min(3, scale)))) ?? .x1
        var drawing = LayerDrawing(text: renderer.text, images: configuration.images, traits: traits)
        for entry in context.finishedItems() {
            switch entry {
            case let .layer(layer, origin): try drawing.draw(layer, at: origin)
            case let .item(frame, op): drawing.items.append(DisplayItem.make(path: "CGContext", frame: frame, operation: op))
            case let .failure(message): throw .drawing(path: "CGContext", message: message)
            }
        }
        let list = DisplayList.make(size: Size(Double(size.width), Double(size.height)), scale: traits.displayScale.value, traits: traits,
                               nodes: drawing.nodes, items: drawing.items)
        do throws(ViewError) { return try renderer.draw(list) } catch { throw .view(error) }
    }
}

/// The format of an image renderer's images.
public final class UIGraphicsImageRendererFormat: @unchecked Sendable {
    /// Pixels per point (1, 2 or 3). Default: the current traits' scale.
    public var scale: CGFloat
    /// Whether the image has no transparency.
    public var opaque = false
    /// Whether colours use the extended range (unused).
    public var preferredRange: Int = 0
    public init() { scale = max(1, UITraitCollection.current.displayScale) }
    /// The default format.
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// The preferred format.
    public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What an image renderer's block draws with.
@preconcurrency @MainActor
public final class UIGraphicsImageRendererContext {
    /// The Core Graphics context.
    public let cgContext: CGContext
    /// The format.
    public let format: UIGraphicsImageRendererFormat
    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }
    /// Fills a rectangle with the current fill colour.
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }
}

/// UIKit's image renderer: `UIGraphicsImageRenderer(bounds: view.bounds).image { ctx in
/// view.layer.render(in: ctx.cgContext) }`, as a team's own snapshot helper writes it, draws with
/// Penumbra's rasterizer: the same pixels on every machine.
@preconcurrency @MainActor
public final class UIGraphicsImageRenderer {
    /// The area drawn, in points.
    public let bounds: CGRect
    /// The format.
    public let format: UIGraphicsImageRendererFormat

    public init(size: CGSize, format: UIGraphicsImageRendererFormat = .default()) {
        bounds = CGRect(origin: .zero, size: size)
        self.format = format
    }
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.bounds = bounds
        self.format = format
    }

    /// The image the block draws. Drawing that cannot be done (an empty size, an unknown asset)
    /// gives an empty image, as UIKit gives a blank one; ``penumbraImage(actions:)`` throws instead.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        (try? penumbraImage(actions: actions)) ?? UIImage()
    }
    /// The PNG bytes of the image the block draws.
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }
    /// The image the block draws, or the error that stopped it.
    public func penumbraImage(actions: (UIGraphicsImageRendererContext) -> Void) throws(UIKitError) -> UIImage {
        let ctx = CGContext(area: bounds.size)
        ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
        let context = UIGraphicsImageRendererContext(cgContext: ctx, format: format)
        CGContext.$current.withValue(ctx) { actions(context) }
        let scale = max(1, min(3, Int(Double(format.scale).rounded())))
        guard bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite else {
            throw .invalidSize(path: "UIGraphicsImageRenderer", width: Double(bounds.width), height: Double(bounds.height))
        }
        let bitmap = try UIKitRendering.draw(ctx, size: bounds.size, scale: scale, configuration: .current)
        return UIImage(bitmap: bitmap, scale: scale)
    }
}
