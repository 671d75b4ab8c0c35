import PenumbraView

/// How a view's colours combine with what is behind it, as SwiftUI's `BlendMode`. Penumbra
/// composites source-over (`.normal`); the other modes compile and are reported when rendered.
public enum BlendMode: Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut
    case plusDarker, plusLighter
}

extension View {
    /// Blends the view with what is behind it; only `.normal` (source-over) is drawn yet.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        ModifiedView(content: self) { content, nodes, context throws(UIError) in
            guard blendMode == .normal else { throw .unsupported(path: context.path, api: "blendMode(.\(blendMode))") }
            try context.lower(content, into: &nodes)
        }
    }

    /// Composites the view as one layer: Penumbra already draws a group's opacity as one layer.
    public func compositingGroup() -> some View { self }

    /// Renders the view offscreen before display: the same pixels in Penumbra's rasterizer.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { self }

    /// The order of overlapping views in a `ZStack`; only the default order (0) is drawn yet.
    public func zIndex(_ value: Double) -> some View {
        ModifiedView(content: self) { content, nodes, context throws(UIError) in
            guard value == 0 else { throw .unsupported(path: context.path, api: "zIndex(_:) other than 0") }
            try context.lower(content, into: &nodes)
        }
    }
}

/// The colour space of offscreen rendering, as SwiftUI's `ColorRenderingMode`.
public enum ColorRenderingMode: Hashable, Sendable { case nonLinear, linear, extendedLinear }
