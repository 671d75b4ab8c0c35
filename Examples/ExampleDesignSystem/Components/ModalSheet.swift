#if canImport(SwiftUI) && !PENUMBRA
import SwiftUI
#else
import PenumbraUI
#endif

/// A modal sheet over a dimmed screen: the content behind under the overlay colour, and the
/// sheet on the elevated background with a grabber, a title, a message and two buttons. The
/// sheet's subtree is at the elevated level, as UIKit presents sheets.
public struct ModalSheet: View {
    /// The sheet's title.
    public var title: String
    /// The sheet's message.
    public var message: String

    /// A sheet.
    nonisolated public init(title: String, message: String) {
        self.title = title
        self.message = message
    }

    public var body: some View {
        ZStack(alignment: .bottom) {
            VStack(alignment: .leading, spacing: 12) {
                Card(title: "Behind the sheet", message: "The screen the sheet covers.")
                Spacer()
            }
            .padding(16)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Tokens.background)
            Tokens.overlay
            VStack(alignment: .leading, spacing: 12) {
                HStack {
                    Spacer()
                    Capsule(style: .circular).fill(Tokens.separator).frame(width: 36, height: 5)
                    Spacer()
                }
                Text(title).typography(.title).foregroundColor(Tokens.textPrimary)
                Text(message).typography(.body).foregroundColor(Tokens.textSecondary)
                HStack(spacing: 12) {
                    DSButton("Cancel", kind: .secondary)
                    DSButton("Continue")
                }
            }
            .padding(EdgeInsets(top: 8, leading: 20, bottom: 28, trailing: 20))
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Tokens.backgroundElevated, in: RoundedRectangle(cornerRadius: 20, style: .continuous))
            // The light overlay is white over a white screen: a soft shadow sets the sheet apart.
            .shadow(radius: 16, y: -2)
            .userInterfaceLevel(.elevated)
        }
    }
}
