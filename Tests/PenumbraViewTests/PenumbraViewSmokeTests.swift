import Testing
@testable import PenumbraView

@Suite struct PenumbraViewSmokeTests {
    @Test func moduleLinks() {
        #expect(Bool(true))
    }
}
