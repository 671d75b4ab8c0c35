import PenumbraView

nonisolated extension View {
    /// Moves the view's `g` guide to the value computed from its dimensions: in a `VStack` (or
    /// `ZStack`) aligned by `g`, the view is placed so that this point lines up with the other
    /// views' guides (`.alignmentGuide(.leading) { d in d[.trailing] }` hangs it left of the rest).
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        node(.alignmentGuide(AlignmentGuide(.horizontal(g)) { computeValue($0) }))
    }

    /// Moves the view's `g` guide to the value computed from its dimensions, for an `HStack`
    /// (or `ZStack`) aligned by `g`.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        node(.alignmentGuide(AlignmentGuide(.vertical(g)) { computeValue($0) }))
    }
}
