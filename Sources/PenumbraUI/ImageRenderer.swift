import Foundation
import PenumbraCore
import PenumbraPNG
import PenumbraStyle
import PenumbraView

/// Renders a view to an image, as SwiftUI's `ImageRenderer`, with Penumbra's rasterizer: the
/// same pixels on every machine.
///
/// ```swift
/// let renderer = ImageRenderer(content: PayButton(title: "Pay"))
/// renderer.scale = 3
/// let png = try renderer.pngData()
/// ```
public final class ImageRenderer<Content: View> {
    /// The view.
    public var content: Content
    /// Pixels per point: 1, 2 or 3 (others round to the nearest of them). Default 1.
    public var scale: CGFloat = 1
    /// The size offered to the view: `.unspecified` (its ideal size, default), a width, or both.
    public var proposedSize: ProposedViewSize = .unspecified
    /// Whether the image has no transparency; Penumbra writes RGB when every pixel is opaque anyway.
    public var isOpaque = false
    /// The traits to render in (light by default); Penumbra's addition.
    public var traits: Traits = .light
    /// The palette, images and fonts; the configuration in force when the renderer was made.
    public var configuration: RenderConfiguration

    /// A renderer of `content`.
    public init(content view: Content) {
        content = view
        configuration = .current
    }

    /// The render: the display list and its premultiplied pixels.
    public func render() throws(UIError) -> ViewRenderer.Render {
        var t = traits
        t.displayScale = (try? DisplayScale(Int(min(3, max(1, scale.rounded()))))) ?? .x1
        var config = configuration
        config.scale = nil
        return try config.render(content, traits: t, size: proposedSize.rootSize)
    }

    /// The image's pixels, premultiplied.
    public func bitmap() throws(UIError) -> Bitmap { try render().bitmap }

    /// The image as PNG bytes.
    public func pngData() throws(UIError) -> Data {
        let bitmap = try bitmap()
        do { return try PNGEncoder.encode(bitmap) } catch { throw .view(.encodingFailed(error)) }
    }
}

extension ProposedViewSize {
    /// The view stage's root size (a height alone is offered as the ideal size).
    var rootSize: RootSize {
        switch (width, height) {
        case let (w?, h?) where w.isFinite && h.isFinite: .fixed(Size(Double(w), Double(h)))
        case let (w?, _) where w.isFinite: .width(Double(w))
        default: .fitting
        }
    }
}
