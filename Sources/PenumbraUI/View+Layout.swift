import PenumbraView

/// Layout modifiers, as SwiftUI spells them.
nonisolated extension View {
    /// Insets of `length` points on `edges` (nil: 16, the standard margin).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        node(.padding(EdgeInsets(edges, length.map(Double.init) ?? 16)))
    }
    /// Insets of `length` points on every edge.
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }
    /// Explicit insets.
    public func padding(_ insets: EdgeInsets) -> some View { node(.padding(insets)) }

    /// A fixed width and/or height (nil keeps the content's own on that axis), the content aligned in it.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        node(.frame(FrameSpec(width: width.map(Double.init), height: height.map(Double.init), alignment: alignment)))
    }

    /// A flexible frame: the size offered is clamped to the bounds (`maxWidth: .infinity` fills it).
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        node(.frame(FrameSpec(minWidth: minWidth.map(Double.init), idealWidth: idealWidth.map(Double.init),
                              maxWidth: maxWidth.map(Double.init), minHeight: minHeight.map(Double.init),
                              idealHeight: idealHeight.map(Double.init), maxHeight: maxHeight.map(Double.init),
                              alignment: alignment)))
    }

    /// The view at its ideal size on both axes.
    public func fixedSize() -> some View { node(.fixedSize(horizontal: true, vertical: true)) }
    /// The view at its ideal size on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        node(.fixedSize(horizontal: horizontal, vertical: vertical))
    }

    /// The order in which a stack offers space (higher first; default 0).
    public func layoutPriority(_ value: Double) -> some View { node(.layoutPriority(value.isFinite ? value : 0)) }

    /// Drawn `offset` away; its layout frame stays.
    public func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }
    /// Drawn `x`, `y` points away; its layout frame stays.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        node(.offset(x: x.isFinite ? Double(x) : 0, y: y.isFinite ? Double(y) : 0))
    }

    /// Centred on the point (`x`, `y`) of the space offered, which the view fills (SwiftUI's
    /// `position`; 10 points on an axis offered no length). `x` counts from the leading edge.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        node(.position(x: x.isFinite ? Double(x) : 0, y: y.isFinite ? Double(y) : 0))
    }
    /// Centred on `position` of the space offered, which the view fills.
    public func position(_ position: CGPoint) -> some View { self.position(x: position.x, y: position.y) }

    /// Constrained to `aspectRatio` (width / height; nil: its ideal size's), fitting or filling.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        node(.aspectRatio(aspectRatio.flatMap { $0.isFinite && $0 > 0 ? Double($0) : nil }, contentMode: contentMode))
    }
    /// Constrained to the ratio of `aspectRatio`.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }
    /// The view's own ratio, inside the space offered.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    /// The view's own ratio, covering the space offered.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
