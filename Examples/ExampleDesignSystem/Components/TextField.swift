#if canImport(SwiftUI) && !PENUMBRA
import SwiftUI
#else
import PenumbraUI
#endif

/// A text field with its label: normal, focused (action-coloured outline) or in error
/// (destructive outline and a message).
public struct TextField: View {
    /// The field's state.
    public enum State: Sendable, Equatable {
        case normal, focused
        case error(String)
    }

    /// The label above the field.
    public var label: String
    /// The text in the field.
    public var value: String
    /// The state. Default: normal.
    public var state: State

    /// A field.
    nonisolated public init(label: String, value: String, state: State = .normal) {
        self.label = label
        self.value = value
        self.state = state
    }

    public var body: some View {
        let outline: Color, width: CGFloat
        switch state {
        case .normal: (outline, width) = (Tokens.separator, 1)
        case .focused: (outline, width) = (Tokens.action, 2)
        case .error: (outline, width) = (Tokens.destructive, 2)
        }
        return VStack(alignment: .leading, spacing: 6) {
            Text(label).typography(.caption).foregroundColor(Tokens.textSecondary)
            Text(value).typography(.body).foregroundColor(Tokens.textPrimary)
                .padding(EdgeInsets(top: 10, leading: 12, bottom: 10, trailing: 12))
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(Tokens.background, in: RoundedRectangle(cornerRadius: 10, style: .circular))
                .overlay(RoundedRectangle(cornerRadius: 10, style: .circular).strokeBorder(outline, lineWidth: width))
            if case .error(let message) = state {
                Text(message).typography(.caption).foregroundColor(Tokens.destructive)
            }
        }
    }
}
