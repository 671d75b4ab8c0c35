// Group opacity: a layer's subtree is drawn into an offscreen bitmap and composited once with
// the layer's opacity, so overlapping children do not show through each other. Only the union of
// the boxes drawn into a layer is composited back.
import PenumbraCore

extension RasterCanvas {
    /// Starts an offscreen layer; drawing goes to it until ``endLayer()``, which composites it
    /// onto what lies below with `opacity` (0...1, rounded to 1/255).
    public mutating func beginLayer(opacity: Double) {
        surfaces.append(LayerPool.shared.take(size: surfaces[0].size) ?? Bitmap(size: surfaces[0].size))
        layerOpacities.append(FixedPoint.opacity8(opacity))
        layerDirty.append(PixelBox(x0: 0, y0: 0, x1: 0, y1: 0))
    }

    /// Composites the latest layer onto the surface below: each pixel is scaled by the layer's
    /// opacity (div255) and drawn source-over. Does nothing when no layer is open.
    public mutating func endLayer() {
        guard surfaces.count > 1, let opacity = layerOpacities.popLast(), let dirty = layerDirty.popLast() else { return }
        let layer = surfaces.removeLast()
        if opacity != 0 && !dirty.isEmpty { composite(layer, dirty: dirty, opacity: opacity) }
        recycle(layer, dirty: dirty)
    }

    /// Draws `layer` over the top surface within `dirty`, scaled by `opacity` (0–255).
    private mutating func composite(_ layer: Bitmap, dirty: PixelBox, opacity: UInt8) {
        markDirty(dirty)
        let top = surfaces.count - 1
        let k = UInt32(opacity), width = layer.width
        layer.withUnsafeBytes { src in
            surfaces[top].withUnsafeMutableBytes { dst in
                for y in dirty.y0..<dirty.y1 {
                    let s = src.baseAddress! + (y * width) * 4, d = dst.baseAddress! + (y * width) * 4
                    for x in dirty.x0..<dirty.x1 {
                        let i = x * 4
                        let a = UInt32(s[i + 3])
                        if a == 0 { continue }
                        if k == 255 {
                            Blitter.over(d + i, UInt32(s[i]), UInt32(s[i + 1]), UInt32(s[i + 2]), a)
                        } else {
                            Blitter.over(d + i, PixelMath.div255(UInt32(s[i]) &* k), PixelMath.div255(UInt32(s[i + 1]) &* k),
                                         PixelMath.div255(UInt32(s[i + 2]) &* k), PixelMath.div255(a &* k))
                        }
                    }
                }
            }
        }
    }

    /// Draws `body` into a layer composited with `opacity` (see ``beginLayer(opacity:)``).
    public mutating func drawLayer(opacity: Double, _ body: (inout RasterCanvas) -> Void) {
        beginLayer(opacity: opacity)
        body(&self)
        endLayer()
    }

    /// How many layers are open.
    public var layerDepth: Int { surfaces.count - 1 }
}

extension RasterCanvas {
    /// Hands a finished layer to the pool, cleared over `dirty` (every box drawn into it, so the
    /// whole bitmap is clear again).
    func recycle(_ layer: consuming Bitmap, dirty: PixelBox) {
        guard LayerPool.shared.accepts(layer.size) else { return }
        let box = dirty.intersection(PixelBox(x0: 0, y0: 0, x1: layer.width, y1: layer.height))
        if !box.isEmpty {
            let width = layer.width
            layer.withUnsafeMutableBytes { bytes in
                for y in box.y0..<box.y1 {
                    (bytes.baseAddress! + (y * width + box.x0) * 4).initialize(repeating: 0, count: box.width * 4)
                }
            }
        }
        LayerPool.shared.give(layer)
    }
}
