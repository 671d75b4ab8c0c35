import PenumbraUI
import Testing
@testable import PenumbraTesting

/// Findings name the component the team wrote, not the modifiers' wrappers around it.
@Suite struct ComponentNameTests {
    struct StatusBadge: View {
        var body: some View { Text("New").padding(4) }
    }

    struct Card<Content: View>: View {
        var content: Content
        var body: some View { content.padding(8) }
    }

    @Test(arguments: [
        ("ModifiedView<ModifiedView<StatusBadge>>", "StatusBadge"),
        ("ModifiedContent<StatusBadge, TintModifier>", "StatusBadge"),
        ("Card<Text>", "Card"),
        ("Swift.Optional<ComponentNameTests.StatusBadge>", "StatusBadge"),
        ("StatusBadge", "StatusBadge"),
    ])
    func wrappersAreSeenThrough(_ description: String, _ expected: String) {
        #expect(ComponentName.of(description: description) == expected)
    }

    @Test func aModifiedComponentsFindingsAreNamedByTheComponent() {
        #expect(ComponentName.of(type(of: StatusBadge().padding(2).background(Color.white))) == "StatusBadge")
        withKnownIssue {
            let result = assertChecks(of: StatusBadge().padding(2).background(Color.white), checks: [.hardcoded])
            #expect(result?.findings.isEmpty == false)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix("StatusBadge: ")
        }
    }
}
