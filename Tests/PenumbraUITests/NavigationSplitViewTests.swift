import PenumbraCore
import PenumbraUI
import Testing

/// A shape whose inset is animatable, as flow-layout and chart packages declare theirs.
private struct InsetCircle: Shape {
    var inset: Double
    var animatableData: Double {
        get { inset }
        set { inset = newValue }
    }
    func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetBy(dx: inset, dy: inset)) }
}

@Suite("Split views and animatable types")
struct NavigationSplitViewTests {
    private func texts(_ view: some View) throws -> [String] {
        try RenderConfiguration.current.render(view, traits: .light, size: .fixed(Size(390, 300))).displayList.items.compactMap {
            if case .text(let run) = $0.operation { run.string } else { nil }
        }
    }

    /// An iPhone in portrait collapses a split view to one stack showing the sidebar.
    @Test func compactWidthShowsTheSidebar() throws {
        let strings = try texts(NavigationSplitView(columnVisibility: .constant(.all)) { Text("Sidebar") } detail: { Text("Detail") })
        #expect(strings.contains("Sidebar"))
        #expect(!strings.contains("Detail"))
    }

    @Test func preferredCompactColumnPicksTheColumn() throws {
        let strings = try texts(NavigationSplitView(columnVisibility: .constant(.all), preferredCompactColumn: .constant(.detail)) {
            Text("Sidebar")
        } detail: { Text("Detail") })
        #expect(strings == ["Detail"])
    }

    @Test func anAnimatableShapeDrawsItsCurrentValue() throws {
        var shape = InsetCircle(inset: 0)
        shape.animatableData = 5
        let list = try RenderConfiguration.current.render(shape.fill(Color.red).frame(width: 20, height: 20), traits: .light).displayList
        #expect(shape.inset == 5)
        #expect(list.items.contains { if case .fill = $0.operation { true } else { false } })
        #expect(AnimatablePair(1.0, 2.0).magnitudeSquared == 5)
        #expect(EmptyAnimatableData.zero.magnitudeSquared == 0)
    }
}
