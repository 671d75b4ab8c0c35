// Compositing by a shape's coverage, for the Porter–Duff operators that need it
// (``RasterCoverageOperator``).

extension RasterCanvas {
    /// With two layers open — the drawing (source times coverage), then its coverage on top (the
    /// same shape drawn opaque: its alpha is the coverage) — composites the drawing onto what
    /// lies below with `op`, changing only the pixels the coverage reaches. Both layers are drawn
    /// with the clips in force, so the clip bounds the operator too. Does nothing when fewer than
    /// two layers are open.
    public mutating func endLayers(coverage op: RasterCoverageOperator) {
        guard surfaces.count > 2, layerOpacities.count > 1, layerDirty.count > 1 else { return }
        let coverage = surfaces.removeLast()
        _ = layerOpacities.popLast()
        let box = layerDirty.removeLast()
        let drawing = surfaces.removeLast()
        _ = layerOpacities.popLast()
        let drawn = layerDirty.removeLast()
        defer {
            recycle(coverage, dirty: box)
            recycle(drawing, dirty: drawn)
        }
        guard !box.isEmpty else { return }
        markDirty(box)
        let top = surfaces.count - 1, cw = width
        coverage.withUnsafeBytes { m in
            drawing.withUnsafeBytes { src in
                surfaces[top].withUnsafeMutableBytes { dst in
                    for y in box.y0..<box.y1 {
                        for x in box.x0..<box.x1 {
                            let o = (y * cw + x) * 4
                            let f = Int(m[o + 3])
                            if f == 0 { continue }
                            let r = op.composite((Int(src[o]), Int(src[o + 1]), Int(src[o + 2]), Int(src[o + 3])), coverage: f,
                                                 over: (Int(dst[o]), Int(dst[o + 1]), Int(dst[o + 2]), Int(dst[o + 3])))
                            dst[o] = UInt8(r.0)
                            dst[o + 1] = UInt8(r.1)
                            dst[o + 2] = UInt8(r.2)
                            dst[o + 3] = UInt8(r.3)
                        }
                    }
                }
            }
        }
    }
}
