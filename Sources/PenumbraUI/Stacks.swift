import PenumbraView

/// Views top to bottom, as SwiftUI's `VStack`.
nonisolated public struct VStack<Content: View>: View {
    let alignment: HorizontalAlignment, spacing: CGFloat?, content: Content
    /// A vertical stack; `spacing` in points (nil: the standard spacing, 8 points, and none
    /// between two texts, which sit a line apart as in SwiftUI; see `StackSpacing`).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

extension VStack: PrimitiveView {
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        nodes.append(.vstack(alignment: alignment, spacing: spacing.map(Double.init), children: try context.nodes(content)))
    }
}

/// Views leading to trailing, as SwiftUI's `HStack`.
nonisolated public struct HStack<Content: View>: View {
    let alignment: VerticalAlignment, spacing: CGFloat?, content: Content
    /// A horizontal stack; `spacing` in points (nil: 8, the standard spacing).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

extension HStack: PrimitiveView {
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        nodes.append(.hstack(alignment: alignment, spacing: spacing.map(Double.init), children: try context.nodes(content)))
    }
}

/// Views on top of each other, later ones in front, as SwiftUI's `ZStack`.
nonisolated public struct ZStack<Content: View>: View {
    let alignment: Alignment, content: Content
    /// An overlay stack.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

extension ZStack: PrimitiveView {
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        nodes.append(.zstack(alignment: alignment, children: try context.nodes(content)))
    }
}

/// Flexible space along the enclosing stack's axis, as SwiftUI's `Spacer`.
nonisolated public struct Spacer: View {
    let minLength: CGFloat?
    /// A spacer at least `minLength` points long (nil: 8).
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

extension Spacer: PrimitiveView {
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        nodes.append(.spacer(minLength: minLength.map(Double.init)))
    }
}

/// A hairline in the separator colour: horizontal in a `VStack`, vertical in an `HStack`, as
/// SwiftUI's `Divider`.
nonisolated public struct Divider: View {
    public init() {}
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

extension Divider: PrimitiveView {
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        nodes.append(.divider)
    }
}
