#if canImport(SwiftUI) && !PENUMBRA
import SwiftUI
#else
import PenumbraUI
#endif

// SwiftUI components as a design-system team writes them, exercising part 1 of PenumbraUI:
// views, builders, environment, state, colours, styles, modifiers. The file builds against
// SwiftUI on iOS unchanged (its import above).

/// How dense a card is: a custom environment value.
enum CardDensity: Sendable { case regular, compact }

private struct CardDensityKey: EnvironmentKey {
    static let defaultValue = CardDensity.regular
}

extension EnvironmentValues {
    var cardDensity: CardDensity {
        get { self[CardDensityKey.self] }
        set { self[CardDensityKey.self] = newValue }
    }
}

/// A card: a generic container with a `@ViewBuilder` property, padded by its density.
struct Card<Content: View>: View {
    @Environment(\.cardDensity) private var density
    @ViewBuilder var content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            content
        }
        .padding(density == .compact ? 8 : 16)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12, style: .continuous))
    }
}

/// A modifier with its own body and a view extension, as teams share styles.
struct ChipStyle: ViewModifier {
    var tint: Color
    func body(content: Content) -> some View {
        content
            .font(.caption)
            .foregroundStyle(tint)
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .background(tint.opacity(0.15), in: Capsule())
    }
}

extension View {
    func chip(_ tint: Color) -> some View { modifier(ChipStyle(tint: tint)) }
}

/// A status: one case per tone, each with a standard colour.
enum Status: CaseIterable, Hashable {
    case ok, warning, failed

    var title: String {
        switch self {
        case .ok: "Synced"
        case .warning: "Pending"
        case .failed: "Failed"
        }
    }
    var tint: Color {
        switch self {
        case .ok: .green
        case .warning: .orange
        case .failed: .red
        }
    }
}

/// A row of status chips from `ForEach` over a collection, and a two-view body that joins its
/// parent stack.
struct StatusChips: View {
    var statuses: [Status]
    var body: some View {
        ForEach(statuses, id: \.self) { status in
            Text(status.title).chip(status.tint)
        }
    }
}

/// A settings row: symbol, title and value with hierarchical styles, a spacer and a chevron;
/// dimmed when disabled.
struct SettingsRow: View {
    var symbol: String
    var title: String
    var value: String?
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: symbol)
                .foregroundStyle(.tint)
            Text(title)
                .foregroundStyle(.primary)
            Spacer(minLength: 8)
            if let value {
                Text(value).foregroundStyle(.secondary)
            }
            Image(systemName: "chevron.forward")
                .foregroundStyle(.tertiary)
        }
        .padding(.vertical, 10)
        .padding(.horizontal, 16)
        .opacity(isEnabled ? 1 : 0.4)
    }
}

/// A list of rows separated by dividers, over `indices`.
struct SettingsList: View {
    var rows: [(symbol: String, title: String, value: String?)]
    var body: some View {
        VStack(spacing: 0) {
            ForEach(rows.indices, id: \.self) { index in
                if index > 0 { Divider().padding(.leading, 52) }
                SettingsRow(symbol: rows[index].symbol, title: rows[index].title, value: rows[index].value)
            }
        }
        .background(Color(.secondarySystemGroupedBackground))
    }
}

/// An observable model put in the environment.
@Observable final class Account {
    var name: String
    var unread: Int
    init(name: String, unread: Int) {
        self.name = name
        self.unread = unread
    }
}

/// A header reading the model from the environment, its colour scheme, a scaled metric and
/// its own state.
struct AccountHeader: View {
    @Environment(Account.self) private var account
    @Environment(\.colorScheme) private var colorScheme
    @ScaledMetric(relativeTo: .body) private var avatarSize = 40.0
    @State private var isExpanded = false

    var body: some View {
        HStack(spacing: 12) {
            Circle()
                .fill(LinearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: avatarSize, height: avatarSize)
            VStack(alignment: .leading, spacing: 2) {
                Text(account.name).font(.headline)
                Text("\(account.unread) unread").font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            switch account.unread {
            case 0:
                EmptyView()
            case 1...9:
                Text("\(account.unread)").chip(.red)
            default:
                Text("9+").chip(.red)
            }
        }
        .padding(16)
        .background(colorScheme == .dark ? Color(white: 0.11) : Color.white)
    }
}

/// A toggle-like control taking a binding: shows the bound value.
struct Switch: View {
    @Binding var isOn: Bool
    var body: some View {
        Capsule()
            .fill(isOn ? Color.green : Color(.systemFill))
            .frame(width: 51, height: 31)
            .overlay(alignment: isOn ? .trailing : .leading) {
                Circle().fill(.white).padding(2).shadow(color: .black.opacity(0.15), radius: 4, y: 2)
            }
    }
}

/// A screen that stays light whatever the appearance (a subtree override), beside one that follows it.
struct ForcedLightPanel: View {
    var body: some View {
        HStack(spacing: 0) {
            Text("Follows").padding(12).frame(maxWidth: .infinity)
                .background(Color(.systemBackground))
            Text("Always light").padding(12).frame(maxWidth: .infinity)
                .background(Color(.systemBackground))
                .environment(\.colorScheme, .light)
        }
        .border(Color(.separator), width: 1)
    }
}

/// The showcase: every component above in one tree.
struct Showcase: View {
    var account = Account(name: "Ada Lovelace", unread: 3)

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            AccountHeader()
            Card {
                Text("Storage").font(.headline)
                Text("You are using 3.2 GB of 5 GB.").font(.subheadline).foregroundStyle(.secondary)
                HStack(spacing: 6) {
                    StatusChips(statuses: Status.allCases)
                }
            }
            Card {
                Text("Compact card").font(.footnote)
            }
            .environment(\.cardDensity, .compact)
            SettingsList(rows: [
                ("star.fill", "Favourites", "On"),
                ("person.fill", "Account", nil),
            ])
            SettingsRow(symbol: "xmark", title: "Disabled row", value: "Off")
                .disabled(true)
            HStack {
                Switch(isOn: .constant(true))
                Switch(isOn: .constant(false))
            }
            ForcedLightPanel()
        }
        .padding(16)
        .background(Color(.systemGroupedBackground))
        .environment(account)
    }
}

/// Previews, as component files carry them: they compile; a test may render them.
struct ShowcasePreviews: PreviewProvider {
    static var previews: some View {
        Showcase()
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Showcase")
    }
}

/// A chip whose colour type is written with SwiftUI's module name, as code does where a type of
/// the same name exists.
struct QualifiedChip: View {
    var tint: SwiftUI.Color = .purple
    var animation: SwiftUI.Animation = .easeInOut(duration: 0.2)
    var body: some View {
        Text("Q").padding(4).background(tint, in: Capsule())
    }
}

/// Layout patterns components rely on: an equal-height row with a full-height separator, a
/// notification badge on an icon's corner by alignment guides, and a hanging bullet.
struct LayoutShowcase: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(spacing: 12) {
                Capsule().fill(.orange).frame(width: 4).frame(maxHeight: .infinity)
                VStack(alignment: .leading, spacing: 2) {
                    Text("Flight delayed").font(.headline)
                    Text("New departure 18:40").font(.subheadline).foregroundStyle(.secondary)
                }
                Divider().frame(maxHeight: .infinity)
                Text("2 h").font(.title3.bold())
            }
            .fixedSize(horizontal: false, vertical: true)
            .padding(12)
            .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 10))

            ZStack(alignment: .topTrailing) {
                RoundedRectangle(cornerRadius: 8).fill(.blue).frame(width: 44, height: 44)
                    .overlay { Image(systemName: "star.fill").foregroundStyle(.white) }
                Text("3").font(.caption2.bold()).foregroundStyle(.white)
                    .padding(.horizontal, 5).padding(.vertical, 1)
                    .background(.red, in: Capsule())
                    .alignmentGuide(.top) { d in d.height / 2 }
                    .alignmentGuide(.trailing) { d in d.width / 2 }
            }

            VStack(alignment: .leading, spacing: 4) {
                Text("Checklist").font(.headline)
                HStack(spacing: 6) { Circle().frame(width: 6, height: 6); Text("Passport") }
                    .alignmentGuide(.leading) { _ in 12 }
                HStack(spacing: 6) { Circle().frame(width: 6, height: 6); Text("Boarding pass") }
                    .alignmentGuide(.leading) { _ in 12 }
            }
        }
        .padding(16)
        .frame(width: 320, alignment: .leading)
        .background(Color(.systemBackground))
    }
}

/// A design system's button style, as teams write them: filled, rounded, with a role colour.
struct PrimaryButtonStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundStyle(.white)
            .padding(.horizontal, 20)
            .padding(.vertical, 12)
            .background(configuration.role == .destructive ? Color.red : Color.accentColor,
                        in: RoundedRectangle(cornerRadius: 12))
            .opacity(isEnabled ? 1 : 0.4)
    }
}

/// A primitive style that wraps the default button in a capsule outline.
struct OutlineButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration)
            .padding(.horizontal, 14)
            .padding(.vertical, 6)
            .overlay(Capsule().strokeBorder(.tint, lineWidth: 1))
    }
}

/// Buttons and labels in every built-in and custom style.
struct ButtonsShowcase: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 16) {
                Button("Default") {}
                Button("Delete", role: .destructive) {}
                Button("Disabled") {}.disabled(true)
            }
            HStack(spacing: 16) {
                Button("Plain") {}.buttonStyle(.plain)
                Button("Outline") {}.buttonStyle(OutlineButtonStyle())
                Button(action: {}) { Label("Share", systemImage: "star.fill") }
            }
            HStack(spacing: 12) {
                Button("Pay now") {}
                Button("Remove", role: .destructive) {}
                Button("Later") {}.disabled(true)
            }
            .buttonStyle(PrimaryButtonStyle())
            HStack(spacing: 16) {
                Label("Title only", systemImage: "star.fill").labelStyle(.titleOnly)
                Label("Icon only", systemImage: "checkmark").labelStyle(.iconOnly)
                Label("Both", systemImage: "person.fill")
            }
        }
        .padding(16)
        .background(Color(.systemBackground))
    }
}

/// A progress bar as real design systems write it: a capsule track with a fill whose width
/// comes from a GeometryReader in an overlay.
struct ProgressBar: View {
    var progress: CGFloat
    var body: some View {
        Capsule()
            .frame(height: 6)
            .foregroundColor(Color(.systemFill))
            .overlay(
                GeometryReader { geometry in
                    Capsule()
                        .foregroundColor(.accentColor)
                        .padding(.trailing, geometry.size.width * (1 - max(min(1, progress), 0)))
                },
                alignment: .leading
            )
    }
}
