import Testing
@testable import PenumbraTesting

@Suite struct PenumbraTestingSmokeTests {
    @Test func moduleLinks() {
        #expect(Bool(true))
    }
}
