import PenumbraCore
import PenumbraView

/// What a layer's drawing recorded (its backing store): the items drawn, in the layer's own
/// space, and the bounds' size they were drawn at. It is kept until the layer is asked to draw
/// again, so a colour drawn from a value stored before an appearance change stays, as on iOS.
package struct BackingStore {
    /// The size drawn at, in points.
    package let size: CGSize
    /// The record, clipped to `size`.
    package let entries: [CGContext.Entry]
}

/// The methods a layer's delegate implements to draw the layer (Core Animation's
/// `CALayerDelegate`); a view is its layer's delegate and draws through `draw(_:)`.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// Draws `layer`'s content into `ctx`.
    func draw(_ layer: CALayer, in ctx: CGContext)
}

extension CALayer {
    /// Draws `draw(in:)` and the delegate's drawing (the owning view's `draw(_:)`) into a fresh
    /// context of the bounds' size, with `UITraitCollection.current` the owning view's traits,
    /// and keeps what they drew.
    func drawBackingStore() {
        displayDue = false
        let size = bounds.size
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            backingStore = nil
            return
        }
        let ctx = CGContext(area: size)
        ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
        let traits = owningView?.traitCollection ?? UITraitCollection.current
        traits.performAsCurrent {
            CGContext.$current.withValue(ctx) {
                if let view = owningView {
                    view.draw(bounds)
                } else {
                    draw(in: ctx)
                    (delegate as? CALayerDelegate)?.draw(self, in: ctx)
                }
            }
        }
        backingStore = ctx.entries.isEmpty ? nil : BackingStore(size: size, entries: ctx.finishedItems())
    }
}
