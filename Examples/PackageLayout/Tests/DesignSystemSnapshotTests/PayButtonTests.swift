import DesignSystemSnapshots
import PenumbraTesting
import Testing

@Suite struct PayButtonTests {
    @Test func buttons() {
        let result = assertSnapshot(of: VStack(spacing: 12) {
            PayButton("Pay now")
            PayButton("Later", kind: .secondary)
            PayButton("Disabled").disabled(true)
        }.padding(16).frame(width: 320).background(Color(.systemBackground)), scale: .x2)
        #expect(result.verdicts.map(\.variant) == ["light", "dark"])
    }
}
