// Layer effects, as Core Animation composites a layer: through an affine transform (sampled
// bilinearly, transparent outside the layer, so edges come out anti-aliased), blurred (three box
// blurs per axis on each premultiplied channel, as shadows are), with a blend mode, through a
// mask layer's alpha, or over its own drop shadow. Each ends the latest layer opened with
// `beginLayer(opacity:)` or `openLayer(_:)`; like `endLayer()`, it composites without the clip
// (drawing into the layer was clipped already).
import PenumbraCore

extension RasterCanvas {
    /// Composites the latest layer through `transform` (layer pixels to canvas pixels) with
    /// `opacity`. Each destination pixel centre is mapped back into the layer in 16.16 fixed
    /// point (the inverse computed once, then integer steps along the row) and sampled
    /// bilinearly with 8-bit weights; a translation by whole pixels copies exactly. A transform
    /// that cannot be inverted draws nothing.
    public mutating func endLayer(transform m: AffineTransform, opacity: Double = 1) {
        guard surfaces.count > 1, layerOpacities.popLast() != nil, let dirty = layerDirty.popLast() else { return }
        let layer = surfaces.removeLast()
        let k = Int(FixedPoint.opacity8(opacity))
        let det = m.a * m.d - m.b * m.c
        guard k > 0, !dirty.isEmpty, det != 0, det.isFinite, m.tx.isFinite, m.ty.isFinite else { return }
        // The destination box: the transformed dirty box, on the canvas.
        let corners = [Point(Double(dirty.x0), Double(dirty.y0)), Point(Double(dirty.x1), Double(dirty.y0)),
                       Point(Double(dirty.x0), Double(dirty.y1)), Point(Double(dirty.x1), Double(dirty.y1))].map(m.apply)
        func clampInt(_ v: Double) -> Int { Int(max(-1e9, min(1e9, v))) }
        let box = PixelBox(x0: clampInt(corners.map(\.x).min()!.rounded(.down)) - 1, y0: clampInt(corners.map(\.y).min()!.rounded(.down)) - 1,
                           x1: clampInt(corners.map(\.x).max()!.rounded(.up)) + 1, y1: clampInt(corners.map(\.y).max()!.rounded(.up)) + 1)
            .intersection(PixelBox(x0: 0, y0: 0, x1: width, y1: height))
        guard !box.isEmpty else { return }
        markDirty(box)
        // Inverse: canvas point p ↦ layer point; sampled at centres, so (p + ½) ↦ q, then q − ½.
        let ia = m.d / det, ib = -m.b / det, ic = -m.c / det, id = m.a / det
        let itx = -(ia * m.tx + ic * m.ty), ity = -(ib * m.tx + id * m.ty)
        func fix(_ v: Double) -> Int { Int(max(-1e15, min(1e15, (v * 65_536).rounded()))) }
        let stepUX = fix(ia), stepVX = fix(ib), stepUY = fix(ic), stepVY = fix(id)
        let u0 = fix(ia * 0.5 + ic * 0.5 + itx - 0.5), v0 = fix(ib * 0.5 + id * 0.5 + ity - 0.5)
        let lw = layer.width, lh = layer.height, cw = width
        let top = surfaces.count - 1
        layer.withUnsafeBytes { src in
            surfaces[top].withUnsafeMutableBytes { dst in
                let s = src.baseAddress!, d = dst.baseAddress!
                // A layer pixel's offset, or −1 outside the drawn box (transparent).
                @inline(__always) func offset(_ x: Int, _ y: Int) -> Int {
                    x < dirty.x0 || y < dirty.y0 || x >= dirty.x1 || y >= dirty.y1 || x >= lw || y >= lh ? -1 : (y * lw + x) * 4
                }
                for y in box.y0..<box.y1 {
                    var u = u0 &+ stepUX &* box.x0 &+ stepUY &* y
                    var v = v0 &+ stepVX &* box.x0 &+ stepVY &* y
                    let row = d + (y * cw) * 4
                    for x in box.x0..<box.x1 {
                        defer { u &+= stepUX; v &+= stepVX }
                        let xi = u >> 16, yi = v >> 16
                        if xi < dirty.x0 - 1 || yi < dirty.y0 - 1 || xi >= dirty.x1 || yi >= dirty.y1 { continue }
                        let fx = (u >> 8) & 255, fy = (v >> 8) & 255
                        let w00 = (256 - fx) * (256 - fy), w10 = fx * (256 - fy), w01 = (256 - fx) * fy, w11 = fx * fy
                        let o00 = offset(xi, yi), o10 = offset(xi + 1, yi), o01 = offset(xi, yi + 1), o11 = offset(xi + 1, yi + 1)
                        @inline(__always) func channel(_ ch: Int) -> Int {
                            var sum = 32_768
                            if o00 >= 0 { sum += Int(s[o00 + ch]) * w00 }
                            if o10 >= 0 { sum += Int(s[o10 + ch]) * w10 }
                            if o01 >= 0 { sum += Int(s[o01 + ch]) * w01 }
                            if o11 >= 0 { sum += Int(s[o11 + ch]) * w11 }
                            return k < 255 ? d255((sum >> 16) * k) : sum >> 16
                        }
                        let a = channel(3)
                        if a == 0 { continue }
                        Blitter.over(row + x * 4, UInt32(channel(0)), UInt32(channel(1)), UInt32(channel(2)), UInt32(a))
                    }
                }
            }
        }
    }

    /// Composites the latest layer blurred by a Gaussian of σ = `blurRadius` / 2 pixels (three
    /// box blurs per axis on each premultiplied channel, as shadows are blurred), with `opacity`.
    /// The radius is capped as shadows' are, so an absurd radius costs bounded time and memory.
    public mutating func endLayer(blurRadius: Double, opacity: Double = 1) {
        guard surfaces.count > 1, let dirty = layerDirty.last else { return }
        let c = clip.box
        let k = Self.cappedBoxRadius(BoxBlur.boxRadius(sigma: blurRadius.isFinite ? blurRadius / 2 : 0), width: c.x1 - c.x0, height: c.y1 - c.y0)
        guard k > 0, !dirty.isEmpty else {
            layerOpacities[layerOpacities.count - 1] = FixedPoint.opacity8(opacity)
            endLayer()
            return
        }
        let layer = surfaces[surfaces.count - 1]
        var channels: [CoverageMask] = []
        for ch in 0..<4 {
            var bytes = [UInt8](repeating: 0, count: dirty.width * dirty.height)
            layer.withUnsafeBytes { src in
                for y in 0..<dirty.height {
                    for x in 0..<dirty.width { bytes[y * dirty.width + x] = src[((y + dirty.y0) * layer.width + x + dirty.x0) * 4 + ch] }
                }
            }
            channels.append(BoxBlur.blur(CoverageMask(validatedOriginX: dirty.x0, originY: dirty.y0, width: dirty.width,
                                                      height: dirty.height, coverage: bytes), k: k))
        }
        // The blurred layer, written back over a grown box of the layer surface.
        let grown = PixelBox(x0: channels[0].originX, y0: channels[0].originY,
                             x1: channels[0].originX + channels[0].width, y1: channels[0].originY + channels[0].height)
        let visible = grown.intersection(PixelBox(x0: 0, y0: 0, x1: width, y1: height))
        let top = surfaces.count - 1, cw = width
        surfaces[top].withUnsafeMutableBytes { dst in
            for y in visible.y0..<visible.y1 {
                for x in visible.x0..<visible.x1 {
                    let o = (y * cw + x) * 4
                    let a = channels[3].value(atX: x, y: y)
                    dst[o + 3] = a
                    // Rounding in separate passes may leave a colour a step above its alpha.
                    for ch in 0..<3 { dst[o + ch] = min(a, channels[ch].value(atX: x, y: y)) }
                }
            }
        }
        layerDirty[layerDirty.count - 1] = visible
        layerOpacities[layerOpacities.count - 1] = FixedPoint.opacity8(opacity)
        endLayer()
    }

    /// Composites the latest layer onto what lies below with a blend mode and `opacity`.
    public mutating func endLayer(blendMode: RasterBlendMode, opacity: Double = 1) {
        guard blendMode != .normal else {
            if let last = layerOpacities.indices.last { layerOpacities[last] = FixedPoint.opacity8(opacity) }
            endLayer()
            return
        }
        guard surfaces.count > 1, layerOpacities.popLast() != nil, let dirty = layerDirty.popLast() else { return }
        let layer = surfaces.removeLast()
        let k = Int(FixedPoint.opacity8(opacity))
        guard k > 0, !dirty.isEmpty else { return }
        markDirty(dirty)
        let top = surfaces.count - 1, cw = width
        layer.withUnsafeBytes { src in
            surfaces[top].withUnsafeMutableBytes { dst in
                for y in dirty.y0..<dirty.y1 {
                    for x in dirty.x0..<dirty.x1 {
                        let o = (y * cw + x) * 4
                        var sr = Int(src[o]), sg = Int(src[o + 1]), sb = Int(src[o + 2]), sa = Int(src[o + 3])
                        if sa == 0 && blendMode != .destinationOut { continue }
                        if k < 255 { sr = d255(sr * k); sg = d255(sg * k); sb = d255(sb * k); sa = d255(sa * k) }
                        let r = blendMode.blend(sr, sg, sb, sa, Int(dst[o]), Int(dst[o + 1]), Int(dst[o + 2]), Int(dst[o + 3]))
                        dst[o + 3] = UInt8(max(0, min(255, r.3)))
                        dst[o] = UInt8(max(0, min(Int(dst[o + 3]), r.0)))
                        dst[o + 1] = UInt8(max(0, min(Int(dst[o + 3]), r.1)))
                        dst[o + 2] = UInt8(max(0, min(Int(dst[o + 3]), r.2)))
                    }
                }
            }
        }
    }

    /// With two layers open (content, then mask on top), multiplies the content by the mask's
    /// alpha and composites it onto what lies below with `opacity`. Does nothing when fewer than
    /// two layers are open.
    public mutating func endMaskedLayer(opacity: Double = 1) {
        guard surfaces.count > 2 else { return }
        let mask = surfaces.removeLast()
        _ = layerOpacities.popLast()
        _ = layerDirty.popLast()
        guard let dirty = layerDirty.last else { return }
        let top = surfaces.count - 1, cw = width
        mask.withUnsafeBytes { m in
            surfaces[top].withUnsafeMutableBytes { dst in
                for y in dirty.y0..<dirty.y1 {
                    for x in dirty.x0..<dirty.x1 {
                        let o = (y * cw + x) * 4
                        let a = UInt32(m[o + 3])
                        if a == 255 { continue }
                        for ch in 0..<4 { dst[o + ch] = UInt8(truncatingIfNeeded: PixelMath.div255(UInt32(dst[o + ch]) &* a)) }
                    }
                }
            }
        }
        layerOpacities[layerOpacities.count - 1] = FixedPoint.opacity8(opacity)
        endLayer()
    }

    /// Composites the latest layer over its drop shadow: the layer's alpha, moved by the shadow's
    /// offset (rounded to whole pixels), blurred as ``drawShadow(of:_:fillRule:)`` blurs, drawn in
    /// the shadow's colour and opacity through the clip; then the layer with `opacity`.
    public mutating func endLayer(shadow: Shadow, opacity: Double = 1) {
        guard surfaces.count > 1, let dirty = layerDirty.last else { return }
        let layer = surfaces.removeLast()
        let layerOpacity = layerOpacities.removeLast()
        _ = layerDirty.popLast()
        if !dirty.isEmpty, shadow.opacity > 0 {
            var alpha = [UInt8](repeating: 0, count: dirty.width * dirty.height)
            layer.withUnsafeBytes { src in
                for y in 0..<dirty.height {
                    for x in 0..<dirty.width { alpha[y * dirty.width + x] = src[((y + dirty.y0) * layer.width + x + dirty.x0) * 4 + 3] }
                }
            }
            let c = clip.box
            let k = Self.cappedBoxRadius(shadow.boxRadius, width: c.x1 - c.x0, height: c.y1 - c.y0)
            let mask = BoxBlur.blur(CoverageMask(validatedOriginX: dirty.x0, originY: dirty.y0, width: dirty.width,
                                                 height: dirty.height, coverage: alpha), k: k)
            draw(mask: mask, dx: Int(shadow.offsetX.rounded()), dy: Int(shadow.offsetY.rounded()), paint: .solid(shadow.color),
                 opacity: FixedPoint.opacity8(shadow.opacity))
        }
        surfaces.append(layer)
        layerOpacities.append(layerOpacity)
        layerDirty.append(dirty)
        layerOpacities[layerOpacities.count - 1] = FixedPoint.opacity8(opacity)
        endLayer()
    }
}
