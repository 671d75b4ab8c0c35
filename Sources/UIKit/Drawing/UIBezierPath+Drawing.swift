import PenumbraCore

extension UIBezierPath {
    /// Fills the path with the current context's fill colour (`UIColor.setFill()`), by its fill rule.
    @MainActor public func fill() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.fill(vector.applying(ctx.ctm.affine), evenOdd: usesEvenOddFillRule)
    }
    /// Fills the path with a blend mode and alpha.
    @MainActor public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        withState(blendMode, alpha) { fill() }
    }
    /// Strokes the path with the current context's stroke colour and the path's line settings.
    @MainActor public func stroke() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.setLineWidth(lineWidth)
        ctx.setLineCap(lineCapStyle)
        ctx.setLineJoin(lineJoinStyle)
        ctx.setMiterLimit(miterLimit)
        ctx.setLineDash(phase: dash.phase, lengths: dash.lengths)
        ctx.stroke(vector.applying(ctx.ctm.affine))
        ctx.restoreGState()
    }
    /// Strokes the path with a blend mode and alpha.
    @MainActor public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        withState(blendMode, alpha) { stroke() }
    }
    /// Intersects the current context's clip with the path, by its fill rule.
    @MainActor public func addClip() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.clip(to: vector.applying(ctx.ctm.affine), evenOdd: usesEvenOddFillRule)
    }

    @MainActor private func withState(_ blendMode: CGBlendMode, _ alpha: CGFloat, _ body: () -> Void) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.setBlendMode(blendMode)
        ctx.setAlpha(alpha)
        body()
        ctx.restoreGState()
    }
}
