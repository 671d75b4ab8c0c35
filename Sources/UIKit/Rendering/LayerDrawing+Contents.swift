import PenumbraCore
import PenumbraView

extension LayerDrawing {
    /// Draws a layer's contents in `frame` (absolute points): its `contents` image stretched to
    /// the bounds, then its backing store (drawn first if due). A backing store drawn at another
    /// size is fitted to the bounds by the view's content mode (stretched by default), as UIKit
    /// shows an old drawing until it is drawn again.
    mutating func drawContents(of layer: CALayer, in frame: Rect, path: String, depth: Int) throws(UIKitError) {
        let start = items.count
        defer { if items.count > start { drawnItems.append(start..<items.count) } }
        if let image = layer.contents as? CGImage {
            let content = ResolvedImage.make(content: .bitmap(image.bitmap, scale: 1), tint: nil, mirrored: false)
            items.append(DisplayItem.make(path: path, frame: frame, operation: .image(content)))
        }
        layer.displayIfNeeded()
        guard let store = layer.backingStore else { return }
        let size = Size(Double(store.size.width), Double(store.size.height))
        var fitted: PenumbraCore.AffineTransform?
        if size.width != frame.width || size.height != frame.height {
            let box = UIImageView.place(size, in: frame, mode: layer.owningView?.contentMode ?? .scaleToFill)
            fitted = PenumbraCore.AffineTransform(a: box.width / size.width, b: 0, c: 0, d: box.height / size.height,
                                                  tx: box.minX - frame.minX, ty: box.minY - frame.minY)
        }
        if let fitted { items.append(DisplayItem.make(path: path, frame: frame, operation: .beginEffect(.transform(fitted)))) }
        for entry in store.entries {
            switch entry {
            case let .item(r, op):
                items.append(DisplayItem.make(path: path, frame: r.offsetBy(dx: frame.minX, dy: frame.minY), operation: op))
            case let .layer(child, at):
                let origin = Point(x: frame.minX + Double(at.x) - Double(child.frame.minX), y: frame.minY + Double(at.y) - Double(child.frame.minY))
                try draw(child, origin: origin, path: path + "/" + Self.name(child, index: nil), depth: depth + 1)
            case let .failure(message):
                throw .drawing(path: path, message: message)
            }
        }
        if fitted != nil { items.append(DisplayItem.make(path: path, frame: frame, operation: .endEffect)) }
    }
}
