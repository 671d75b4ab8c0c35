import PenumbraView

/// A scroll view at rest, as SwiftUI's `ScrollView`: its content at its origin, offered unlimited
/// length along the scroll axes (so it takes its ideal length there), clipped to the frame the
/// scroll view is given.
nonisolated public struct ScrollView<Content: View>: View {
    let axes: Axis.Set
    let content: Content
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

extension ScrollView: PrimitiveView {
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        let horizontal = axes.contains(.horizontal), vertical = axes.contains(.vertical)
        var node = try context.single(content)
        node = .modified(node, .fixedSize(horizontal: horizontal, vertical: vertical))
        node = .modified(node, .frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)))
        nodes.append(.modified(node, .clip(.rectangle)))
    }
}

/// A stack laid out whole, as SwiftUI's `LazyVStack` looks once every row is on screen.
nonisolated public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment, spacing: CGFloat?, content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public var body: some View { VStack(alignment: alignment, spacing: spacing) { content } }
}

/// A stack laid out whole, as SwiftUI's `LazyHStack` looks once every column is on screen.
nonisolated public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment, spacing: CGFloat?, content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public var body: some View { HStack(alignment: alignment, spacing: spacing) { content } }
}

/// Views pinned while scrolling, as SwiftUI's `PinnedScrollableViews` (compiles; a snapshot does
/// not scroll).
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
