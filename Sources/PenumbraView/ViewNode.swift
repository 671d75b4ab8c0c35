import PenumbraCore

/// The view tree as one value: every primitive, stack and modifier. The DSL (`VStack { … }`,
/// `.padding()`) and JSON fixtures both build it; resolution, layout and rendering read it.
public indirect enum ViewNode: Hashable, Sendable {
    /// Nothing: takes no space.
    case empty
    /// A shape filled with a colour (the foreground colour when `fill` is nil), optionally with an
    /// inside stroke.
    case shape(ShapeKind, fill: ColorReference?, stroke: StrokeSpec?)
    /// A shape filled with a linear gradient.
    case gradient(ShapeKind, GradientSpec)
    /// A run of text in the environment's font and foreground colour.
    case text(String)
    /// Attributed text: spans with their own font, colour, tracking, baseline offset, italics
    /// and decorations, wrapping as one paragraph (SwiftUI's `Text + Text`).
    case styledText([TextSpanNode])
    /// An image.
    case image(ImageReference)
    /// Flexible space along its stack's axis, at least `minLength` points (default 8).
    case spacer(minLength: Double?)
    /// A hairline separator across its stack's axis, in the `separator` colour.
    case divider
    /// Children top to bottom, `spacing` points apart (default 8), aligned horizontally.
    case vstack(alignment: HorizontalAlignment, spacing: Double?, children: [ViewNode])
    /// Children leading to trailing, `spacing` points apart (default 8), aligned vertically.
    case hstack(alignment: VerticalAlignment, spacing: Double?, children: [ViewNode])
    /// Children on top of each other, later ones in front.
    case zstack(alignment: Alignment, children: [ViewNode])
    /// The first child whose ideal size fits the proposal on the given axes, else the last, as
    /// SwiftUI's `ViewThatFits`.
    case viewThatFits(horizontal: Bool, vertical: Bool, children: [ViewNode])
    /// Content built from the size it is given, during layout (SwiftUI's `GeometryReader`): it
    /// takes the whole size offered and places its content at the top leading corner.
    case geometry(GeometryContent)
    /// Children placed by a layout written in code (SwiftUI's `Layout` protocol).
    case layout(CustomLayout, children: [ViewNode])
    /// A view with a modifier applied.
    case modified(ViewNode, NodeModifier)
}
