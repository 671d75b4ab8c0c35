import PenumbraCore
import PenumbraView

/// Backgrounds, overlays, borders, clipping, opacity and shadows, as SwiftUI spells them.
nonisolated extension View {
    /// A style filling the view's frame behind it (`.background(.blue)`, `.background(Color("Card"))`).
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        layer(style, in: Rectangle(), behind: true)
    }
    /// A style filling a shape behind the view (`.background(.blue, in: Capsule())`).
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        layer(style, in: shape, behind: true)
    }
    /// The system background colour in a shape behind the view.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(Color(.systemBackground), in: shape, fillStyle: fillStyle)
    }
    /// Views behind this one, offered its size.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        layer(content(), alignment: alignment, behind: true)
    }
    /// A view behind this one, offered its size (the older spelling).
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        layer(background, alignment: alignment, behind: true)
    }

    /// Views in front of this one, offered its size.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        layer(content(), alignment: alignment, behind: false)
    }
    /// A view in front of this one, offered its size (the older spelling).
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        layer(overlay, alignment: alignment, behind: false)
    }
    /// A style filling the view's frame in front of it.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        layer(style, in: Rectangle(), behind: false)
    }
    /// A style filling a shape in front of the view.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        layer(style, in: shape, behind: false)
    }

    /// A style filling a shape behind or in front of the view.
    private func layer<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, behind: Bool) -> some View {
        ModifiedView(content: self) { content, nodes, context throws(UIError) in
            let fill = context.filled(try context.shapeKind(shape), try context.paint(style))
            try context.lower(content, modifier: behind ? .background(fill, alignment: .center)
                                                        : .overlay(fill, alignment: .center), into: &nodes)
        }
    }

    private func layer<V: View>(_ view: V, alignment: Alignment, behind: Bool) -> some View {
        ModifiedView(content: self) { content, nodes, context throws(UIError) in
            let layer = try context.single(view, layered: true)
            try context.lower(content, modifier: behind ? .background(layer, alignment: alignment)
                                                        : .overlay(layer, alignment: alignment), into: &nodes)
        }
    }

    /// A line of `width` points along the inside of the frame.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        ModifiedView(content: self) { view, nodes, context throws(UIError) in
            let stroke = StrokeSpec(color: try context.paint(content).color, lineWidth: Double(width))
            try context.lower(view, modifier: .border(stroke, shape: .rectangle), into: &nodes)
        }
    }

    /// Clipped to a rounded rectangle of `radius` points (circular corners).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        node(.cornerRadius(max(0, Double(radius)), style: .circular))
    }
    /// Clipped to a shape in the frame.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        ModifiedView(content: self) { content, nodes, context throws(UIError) in
            var (kind, inset) = try context.shapeKind(shape, evenOdd: style.isEOFilled)
            if inset != 0 {
                // An inset shape clips to its outline inside the frame.
                let base = kind
                kind = .path(ShapePath { size in
                    base.outline(in: Rect(x: inset, y: inset, width: max(0, size.width - 2 * inset), height: max(0, size.height - 2 * inset)))
                })
            }
            try context.lower(content, modifier: .clip(kind), into: &nodes)
        }
    }
    /// Clipped to the frame.
    public func clipped(antialiased: Bool = false) -> some View { node(.clip(.rectangle)) }

    /// Drawn at `opacity` (0…1) as one layer.
    public func opacity(_ opacity: Double) -> some View {
        node(.opacity(opacity.isNaN ? 1 : min(1, max(0, opacity))))
    }
    /// Not drawn, but still taking its space.
    public func hidden() -> some View { node(.opacity(0)) }

    /// A blurred shadow behind the view; `radius`, `x`, `y` in points. Default colour: black at 33%.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                       x: CGFloat = 0, y: CGFloat = 0) -> some View {
        ModifiedView(content: self) { content, nodes, context throws(UIError) in
            let spec = ShadowSpec(color: try color.reference(context), radius: Double(radius), x: Double(x), y: Double(y))
            try context.lower(content, modifier: .shadow(spec), into: &nodes)
        }
    }
}

extension Color {
    /// A static grey in a colour space (read as sRGB).
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }
}
