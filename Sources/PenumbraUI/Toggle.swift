import PenumbraView

/// A switch, as SwiftUI's `Toggle`: its label and iOS's switch, or what a `.toggleStyle` makes
/// of them.
///
/// iOS's switch is drawn to `UISwitch`'s metrics: a 51 x 31 pt track (system green when on,
/// secondary system fill when off, the `.tint` colour when one is set) with a 27 pt white thumb
/// inset 2 pt and its two shadows; disabled, the whole switch is drawn at half opacity. The
/// switch keeps its size at every text size, as `UISwitch` does; the label grows with it.
nonisolated public struct Toggle<Label: View>: View {
    let label: Label
    let isOn: Binding<Bool>

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public var body: some View {
        let configuration = ToggleStyleConfiguration(label: .init(label), isOn: isOn)
        if let style = EnvironmentValues.current.toggleStyle {
            style.body(configuration)
        } else {
            SwitchToggleStyle().makeBody(configuration: configuration)
        }
    }
}

extension Toggle where Label == Text {
    public init(_ title: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(verbatim: title) }
    }
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }
}

/// A toggle's look, as SwiftUI's `ToggleStyle`.
@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ToggleStyleConfiguration
}

/// What a ``ToggleStyle`` draws.
public struct ToggleStyleConfiguration {
    public typealias Label = ButtonStyleConfiguration.Label
    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is on (`$isOn` is its binding).
    @Binding public var isOn: Bool

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }
}

/// iOS's switch: the label, then the switch at the trailing edge.
nonisolated public struct SwitchToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        if EnvironmentValues.current.labelsHidden {
            SwitchTrack(isOn: configuration.isOn)
        } else {
            HStack(spacing: 8) {
                configuration.label
                Spacer(minLength: 0)
                SwitchTrack(isOn: configuration.isOn)
            }
        }
    }
}

/// The switch itself.
nonisolated struct SwitchTrack: View {
    private typealias M = ControlMetrics.Switch
    let isOn: Bool
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let on: AnyShapeStyle = EnvironmentValues.current.tintStyle ?? AnyShapeStyle(Color(.systemGreen))
        ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule(style: .circular).fill(isOn ? on : AnyShapeStyle(Color(.secondarySystemFill)))
            Circle().fill(Color.control("switchThumb", .white))
                .frame(width: CGFloat(M.thumb), height: CGFloat(M.thumb))
                .controlShadows(M.shadows)
                .padding(CGFloat(M.inset))
        }
        .frame(width: CGFloat(M.size.width), height: CGFloat(M.size.height))
        .opacity(isEnabled ? 1 : 0.5)
    }
}

/// A toggle drawn as a button: its label, in the tint colour when on.
nonisolated public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 12).padding(.vertical, 7)
            .controlForeground(configuration.isOn ? AnyShapeStyle(Color.control("selectedButtonLabel", .white)) : AnyShapeStyle(TintShapeStyle()))
            .background(configuration.isOn ? AnyShapeStyle(TintShapeStyle()) : AnyShapeStyle(Color(.tertiarySystemFill)),
                        in: Capsule())
    }
}

nonisolated extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
    public static var automatic: SwitchToggleStyle { SwitchToggleStyle() }
}

nonisolated extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

nonisolated extension View {
    /// Controls in the subtree drawn without their labels (a switch alone, a stepper alone).
    public func labelsHidden() -> some View { changingEnvironment { $0.labelsHidden = true } }

    /// The look of toggles in the subtree.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        changingEnvironment { env in
            nonisolated(unsafe) let style = style
            env.toggleStyle = style is SwitchToggleStyle ? nil : ErasedStyle { AnyView(MainActorBody.call($0) { style.makeBody(configuration: $0) }) }
        }
    }
}

nonisolated extension View {
    /// The shadows a system control's thumb or plate casts, in the control shadow colour.
    func controlShadows(_ shadows: [ControlMetrics.Shadow]) -> some View {
        shadow(color: Color.control("controlShadow", .black).opacity(shadows[0].opacity), radius: CGFloat(shadows[0].radius), x: 0,
               y: CGFloat(shadows[0].y))
            .shadow(color: Color.control("controlShadow", .black).opacity(shadows[1].opacity), radius: CGFloat(shadows[1].radius), x: 0,
                    y: CGFloat(shadows[1].y))
    }
}
