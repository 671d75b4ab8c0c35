import PenumbraView

/// The first of its views that fits the space offered, as SwiftUI's `ViewThatFits`: each view
/// is measured at its ideal size on `axes`; the first that fits is drawn, else the last (a
/// snackbar that stacks its button under the message at accessibility sizes).
nonisolated public struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    /// The first view of `content` that fits on `axes` (default both).
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

extension ViewThatFits: PrimitiveView {
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        nodes.append(.viewThatFits(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical),
                                   children: try context.nodes(content)))
    }
}
