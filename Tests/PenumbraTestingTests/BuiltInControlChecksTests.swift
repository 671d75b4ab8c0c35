import PenumbraChecks
import PenumbraUI
import Testing
@testable import PenumbraTesting

/// PenumbraUI's own controls draw as UIKit's do (a white switch thumb in both appearances, white
/// on the tint for a prominent button): the hard-coded-colour check never reports them, so a team
/// can leave the checks on over components built from them.
@Suite struct BuiltInControlChecksTests {
    struct Settings: View {
        var body: some View {
            VStack(spacing: 8) {
                Toggle("Wi-Fi", isOn: .constant(true))
                Toggle("Bluetooth", isOn: .constant(false))
                Slider(value: .constant(0.4))
                Button("Save") {}.buttonStyle(.borderedProminent)
                Toggle("Bold", isOn: .constant(true)).toggleStyle(.button)
            }
            .padding(12)
            .frame(width: 280)
        }
    }

    @Test func builtInControlsAreNotHardCodedColours() {
        let result = assertChecks(of: Settings(), checks: [.hardcoded])
        #expect(result?.findings == [])
    }

    @Test func aTeamsOwnWhiteStillIs() {
        struct OwnThumb: View {
            var body: some View { Circle().fill(Color.white).frame(width: 20, height: 20).background(Color.white) }
        }
        withKnownIssue {
            #expect(assertChecks(of: OwnThumb(), checks: [.hardcoded])?.findings.isEmpty == false)
        }
    }
}
