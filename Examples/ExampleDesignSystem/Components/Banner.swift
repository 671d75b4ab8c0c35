#if canImport(SwiftUI) && !PENUMBRA
import SwiftUI
#else
import PenumbraUI
#endif

/// A banner (or toast): an icon and a message on a coloured, rounded background.
public struct Banner: View {
    /// What the banner says about.
    public enum Tone: String, CaseIterable, Sendable { case info, success, warning, error }

    /// The message.
    public var message: String
    /// The tone. Default: info.
    public var tone: Tone

    /// A banner.
    nonisolated public init(_ message: String, tone: Tone = .info) {
        self.message = message
        self.tone = tone
    }

    public var body: some View {
        let fill: Color
        switch tone {
        case .info: fill = Tokens.action
        case .success: fill = Tokens.positive
        case .warning: fill = Tokens.warning
        case .error: fill = Tokens.destructive
        }
        return HStack(spacing: 10) {
            Image(tone == .error ? "xmark" : "info").renderingMode(.template).foregroundColor(Tokens.textInverted)
            Text(message).typography(.body).foregroundColor(Tokens.textInverted)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
        .padding(EdgeInsets(top: 12, leading: 14, bottom: 12, trailing: 14))
        .background(fill, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
    }
}
