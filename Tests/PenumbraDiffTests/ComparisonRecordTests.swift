import Testing
import PenumbraCore
@testable import PenumbraDiff

/// The one percentage format and the one description every reader of a comparison shows.
@Suite struct ComparisonRecordTests {
    @Test(arguments: [
        (0, 0, "0%"), (0, 2560, "0%"), (37, 2560, "1.445%"), (12, 800, "1.5%"), (3, 100, "3%"),
        (2, 12, "16.667%"), (1, 384, "0.26%"), (123, 100_000, "0.123%"), (1005, 100_000, "1.005%"),
        (1, 2_962_440, "<0.001%"), (49, 10_000_000, "<0.001%"), (5, 1_000_000, "0.001%"),
        (100, 100, "100%"), (2_999_999, 3_000_000, ">99.999%"), (1, 3, "33.333%"), (2, 3, "66.667%"),
    ])
    func percentIsOneFormatThatNeverReadsNoneOrAllForSome(part: Int, whole: Int, text: String) {
        #expect(ComparisonRecord.percent(part, of: whole) == text)
    }

    @Test(arguments: [
        (37, 2560, 255, nil, "37 of 2560 pixels differ (1.445%), max channel delta 255"),
        (12, 800, nil, nil, "12 of 800 pixels differ (1.5%)"),
        (8, 32, 240, ("4x8", "8x4"), "size changed from 4x8 to 8x4, 8 of 32 pixels differ (25%), max channel delta 240"),
    ] as [(Int, Int, Int?, (String, String)?, String)])
    func summaryIsOneDescription(different: Int, total: Int, delta: Int?, sizeChange: (String, String)?, text: String) {
        #expect(ComparisonRecord.summary(differentPixels: different, totalPixels: total, maxChannelDelta: delta,
                                         sizeChange: sizeChange.map { (from: $0.0, to: $0.1) }) == text)
    }

    @Test func recordOfAComparisonReadsItsResult() throws {
        let reference = try TestImages.solid(64, 40, RGBA8(240, 240, 240))
        let points = (0..<37).map { ($0, $0 % 40) }
        let actual = TestImages.painting(reference, points, .black)
        let outcome = try PairComparison().compare(reference: .image(reference, path: "r.png"), actual: .image(actual, path: "a.png"),
                                                   diffImage: .none, keepImages: false)
        let record = outcome.record
        #expect(!record.passed && record.mode == .exact && !record.sizeMismatch)
        #expect(record.differentPixels == 37 && record.totalPixels == 2560 && record.maxChannelDelta == 240)
        #expect(record.percent == "1.445%")
        #expect(record.summary == "37 of 2560 pixels differ (1.445%), max channel delta 240")
        #expect(record.colorSpaces == ComparisonRecord.ColorSpaces(reference: "sRGB", actual: "sRGB"))
    }

    @Test func sizeMismatchLeadsTheDescription() throws {
        let reference = try TestImages.solid(4, 8, .white)
        let actual = try TestImages.solid(8, 4, .white)
        let record = ComparisonRecord(try ImageComparator().compare(reference: reference, actual: actual))
        #expect(record.sizeMismatch && !record.passed)
        #expect(record.summary == "size changed from 4x8 to 8x4, 48 of 64 pixels differ (75%), max channel delta 0")
    }
}
