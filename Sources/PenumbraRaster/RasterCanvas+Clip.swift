// Clipping: a stack of clip states. A pixel-aligned rectangle only narrows the clip box; any
// other shape adds an anti-aliased mask, and nested masks are intersected by multiplying
// coverage with PixelMath.div255.
import PenumbraCore

extension RasterCanvas {
    /// Narrows the clip to `path` (device pixels, anti-aliased edges) until the matching
    /// ``popClip()``.
    public mutating func pushClip(_ path: VectorPath, fillRule: FillRule = .nonZero) {
        let current = clip
        if let box = RasterCanvas.pixelAlignedRect(path) {
            let b = box.intersection(current.box)
            clips.append(ClipState(box: b, mask: b.isEmpty ? nil : current.mask.flatMap { RasterCanvas.crop($0, to: b) }))
            return
        }
        let edges = EdgeList(path: path)
        guard let mask = PathRasterizer.mask(edges: edges, fillRule: fillRule, within: current.box,
                                             accumulator: &accumulator) else {
            clips.append(ClipState(box: PixelBox(x0: 0, y0: 0, x1: 0, y1: 0), mask: nil))
            return
        }
        let combined = current.mask.map { $0.intersecting(mask) } ?? mask
        guard let combined else {
            clips.append(ClipState(box: PixelBox(x0: 0, y0: 0, x1: 0, y1: 0), mask: nil))
            return
        }
        clips.append(ClipState(box: combined.box, mask: combined))
    }

    /// Narrows the clip to a rectangle (device pixels); fractional edges are anti-aliased.
    public mutating func pushClip(rect: Rect) {
        pushClip(Shapes.rectangle(rect))
    }

    /// Narrows the clip to a rounded rectangle (a layer's `masksToBounds` with corner radius).
    public mutating func pushClip(_ shape: RoundedRect) {
        pushClip(shape.path)
    }

    /// Restores the clip in force before the latest push; does nothing when none is pushed.
    public mutating func popClip() {
        if clips.count > 1 { clips.removeLast() }
    }

    /// How many clips are pushed.
    public var clipDepth: Int { clips.count - 1 }

    /// `mask` limited to `box`, which lies inside it.
    static func crop(_ mask: CoverageMask, to box: PixelBox) -> CoverageMask {
        // Clip masks are built here and never have their bytes replaced.
        if box == mask.box { return mask }
        // Every byte is copied from `mask`, so the buffer starts uninitialized.
        let out = [UInt8](unsafeUninitializedCapacity: box.width * box.height) { dst, count in
            count = box.width * box.height
            mask.coverage.withUnsafeBufferPointer { src in
                for y in box.y0..<box.y1 {
                    let s = (y - mask.originY) * mask.width + (box.x0 - mask.originX)
                    (dst.baseAddress! + (y - box.y0) * box.width).initialize(from: src.baseAddress! + s, count: box.width)
                }
            }
        }
        return CoverageMask(validatedOriginX: box.x0, originY: box.y0, width: box.width, height: box.height, coverage: out)
    }
}
