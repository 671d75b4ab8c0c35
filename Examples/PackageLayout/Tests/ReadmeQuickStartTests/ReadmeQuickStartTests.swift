// The README's quick start, generated from README.md by scripts/check-readme-code --write;
// scripts/test fails when the two differ.
#if canImport(SwiftUI) && !PENUMBRA
import SwiftUI
#else
import PenumbraUI
#endif
import PenumbraTesting
import Testing

struct PayButton: View {
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

struct SettingsRow: View {
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

@Suite struct ButtonSnapshots {
    @Test func primary() {
        // Renders light and dark; compares each with its reference.
        assertSnapshot(of: PayButton(title: "Pay now"), named: "pay")
    }

    @Test func primaryPassesTheChecks() {
        // Contrast, hard-coded and stuck colours in light and dark; one failure per finding.
        // White on indigo is intended in both appearances: allowed for this component.
        assertChecks(of: PayButton(title: "Pay now"), allow: ColorAllowList(colors: [.white]))
    }

    @Test func rowAcrossTextSizes() {
        // light, light-ax5, dark, dark-ax5
        assertSnapshotMatrix(of: SettingsRow(), contentSizes: [.large, .accessibilityExtraExtraExtraLarge])
    }
}
