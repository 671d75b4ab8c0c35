import Testing
@testable import PenumbraCLI
import ArgumentParser

@Suite struct PenumbraCLISmokeTests {
    @Test func moduleLinks() {
        #expect(Bool(true))
    }
}
