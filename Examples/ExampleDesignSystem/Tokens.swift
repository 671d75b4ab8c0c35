#if canImport(SwiftUI) && !PENUMBRA
import SwiftUI
#else
import PenumbraUI
#endif

/// Short names for the palette's semantic colours and the type scale, as the components use
/// them: every colour a component paints comes from here (or is an allow-listed exception).
enum Tokens {
    static let background = Color("background")
    static let backgroundElevated = Color("backgroundElevated")
    static let backgroundSecondary = Color("backgroundSecondary")
    static let textPrimary = Color("textPrimary")
    static let textSecondary = Color("textSecondary")
    static let textInverted = Color("textInverted")
    static let textDisabled = Color("textDisabled")
    static let action = Color("action")
    static let destructive = Color("destructive")
    static let positive = Color("positive")
    static let warning = Color("warning")
    static let separator = Color("separator")
    static let disabled = Color("disabled")
    static let overlay = Color("overlay")
}

extension Typography {
    /// The role's font: its text style (so it follows Dynamic Type), bold where the role is
    /// (headline keeps its own semibold).
    public var font: Font {
        switch self {
        case .display: .largeTitle.bold()
        case .title: .title2.bold()
        case .headline: .headline
        case .body: .body
        case .detail: .subheadline
        case .caption: .caption
        }
    }
}

extension View {
    /// Sets the role's font.
    func typography(_ role: Typography) -> some View { font(role.font) }
}
