import PenumbraCore
import PenumbraView

extension LayerDrawing {
    /// Fills `shape` in `frame` with `color`, under the shadows a system control's thumb or
    /// plate casts (black at each shadow's opacity).
    mutating func fill(_ shape: ShapeKind, _ color: RGBA8, in frame: Rect, shadows: [ControlMetrics.Shadow] = []) {
        for s in shadows {
            let black = RGBA8(0, 0, 0, UInt8((s.opacity * 255).rounded()))
            items.append(DisplayItem.make(path: currentPath, frame: frame, operation: .beginShadow(
                ResolvedShadow.make(color: ResolvedColor(rgba: black), radius: s.radius, x: 0, y: s.y))))
        }
        items.append(DisplayItem.make(path: currentPath, frame: frame, operation: .fill(shape, ResolvedColor(rgba: color))))
        for _ in shadows { items.append(DisplayItem.make(path: currentPath, frame: frame, operation: .endShadow)) }
    }

    /// Draws what `body` appends at half opacity when `dimmed` (a disabled control).
    mutating func dimmed(_ dimmed: Bool, in frame: Rect, _ body: (inout LayerDrawing) -> Void) {
        if dimmed { items.append(DisplayItem.make(path: currentPath, frame: frame, operation: .beginLayer(opacity: 0.5))) }
        body(&self)
        if dimmed { items.append(DisplayItem.make(path: currentPath, frame: frame, operation: .endLayer)) }
    }

    /// Draws the SF Symbol `name` in a square of `side` points centred on `center`, in `color`.
    mutating func symbol(_ name: String, side: Double, center: Point, color: RGBA8) {
        let frame = Rect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side)
        let image = ResolvedImage.make(content: .symbol(SymbolCatalog.outline(name, direction: traits.layoutDirection)),
                                       tint: ResolvedColor(rgba: color), mirrored: false)
        items.append(DisplayItem.make(path: currentPath, frame: frame, operation: .image(image)))
    }
}
