import PenumbraView

/// A button's look, as SwiftUI's `ButtonStyle`: `makeBody` decorates the label; a snapshot shows
/// the button at rest (`isPressed` false).
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ButtonStyleConfiguration
}

/// What a ``ButtonStyle`` decorates.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    nonisolated public struct Label: View {
        let content: any View
        init(_ content: some View) { self.content = (content as? Label)?.content ?? content }
        public typealias Body = Never
        public var body: Never { primitiveBody(Self.self) }
    }
    /// The label.
    public let label: Label
    /// Whether the button is pressed: never, in a snapshot.
    public let isPressed: Bool
    /// The button's role.
    public let role: ButtonRole?
}

extension ButtonStyleConfiguration.Label: PrimitiveView {
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        try context.lower(content, into: &nodes)
    }
}

/// A button's look and interaction, as SwiftUI's `PrimitiveButtonStyle`.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a ``PrimitiveButtonStyle`` decorates.
public struct PrimitiveButtonStyleConfiguration {
    public typealias Label = ButtonStyleConfiguration.Label
    /// The button's label.
    public let label: Label
    /// The button's role.
    public let role: ButtonRole?
    /// Performs the button's action: nothing, in a snapshot.
    public func trigger() {}
}

/// The built-in button styles.
enum BuiltInButtonStyle: String, Hashable, Sendable {
    case automatic, plain, borderless, bordered, borderedProminent
}

/// The button style in the environment, type-erased.
enum ButtonStyleValue {
    case custom(ErasedStyle<ButtonStyleConfiguration>)
    case primitive(ErasedStyle<PrimitiveButtonStyleConfiguration>)
    case builtIn(BuiltInButtonStyle)
}

/// A style's `makeBody`, type-erased.
struct ErasedStyle<Configuration> {
    let body: (Configuration) -> AnyView
}

/// iOS's default button style: the label in the tint colour.
nonisolated public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}
/// A button drawn as its label, in the tint colour.
nonisolated public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}
/// A button drawn as its label, as it is.
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

nonisolated extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
nonisolated extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
nonisolated extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
nonisolated extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
nonisolated extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
nonisolated extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
}
nonisolated extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}

nonisolated extension View {
    /// The look of buttons in the subtree: a custom style's `makeBody` wraps each button's label.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        changingEnvironment { env in
            nonisolated(unsafe) let style = style
            env.buttonStyle = .custom(ErasedStyle { AnyView(MainActorBody.call($0) { style.makeBody(configuration: $0) }) })
        }
    }

    /// The look and interaction of buttons in the subtree (`.plain`, `.borderless`, a custom
    /// `PrimitiveButtonStyle`).
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        changingEnvironment { env in
            switch style {
            case is DefaultButtonStyle: env.buttonStyle = .builtIn(.automatic)
            case is BorderlessButtonStyle: env.buttonStyle = .builtIn(.borderless)
            case is PlainButtonStyle: env.buttonStyle = .builtIn(.plain)
            case is BorderedButtonStyle: env.buttonStyle = .builtIn(.bordered)
            case is BorderedProminentButtonStyle: env.buttonStyle = .builtIn(.borderedProminent)
            default:
                nonisolated(unsafe) let style = style
                env.buttonStyle = .primitive(ErasedStyle { AnyView(MainActorBody.call($0) { style.makeBody(configuration: $0) }) })
            }
        }
    }
}
