import Testing
import PenumbraCore
import PenumbraTestSupport
@testable import PenumbraDiff

@Suite struct DiffStripTests {
    /// A 64x40 card with a blue square; the actual moves the square 3 px right and makes the
    /// bottom band half transparent (an alpha-only change, drawn in the alpha-only colour).
    static func pair() throws -> (RGBAImage, RGBAImage) {
        let card = try TestImages.solid(64, 40, .white)
        let reference = TestImages.filling(card, 10, 8, 16, 16, RGBA8(0, 122, 255))
        var actual = TestImages.filling(card, 13, 8, 16, 16, RGBA8(0, 122, 255))
        actual = TestImages.filling(actual, 36, 30, 24, 6, RGBA8(255, 255, 255, 128))
        return (reference, actual)
    }

    @Test func labelledStripShowsReferenceActualAndDiff() throws {
        let (reference, actual) = try Self.pair()
        let result = try ImageComparator().compare(reference: reference, actual: actual, makeDiffImage: true)
        let diff = try #require(result.diffImage)
        #expect(result.differentPixels == 2 * 3 * 16 + 24 * 6)
        #expect(diff[40, 32] == DiffStyle.default.alphaOnlyColor)
        let strip = try DiffStrip.make(reference: reference, actual: actual, diff: diff,
                                   captions: ["REF", "ACTUAL", "DIFF \(result.differentPixels)"])
        // 3 panels of 64 + 4 margins of 6; 40 + a 7-pixel caption + 3 margins.
        #expect(strip.width == 3 * 64 + 4 * 6 && strip.height == 40 + 7 + 3 * 6)
        #expect(strip.isOpaque)
        let failure = ReferenceSnapshot.verify(strip, group: "DiffStripTests", name: "labelledStripShowsReferenceActualAndDiff")
        #expect(failure == nil, Comment(rawValue: failure ?? ""))
    }

    @Test func stripOverThePixelLimitIsAnError() throws {
        let huge = try TestImages.solid(10_000, 4_000, .clear)  // zero-filled: no per-pixel fill loop
        // Caption scale 8, margins 48: 3 × 10,000 + 4 × 48 wide.
        #expect(throws: DiffError.imageTooLarge(width: 30_192, height: 4_000 + 7 * 8 + 3 * 48, maxPixels: 100_000_000)) {
            try DiffStrip.make(reference: huge, actual: huge, diff: huge)
        }
    }

    @Test func captionFontDrawsUpperCaseForLowerCase() {
        #expect(BitmapFont5x7.rows(for: "a") == BitmapFont5x7.rows(for: "A"))
        #expect(BitmapFont5x7.rows(for: "~") == BitmapFont5x7.rows(for: "?"))
        #expect(BitmapFont5x7.width(of: "DIFF", scale: 2) == (4 * 6 - 1) * 2)
    }
}
