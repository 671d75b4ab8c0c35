import PenumbraView

/// iOS's tinted button: the label in the tint colour over the tint at 15% opacity, in a rounded
/// rectangle sized by the control size (UIKit's gray/tinted button configuration).
nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(label: configuration.label, role: configuration.role, prominent: false)
    }
}

/// iOS's filled button: the label in white over the tint colour.
nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(label: configuration.label, role: configuration.role, prominent: true)
    }
}

/// iOS 26's glass button (`.glass`): drawn as the tinted bordered button in a capsule, the shape
/// iOS 26 gives it. The glass's refraction of what lies behind it is not drawn.
nonisolated public struct GlassButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(label: configuration.label, role: configuration.role, prominent: false, capsuleByDefault: true)
    }
}

/// iOS 26's prominent glass button (`.glassProminent`): the filled button in a capsule.
nonisolated public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(label: configuration.label, role: configuration.role, prominent: true, capsuleByDefault: true)
    }
}

/// The size of controls in the subtree, as SwiftUI's `ControlSize`.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge
}

/// The outline of bordered buttons, as SwiftUI's `ButtonBorderShape`.
public struct ButtonBorderShape: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, capsule, circle, roundedRectangle(Double?) }
    let kind: Kind
    /// The control size's rounded rectangle.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle (a square button).
    public static let circle = ButtonBorderShape(kind: .circle)
    /// The control size's rounded rectangle.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
    /// A rounded rectangle with corners of `radius` points.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(Double(radius)))
    }
}

/// A bordered button as iOS draws it. Metrics per control size (label font, vertical and
/// horizontal content insets, corner radius) follow UIKit's button configuration sizes:
/// small 5/10 pt with radius 6 in the subheadline font, medium 7/12 pt with radius 8 and large
/// 14/20 pt with radius 12 in the body font; mini and extra large extend the series.
nonisolated struct BorderedButtonBody: View {
    let label: ButtonStyleConfiguration.Label
    let role: ButtonRole?
    let prominent: Bool
    /// Whether the automatic shape is a capsule (the glass styles) rather than the control size's
    /// rounded rectangle.
    var capsuleByDefault = false

    struct Metrics: Equatable {
        var font: Font, vertical: Double, horizontal: Double, radius: Double
    }

    static func metrics(_ size: ControlSize) -> Metrics {
        switch size {
        case .mini: Metrics(font: .footnote, vertical: 3, horizontal: 8, radius: 5)
        case .small: Metrics(font: .subheadline, vertical: 5, horizontal: 10, radius: 6)
        case .regular: Metrics(font: .body, vertical: 7, horizontal: 12, radius: 8)
        case .large: Metrics(font: .body, vertical: 14, horizontal: 20, radius: 12)
        case .extraLarge: Metrics(font: .body, vertical: 17, horizontal: 24, radius: 14)
        }
    }

    var body: some View {
        let env = EnvironmentValues.current
        let metrics = Self.metrics(env.controlSize)
        let tint: AnyShapeStyle = role == .destructive ? AnyShapeStyle(Color.red) : (env.tintStyle ?? AnyShapeStyle(Color.accentColor))
        let foreground: AnyShapeStyle
        let fill: AnyShapeStyle
        if !env.isEnabled {
            foreground = AnyShapeStyle(Color(.tertiaryLabel))
            fill = AnyShapeStyle(Color(.tertiarySystemFill))
        } else if prominent {
            foreground = AnyShapeStyle(Color.control("prominentButtonLabel", .white))
            fill = tint
        } else {
            foreground = tint
            fill = AnyShapeStyle(tint.opacity(0.15))
        }
        let content = label
            .font(env.font ?? metrics.font)
            .controlForeground(foreground)
            .padding(.vertical, metrics.vertical)
            .padding(.horizontal, metrics.horizontal)
        return Group {
            switch env.buttonBorderShape.kind {
            case .capsule, .automatic where capsuleByDefault:
                content.background(fill, in: Capsule())
            case .circle:
                content.aspectRatio(1, contentMode: .fill).background(fill, in: Circle())
            case .roundedRectangle(let radius?):
                content.background(fill, in: RoundedRectangle(cornerRadius: radius, style: .continuous))
            case .automatic, .roundedRectangle(nil):
                content.background(fill, in: RoundedRectangle(cornerRadius: metrics.radius, style: .continuous))
            }
        }
    }
}

nonisolated extension View {
    /// The size of controls in the subtree.
    public func controlSize(_ size: ControlSize) -> some View {
        changingEnvironment { $0.controlSize = size }
    }

    /// The outline of bordered buttons in the subtree.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        changingEnvironment { $0.buttonBorderShape = shape }
    }
}

extension EnvironmentValues {
    /// The size of controls (`.regular` unless set).
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    /// The outline of bordered buttons (`.automatic` unless set).
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

private struct ControlSizeKey: EnvironmentKey {
    static let defaultValue = ControlSize.regular
}

private struct ButtonBorderShapeKey: EnvironmentKey {
    static let defaultValue = ButtonBorderShape.automatic
}
