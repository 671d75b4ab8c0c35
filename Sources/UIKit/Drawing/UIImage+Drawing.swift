import PenumbraCore
import PenumbraView

extension UIImage {
    /// The image's pixels as a Core Graphics image: a bitmap's own, an asset's resolved in the
    /// current traits; nil for a symbol or a vector asset, which have no pixels until drawn.
    public var cgImage: CGImage? {
        switch source {
        case let .bitmap(b, _): return CGImage(bitmap: b)
        case .named:
            guard let r = try? resolved(in: traits?.traits ?? UITraitCollection.current.traits, images: RenderConfiguration.current.images),
                  case let .bitmap(b, _) = r.content else { return nil }
            return CGImage(bitmap: b)
        case .symbol, .empty: return nil
        }
    }

    /// An image of a Core Graphics image's pixels at 1 pixel per point.
    public convenience init(cgImage: CGImage) { self.init(bitmap: cgImage.bitmap, scale: 1) }
    /// An image of a Core Graphics image's pixels at `scale` pixels per point (orientation: up).
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(bitmap: cgImage.bitmap, scale: max(1, min(3, Int(Double(scale.isFinite ? scale : 1).rounded()))))
    }

    /// How an image's pixels are turned (drawn as `.up`).
    public enum Orientation: Int, Hashable, Sendable { case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored }
    /// How the pixels are turned: always `.up` in Penumbra.
    public var imageOrientation: Orientation { .up }

    /// Draws the image at its size with its top-left corner at `point`, in the current context.
    @MainActor public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }
    /// Draws the image at `point` with a blend mode and alpha.
    @MainActor public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }
    /// Draws the image scaled into `rect`, upright, in the current context.
    @MainActor public func draw(in rect: CGRect) { draw(in: rect, blendMode: .normal, alpha: 1) }
    /// Draws the image scaled into `rect` with a blend mode and alpha. A symbol draws in black
    /// unless it was given a colour (`withTintColor`), as UIKit draws it outside an image view.
    @MainActor public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let traits = UITraitCollection.current
        let r: (content: ResolvedImage.Content, size: Size, template: Bool, mirrored: Bool)
        do throws(ViewError) { r = try resolved(in: traits.traits, images: RenderConfiguration.current.images) } catch {
            return ctx.fail("an image could not be drawn: \(error)")
        }
        let color: ResolvedColor? = tint.map { ResolvedColor(rgba: $0.rgba(in: traits)) } ?? (isSymbolImage ? ResolvedColor(rgba: .black) : nil)
        ctx.saveGState()
        ctx.setBlendMode(blendMode)
        ctx.setAlpha(alpha)
        ctx.draw(ResolvedImage.make(content: r.content, tint: color, mirrored: false), in: rect, flipped: false)
        ctx.restoreGState()
    }
}
