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

/// The README's view-DSL example: a gradient card with a badge drawn displaced.
private func greetingCard(badgeOffset: Double) -> some View {
    VStack(alignment: .leading, spacing: 4) {
        Text("Good morning").font(.textStyle(.title2, weight: .bold))
        Text("3 tasks due today").font(.subheadline).fixedSize()
    }
    .padding(16)
    .background(LinearGradient(colors: [.named("systemBlue"), .named("systemIndigo")],
                               startPoint: .topLeading, endPoint: .bottomTrailing),
                in: RoundedRectangle(cornerRadius: 16, style: .continuous))
    .overlay(alignment: .topTrailing) {
        Text("3").font(.caption).padding(4).background(.named("systemRed"), in: Capsule())
            .offset(x: badgeOffset, y: -badgeOffset)  // drawn displaced; the layout is unchanged
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

    @Test func dslExampleDrawsTheBadgeDisplacedAndResolvesTheGradientPerVariant() throws {
        let renderer = try #require(Self.renderer)
        let moved = try renderer.displayList(for: greetingCard(badgeOffset: 6), traits: .light, size: .fitting)
        let still = try renderer.displayList(for: greetingCard(badgeOffset: 0), traits: .light, size: .fitting)
        // The card keeps its size; only the badge's items move, by (6, -6).
        #expect(moved.size == still.size)
        #expect(moved.items.count == still.items.count)
        var displaced = 0
        for (a, b) in zip(moved.items, still.items) where a.frame != b.frame {
            #expect(a.frame == Rect(x: b.frame.minX + 6, y: b.frame.minY - 6, width: b.frame.width, height: b.frame.height))
            displaced += 1
        }
        #expect(displaced == 2)  // the capsule and its text
        // The gradient's stops are the dynamic system colours of each appearance.
        func stops(_ traits: Traits) throws -> [RGBA8] {
            let list = try renderer.displayList(for: greetingCard(badgeOffset: 6), traits: traits, size: .fitting)
            for item in list.items { if case .fillGradient(_, let g) = item.operation { return g.stops.map(\.color.rgba) } }
            return []
        }
        #expect(try stops(.light) == [RGBA8(0, 122, 255), RGBA8(88, 86, 214)])
        #expect(try stops(.dark) == [RGBA8(10, 132, 255), RGBA8(94, 92, 230)])
    }
}
