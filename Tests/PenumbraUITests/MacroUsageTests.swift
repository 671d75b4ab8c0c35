import PenumbraUI
import Testing

// Code as design systems write it for iOS 17/18, compiled unchanged: keys declared with `@Entry`
// (one library declares every key, its theme included, this way) and `#Preview` blocks beside
// the components.

/// A design system's theme, put in the environment.
struct BrandTheme: Equatable, Sendable {
    var name: String
    var cornerRadius: CGFloat
    static let standard = BrandTheme(name: "standard", cornerRadius: 8)
    static let compact = BrandTheme(name: "compact", cornerRadius: 4)
}

extension EnvironmentValues {
    @Entry var brandTheme: BrandTheme = .standard
    @Entry var showsBadges = true
    @Entry var badgeLimit: Int?
    @Entry public var badgeTitle: String = "New"
}

extension Transaction {
    @Entry var isFromSwipe = false
}

extension FocusedValues {
    @Entry var selectedTag: Binding<String>?
}

extension ContainerValues {
    @Entry var isPinned: Bool = false
}

/// Reads every kind of entry in its body.
struct ThemedBadge: View {
    @Environment(\.brandTheme) private var theme
    @Environment(\.showsBadges) private var showsBadges
    @Environment(\.badgeLimit) private var badgeLimit
    @FocusedValue(\.selectedTag) private var selectedTag
    var body: some View {
        Text("\(theme.name) \(showsBadges) \(badgeLimit.map(String.init) ?? "none") \(selectedTag == nil ? "unfocused" : "focused")")
            .containerValue(\.isPinned, true)
            .focusedValue(\.selectedTag, .constant("sale"))
    }
}

#Preview {
    ThemedBadge()
}

#Preview("Compact", traits: .sizeThatFitsLayout) {
    ThemedBadge()
        .environment(\.brandTheme, .compact)
        .environment(\.badgeLimit, 99)
}

#Preview(traits: .fixedLayout(width: 320, height: 80), .landscapeLeft) {
    VStack {
        ThemedBadge()
        if Bool.random() { Text("sometimes") } else { Text("otherwise") }
    }
}

#Preview("Toggle") {
    @Previewable @State var showsBadges = true
    Toggle("Badges", isOn: $showsBadges)
}

/// A UIKit-style view class, as component libraries with UIKit views preview them.
final class LegacyBadgeView {
    var title = ""
}

#Preview("UIKit badge") {
    let badge = LegacyBadgeView()
    badge.title = "3"
    return badge
}

@Suite struct MacroUsageTests {
    static let config = RenderConfiguration()

    func text(_ view: some View) throws -> String {
        var node = try Self.config.tree(view, traits: .light)
        while case let .modified(inner, _) = node { node = inner }
        guard case let .text(s) = node else { return "\(node)" }
        return s
    }

    @Test func entryDefaultsAndOverridesReachTheBody() throws {
        #expect(try text(ThemedBadge()) == "standard true none unfocused")
        #expect(try text(ThemedBadge().environment(\.brandTheme, .compact).environment(\.showsBadges, false)
                    .environment(\.badgeLimit, 9)) == "compact false 9 unfocused")
        var values = EnvironmentValues()
        #expect(values.badgeTitle == "New")
        values.badgeTitle = "Sale"
        #expect(values.badgeTitle == "Sale")
    }

    @Test func transactionFocusedAndContainerEntriesStoreTheirValues() {
        var transaction = Transaction()
        #expect(!transaction.isFromSwipe)
        transaction.isFromSwipe = true
        #expect(transaction.isFromSwipe)

        var focused = FocusedValues()
        #expect(focused.selectedTag == nil)
        focused.selectedTag = .constant("sale")
        #expect(focused.selectedTag?.wrappedValue == "sale")

        var container = ContainerValues()
        #expect(!container.isPinned)
        container.isPinned = true
        #expect(container.isPinned)
    }

    /// What `#Preview`'s expansion calls: the preview keeps its name, traits and body.
    @MainActor @Test func previewsKeepTheirNameTraitsAndBody() throws {
        let preview = Preview("Compact", traits: .sizeThatFitsLayout, .landscapeLeft) {
            ThemedBadge().environment(\.brandTheme, .compact)
        }
        #expect(preview.name == "Compact")
        #expect(preview.traits.count == 2)
        guard case .sizeThatFits = preview.layout else {
            Issue.record("layout is \(preview.layout), not sizeThatFits")
            return
        }
        guard case .view(let body) = preview.content else {
            Issue.record("a SwiftUI body made \(preview.content)")
            return
        }
        #expect(try text(body()) == "compact true none unfocused")

        let uikit = Preview("UIKit") { LegacyBadgeView() }
        guard case .object(let make) = uikit.content else {
            Issue.record("a UIKit body made \(uikit.content)")
            return
        }
        #expect(make() is LegacyBadgeView)
        #expect(Preview { Text("x") }.name == nil)
    }
}
