import PenumbraCore

/// Core Animation's layer: what a view draws, with UIKit's defaults (an opaque black border and
/// shadow colour, a shadow of opacity 0, offset (0, −3) and radius 3).
///
/// Colours here are `CGColor`s: plain values. A view re-resolves the colours it owns
/// (`backgroundColor`, `tintColor`) when its appearance changes; a colour set on the layer
/// stays as it was set, as on iOS.
@preconcurrency @MainActor
open class CALayer {
    /// The layer's own coordinate space: origin and size, in points.
    open var bounds: CGRect = .zero {
        didSet { if needsDisplayOnBoundsChange, oldValue.size != bounds.size { displayDue = true } }
    }
    /// Where the anchor point lies in the superlayer, in points.
    open var position: CGPoint = .zero
    /// The point of the bounds that `position` places, in the unit square. Default (0.5, 0.5).
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The fill behind the contents; nil draws none.
    open var backgroundColor: CGColor?
    /// The border's colour. Default: opaque black.
    open var borderColor: CGColor? = .black
    /// The border's width, drawn inside the bounds, above the sublayers. Default 0.
    open var borderWidth: CGFloat = 0
    /// The radius of the background's and border's corners (and of the clip when masking).
    open var cornerRadius: CGFloat = 0
    /// How the corners curve. Default `.circular`.
    open var cornerCurve: CALayerCornerCurve = .circular
    /// Which corners `cornerRadius` rounds. Default: all four.
    open var maskedCorners: CACornerMask = CACornerMask.all
    /// Whether sublayers are clipped to the (rounded) bounds.
    open var masksToBounds = false
    /// The shadow's colour. Default: opaque black.
    open var shadowColor: CGColor? = .black
    /// The shadow's opacity, 0…1. Default 0: no shadow.
    open var shadowOpacity: Float = 0
    /// The shadow's offset in points. Default (0, −3).
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow's blur radius in points. Default 3.
    open var shadowRadius: CGFloat = 3
    /// The shadow's outline; nil: the layer's drawn shape.
    open var shadowPath: CGPath?
    /// The layer's opacity, 0…1. Default 1.
    open var opacity: Float = 1
    /// Whether the layer and its sublayers are drawn.
    open var isHidden = false
    /// A layer whose alpha masks this one's.
    open var mask: CALayer? {
        didSet { mask?.superlayer = nil }
    }
    /// Drawing order among siblings: higher draws later. Default 0.
    open var zPosition: CGFloat = 0
    /// A 2D transform about the anchor point.
    open var transform2D = CGAffineTransform.identity
    /// A name, for debugging and look-ups.
    open var name: String?
    /// An image drawn into the bounds (a `CGImage`), stretched to them.
    open var contents: Any?
    /// Pixels per point of `contents`.
    open var contentsScale: CGFloat = 1
    /// The object that draws the layer's content (the view that owns it).
    open weak var delegate: AnyObject?
    /// Whether the contents are redrawn when the bounds change.
    open var needsDisplayOnBoundsChange = false
    /// Whether the layer draws opaque content.
    open var isOpaque = false
    /// Whether edges are antialiased; Penumbra always antialiases.
    open var allowsEdgeAntialiasing = false
    /// Whether the layer rasterizes itself; drawing is the same.
    open var shouldRasterize = false
    /// Pixels per point when rasterizing.
    open var rasterizationScale: CGFloat = 1

    /// The sublayers, back to front; nil when there are none.
    open var sublayers: [CALayer]? {
        get { children.isEmpty ? nil : children }
        set {
            children.forEach { $0.superlayer = nil }
            children = newValue ?? []
            children.forEach { $0.superlayer = self }
        }
    }
    /// The layer this one is a sublayer of.
    open internal(set) weak var superlayer: CALayer?
    // Not isolated, so the deinit (which runs wherever the last reference goes) can release
    // the tree; it is written on the main actor only.
    nonisolated(unsafe) package var children: [CALayer] = []
    /// The view whose layer this is.
    package weak var owningView: UIView?
    /// Whether the layer's drawn content is due to be drawn again (`setNeedsDisplay`).
    package var displayDue = false
    /// What `draw(in:)` (or the view's `draw(_:)`) drew last, and at what size.
    package var backingStore: BackingStore?

    /// A layer with UIKit's defaults.
    public required init() {}
    /// Releases the sublayers without recursion (see `UIView`'s deinit).
    deinit {
        var stack = children
        children = []
        while var layer = stack.popLast() {
            guard isKnownUniquelyReferenced(&layer) else { continue }
            stack.append(contentsOf: layer.children)
            layer.children = []
        }
    }

    /// A copy of `layer`'s properties (Core Animation's presentation copy).
    public init(layer: Any) {}

    /// The frame in the superlayer: the bounds' size placed by `position` and `anchorPoint`.
    open var frame: CGRect {
        get {
            CGRect(x: position.x - anchorPoint.x * bounds.width, y: position.y - anchorPoint.y * bounds.height,
                   width: bounds.width, height: bounds.height)
        }
        set {
            bounds.size = newValue.size
            position = CGPoint(x: newValue.minX + anchorPoint.x * newValue.width, y: newValue.minY + anchorPoint.y * newValue.height)
        }
    }

    /// The 2D transform (`setAffineTransform`).
    open func affineTransform() -> CGAffineTransform { transform2D }
    /// Sets the 2D transform.
    open func setAffineTransform(_ t: CGAffineTransform) { transform2D = t }

    /// Adds a sublayer on top.
    open func addSublayer(_ layer: CALayer) {
        layer.removeFromSuperlayer()
        children.append(layer)
        layer.superlayer = self
    }
    /// Inserts a sublayer at an index (clamped).
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        children.insert(layer, at: min(children.count, Int(index)))
        layer.superlayer = self
    }
    /// Inserts a sublayer below another.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { s in children.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }
    /// Inserts a sublayer above another.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { s in children.firstIndex { $0 === s } }.map { $0 + 1 } ?? children.count
        insertSublayer(layer, at: UInt32(index))
    }
    /// Replaces a sublayer.
    open func replaceSublayer(_ old: CALayer, with new: CALayer) {
        guard let i = children.firstIndex(where: { $0 === old }) else { return }
        old.superlayer = nil
        new.removeFromSuperlayer()
        children[i] = new
        new.superlayer = self
    }
    /// Removes the layer from its superlayer.
    open func removeFromSuperlayer() {
        superlayer?.children.removeAll { $0 === self }
        superlayer = nil
    }

    /// Marks the drawn content for drawing again before the layer is next drawn: a layer whose
    /// `draw(in:)` draws draws only after this is called, as in Core Animation.
    open func setNeedsDisplay() { displayDue = true }
    /// Marks part of the drawn content for drawing again (all of it is drawn).
    open func setNeedsDisplay(_ rect: CGRect) { displayDue = true }
    /// Whether the drawn content is due to be drawn again.
    open func needsDisplay() -> Bool { displayDue }
    /// Draws the content now if it is due.
    open func displayIfNeeded() { if displayDue { display() } }
    /// Draws the layer's content: `draw(in:)` and the delegate's `draw(_:in:)` (a view's
    /// `draw(_:)`) into a fresh context of the bounds' size, in the owning view's traits. A
    /// subclass may override it to set `contents` instead.
    open func display() { drawBackingStore() }
    /// Marks the layer for layout.
    open func setNeedsLayout() { owningView?.setNeedsLayout() }
    /// Lays out the layer now.
    open func layoutIfNeeded() { owningView?.layoutIfNeeded() }
    /// Lays out sublayers; a subclass overrides it.
    open func layoutSublayers() {}
    /// Draws the layer's own content into `ctx` (a subclass overrides it).
    open func draw(in ctx: CGContext) {}
    /// Draws the layer and its sublayers into `ctx`, as they are now.
    open func render(in ctx: CGContext) { ctx.record(self) }
    /// Removes every animation; nothing animates in Penumbra.
    open func removeAllAnimations() {}
    /// Removes one animation.
    open func removeAnimation(forKey key: String) {}

    /// Draws what this kind of layer draws itself (a shape layer's path, a gradient layer's
    /// gradient, a view's text or image) in `frame`, absolute points.
    package func drawOwnContent(in frame: Rect, into drawing: inout LayerDrawing) {
        drawLayerContent(in: frame, into: &drawing)
        owningView?.drawContent(in: frame, into: &drawing)
    }

    /// What a layer subclass draws itself (a shape, a gradient); nothing for a plain layer.
    package func drawLayerContent(in frame: Rect, into drawing: inout LayerDrawing) {}

    /// The item paths name layers by class.
    var typeName: String { String(describing: type(of: self)) }
}
