// The drawing surface. State: a stack of surfaces (the base bitmap plus one offscreen bitmap per
// open opacity layer), a stack of clips, and reusable scratch buffers so a fill allocates
// nothing once the buffers have grown.
import PenumbraCore

/// Where a fill takes its colours from.
enum Paint {
    /// One premultiplied colour.
    case solid(PremultipliedRGBA8)
    /// Per-pixel colours (gradients, images).
    case shader(any RowShader)
}

/// Produces premultiplied colours for a run of pixels of one row.
protocol RowShader {
    /// Writes the colours of pixels `x0..<x0 + count` of row `y` as ``Blitter/word(_:)`` words.
    func shade(y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt32>)
}

/// The current clip: a pixel box, and inside it an optional anti-aliased coverage mask.
struct ClipState {
    /// Pixels outside the box are clipped away.
    var box: PixelBox
    /// Coverage inside the box; `nil` means full coverage. When present it spans `box` exactly.
    var mask: CoverageMask?
}

/// Draws into a premultiplied ``Bitmap`` with exact-area anti-aliasing and exact-rounding
/// source-over compositing.
///
/// All geometry is in device pixels, y down. Clips and opacity layers nest as stacks
/// (``pushClip(_:fillRule:)`` / ``popClip()``, ``beginLayer(opacity:)`` / ``endLayer()``).
public struct RasterCanvas {
    var surfaces: [Bitmap]
    var layerOpacities: [UInt8] = []
    /// Per open layer, the union of the boxes drawn into it: only that part is composited.
    var layerDirty: [PixelBox] = []
    var clips: [ClipState]
    var accumulator = CoverageAccumulator()
    var coverageRow: [UInt8] = []
    var colorRow: [UInt32] = []
    var spanRow: [CoverageSpan] = []
    /// Coverage spans of shapes drawn before, for shapes drawn again at whole-pixel offsets.
    let spanCache = SpanCache()

    /// A canvas drawing into `bitmap`.
    public init(bitmap: Bitmap) {
        surfaces = [bitmap]
        clips = [ClipState(box: PixelBox(x0: 0, y0: 0, x1: bitmap.width, y1: bitmap.height), mask: nil)]
    }

    /// The base bitmap. Layers still open (``beginLayer(opacity:)``) are not included.
    public var bitmap: Bitmap { surfaces[0] }

    /// Width of the canvas in device pixels.
    public var width: Int { surfaces[0].width }
    /// Height of the canvas in device pixels.
    public var height: Int { surfaces[0].height }

    var clip: ClipState { clips[clips.count - 1] }

    // MARK: Filling

    /// Fills `path` (device pixels) with `color` by exact-area coverage.
    ///
    /// - Parameters:
    ///   - path: The outline; open subpaths are closed implicitly.
    ///   - color: Premultiplied colour.
    ///   - fillRule: Default `.nonZero`.
    public mutating func fill(_ path: VectorPath, color: PremultipliedRGBA8, fillRule: FillRule = .nonZero) {
        fill(path, paint: .solid(color), fillRule: fillRule, opacity: 255)
    }

    /// Fills `path` with `color` at a draw-level `opacity` (0...1, rounded to 1/255), which
    /// multiplies the coverage (div255) before compositing.
    public mutating func fill(_ path: VectorPath, color: PremultipliedRGBA8, opacity: Double, fillRule: FillRule = .nonZero) {
        fill(path, paint: .solid(color), fillRule: fillRule, opacity: FixedPoint.opacity8(opacity))
    }

    mutating func fill(_ path: VectorPath, paint: Paint, fillRule: FillRule, opacity: UInt8) {
        if opacity == 0 { return }
        if let box = RasterCanvas.pixelAlignedRect(path) {
            fill(box: box, paint: paint, opacity: opacity)
            return
        }
        fill(edges: EdgeList(path: path), paint: paint, fillRule: fillRule, opacity: opacity)
    }

    mutating func fill(edges: EdgeList, paint: Paint, fillRule: FillRule, opacity: UInt8) {
        guard !edges.isEmpty else { return }
        let box = edges.pixelBox.intersection(clip.box)
        guard !box.isEmpty else { return }
        markDirty(box)
        ensureScratch(box.width)
        if case .solid(let color) = paint, opacity == 255, clip.mask == nil {
            // The common case: spans of constant coverage, full opaque runs stored as words. A
            // shape wholly inside the clip is kept in the span cache, and one drawn before at a
            // whole-pixel offset replays its spans.
            let key = box == edges.pixelBox ? SpanCache.key(edges, box: box, rule: fillRule) : nil
            let top = surfaces.count - 1, stride = surfaces[top].width
            if let key, let entry = spanCache.entry(key) {
                entry.spans.withUnsafeBufferPointer { spans in
                    surfaces[top].withUnsafeMutableBytes { bytes in
                        for r in 0..<box.height {
                            let start = Int(entry.rowStart[r]), end = Int(entry.rowStart[r + 1])
                            Blitter.solidSpans(bytes.baseAddress! + ((box.y0 + r) * stride + box.x0) * 4,
                                               spans.baseAddress! + start, end - start, color)
                        }
                    }
                }
                return
            }
            accumulator.reset(box: box)
            accumulator.add(edges)
            var recorded: [CoverageSpan] = [], rowStart: [Int32] = []
            if key != nil { rowStart.reserveCapacity(box.height + 1) }
            spanRow.withUnsafeMutableBufferPointer { spans in
                surfaces[top].withUnsafeMutableBytes { bytes in
                    for y in box.y0..<box.y1 {
                        let n = accumulator.sweepSpans(row: y, rule: fillRule, into: spans.baseAddress!)
                        Blitter.solidSpans(bytes.baseAddress! + (y * stride + box.x0) * 4, spans.baseAddress!, n, color)
                        if key != nil {
                            rowStart.append(Int32(recorded.count))
                            recorded.append(contentsOf: UnsafeBufferPointer(start: spans.baseAddress!, count: n))
                        }
                    }
                }
            }
            if let key {
                rowStart.append(Int32(recorded.count))
                spanCache.store(SpanCache.Entry(spans: recorded, rowStart: rowStart), for: key)
            }
            return
        }
        accumulator.reset(box: box)
        accumulator.add(edges)
        for y in box.y0..<box.y1 {
            coverageRow.withUnsafeMutableBufferPointer { cov in
                accumulator.sweep(row: y, rule: fillRule, into: cov.baseAddress!)
            }
            blitCoverageRow(y: y, x0: box.x0, count: box.width, paint: paint, opacity: opacity)
        }
    }

    /// Fills whole pixels of `box` (already in device pixels) with no coverage work when the clip
    /// has no mask.
    mutating func fill(box rawBox: PixelBox, paint: Paint, opacity: UInt8) {
        let box = rawBox.intersection(clip.box)
        guard !box.isEmpty else { return }
        markDirty(box)
        ensureScratch(box.width)
        coverageRow.withUnsafeMutableBufferPointer { p in p.baseAddress!.update(repeating: 255, count: box.width) }
        if clip.mask == nil, case .solid(let color) = paint, color.a < 255 || opacity < 255 {
            // Translucent colour or draw opacity: the same bytes as the coverage path (coverage
            // 255 × opacity), four pixels per step.
            let k = UInt32(opacity)
            let r = PixelMath.div255(UInt32(color.r) &* k), g = PixelMath.div255(UInt32(color.g) &* k)
            let b = PixelMath.div255(UInt32(color.b) &* k), a = PixelMath.div255(UInt32(color.a) &* k)
            if a == 0 { return }
            let top = surfaces.count - 1, stride = surfaces[top].width
            surfaces[top].withUnsafeMutableBytes { bytes in
                for y in box.y0..<box.y1 {
                    Blitter.overRun(bytes.baseAddress! + (y * stride + box.x0) * 4, box.width, r, g, b, a)
                }
            }
            return
        }
        if clip.mask == nil, opacity == 255, case .solid(let color) = paint, color.a == 255 {
            let w = Blitter.word(color), top = surfaces.count - 1
            let stride = surfaces[top].width
            surfaces[top].withUnsafeMutableBytes { bytes in
                let words = UnsafeMutableRawPointer(bytes.baseAddress!).assumingMemoryBound(to: UInt32.self)
                for y in box.y0..<box.y1 {
                    (words + y * stride + box.x0).update(repeating: w, count: box.width)
                }
            }
            return
        }
        for y in box.y0..<box.y1 {
            if y > box.y0 {
                coverageRow.withUnsafeMutableBufferPointer { p in p.baseAddress!.update(repeating: 255, count: box.width) }
            }
            blitCoverageRow(y: y, x0: box.x0, count: box.width, paint: paint, opacity: opacity)
        }
    }

    /// Composites `color` through `mask` moved by (dx, dy) device pixels, honouring the clip.
    public mutating func draw(mask: CoverageMask, dx: Int, dy: Int, color: PremultipliedRGBA8) {
        if drawSolid(mask: mask, dx: dx, dy: dy, color: color) { return }
        draw(mask: mask, dx: dx, dy: dy, paint: .solid(color), opacity: 255)
    }

    /// The glyph path: with no clip mask and a valid colour (each channel at most alpha), the
    /// mask's bytes are composited directly, four pixels per step, with the same bytes as the
    /// row path. Returns `false` (having drawn nothing) when those conditions do not hold.
    mutating func drawSolid(mask: CoverageMask, dx: Int, dy: Int, color: PremultipliedRGBA8) -> Bool {
        let clipIndex = clips.count - 1
        guard clips[clipIndex].mask == nil, color.r <= color.a, color.g <= color.a, color.b <= color.a else { return false }
        guard mask.coverage.count == mask.width * mask.height else { return true }
        let placed = PixelBox(x0: mask.originX + dx, y0: mask.originY + dy,
                              x1: mask.originX + dx + mask.width, y1: mask.originY + dy + mask.height)
        let box = placed.intersection(clips[clipIndex].box)
        guard !box.isEmpty else { return true }
        markDirty(box)
        let top = surfaces.count - 1, stride = surfaces[top].width
        mask.coverage.withUnsafeBufferPointer { m in
            surfaces[top].withUnsafeMutableBytes { bytes in
                Blitter.solidMask(bytes.baseAddress! + (box.y0 * stride + box.x0) * 4, dstStride: stride * 4, room: stride - box.x0,
                                  m.baseAddress! + (box.y0 - placed.y0) * mask.width + (box.x0 - placed.x0),
                                  coverageStride: mask.width, width: box.width, height: box.height, color)
            }
        }
        return true
    }

    /// Composites `color` through `mask` moved by (dx, dy) device pixels at a draw-level
    /// `opacity` (0...1, multiplied into the coverage with div255), honouring the clip.
    public mutating func draw(mask: CoverageMask, dx: Int, dy: Int, color: PremultipliedRGBA8, opacity: Double) {
        draw(mask: mask, dx: dx, dy: dy, paint: .solid(color), opacity: FixedPoint.opacity8(opacity))
    }

    mutating func draw(mask: CoverageMask, dx: Int, dy: Int, paint: Paint, opacity: UInt8) {
        // `coverage` is a public var: a mask whose bytes were replaced by a wrong count draws nothing.
        guard mask.coverage.count == mask.width * mask.height else { return }
        let placed = PixelBox(x0: mask.originX + dx, y0: mask.originY + dy,
                              x1: mask.originX + dx + mask.width, y1: mask.originY + dy + mask.height)
        let box = placed.intersection(clips[clips.count - 1].box)
        guard !box.isEmpty else { return }
        markDirty(box)
        ensureScratch(box.width)
        for y in box.y0..<box.y1 {
            let src = (y - placed.y0) * mask.width + (box.x0 - placed.x0)
            mask.coverage.withUnsafeBufferPointer { m in
                coverageRow.withUnsafeMutableBufferPointer { c in
                    c.baseAddress!.update(from: m.baseAddress! + src, count: box.width)
                }
            }
            blitCoverageRow(y: y, x0: box.x0, count: box.width, paint: paint, opacity: opacity)
        }
    }

    // MARK: Internals

    /// Records that `box` of the top layer may have changed.
    @inline(__always)
    mutating func markDirty(_ box: PixelBox) {
        guard let last = layerDirty.last else { return }
        layerDirty[layerDirty.count - 1] = last.isEmpty ? box
            : PixelBox(x0: min(last.x0, box.x0), y0: min(last.y0, box.y0), x1: max(last.x1, box.x1), y1: max(last.y1, box.y1))
    }

    mutating func ensureScratch(_ width: Int) {
        if coverageRow.count < width { coverageRow = [UInt8](repeating: 0, count: width) }
        if colorRow.count < width { colorRow = [UInt32](repeating: 0, count: width) }
        if spanRow.count < width + 1 { spanRow = [CoverageSpan](repeating: CoverageSpan(x: 0, length: 0, coverage: 0), count: width + 1) }
    }

    /// Composites `coverageRow[0..<count]` at `(x0, y)` of the top surface, after multiplying
    /// it by the opacity and the clip mask. The range must lie inside the clip box.
    mutating func blitCoverageRow(y: Int, x0: Int, count: Int, paint: Paint, opacity: UInt8) {
        let clipState = clips[clips.count - 1]
        let top = surfaces.count - 1
        let stride = surfaces[top].width
        coverageRow.withUnsafeMutableBufferPointer { covBuf in
            let cov = covBuf.baseAddress!
            Blitter.scale(cov, opacity, count)
            if let m = clipState.mask {
                m.coverage.withUnsafeBufferPointer { mp in
                    Blitter.multiply(cov, mp.baseAddress! + (y - m.originY) * m.width + (x0 - m.originX), count)
                }
            }
            switch paint {
            case .solid(let color):
                surfaces[top].withUnsafeMutableBytes { bytes in
                    Blitter.solid(bytes.baseAddress! + (y * stride + x0) * 4, cov, count, color)
                }
            case .shader(let shader):
                colorRow.withUnsafeMutableBufferPointer { colors in
                    shader.shade(y: y, x0: x0, count: count, into: colors.baseAddress!)
                    surfaces[top].withUnsafeMutableBytes { bytes in
                        Blitter.colors(bytes.baseAddress! + (y * stride + x0) * 4, cov, count, colors.baseAddress!)
                    }
                }
            }
        }
    }

    /// The pixel box of `path` when it is one axis-aligned rectangle with integer corners
    /// (move + 3 or 4 lines, optionally closed), else `nil`.
    static func pixelAlignedRect(_ path: VectorPath) -> PixelBox? {
        let e = path.elements
        guard e.count >= 4, e.count <= 6, case .move(let p0) = e[0] else { return nil }
        var pts = [p0]
        for el in e.dropFirst() {
            switch el {
            case .line(let p): pts.append(p)
            case .close: break
            default: return nil
            }
        }
        if pts.count == 5, pts[4] == pts[0] { pts.removeLast() }
        guard pts.count == 4 else { return nil }
        for p in pts where p.x.rounded() != p.x || p.y.rounded() != p.y || abs(p.x) > 1e6 || abs(p.y) > 1e6 { return nil }
        let xs = Set(pts.map(\.x)), ys = Set(pts.map(\.y))
        guard xs.count == 2, ys.count == 2, let minX = xs.min(), let maxX = xs.max(),
              let minY = ys.min(), let maxY = ys.max() else { return nil }
        // Consecutive corners must differ in exactly one coordinate (no bow tie).
        for i in 0..<4 {
            let a = pts[i], b = pts[(i + 1) % 4]
            if (a.x == b.x) == (a.y == b.y) { return nil }
        }
        return PixelBox(x0: Int(minX), y0: Int(minY), x1: Int(maxX), y1: Int(maxY))
    }
}
