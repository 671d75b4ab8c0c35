import PenumbraCore
import PenumbraView

/// Layer effects: rotations, scales, transforms, blurs and masks. None of them changes layout;
/// the view is drawn on its own and composited through the effect.
nonisolated extension View {
    /// Rotated by `angle` (clockwise on screen) about a point of its frame.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        node(.effect(.rotation(degrees: angle.wholeDegrees, anchor: anchor)))
    }

    /// Scaled by `scale` on both axes about a point of its frame.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }

    /// Scaled by `scale.width` and `scale.height` about a point of its frame.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    /// Scaled by `x` and `y` about a point of its frame.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        node(.effect(.scale(x: Double(x).isFinite ? Double(x) : 1, y: Double(y).isFinite ? Double(y) : 1, anchor: anchor)))
    }

    /// Transformed by `transform` (points) about the frame's top-left corner.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        node(.effect(.transform(AffineTransform(a: Double(transform.a), b: Double(transform.b), c: Double(transform.c),
                                                d: Double(transform.d), tx: Double(transform.tx), ty: Double(transform.ty)))))
    }

    /// Blurred by a Gaussian of σ = `radius` / 2 points (a shadow of the same radius spreads twice as
    /// far: its σ is the radius, as Core Animation draws shadows).
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        node(.effect(.blur(radius: Double(radius).isFinite ? max(0, Double(radius)) : 0, opaque: opaque)))
    }

    /// Shown only where `mask` (laid out in this view's frame by `alignment`) is opaque.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        let maskView = mask()
        return ModifiedView(content: self) { content, nodes, context throws(UIError) in
            let layer = try context.single(maskView, layered: true)
            try context.lower(content, modifier: .mask(layer, alignment: alignment), into: &nodes)
        }
    }

    /// Shown only where `mask` is opaque (the older form of ``mask(alignment:_:)``).
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        self.mask { mask }
    }
}
