import Testing
@testable import PenumbraPNG

@Suite struct PenumbraPNGSmokeTests {
    @Test func moduleLinks() {
        #expect(Bool(true))
    }
}
