#if canImport(SwiftUI) && !PENUMBRA
import SwiftUI
#else
import PenumbraUI
#endif

/// A card: a title and a body on the secondary background, rounded.
public struct Card: View {
    /// The title line.
    public var title: String
    /// The running text.
    public var message: String

    /// A card.
    nonisolated public init(title: String, message: String) {
        self.title = title
        self.message = message
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(title).typography(.headline).foregroundColor(Tokens.textPrimary)
            Text(message).typography(.body).foregroundColor(Tokens.textSecondary)
        }
        .padding(16)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Tokens.backgroundSecondary, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
    }
}
