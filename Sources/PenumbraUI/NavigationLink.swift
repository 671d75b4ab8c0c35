import PenumbraView

/// A link to another view in a navigation stack, as SwiftUI's `NavigationLink`. A still image
/// never follows it: it is drawn as iOS draws it at rest. Outside a list that is a button with
/// the label (the default button style: the label in the tint colour unless it sets its own
/// foreground). In a list iOS adds a disclosure chevron whose metrics are not measured yet, so a
/// link in a list fails the render with a typed error naming the view.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label

    /// A link to `destination` showing `label`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    /// A link to `destination` showing `label` (the older spelling).
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    /// A link that pushes `value` onto the stack's path.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never {
        self.label = label()
    }
    /// A link shown while `isActive` (the deprecated spelling).
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

extension NavigationLink where Label == Text {
    /// A link with a text label.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }
    /// A link with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }
    /// A link with a text label (the older spelling).
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }
    /// A link with a text label that pushes `value`.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) where Destination == Never {
        self.init(value: value) { Text(titleKey) }
    }
}

extension NavigationLink: PrimitiveView {
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        guard !context.env.isInList else {
            throw .unsupported(path: "\(context.path)/NavigationLink", api: "NavigationLink in a List (its disclosure indicator is not measured yet)")
        }
        try context.lower(Button(action: {}) { label }, into: &nodes)
    }
}
