import PenumbraCore
import PenumbraUI
import Testing

/// SwiftUI-Flow's shape: a view that is also a `Layout` when it has no content, whose
/// content-less initializer delegates to the content one with `{ EmptyView() }`. Its layout
/// methods are nonisolated, as a main-actor view conforming to SwiftUI's `Layout` needs in Swift 6.
private struct Wrap<Content: View>: View {
    let spacing: CGFloat
    let content: Content
    init(spacing: CGFloat = 4, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }
    var body: some View { HStack(spacing: spacing) { content } }
}

extension Wrap: Layout where Content == EmptyView {
    init(spacing: CGFloat = 4) {
        self.init(spacing: spacing) { EmptyView() }
    }
    nonisolated func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: subviews.count * 10, height: 10)
    }
    nonisolated func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (i, s) in subviews.enumerated() { s.place(at: CGPoint(x: bounds.minX + CGFloat(i) * 10, y: bounds.minY), proposal: .unspecified) }
    }
}

@Suite struct LayoutCallPatternTests {
    /// `Wrap(spacing:)` reaches the content initializer, not itself through `callAsFunction`
    /// (which would recurse until the stack overflows), and the layout still applies to content
    /// given with a trailing closure.
    @Test func aContentLessInitializerDelegatesToTheContentOne() throws {
        let layout = Wrap(spacing: 2)
        #expect(layout.spacing == 2)
        let laidOut = try RenderConfiguration().render(layout { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) },
                                                       traits: .light).bitmap
        #expect(laidOut.width == 20 && laidOut.height == 10)
    }
}
