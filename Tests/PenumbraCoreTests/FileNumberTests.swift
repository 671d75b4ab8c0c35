import PenumbraCore
import Testing

/// The one conversion of numbers read from files into integers, at every edge a file can reach:
/// NaN, the infinities, ±2^63 and the doubles either side of it.
@Suite struct FileNumberTests {
    @Test(arguments: [
        (Double.nan, 0), (.infinity, Int.max), (-.infinity, Int.min), (0x1p63, Int.max), (-0x1p63, Int.min),
        (1e20, Int.max), (-1e20, Int.min), (9_223_372_036_854_774_784.0, 9_223_372_036_854_774_784), (-2.9, -2), (2.9, 2),
    ])
    func saturatesAtTheEdgesOfInt(value: Double, expected: Int) {
        #expect(Int(saturating: value) == expected)
    }

    @Test(arguments: [
        (Double.nan, 0), (.infinity, 1 << 40), (-.infinity, -(1 << 40)), (1e20, 1 << 40), (99_999_999_999_999_999_999.0, 1 << 40),
        (-1e300, -(1 << 40)), (123.75, 123), (-123.75, -123),
    ])
    func fileNumbersStayWithin2To40(value: Double, expected: Int) {
        #expect(Int(fileNumber: value) == expected)
    }

    @Test func truncatingInARangeRefusesWhatLiesOutside() {
        #expect(Int(truncating: 99_999_999_999_999_999_999.0, in: 0...454) == nil)
        #expect(Int(truncating: .nan, in: 0...10) == nil)
        #expect(Int(truncating: -1, in: 0...10) == nil)
        #expect(Int(truncating: 10.5, in: 0...10) == 10)
        #expect(Int(clamping: 1e300, to: 0...255) == 255)
        #expect(Int(clamping: .nan, to: 3...5) == 3)
    }
}
