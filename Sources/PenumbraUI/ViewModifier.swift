import PenumbraView

/// A reusable change to a view, as SwiftUI's `ViewModifier`: `body(content:)` returns the view
/// made from `content`, and `.modifier(_:)` applies it. Main-actor isolated, as SwiftUI's.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The modified view's type.
    associatedtype Body: View
    /// The view made from `content`.
    @ViewBuilder func body(content: Content) -> Body
    /// The view being modified, as a view of its own.
    typealias Content = _ViewModifier_Content<Self>
}

/// The content of a ``ViewModifier``: the view the modifier is applied to.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    let content: any View
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

extension _ViewModifier_Content: PrimitiveView {
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        try context.lower(content, into: &nodes)
    }
}

/// A view with a modifier applied, as SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

nonisolated extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        let name = LoweringContext.typeName(Modifier.self)
        var inner = context
        inner.path = "\(context.path)/\(name)"
        inner.depth += 1
        guard inner.depth <= LoweringContext.maxDepth else { throw .tooDeep(path: inner.path, limit: LoweringContext.maxDepth) }
        let placeholder = _ViewModifier_Content<Modifier>(content: content)
        var failure: UIError?
        EnvironmentValues.withCurrent(context.env) {
            nonisolated(unsafe) let modifier = modifier
            do throws(UIError) {
                try inner.lower(MainActorBody.call(placeholder) { modifier.body(content: $0) }, into: &nodes)
            } catch { failure = error }
        }
        if let failure { throw failure }
    }
}

nonisolated extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public func body(content: _ViewModifier_Content<Self>) -> some View {
        content.modifier(self.content).modifier(modifier)
    }
}

nonisolated extension ViewModifier {
    /// This modifier followed by `modifier`.
    public func concat<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

nonisolated extension View {
    /// The view with `modifier` applied.
    public func modifier<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A built-in modifier: the content and how its nodes are made.
nonisolated struct ModifiedView<Content: View>: View, PrimitiveView {
    let content: Content
    let apply: (Content, inout [ViewNode], LoweringContext) throws(UIError) -> Void

    init(content: Content, apply: @escaping (Content, inout [ViewNode], LoweringContext) throws(UIError) -> Void) {
        self.content = content
        self.apply = apply
    }

    typealias Body = Never
    var body: Never { primitiveBody(Self.self) }

    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        try apply(content, &nodes, context)
    }
}

nonisolated extension View {
    /// The view with a tree modifier on each of its nodes.
    func node(_ modifier: PenumbraView.NodeModifier) -> ModifiedView<Self> {
        ModifiedView(content: self) { content, nodes, context throws(UIError) in
            try context.lower(content, modifier: modifier, into: &nodes)
        }
    }

    /// The view lowered in a changed environment.
    func changingEnvironment(_ change: @escaping (inout EnvironmentValues) -> Void) -> ModifiedView<Self> {
        ModifiedView(content: self) { content, nodes, context throws(UIError) in
            try context.lower(content, changing: change, into: &nodes)
        }
    }
}
