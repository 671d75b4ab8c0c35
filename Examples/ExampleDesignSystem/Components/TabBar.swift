#if canImport(SwiftUI) && !PENUMBRA
import SwiftUI
#else
import PenumbraUI
#endif

/// A tab bar: a separator above, then tabs of an icon and a caption; the selected tab in the
/// action colour, the others in the secondary text colour.
public struct TabBar: View {
    /// The tabs: icon asset name and title.
    public var tabs: [(icon: String, title: String)]
    /// The index of the selected tab.
    public var selected: Int

    /// A tab bar.
    nonisolated public init(tabs: [(icon: String, title: String)] = TabBar.standardTabs, selected: Int = 0) {
        self.tabs = tabs
        self.selected = selected
    }

    /// Home, Search, Alerts, Profile.
    nonisolated public static let standardTabs: [(icon: String, title: String)] = [
        ("house", "Home"), ("magnifier", "Search"), ("bell", "Alerts"), ("person", "Profile"),
    ]

    public var body: some View {
        VStack(spacing: 0) {
            Divider()
            HStack(spacing: 0) {
                ForEach(tabs.indices, id: \.self) { index in
                    let tint = index == selected ? Tokens.action : Tokens.textSecondary
                    VStack(spacing: 2) {
                        Image(tabs[index].icon).renderingMode(.template).foregroundColor(tint)
                        Text(tabs[index].title).typography(.caption).foregroundColor(tint)
                    }
                    .frame(maxWidth: .infinity)
                }
            }
            .padding(EdgeInsets(top: 6, leading: 0, bottom: 8, trailing: 0))
        }
        .background(Tokens.backgroundSecondary)
    }
}

