import PenumbraCore

// UIKit's drawing functions: the context stack (`UIGraphicsPushContext`), the image context of
// the older API (`UIGraphicsBeginImageContextWithOptions`), and the rectangle shortcuts.

/// The contexts pushed with ``UIGraphicsPushContext(_:)`` and the image contexts begun, innermost
/// last. UIKit keeps this stack per thread; all of Penumbra's drawing runs on the main actor, so
/// it is the main actor's. A balanced push and pop (begin and end) leaves it as it was.
@preconcurrency @MainActor
enum UIGraphicsStack {
    /// An image context of the older API, with its scale.
    struct ImageContext {
        let context: CGContext
        let scale: Int
    }
    static var pushed: [CGContext] = []
    static var images: [ImageContext] = []
}

/// The context drawing now: the last pushed or begun, else the one `draw(_:)` or an image
/// renderer's block draws into; nil outside them.
@preconcurrency @MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? { UIGraphicsStack.pushed.last ?? CGContext.current }

/// Makes `context` the current context until ``UIGraphicsPopContext()``.
@preconcurrency @MainActor public func UIGraphicsPushContext(_ context: CGContext) { UIGraphicsStack.pushed.append(context) }
/// Restores the context current before the last ``UIGraphicsPushContext(_:)``.
@preconcurrency @MainActor public func UIGraphicsPopContext() { _ = UIGraphicsStack.pushed.popLast() }

/// Begins an image context of `size` points at `scale` pixels per point (0: the current traits'
/// scale); drawing goes into it until ``UIGraphicsEndImageContext()``.
@preconcurrency @MainActor public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let s = scale > 0 && scale.isFinite ? Int(Double(scale).rounded()) : Int(Double(UITraitCollection.current.displayScale).rounded())
    let context = CGContext(area: size)
    UIGraphicsStack.images.append(.init(context: context, scale: max(1, min(3, s))))
    UIGraphicsStack.pushed.append(context)
}
/// Begins an image context of `size` points at 1 pixel per point.
@preconcurrency @MainActor public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }
/// The image drawn so far in the innermost image context, or nil outside one.
@preconcurrency @MainActor public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let image = UIGraphicsStack.images.last else { return nil }
    let size = image.context.area
    guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite,
          let bitmap = try? UIKitRendering.draw(image.context, size: size, scale: image.scale, configuration: .current)
    else { return nil }
    return UIImage(bitmap: bitmap, scale: image.scale)
}
/// Ends the innermost image context.
@preconcurrency @MainActor public func UIGraphicsEndImageContext() {
    guard let image = UIGraphicsStack.images.popLast() else { return }
    UIGraphicsStack.pushed.removeAll { $0 === image.context }
}

/// Fills `rect` with the current context's fill colour.
@preconcurrency @MainActor public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }
/// Fills `rect` with the fill colour and a blend mode.
@preconcurrency @MainActor public func UIRectFillUsingBlendMode(_ rect: CGRect, _ mode: CGBlendMode) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    ctx.saveGState()
    ctx.setBlendMode(mode)
    ctx.fill(rect)
    ctx.restoreGState()
}
/// Draws a one-point frame inside `rect` in the fill colour, as UIKit's `UIRectFrame`.
@preconcurrency @MainActor public func UIRectFrame(_ rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    let r = rect.standardized
    ctx.fill([CGRect(x: r.minX, y: r.minY, width: r.width, height: 1), CGRect(x: r.minX, y: r.maxY - 1, width: r.width, height: 1),
              CGRect(x: r.minX, y: r.minY + 1, width: 1, height: max(0, r.height - 2)),
              CGRect(x: r.maxX - 1, y: r.minY + 1, width: 1, height: max(0, r.height - 2))])
}
/// Intersects the current context's clip with `rect`.
@preconcurrency @MainActor public func UIRectClip(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.clip(to: rect) }
