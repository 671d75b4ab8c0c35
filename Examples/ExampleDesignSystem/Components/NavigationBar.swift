#if canImport(SwiftUI) && !PENUMBRA
import SwiftUI
#else
import PenumbraUI
#endif

/// A navigation bar: a back button, a centred title, a search button, and a separator below.
public struct NavigationBar: View {
    /// The title.
    public var title: String

    /// A bar.
    nonisolated public init(title: String) { self.title = title }

    public var body: some View {
        VStack(spacing: 0) {
            ZStack {
                HStack(spacing: 0) {
                    Text("Back").typography(.body).foregroundColor(Tokens.action)
                    Spacer()
                    Image("magnifier").renderingMode(.template).foregroundColor(Tokens.action)
                }
                Text(title).typography(.headline).foregroundColor(Tokens.textPrimary)
            }
            .padding(EdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16))
            Divider()
        }
        .background(Tokens.backgroundSecondary)
    }
}
