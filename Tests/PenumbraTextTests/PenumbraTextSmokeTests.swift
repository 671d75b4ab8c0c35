import Testing
@testable import PenumbraText

@Suite struct PenumbraTextSmokeTests {
    @Test func moduleLinks() {
        #expect(Bool(true))
    }
}
