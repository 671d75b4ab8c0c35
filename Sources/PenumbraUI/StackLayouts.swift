import PenumbraCore
import PenumbraView

/// The horizontal stack as a layout value, as SwiftUI's `HStackLayout`: `HStackLayout { … }`
/// and `AnyLayout(HStackLayout())` lay out exactly as `HStack`.
public struct HStackLayout: Layout, NativeStackLayout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackLayoutAnswers.size(vertical: false, Alignment(horizontal: .center, vertical: alignment), spacing, proposal, subviews)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackLayoutAnswers.place(vertical: false, Alignment(horizontal: .center, vertical: alignment), spacing, bounds, proposal, subviews)
    }
    func node(children: [ViewNode]) -> ViewNode {
        .hstack(alignment: alignment, spacing: spacing.map(Double.init), children: children)
    }
}

/// The vertical stack as a layout value, as SwiftUI's `VStackLayout`.
public struct VStackLayout: Layout, NativeStackLayout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackLayoutAnswers.size(vertical: true, Alignment(horizontal: alignment, vertical: .center), spacing, proposal, subviews)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackLayoutAnswers.place(vertical: true, Alignment(horizontal: alignment, vertical: .center), spacing, bounds, proposal, subviews)
    }
    func node(children: [ViewNode]) -> ViewNode {
        .vstack(alignment: alignment, spacing: spacing.map(Double.init), children: children)
    }
}

/// The overlay stack as a layout value, as SwiftUI's `ZStackLayout`.
public struct ZStackLayout: Layout, NativeStackLayout {
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackLayoutAnswers.size(vertical: nil, alignment, nil, proposal, subviews)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackLayoutAnswers.place(vertical: nil, alignment, nil, bounds, proposal, subviews)
    }
    func node(children: [ViewNode]) -> ViewNode { .zstack(alignment: alignment, children: children) }
}

/// A layout chosen at run time, as SwiftUI's `AnyLayout`: `AnyLayout(isWide ? HStackLayout() :
/// VStackLayout()) { … }`, the usual way to switch a row to a column at large text sizes.
public struct AnyLayout: Layout {
    let base: any Layout
    public init<L: Layout>(_ layout: L) { base = (layout as? AnyLayout)?.base ?? layout }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        func answer<L: Layout>(_ l: L) -> CGSize {
            var c = l.makeCache(subviews: subviews)
            return l.sizeThatFits(proposal: proposal, subviews: subviews, cache: &c)
        }
        return answer(base)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        func answer<L: Layout>(_ l: L) {
            var c = l.makeCache(subviews: subviews)
            l.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &c)
        }
        answer(base)
    }

    /// `content`'s views laid out by the wrapped layout (a built-in stack lays out as itself).
    /// Disfavoured, as `Layout`'s.
    @_disfavoredOverload
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        AnyLayoutContainer(base: base, content: content())
    }
}

nonisolated struct AnyLayoutContainer<Content: View>: View {
    let base: any Layout
    let content: Content
    typealias Body = Never
    var body: Never { primitiveBody(Self.self) }
}

extension AnyLayoutContainer: PrimitiveView {
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        nodes.append(LayoutLowering.node(base, children: try context.nodes(content)))
    }
}

/// The stacks' answers through the view stage's own stack arithmetic.
enum StackLayoutAnswers {
    static func size(vertical: Bool?, _ alignment: Alignment, _ spacing: CGFloat?, _ proposal: ProposedViewSize,
                     _ subviews: LayoutSubviews) -> CGSize {
        let s = StackArrangement.size(vertical: vertical, alignment: alignment, spacing: spacing.map(Double.init),
                                      children: subviews.map(\.child), proposal: proposal.proposal)
        return CGSize(width: s.width, height: s.height)
    }

    static func place(vertical: Bool?, _ alignment: Alignment, _ spacing: CGFloat?, _ bounds: CGRect,
                      _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        let placements = StackArrangement.placements(vertical: vertical, alignment: alignment, spacing: spacing.map(Double.init),
                                                     children: subviews.map(\.child), proposal: proposal.proposal,
                                                     size: Size(Double(bounds.width), Double(bounds.height)))
        for (view, placement) in zip(subviews, placements) {
            view.place(at: CGPoint(x: bounds.minX + placement.offset.x, y: bounds.minY + placement.offset.y),
                       anchor: .topLeading, proposal: ProposedViewSize(placement.proposal))
        }
    }
}
