import PenumbraCore
import PenumbraUI
import Testing

/// A main-actor model, as apps keep them (`@MainActor final class … : ObservableObject`).
@MainActor
private final class InboxModel {
    var unread = 3
    init() {}
    func title() -> String { "\(unread) unread" }
}

/// A view whose body calls into its main-actor model, as `View` is main-actor isolated in
/// SwiftUI: this file does not compile unless PenumbraUI's `View` is.
private struct InboxHeader: View {
    let model: InboxModel
    @MainActor init() { model = InboxModel() }
    var body: some View {
        Text(model.title()).padding(4)
    }
}

/// A custom shape: its `path(in:)` is nonisolated, as SwiftUI's `Shape` requires, so layout may
/// ask for it anywhere.
private struct Wedge: Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: rect.minX, y: rect.minY))
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        p.closeSubpath()
        return p
    }
}

/// A user's modifier method on `View`: main-actor isolated, as every member of a `View`
/// extension is in SwiftUI.
extension View {
    fileprivate func badge(_ count: Int) -> some View { overlay(alignment: .topTrailing) { Text("\(count)").font(.caption) } }
}

/// A modifier and a button style that call it, as SwiftUI's `ViewModifier.body(content:)` and
/// `ButtonStyle.makeBody` may: both are main-actor isolated there and here.
private struct Badged: ViewModifier {
    func body(content: Content) -> some View { content.badge(2) }
}

private struct BadgedStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View { configuration.label.badge(5) }
}

private struct LabelOnlyStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View { configuration.label }
}

@Suite("Main-actor views")
struct MainActorViewTests {
    /// Penumbra's views and modifiers are nonisolated (as Apple declares them): a nonisolated
    /// test builds and renders them, and a shape's outline is asked for off the main actor.
    @Test func builtInViewsAreMadeAndRenderedAnywhere() throws {
        let view = VStack { Text("Inbox").bold(); Wedge().fill(.red).frame(width: 20, height: 20) }.padding()
        let outline = Wedge().path(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(!outline.isEmpty)
        let bitmap = try RenderConfiguration().render(view, traits: .light, size: .fitting).bitmap
        #expect(bitmap.width > 40)
    }

    /// A view made on the main actor, whose body reads its main-actor model, renders there, and
    /// renders the same from a task off the main actor (the renderer evaluates bodies on its
    /// own thread, as before `View` was isolated).
    @Test @MainActor func aBodyThatCallsAMainActorModelRenders() async throws {
        let header = InboxHeader()
        let onMain = try RenderConfiguration().pngData(header, traits: .light)
        nonisolated(unsafe) let sent = header
        let offMain = try await Task.detached { try RenderConfiguration().pngData(sent, traits: .light) }.value
        #expect(onMain == offMain)
        let text = try RenderConfiguration().pngData(Text("3 unread").padding(4), traits: .light)
        #expect(onMain == text, "the body's text, from the model")
    }

    /// A modifier's `body(content:)` and a style's `makeBody` run from a nonisolated test.
    @Test func modifiersAndStylesCallMainActorExtensions() throws {
        let config = RenderConfiguration()
        let modified = try config.pngData(Text("Inbox").padding(8).modifier(Badged()), traits: .light)
        let direct = try config.pngData(Text("Inbox").padding(8).overlay(alignment: .topTrailing) { Text("2").font(.caption) }, traits: .light)
        #expect(modified == direct)
        let styled = try config.render(Button("Send") {}.buttonStyle(BadgedStyle()), traits: .light).bitmap
        let plain = try config.render(Button("Send") {}.buttonStyle(LabelOnlyStyle()), traits: .light).bitmap
        #expect(styled.width == plain.width && styled.height == plain.height, "the badge overlays the label")
        #expect(styled != plain, "the style's body, with its badge, is what is drawn")
    }
}
