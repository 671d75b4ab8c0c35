import PenumbraView

/// Several views, as a multi-statement `@ViewBuilder` makes them: inside a stack each is one of
/// the stack's children; a modifier on them applies to each.
nonisolated public struct TupleView<T>: View {
    /// The views.
    public var value: T
    let children: [any View]

    /// Views given as a tuple (not through a builder) are not split up: build them with `@ViewBuilder`.
    public init(_ value: T) {
        self.value = value
        children = []
    }

    init(_ value: T, children: [any View]) {
        self.value = value
        self.children = children
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

extension TupleView: PrimitiveView {
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        for child in children { try context.lower(child, into: &nodes) }
    }
}

/// One of two views, as `if`/`else` and `switch` in a `@ViewBuilder` make.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

extension _ConditionalContent: PrimitiveView {
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        switch storage {
        case .trueContent(let view): try context.lower(view, into: &nodes)
        case .falseContent(let view): try context.lower(view, into: &nodes)
        }
    }
}

nonisolated extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

extension Optional: PrimitiveView where Wrapped: View {
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        if let view = self { try context.lower(view, into: &nodes) }
    }
}

/// No view: takes no space, as SwiftUI's `EmptyView`.
nonisolated public struct EmptyView: View {
    public init() {}
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

extension EmptyView: PrimitiveView {
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {}
}

/// A view of any type, as SwiftUI's `AnyView`.
nonisolated public struct AnyView: View {
    let view: any View

    /// `view`, type-erased.
    public init<V: View>(_ view: V) { self.view = (view as? AnyView)?.view ?? view }
    /// `view`, type-erased, when it is a view.
    public init?(erasing view: Any) {
        guard let view = view as? any View else { return nil }
        self.view = view
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

extension AnyView: PrimitiveView {
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        try context.lower(view, into: &nodes)
    }
}

/// Views under one set of modifiers, joining the enclosing stack, as SwiftUI's `Group`.
nonisolated public struct Group<Content: View>: View {
    let content: Content
    /// The views of `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

extension Group: PrimitiveView {
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        try context.lower(content, into: &nodes)
    }
}

/// A view per element of a collection, joining the enclosing stack, as SwiftUI's `ForEach`.
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    /// The elements.
    public var data: Data
    /// The view of an element.
    public var content: (Data.Element) -> Content

    /// Views of `data`'s elements, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Views of `data`'s identifiable elements.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views of a constant range (`ForEach(0..<3) { i in … }`).
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach: PrimitiveView {
    /// The most elements one `ForEach` lays out: a screen of real content has hundreds.
    static var maxElements: Int { 10_000 }

    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        guard data.count <= Self.maxElements else {
            throw .view(.invalidLayout(path: context.path + "/ForEach",
                                       reason: "ForEach over \(data.count) elements; Penumbra lays out at most \(Self.maxElements) views in one ForEach"))
        }
        for element in data { try context.lower(content(element), into: &nodes) }
    }
}
