#if canImport(SwiftUI) && !PENUMBRA
import SwiftUI
#else
import PenumbraUI
#endif

/// A button: primary (filled with the action colour), secondary (outlined) or destructive,
/// enabled or disabled.
public struct DSButton: View {
    /// The button's emphasis.
    public enum Kind: String, CaseIterable, Sendable { case primary, secondary, destructive }

    /// The label.
    public var title: String
    /// The emphasis. Default: primary.
    public var kind: Kind
    /// Whether the button can be pressed. Default: true.
    public var isEnabled: Bool

    /// A button.
    nonisolated public init(_ title: String, kind: Kind = .primary, isEnabled: Bool = true) {
        self.title = title
        self.kind = kind
        self.isEnabled = isEnabled
    }

    public var body: some View {
        let fill: Color, text: Color, outline: Color?
        switch (kind, isEnabled) {
        case (_, false): (fill, text, outline) = (Tokens.disabled, Tokens.textDisabled, nil)
        case (.primary, true): (fill, text, outline) = (Tokens.action, Tokens.textInverted, nil)
        case (.secondary, true): (fill, text, outline) = (Tokens.background, Tokens.action, Tokens.action)
        case (.destructive, true): (fill, text, outline) = (Tokens.destructive, Tokens.textInverted, nil)
        }
        return Text(title).typography(.headline).foregroundColor(text)
            .padding(EdgeInsets(top: 12, leading: 20, bottom: 12, trailing: 20))
            .frame(minWidth: 120)
            .background(fill, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
            .overlay {
                if let outline {
                    RoundedRectangle(cornerRadius: 12, style: .continuous).strokeBorder(outline, lineWidth: 1.5)
                }
            }
    }
}
