#if canImport(SwiftUI) && !PENUMBRA
import SwiftUI
#else
import PenumbraUI
#endif

/// A whole screen: navigation bar, an illustration, a banner, a card, list rows, a field, a
/// button and a tab bar, on the palette's background. With `forcedLight`, the screen keeps the
/// light appearance whatever the variant (UIKit's `overrideUserInterfaceStyle = .light`).
public struct ExampleScreen: View {
    /// Whether the screen forces the light appearance. Default: false.
    public var forcedLight: Bool

    /// A screen.
    nonisolated public init(forcedLight: Bool = false) { self.forcedLight = forcedLight }

    public var body: some View {
        if forcedLight {
            content.environment(\.colorScheme, .light)
        } else {
            content
        }
    }

    private var content: some View {
        VStack(spacing: 0) {
            NavigationBar(title: "Account")
            VStack(alignment: .leading, spacing: 12) {
                HStack {
                    Image("illustration")
                    Text("Good evening").typography(.title).foregroundColor(Tokens.textPrimary)
                        .frame(maxWidth: .infinity, alignment: .leading)
                    Badge(count: 3)
                }
                Banner("Your profile is up to date.", tone: .success)
                Card(title: "Storage", message: "You are using 3.2 GB of 5 GB.")
                ListCell(icon: "bell", title: "Notifications", detail: "Sounds and badges")
                ListCell(icon: "person", title: "Profile", detail: "Name, photo, email")
                TextField(label: "Email", value: "ada@example.com")
                DSButton("Save changes")
            }
            .padding(16)
            Spacer()
            TabBar(selected: 3)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Tokens.background)
    }
}
