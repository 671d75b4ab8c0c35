import Foundation
import PenumbraChecks
import PenumbraUI
import Testing
@testable import PenumbraTesting

/// `assertChecks`: the dark-mode checks as an assertion, one failure per finding.
@Suite struct AssertChecksTests {
    struct CleanButton: View {
        var body: some View { Text("Pay").foregroundStyle(.primary).padding(8) }
    }

    struct GreyOnWhite: View {
        var body: some View {
            Text("Pay").foregroundColor(Color(red: 0.6, green: 0.6, blue: 0.6)).padding(8).background(Color.white)
        }
    }

    struct WhiteOnTint: View {
        var body: some View { Text("Pay").foregroundColor(.white).padding(8).background(Color.blue) }
    }

    @Test func aCleanComponentPassesEveryCheckInLightAndDark() {
        let result = assertChecks(of: CleanButton())
        #expect(result?.findings == [])
        #expect(result?.checks == [.contrast, .hardcoded, .stuck])
        #expect(result?.variants == ["light", "dark"])
    }

    @Test func eachFindingFailsTheTestWithAReadableMessage() {
        withKnownIssue {
            let result = assertChecks(of: GreyOnWhite(), checks: [.contrast])
            #expect(result?.findings.count == 2)
        } matching: { issue in
            let message = issue.comments.map(\.rawValue).joined()
            return message.hasPrefix("GreyOnWhite: low contrast in ") && message.contains("below the 4.5:1 WCAG 2 minimum")
        }
    }

    @Test func theBackgroundCheckRunsOnScreensOnly() {
        // A padded label paints only its text: transparent pixels a component may have.
        #expect(assertChecks(of: CleanButton())?.findings.filter { $0.check == .background } == [])
        withKnownIssue {
            let result = assertChecks(of: CleanButton(), isScreen: true)
            #expect(result?.findings.filter { $0.check == .background }.count == 2)
        }
    }

    @Test func theAllowListIsScopedToTheAssertion() {
        withKnownIssue {
            #expect(assertChecks(of: WhiteOnTint(), checks: [.hardcoded])?.findings.isEmpty == false)
        }
        #expect(assertChecks(of: WhiteOnTint(), checks: [.hardcoded], allow: ColorAllowList(colors: [.white]))?.findings == [])
    }
}
