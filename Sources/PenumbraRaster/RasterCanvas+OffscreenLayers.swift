// Layers drawn elsewhere: a subtree painted on a canvas of its own (no clips of the canvas it
// lands on) is opened here as a layer, put through an effect, and composited through the clip in
// force at that moment, as Core Animation clips a layer's effected contents by its ancestors.
import PenumbraCore

extension RasterCanvas {
    /// Opens `bitmap` as the latest layer, as if it had been drawn after ``beginLayer(opacity:)``
    /// at opacity 1; only the box of its non-transparent pixels is composited. Returns false (and
    /// opens nothing) for a bitmap of another size than the canvas.
    @discardableResult
    public mutating func openLayer(_ bitmap: Bitmap) -> Bool {
        guard bitmap.size == surfaces[0].size else { return false }
        surfaces.append(bitmap)
        layerOpacities.append(255)
        layerDirty.append(Self.opaqueBounds(of: bitmap))
        return true
    }

    /// Composites the latest layer onto the surface below through the current clip (its box and
    /// anti-aliased mask), source-over with `opacity`. Does nothing when no layer is open.
    public mutating func endLayerThroughClip(opacity: Double = 1) {
        guard surfaces.count > 1, layerOpacities.popLast() != nil, let dirty = layerDirty.popLast() else { return }
        let layer = surfaces.removeLast()
        let c = clip
        let box = dirty.intersection(c.box)
        let k = UInt32(FixedPoint.opacity8(opacity))
        guard k > 0, !box.isEmpty else { return }
        markDirty(box)
        let top = surfaces.count - 1, width = layer.width
        layer.withUnsafeBytes { src in
            surfaces[top].withUnsafeMutableBytes { dst in
                for y in box.y0..<box.y1 {
                    let s = src.baseAddress! + (y * width) * 4, d = dst.baseAddress! + (y * width) * 4
                    for x in box.x0..<box.x1 {
                        let i = x * 4
                        let a = UInt32(s[i + 3])
                        if a == 0 { continue }
                        var w = k
                        if let mask = c.mask { w = PixelMath.div255(w &* UInt32(mask.value(atX: x, y: y))) }
                        if w == 0 { continue }
                        if w == 255 {
                            Blitter.over(d + i, UInt32(s[i]), UInt32(s[i + 1]), UInt32(s[i + 2]), a)
                        } else {
                            Blitter.over(d + i, PixelMath.div255(UInt32(s[i]) &* w), PixelMath.div255(UInt32(s[i + 1]) &* w),
                                         PixelMath.div255(UInt32(s[i + 2]) &* w), PixelMath.div255(a &* w))
                        }
                    }
                }
            }
        }
    }

    /// The smallest box holding every pixel of `bitmap` with a nonzero alpha (empty when none).
    static func opaqueBounds(of bitmap: Bitmap) -> PixelBox {
        var minX = bitmap.width, maxX = -1, minY = bitmap.height, maxY = -1
        bitmap.withUnsafeBytes { p in
            for y in 0..<bitmap.height {
                let row = p.baseAddress! + y * bitmap.width * 4
                var first = -1
                for x in 0..<bitmap.width where row[x * 4 + 3] != 0 { first = x; break }
                guard first >= 0 else { continue }
                var last = bitmap.width - 1
                while row[last * 4 + 3] == 0 { last -= 1 }
                minX = min(minX, first); maxX = max(maxX, last); minY = min(minY, y); maxY = y
            }
        }
        guard maxX >= 0 else { return PixelBox(x0: 0, y0: 0, x1: 0, y1: 0) }
        return PixelBox(x0: minX, y0: minY, x1: maxX + 1, y1: maxY + 1)
    }
}
