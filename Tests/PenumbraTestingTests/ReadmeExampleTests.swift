import PenumbraTesting
import Testing

// The README's quick start, kept compiling and passing: a component, one assertion in light and
// dark, and a matrix across text sizes. Its references are under __Snapshots__/ReadmeExampleTests.

private struct PayButton: Component {
    var title: String
    var body: some View {
        Text(title)
            .font(.headline)
            .foregroundColor(.rgba(255, 255, 255))
            .padding(16)
            .background(.named("systemBlue"))
            .cornerRadius(12, style: .continuous)
    }
}

private struct SettingsRow: Component {
    var body: some View {
        HStack {
            Image(systemName: "star.fill").foregroundColor(.named("systemOrange"))
            VStack(alignment: .leading, spacing: 2) {
                Text("Favourites").foregroundColor(.named("label"))
                Text("12 items").font(.footnote).foregroundColor(.named("secondaryLabel"))
            }
            Spacer()
            Image(systemName: "chevron.right").foregroundColor(.named("tertiaryLabel"))
        }
        .padding(12)
        .frame(width: 320)
        .background(.named("secondarySystemGroupedBackground"))
    }
}

@Suite struct ReadmeExampleTests {
    static let renderer: ViewRenderer? = try? ViewRenderer(colors: SystemColors.ios18.palette,
                                                           text: FontTextEngine.withDefaultFonts())

    @Test func primary() throws {
        let renderer = try #require(Self.renderer)
        let result = assertSnapshot(of: PayButton(title: "Pay now"), renderer: renderer, named: "pay")
        #expect(result.verdicts.map(\.variant) == ["light", "dark"])
    }

    @Test func rowAcrossTextSizes() throws {
        let renderer = try #require(Self.renderer)
        let result = assertSnapshotMatrix(of: SettingsRow(), renderer: renderer,
                                          contentSizes: [.large, .accessibilityExtraExtraExtraLarge])
        #expect(result.verdicts.map(\.variant) == ["light", "light-ax5", "dark", "dark-ax5"])
    }
}
