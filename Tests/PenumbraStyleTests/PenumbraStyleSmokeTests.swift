import Testing
@testable import PenumbraStyle

@Suite struct PenumbraStyleSmokeTests {
    @Test func moduleLinks() {
        #expect(Bool(true))
    }
}
