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
public protocol View {
    /// The type of the view's content.
    associatedtype Body: View
    /// The content, evaluated with the environment of the place the view is rendered in.
    @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
    /// `Never` has no body; it is the body type of primitive views.
    public var body: Never { fatalError("Never has no body") }
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
