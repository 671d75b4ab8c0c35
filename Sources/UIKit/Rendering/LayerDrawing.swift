import PenumbraCore
import PenumbraRaster
import PenumbraStyle
import PenumbraView

/// A layer tree drawn into the view stage's display list, back to front, as Core Animation
/// composites it: for each visible layer its shadow, opacity group and transform, its background
/// (rounded by `cornerRadius` on `maskedCorners`), its contents (an image, or what its
/// `draw(in:)` or its view's `draw(_:)` drew), what the layer draws itself (text, images,
/// shapes, gradients), its sublayers (clipped when `masksToBounds`) by `zPosition`, and its border
/// on top.
///
/// Colours are the layers' `CGColor`s as they are now: a view resolves its own dynamic colours
/// into its layer when its traits change; anything else keeps the value it was given.
@preconcurrency @MainActor
package struct LayerDrawing {
    /// The items so far.
    package var items: [DisplayItem] = []
    /// Every drawn layer's frame, by path.
    package var nodes: [DisplayList.Node] = []
    /// The text engine, for labels.
    package let text: any TextMeasurer
    /// Asset images by name.
    package let images: any ImageResolver
    /// The traits drawn in (the root's).
    package let traits: Traits
    /// The path of the layer drawing its own content now.
    package var currentPath = ""
    /// Why a view's own content could not be drawn (an image whose file does not read), set by
    /// ``resolve(_:in:)``; the render fails with it, naming the view, instead of leaving the
    /// image out.
    package var contentFailure: String?
    /// The items that `draw(_:)`, `draw(in:)` or a layer's `contents` drew, by index range.
    package var drawnItems: [Range<Int>] = []
    /// The deepest layer tree drawn. Drawing recurses once per level, and tests run on threads
    /// with 512 KiB stacks; real screens nest a few dozen levels.
    static let depthLimit = 200

    package init(text: any TextMeasurer, images: any ImageResolver, traits: Traits) {
        self.text = text
        self.images = images
        self.traits = traits
    }

    /// Draws `layer` with its frame's origin at `origin` (absolute points).
    package mutating func draw(_ root: CALayer, at origin: CGPoint) throws(UIKitError) {
        try draw(root, origin: Point(x: Double(origin.x) - Double(root.frame.minX), y: Double(origin.y) - Double(root.frame.minY)),
                 path: Self.name(root, index: nil), depth: 0)
    }

    /// The item path of a layer: its view's type, else the layer's.
    static func name(_ layer: CALayer, index: Int?) -> String {
        let base = layer.owningView.map { String(describing: type(of: $0)) } ?? layer.typeName
        return index.map { "\(base)[\($0)]" } ?? base
    }

    mutating func draw(_ layer: CALayer, origin: Point, path: String, depth: Int) throws(UIKitError) {
        guard depth <= Self.depthLimit else { throw .tooDeep(path: path, limit: Self.depthLimit) }
        guard !layer.isHidden, layer.opacity > 0 else { return }
        let f = layer.frame
        let frame = Rect(x: origin.x + Double(f.minX), y: origin.y + Double(f.minY), width: Double(f.width), height: Double(f.height))
        guard frame.width.isFinite, frame.height.isFinite, frame.minX.isFinite, frame.minY.isFinite else {
            throw .invalidSize(path: path, width: frame.width, height: frame.height)
        }
        nodes.append(DisplayList.Node.make(path: path, role: layer.owningView == nil ? "layer" : "view", frame: frame))

        var closers: [DisplayItem.Operation] = []
        func open(_ op: DisplayItem.Operation, _ close: DisplayItem.Operation) {
            items.append(DisplayItem.make(path: path, frame: frame, operation: op))
            closers.append(close)
        }
        let t = layer.transform2D
        func openTransform() {
            // About the anchor point, in points from the frame's top-left corner.
            let ax = Double(layer.anchorPoint.x * f.width), ay = Double(layer.anchorPoint.y * f.height)
            let m = PenumbraCore.AffineTransform.translation(x: -ax, y: -ay).concatenating(t.affine).concatenating(.translation(x: ax, y: ay))
            open(.beginEffect(.transform(m)), .endEffect)
        }
        // A mask takes in the layer's shadow (Core Animation masks the shadow too) and moves with
        // its transform: the transform is opened first, then the masked group.
        let mask = layer.mask.flatMap { $0.isHidden ? nil : $0 }
        if mask != nil {
            if !t.isIdentity { openTransform() }
            items.append(DisplayItem.make(path: path, frame: frame, operation: .beginEffect(.group)))
        }
        var shadow: ResolvedShadow?
        if layer.shadowOpacity > 0, let c = layer.shadowColor, c.rgba.a > 0 {
            var color = c.rgba
            color.a = UInt8((Double(color.a) * Double(min(1, layer.shadowOpacity))).rounded())
            shadow = ResolvedShadow.make(color: ResolvedColor(rgba: color), radius: Double(layer.shadowRadius),
                                         x: Double(layer.shadowOffset.width), y: Double(layer.shadowOffset.height))
        }
        if let s = shadow, let shadowPath = layer.shadowPath {
            // The path's silhouette casts the shadow; the layer's drawing does not.
            var castsOnly = s
            castsOnly.castsOnly = true
            items.append(DisplayItem.make(path: path, frame: frame, operation: .beginShadow(castsOnly)))
            if !shadowPath.isEmpty {
                let vector = shadowPath.vector
                items.append(DisplayItem.make(path: path, frame: frame,
                                              operation: .fill(.path(ShapePath(evenOdd: false) { _ in vector }), ResolvedColor(rgba: RGBA8(0, 0, 0, 255)))))
            }
            items.append(DisplayItem.make(path: path, frame: frame, operation: .endShadow))
        } else if let s = shadow {
            open(.beginShadow(s), .endShadow)
        }
        if layer.opacity < 1 { open(.beginLayer(opacity: Double(max(0, layer.opacity))), .endLayer) }
        if mask == nil, !t.isIdentity { openTransform() }

        let shape = Self.shape(of: layer, size: f.size)
        if let bg = layer.backgroundColor, bg.rgba.a > 0 {
            items.append(DisplayItem.make(path: path, frame: frame, operation: .fill(shape, ResolvedColor(rgba: bg.rgba))))
        }
        // Masking to the bounds clips the layer's contents as well as its sublayers.
        if layer.masksToBounds { items.append(DisplayItem.make(path: path, frame: frame, operation: .pushClip(shape))) }
        currentPath = path
        try drawContents(of: layer, in: frame, path: path, depth: depth)
        currentPath = path
        layer.drawOwnContent(in: frame, into: &self)
        if let failure = contentFailure { throw .drawing(path: path, message: failure) }
        let children = layer.children.enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
        if !children.isEmpty {
            let childOrigin = Point(x: frame.minX - Double(layer.bounds.minX), y: frame.minY - Double(layer.bounds.minY))
            var viewIndex = 0
            for (i, child) in children {
                let name: String
                if child.owningView != nil {
                    let index = layer.owningView?.subviews.firstIndex { $0 === child.owningView } ?? viewIndex
                    name = path + "/" + Self.name(child, index: index)
                    viewIndex += 1
                } else {
                    name = path + "/" + Self.name(child, index: i)
                }
                try draw(child, origin: childOrigin, path: name, depth: depth + 1)
            }
        }
        if layer.masksToBounds { items.append(DisplayItem.make(path: path, frame: frame, operation: .popClip)) }
        if layer.borderWidth > 0, let border = layer.borderColor, border.rgba.a > 0 {
            let w = Double(layer.borderWidth)
            items.append(DisplayItem.make(path: path, frame: frame, operation: .strokeBorder(shape, ResolvedStroke.make(
                color: ResolvedColor(rgba: border.rgba), lineWidth: w, style: LineStroke(width: w), placement: .inside))))
        }
        if let mask {
            // The mask's alpha, in the layer's coordinates, keeps what the layer drew; only the
            // closers opened inside the group (shadow, opacity) end before it.
            let inside = closers.count - (t.isIdentity ? 0 : 1)
            for close in closers[(closers.count - inside)...].reversed() { items.append(DisplayItem.make(path: path, frame: frame, operation: close)) }
            closers.removeLast(inside)
            items.append(DisplayItem.make(path: path, frame: frame, operation: .beginMask))
            let maskOrigin = Point(x: frame.minX - Double(layer.bounds.minX), y: frame.minY - Double(layer.bounds.minY))
            try draw(mask, origin: maskOrigin, path: path + "/mask", depth: depth + 1)
            items.append(DisplayItem.make(path: path, frame: frame, operation: .endEffect))
        }
        for close in closers.reversed() { items.append(DisplayItem.make(path: path, frame: frame, operation: close)) }
    }

    /// The layer's outline: its bounds with `cornerRadius` on `maskedCorners`.
    static func shape(of layer: CALayer, size: CGSize) -> ShapeKind {
        let r = Double(max(0, layer.cornerRadius))
        guard r > 0 else { return .rectangle }
        let style: CornerStyle = layer.cornerCurve == .continuous ? .continuous : .circular
        let corners = layer.maskedCorners
        if corners == CACornerMask.all { return .roundedRectangle(cornerRadius: r, style: style) }
        let radii = CornerRadii(topLeft: corners.contains(.layerMinXMinYCorner) ? r : 0,
                                topRight: corners.contains(.layerMaxXMinYCorner) ? r : 0,
                                bottomRight: corners.contains(.layerMaxXMaxYCorner) ? r : 0,
                                bottomLeft: corners.contains(.layerMinXMaxYCorner) ? r : 0)
        return .path(ShapePath { size in
            let limit = max(0, min(size.width, size.height) / 2)
            let clamped = CornerRadii(topLeft: min(radii.topLeft, limit), topRight: min(radii.topRight, limit),
                                      bottomRight: min(radii.bottomRight, limit), bottomLeft: min(radii.bottomLeft, limit))
            return RoundedRect(rect: Rect(x: 0, y: 0, width: size.width, height: size.height), radii: clamped, style: style).path
        })
    }
}
