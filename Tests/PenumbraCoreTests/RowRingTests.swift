import Testing
@testable import PenumbraCore

/// The ring of rows behind an image-sized address range (``RowRing``).
@Suite struct RowRingTests {
    @Test func theSameWindowOfMemoryRepeatsAcrossTheRange() throws {
        #if os(Linux)
        let ring = try #require(RowRing.make(length: 1_000_000, window: 10_000))
        #expect(ring.window % 4096 == 0 && ring.window >= 10_000 && ring.window < 10_000 + 4096)
        // A write anywhere shows at the same offset of every other copy of the window.
        ring.base[5] = 42
        #expect(ring.base[5 + ring.window] == 42)
        #expect(ring.base[5 + 7 * ring.window] == 42)
        // Rows written in order: the last window's worth reads back, older ones are overwritten.
        let stride = 3000, rows = 300
        for y in 0..<rows { (ring.base + y * stride).update(repeating: UInt8(y % 251), count: stride) }
        let kept = ring.window / stride
        for y in (rows - kept)..<rows {
            #expect(ring.base[y * stride] == UInt8(y % 251) && ring.base[y * stride + stride - 1] == UInt8(y % 251))
        }
        #else
        #expect(RowRing.make(length: 1_000_000, window: 10_000) == nil)
        #endif
    }
}
