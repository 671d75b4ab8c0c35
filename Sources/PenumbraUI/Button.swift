import PenumbraView

/// A control that performs an action, as SwiftUI's `Button`. A snapshot shows it at rest (not
/// pressed); its look comes from the `.buttonStyle` in the environment: a custom `ButtonStyle`
/// or `PrimitiveButtonStyle` is drawn exactly as its `makeBody` says; the default and
/// `.borderless` draw the label in the tint colour (red for a destructive role, the tertiary
/// label colour when disabled); `.plain` draws the label as it is.
nonisolated public struct Button<Label: View>: View {
    let role: ButtonRole?
    let label: Label

    /// A button showing `label`.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        role = nil
        self.label = label()
    }
    /// A button with a role (`.destructive`, `.cancel`) showing `label`.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.label = label()
    }
    /// A button whose style's `makeBody` decides what it shows, as SwiftUI's `Button(configuration)`.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) where Label == PrimitiveButtonStyleConfiguration.Label {
        role = configuration.role
        label = configuration.label
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

extension Button where Label == Text {
    /// A button with a text label.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }
    /// A button with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
    /// A button with a role and a text label.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
    /// A button with a role and a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == PenumbraUI.Label<Text, Image> {
    /// A button with a title and a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { PenumbraUI.Label(titleKey, systemImage: systemImage) }
    }
    /// A button with a title and a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { PenumbraUI.Label(title, systemImage: systemImage) }
    }
}

extension Button: PrimitiveView {
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        var inner = context
        inner.path += "/Button"
        // A style's body is lowered with the default style, so `Button(configuration)` inside
        // a `PrimitiveButtonStyle` draws once, as in SwiftUI.
        inner.env.buttonStyle = nil
        let content = ButtonStyleConfiguration.Label(label)
        // A style reads the environment of the button it draws (`@Environment(\.isEnabled)`).
        func styled(_ makeBody: () -> AnyView) throws(UIError) {
            var failure: UIError?
            EnvironmentValues.withCurrent(context.env) {
                do throws(UIError) { try inner.lower(makeBody(), into: &nodes) } catch { failure = error }
            }
            if let failure { throw failure }
        }
        switch context.env.buttonStyle {
        case .custom(let style)?:
            try styled { style.body(ButtonStyleConfiguration(label: content, isPressed: false, role: role)) }
        case .primitive(let style)?:
            try styled { style.body(PrimitiveButtonStyleConfiguration(label: content, role: role)) }
        case .builtIn(.plain)?:
            try inner.lower(content, into: &nodes)
        case .builtIn(let kind)? where kind == .bordered || kind == .borderedProminent:
            try styled { AnyView(BorderedButtonBody(label: content, role: role, prominent: kind == .borderedProminent)) }
        case .builtIn?, nil:
            // iOS's default (borderless) button: the label in the tint colour, or in a foreground
            // style the app set above it.
            let role = self.role
            try inner.lower(content, changing: { env in
                let tint: any ShapeStyle
                if !env.isEnabled { tint = Color(.tertiaryLabel) }
                else if role == .destructive { tint = Color.red }
                else if env.foregroundSetByApp, let foreground = env.foreground { tint = foreground }  // the app's style wins
                else { tint = env.tintStyle ?? AnyShapeStyle(TintShapeStyle()) }
                env.foreground = AnyShapeStyle(ForegroundRelativeStyle(style: tint, enclosing: env.foreground))
            }, into: &nodes)
        }
    }
}

/// A button's role, as SwiftUI's `ButtonRole`.
public struct ButtonRole: Hashable, Sendable {
    private let name: String
    /// An action that deletes or cannot be undone: drawn in red.
    public static let destructive = ButtonRole(name: "destructive")
    /// An action that cancels.
    public static let cancel = ButtonRole(name: "cancel")
    /// An action that closes the current view (iOS 26).
    public static let close = ButtonRole(name: "close")
    /// An action that confirms (iOS 26).
    public static let confirm = ButtonRole(name: "confirm")

    /// The title iOS 26 gives a button of this role that has no label of its own, outside a
    /// toolbar: "Close" measured on an iOS 26 simulator render (SpeziViews' `DismissButton`
    /// reference), the others by UIKit's system item titles.
    var systemTitle: String {
        switch name {
        case "close": "Close"
        case "cancel": "Cancel"
        case "confirm": "Done"
        default: "Delete"
        }
    }
}

extension Button where Label == Text {
    /// A button whose label comes from its role (iOS 26): "Close" for `.close`, as iOS draws it
    /// outside a toolbar.
    public init(role: ButtonRole, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(verbatim: role.systemTitle) }
    }
}

/// Dismisses the presentation the view is in, as SwiftUI's `DismissAction`: nothing is
/// presented in a snapshot, so calling it does nothing.
public struct DismissAction: Sendable {
    public func callAsFunction() {}
}

extension EnvironmentValues {
    /// The action that dismisses the current presentation.
    public var dismiss: DismissAction { DismissAction() }
    /// Whether the view is in a presentation: never, in a snapshot.
    public var isPresented: Bool { false }
}
