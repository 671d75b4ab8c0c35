#if canImport(SwiftUI) && !PENUMBRA
import SwiftUI
#else
import PenumbraUI
#endif
import PenumbraTesting
import Testing

// The README's quick start, kept compiling and passing: SwiftUI components, one assertion in
// light and dark, and a matrix across text sizes. Its references are under
// __Snapshots__/ReadmeExampleTests.

private struct PayButton: View {
    var title: String
    var body: some View {
        Text(title)
            .font(.headline)
            .foregroundStyle(.white)
            .padding(16)
            .background(.indigo)
            .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
    }
}

private struct SettingsRow: View {
    var body: some View {
        HStack {
            Image(systemName: "star.fill").foregroundStyle(.orange)
            VStack(alignment: .leading, spacing: 2) {
                Text("Favourites").foregroundStyle(.primary)
                Text("12 items").font(.footnote).foregroundStyle(.secondary)
            }
            Spacer()
            Image(systemName: "chevron.right").foregroundStyle(.tertiary)
        }
        .padding(12)
        .frame(width: 320)
        .background(Color(.secondarySystemGroupedBackground))
    }
}

/// The README's layout example: a gradient card with a badge drawn displaced.
private struct GreetingCard: View {
    var badgeOffset: CGFloat
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Good morning").font(.title2.bold())
            Text("3 tasks due today").font(.subheadline).fixedSize()
        }
        .padding(16)
        .background(LinearGradient(colors: [.blue, .indigo], startPoint: .topLeading, endPoint: .bottomTrailing),
                    in: RoundedRectangle(cornerRadius: 16))
        .overlay(alignment: .topTrailing) {
            Text("3").font(.caption).padding(4).background(.red, in: Capsule())
                .offset(x: badgeOffset, y: -badgeOffset)  // drawn displaced; the layout is unchanged
        }
    }
}

@Suite struct ReadmeExampleTests {
    @Test func primary() throws {
        let result = assertSnapshot(of: PayButton(title: "Pay now"), named: "pay")
        #expect(result.verdicts.map(\.variant) == ["light", "dark"])
    }

    @Test func primaryPassesTheChecks() throws {
        // White on indigo is intended in both appearances: allowed for this component.
        let result = assertChecks(of: PayButton(title: "Pay now"), allow: ColorAllowList(colors: [.white]))
        #expect(result?.findings == [])
    }

    @Test func rowAcrossTextSizes() throws {
        let result = assertSnapshotMatrix(of: SettingsRow(), contentSizes: [.large, .accessibilityExtraExtraExtraLarge])
        #expect(result.verdicts.map(\.variant) == ["light", "light-ax5", "dark", "dark-ax5"])
    }

    @Test func layoutExampleDrawsTheBadgeDisplacedAndResolvesTheGradientPerVariant() throws {
        func list(_ offset: CGFloat, _ traits: Traits = .light) throws -> DisplayList {
            try RenderConfiguration.current.render(GreetingCard(badgeOffset: offset), traits: traits).displayList
        }
        let moved = try list(6), still = try list(0)
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
            for item in try list(6, traits).items {
                if case .fillGradient(_, let g) = item.operation { return g.stops.map(\.color.rgba) }
            }
            return []
        }
        #expect(try stops(.light) == [RGBA8(0, 122, 255), RGBA8(88, 86, 214)])
        #expect(try stops(.dark) == [RGBA8(10, 132, 255), RGBA8(94, 92, 230)])
    }
}
