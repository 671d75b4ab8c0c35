import Testing
@testable import PenumbraReport

@Suite struct PenumbraReportSmokeTests {
    @Test func moduleLinks() {
        #expect(Bool(true))
    }
}
