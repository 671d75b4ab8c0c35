import Foundation
import PenumbraCore
import PenumbraUI
import Testing

/// API a real SwiftUI design system (ODS and the packages it pins) uses, each drawn as iOS draws
/// it at rest, or failing the render with a typed error where the metrics are not measured yet.
@MainActor
@Suite struct CorpusAPITests {
    func render<V: View>(_ view: V, _ traits: Traits = .light) throws(UIError) -> Bitmap {
        try RenderConfiguration.current.render(view, traits: traits).bitmap
    }

    func unsupportedAPI<V: View>(_ view: V) -> String? {
        do { _ = try render(view); return nil } catch {
            if case .unsupported(_, let api) = error { return api }
            return "\(error)"
        }
    }

    /// Outside a list a navigation link is a button with its label (tinted as a button's);
    /// in a list, where iOS adds a disclosure chevron, it is a typed error.
    @Test func aNavigationLinkOutsideAListIsItsLabelAsAButton() throws {
        let link = NavigationLink { Text("Next") } label: { Text("Details") }
        #expect(try render(link) == render(Button(action: {}) { Text("Details") }))
        #expect(unsupportedAPI(List { link })?.hasPrefix("NavigationLink in a List") == true)
    }

    /// A render never loads: an async image shows its placeholder, or its `.empty` phase.
    @Test func anAsyncImageShowsItsPlaceholder() throws {
        let url = URL(string: "https://example.com/a.png")
        let placeholder = Color.blue.frame(width: 8, height: 8)
        #expect(try render(AsyncImage(url: url) { $0 } placeholder: { placeholder }) == render(placeholder))
        let phased = AsyncImage(url: url) { phase in
            if let image = phase.image { image } else { Color.green.frame(width: 4, height: 4) }
        }
        #expect(try render(phased) == render(Color.green.frame(width: 4, height: 4)))
        #expect(unsupportedAPI(AsyncImage(url: url))?.hasPrefix("AsyncImage(url:) without a placeholder") == true)
    }

    /// `.listRowInsets` replaces the list's row padding (16 pt at the sides in the inset-grouped
    /// style): with zero insets a full-width colour row fills its card edge to edge.
    @Test func listRowInsetsReplaceTheRowsPadding() throws {
        func row(_ insets: EdgeInsets?) -> some View {
            List { Color.red.frame(height: 44).listRowInsets(insets) }.frame(width: 200, height: 120)
        }
        let flush = try render(row(EdgeInsets())).unpremultiplied()
        let padded = try render(row(nil)).unpremultiplied()
        // 20 pt card margin, then the row: red at the card's left edge only with zero insets.
        #expect(flush[21, 40] == RGBA8(255, 59, 48))
        #expect(padded[21, 40] != RGBA8(255, 59, 48))
        // Outside a list it changes nothing.
        #expect(try render(Color.red.frame(width: 4, height: 4).listRowInsets(EdgeInsets())) == render(Color.red.frame(width: 4, height: 4)))
    }

    /// `Path(UIBezierPath(…).cgPath)`: the same outline as SwiftUI's own rounded rectangle.
    @Test func aPathFromACGPathHasItsOutline() {
        let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
        let bezier = UIBezierPath(rect: rect)
        let path = Path(bezier.cgPath)
        #expect(path.boundingRect == rect)
        #expect(path.elements.first == .move(to: .zero))
    }

    /// Compile-level API that shows nothing at rest: a slider's label, transactions, optional
    /// gestures, context menus, pull to refresh, preferences and `openURL`.
    @Test func restingAPIDrawsTheViewAsItIs() throws {
        struct Key: PreferenceKey {
            static let defaultValue: CGFloat = 0
            static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
        }
        let base = Color.orange.frame(width: 6, height: 6)
        let drag: DragGesture? = nil
        let decorated = base
            .transaction { $0.disablesAnimations = true }
            .gesture(drag)
            .contextMenu { Text("Copy") }
            .refreshable {}
            .preference(key: Key.self, value: 3)
            .onPreferenceChange(Key.self) { _ in }
        #expect(try render(decorated) == render(base))
        var value = 0.5
        let binding = Binding(get: { value }, set: { value = $0 })
        #expect(try render(Slider(value: binding) { Text("Volume") }.frame(width: 100))
                == render(Slider(value: binding).frame(width: 100)))
        #expect(unsupportedAPI(base.overlayPreferenceValue(Key.self) { _ in Color.clear })?.hasPrefix("overlayPreferenceValue") == true)
        #expect(unsupportedAPI(DisclosureGroup("More") { Text("Hidden") })?.hasPrefix("DisclosureGroup") == true)
        EnvironmentValues().openURL(URL(string: "https://example.com")!)
    }
}
