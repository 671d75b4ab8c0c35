import Testing
@testable import PenumbraRaster

@Suite struct PenumbraRasterSmokeTests {
    @Test func moduleLinks() {
        #expect(Bool(true))
    }
}
