import PenumbraView

/// A piece of user interface, as SwiftUI's `View`: a type with a `body` made of other views.
///
/// ```swift
/// struct PayButton: View {
///     var title: String
///     var body: some View {
///         Text(title).font(.headline).padding().background(.blue, in: Capsule())
///     }
/// }
/// ```
/// Penumbra's own views (`Text`, stacks, shapes, modifiers) have `Never` as their body: the
/// renderer turns them into the view stage's tree directly.
///
/// As in SwiftUI, `View` is main-actor isolated (`@preconcurrency`, so a Swift 5 package builds
/// as it does for iOS): `body` may call a main-actor model. Penumbra's own views and modifiers
/// are `nonisolated`, as Apple declares them, so a view is made anywhere; the renderer evaluates
/// bodies on the thread that renders (see `MainActorBody`).
@MainActor @preconcurrency
public protocol View {
    /// The type of the view's content.
    associatedtype Body: View
    /// The content, evaluated with the environment of the place the view is rendered in.
    @ViewBuilder var body: Self.Body { get }
}

nonisolated extension Never: View {
    /// `Never` has no body; it is the body type of primitive views.
    nonisolated public var body: Never { fatalError("Never has no body") }
}

/// A view that Penumbra turns into tree nodes itself rather than through a `body`.
protocol PrimitiveView {
    /// Appends the nodes this view stands for (none, one, or several for a group) to `nodes`.
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError)
}

extension PrimitiveView {
    /// Primitive views are drawn by the renderer; reading their body is a programming error, as
    /// in SwiftUI.
    func primitiveBody(_ type: Any.Type) -> Never {
        fatalError("\(type) is drawn by the renderer and has no body")
    }
}
