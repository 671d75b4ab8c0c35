import PenumbraView

/// How a view's colours combine with what is behind it, as SwiftUI's `BlendMode` (the W3C
/// compositing formulas, and Core Graphics' plus-darker and plus-lighter): the view stage's modes.
public typealias BlendMode = LayerBlendMode

nonisolated extension View {
    /// Blends the view with what is behind it: the view is drawn as one layer and composited
    /// with the mode.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        ModifiedView(content: self) { content, nodes, context throws(UIError) in
            guard blendMode != .normal else { return try context.lower(content, into: &nodes) }
            try context.lower(content, modifier: .effect(.blend(blendMode)), into: &nodes)
        }
    }

    /// Composites the view as one layer, so blend modes inside it combine with each other
    /// before the group meets what lies behind it.
    public func compositingGroup() -> some View { node(.effect(.group)) }

    /// Renders the view offscreen before display: one layer, as `compositingGroup`.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        node(.effect(.group))
    }

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
