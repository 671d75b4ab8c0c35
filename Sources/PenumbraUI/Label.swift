import PenumbraView

/// A title with an icon, as SwiftUI's `Label`; drawn by the `.labelStyle` in the environment
/// (default: icon and title side by side).
nonisolated public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// A label from a title view and an icon view.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a text title and a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }
    /// A label with a text title and a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
    /// A label with a text title and an image asset.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The label a style's `makeBody` is given, drawn by the style above it.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

extension Label: PrimitiveView {
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        var inner = context
        inner.path += "/Label"
        if let custom = context.env.customLabelStyle {
            // The style's body, in which labels draw in the style above it (the default here).
            inner.env.customLabelStyle = nil
            let configuration = LabelStyleConfiguration(title: .init(title), icon: .init(icon))
            try inner.lower(custom.body(configuration), into: &nodes)
            return
        }
        switch context.env.labelStyle ?? .titleAndIcon {
        case .titleOnly: try inner.lower(title, into: &nodes)
        case .iconOnly: try inner.lower(icon, into: &nodes)
        case .titleAndIcon:
            // Icon then title, centred, 8 points apart (the standard spacing).
            try inner.lower(HStack(alignment: .center, spacing: 8) { icon; title }, into: &nodes)
        case .tabItem:
            // A tab bar item: the icon over the title, as UITabBar lays them out.
            try inner.lower(VStack(spacing: 2) {
                icon.font(.system(size: 24))
                title.font(.system(size: 10, weight: .medium))
            }, into: &nodes)
        }
    }
}

/// How labels draw, as SwiftUI's `LabelStyle`: `makeBody` lays out a label's title and icon.
@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = LabelStyleConfiguration
}

/// What a ``LabelStyle`` lays out: the label's title and icon, as views.
public struct LabelStyleConfiguration {
    /// The label's title.
    nonisolated public struct Title: View {
        let content: any View
        init(_ content: some View) { self.content = (content as? Title)?.content ?? content }
        public typealias Body = Never
        public var body: Never { primitiveBody(Self.self) }
    }
    /// The label's icon.
    nonisolated public struct Icon: View {
        let content: any View
        init(_ content: some View) { self.content = (content as? Icon)?.content ?? content }
        public typealias Body = Never
        public var body: Never { primitiveBody(Self.self) }
    }
    public let title: Title
    public let icon: Icon
}

extension LabelStyleConfiguration.Title: PrimitiveView {
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        try context.lower(content, into: &nodes)
    }
}

extension LabelStyleConfiguration.Icon: PrimitiveView {
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        try context.lower(content, into: &nodes)
    }
}

/// The built-in label styles.
nonisolated public struct BuiltInLabelStyle: LabelStyle, Hashable, Sendable {
    enum Kind: Hashable, Sendable { case titleOnly, iconOnly, titleAndIcon, tabItem }
    let kind: Kind

    public func makeBody(configuration: Configuration) -> some View {
        Label(configuration).labelStyle(self)
    }
}

nonisolated extension LabelStyle where Self == BuiltInLabelStyle {
    /// Only the title.
    public static var titleOnly: BuiltInLabelStyle { BuiltInLabelStyle(kind: .titleOnly) }
    /// Only the icon.
    public static var iconOnly: BuiltInLabelStyle { BuiltInLabelStyle(kind: .iconOnly) }
    /// The icon and the title side by side.
    public static var titleAndIcon: BuiltInLabelStyle { BuiltInLabelStyle(kind: .titleAndIcon) }
    /// The context's default: icon and title.
    public static var automatic: BuiltInLabelStyle { BuiltInLabelStyle(kind: .titleAndIcon) }
}

nonisolated extension View {
    /// How labels in the subtree draw.
    public func labelStyle(_ style: BuiltInLabelStyle) -> some View {
        changingEnvironment {
            $0.labelStyle = style.kind
            $0.customLabelStyle = nil
        }
    }

    /// How labels in the subtree draw: a custom style's `makeBody` lays out each label.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        changingEnvironment { env in
            nonisolated(unsafe) let style = style
            env.customLabelStyle = ErasedStyle { AnyView(MainActorBody.call($0) { style.makeBody(configuration: $0) }) }
        }
    }
}
