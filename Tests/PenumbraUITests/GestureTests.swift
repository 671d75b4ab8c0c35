import PenumbraCore
import PenumbraUI
import Testing

/// A sheet handle as bottom-sheet packages write it: gestures with state and handlers.
private struct Handle: View {
    @GestureState private var dragging = false
    @State private var offset: CGFloat = 0
    var body: some View {
        Capsule().fill(Color.secondary).frame(width: 36, height: 5)
            .offset(y: offset)
            .gesture(DragGesture(minimumDistance: 0)
                .updating($dragging) { _, state, _ in state = true }
                .onChanged { offset = $0.translation.height }
                .onEnded { _ in offset = 0 })
            .simultaneousGesture(TapGesture(count: 2).onEnded { offset = 0 })
            .highPriorityGesture(LongPressGesture().sequenced(before: DragGesture()))
    }
}

@Suite("Gestures")
struct GestureTests {
    /// Nothing touches a still image: a view with gestures draws exactly as without them.
    @Test func gesturesDrawNothingAndChangeNothing() throws {
        let with = try RenderConfiguration.current.render(Handle(), traits: .light)
        let without = try RenderConfiguration.current.render(
            Capsule().fill(Color.secondary).frame(width: 36, height: 5).offset(y: 0), traits: .light)
        #expect(with.bitmap == without.bitmap)
        #expect(DragGesture.Value().translation == .zero)
    }
}
