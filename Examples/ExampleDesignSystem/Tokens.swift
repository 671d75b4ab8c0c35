import Penumbra

/// Short names for the palette's semantic colours and the type scale, as the components use
/// them: every colour a component paints comes from here (or is an allow-listed exception).
enum Tokens {
    static let background = ColorReference.named("background")
    static let backgroundElevated = ColorReference.named("backgroundElevated")
    static let backgroundSecondary = ColorReference.named("backgroundSecondary")
    static let textPrimary = ColorReference.named("textPrimary")
    static let textSecondary = ColorReference.named("textSecondary")
    static let textInverted = ColorReference.named("textInverted")
    static let textDisabled = ColorReference.named("textDisabled")
    static let action = ColorReference.named("action")
    static let destructive = ColorReference.named("destructive")
    static let positive = ColorReference.named("positive")
    static let warning = ColorReference.named("warning")
    static let separator = ColorReference.named("separator")
    static let disabled = ColorReference.named("disabled")
    static let overlay = ColorReference.named("overlay")
}

extension Typography {
    /// The view stage's font for the role: its text style, bold where the role is.
    public var font: FontReference {
        .textStyle(textStyle, weight: isBold ? (self == .headline ? .semibold : .bold) : nil)
    }
}

extension View {
    /// Sets the role's font.
    func typography(_ role: Typography) -> ViewNode { font(role.font) }
}
