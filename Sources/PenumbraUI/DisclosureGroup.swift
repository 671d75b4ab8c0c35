import PenumbraView

/// A view that shows or hides its content behind a label, as SwiftUI's `DisclosureGroup`. It
/// compiles with SwiftUI's initializers; its disclosure indicator's metrics are not measured
/// yet, so drawing one fails the render with a typed error naming the view, never an
/// approximate chevron.
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View {
    /// A group with `label`, collapsed.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {}
    /// A group with `label`, expanded while `isExpanded`.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {}

    public var body: some View {
        UnsupportedInRender(api: "DisclosureGroup (its disclosure indicator is not measured yet)")
    }
}

extension DisclosureGroup where Label == Text {
    /// A group with a text label, collapsed.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    /// A group with a text label, collapsed.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(title) }
    }
    /// A group with a text label, expanded while `isExpanded`.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }
    /// A group with a text label, expanded while `isExpanded`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}
