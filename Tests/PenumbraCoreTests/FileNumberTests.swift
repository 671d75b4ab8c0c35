import PenumbraCore
import Testing

/// The one conversion of numbers read from files into integers, at every edge a file can reach:
/// NaN, the infinities, ±2^63 and the doubles either side of it.
@Suite struct FileNumberTests {
    static let saturating: [(Double, Int)] = [
        (Double.nan, 0), (.infinity, Int.max), (-.infinity, Int.min), (0x1p63, Int.max), (-0x1p63, Int.min),
        (1e20, Int.max), (-1e20, Int.min), (9_223_372_036_854_774_784.0, 9_223_372_036_854_774_784), (-2.9, -2), (2.9, 2),
    ]
    static let limit = 1 << 40
    static let fileNumbers: [(Double, Int)] = [
        (Double.nan, 0), (.infinity, limit), (-.infinity, -limit), (1e20, limit), (99_999_999_999_999_999_999.0, limit),
        (-1e300, -limit), (123.75, 123), (-123.75, -123),
    ]

    @Test(arguments: saturating)
    func saturatesAtTheEdgesOfInt(value: Double, expected: Int) {
        #expect(Int(saturating: value) == expected)
    }

    @Test(arguments: fileNumbers)
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
