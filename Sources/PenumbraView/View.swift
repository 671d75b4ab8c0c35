import PenumbraCore

/// Anything that can appear in a view tree: primitives, stacks, modified views and components.
///
/// A component implements ``Component/body``; primitives implement ``node`` directly.
public protocol View: Sendable {
    /// The tree this view stands for.
    var node: ViewNode { get }
}

/// A reusable view made of other views, written like a SwiftUI view:
///
/// ```swift
/// struct Badge: Component {
///     var count: Int
///     var body: some View {
///         Text("\(count)").font(.caption).padding(4).background(.named("systemRed"))
///     }
/// }
/// ```
public protocol Component: View {
    /// The component's content type.
    associatedtype Body: View
    /// The content; several views in a body are stacked vertically.
    @ViewBuilder var body: Body { get }
}

extension Component {
    /// The body's tree.
    public var node: ViewNode { body.node }
}
