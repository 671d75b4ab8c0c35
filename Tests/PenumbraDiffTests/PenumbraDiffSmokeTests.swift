import Testing
@testable import PenumbraDiff

@Suite struct PenumbraDiffSmokeTests {
    @Test func moduleLinks() {
        #expect(Bool(true))
    }
}
