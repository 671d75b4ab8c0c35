import Foundation
import PenumbraCore
import PenumbraPNG
import PenumbraStyle

/// Drawing: display lists into bitmaps, views into bitmaps and PNG bytes.
extension ViewRenderer {
    /// A render: the display list and its pixels.
    public struct Render: Sendable {
        /// What was drawn, with frames and resolved colours.
        public var displayList: DisplayList
        /// The pixels, premultiplied, `size × scale` pixels.
        public var bitmap: Bitmap
        /// What was drawn differently from what the tree asked (an unknown symbol's placeholder),
        /// each naming its tree path; empty for most renders.
        public var warnings: [RenderWarning] = []
    }

    /// Draws a display list into a new transparent bitmap of `size × scale` pixels.
    /// - Throws: ``ViewError/invalidRootSize(width:height:scale:)`` when the size makes no image.
    public func draw(_ list: DisplayList) throws(ViewError) -> Bitmap {
        let (w, h) = list.pixelSize
        let size: PixelSize
        do { size = try PixelSize(width: w, height: h) } catch {
            throw .invalidRootSize(width: list.size.width, height: list.size.height, scale: list.scale)
        }
        // A screen's first item is usually its background: an opaque rectangle over the whole
        // canvas. The bitmap starts as that colour instead (the same pixels: an opaque fill
        // covering every pixel whole replaces it), which saves a pass over the pixels.
        var background = PremultipliedRGBA8.clear
        var items = list.items
        let s = Double(list.scale)
        if let first = items.first, case let .fill(.rectangle, color) = first.operation, color.rgba.a == 255,
           first.frame.minX * s <= 0, first.frame.minY * s <= 0, first.frame.maxX * s >= Double(w), first.frame.maxY * s >= Double(h) {
            background = color.premultiplied
            items.removeFirst()
        }
        var painter = DisplayListPainter(size: size, scale: list.scale, text: text, background: background)
        try painter.paint(items)
        return painter.canvas.bitmap
    }

    /// Resolves, lays out and draws `view` for `traits` at the traits' display scale.
    /// - Throws: ``ViewError`` naming the tree path of anything that cannot be resolved.
    public func render(_ view: ViewNode, traits: Traits, size: RootSize) throws(ViewError) -> Render {
        let list = try displayList(for: view, traits: traits, size: size)
        return Render(displayList: list, bitmap: try draw(list), warnings: list.warnings + SymbolReport.warnings(in: list) + FontReport.warnings(in: list, text: text))
    }

    /// Renders `view` and encodes it as PNG bytes (straight alpha, as the PNG stage writes).
    /// - Throws: ``ViewError``; ``ViewError/encodingFailed(_:)`` when encoding fails.
    public func png(_ view: ViewNode, traits: Traits, size: RootSize,
                    options: PNGEncodingOptions = .default) throws(ViewError) -> Data {
        let bitmap = try render(view, traits: traits, size: size).bitmap
        do { return try PNGEncoder.encode(bitmap, options: options) } catch {
            throw .encodingFailed(error)
        }
    }
}
