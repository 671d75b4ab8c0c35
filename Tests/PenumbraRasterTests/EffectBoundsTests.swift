import PenumbraCore
import Testing
@testable import PenumbraRaster

/// Effects whose cost grows with an input size are bounded by the canvas: a shadow's blur and a
/// dashed border's dashes.
@Suite struct EffectBoundsTests {
    static let white = PremultipliedRGBA8(unchecked: 255, 255, 255, 255)

    @Test func shadowBlurIsCappedByTheCanvasArea() throws {
        // Radii a design system uses are untouched on a phone screen…
        #expect(RasterCanvas.cappedBoxRadius(20, width: 1170, height: 2532) == 20)
        #expect(RasterCanvas.cappedBoxRadius(100, width: 1170, height: 2532) == 100)
        // (1170 + 12k)(2532 + 12k) <= 4 x 1170 x 2532 first fails above k = 138.
        #expect(RasterCanvas.cappedBoxRadius(300, width: 1170, height: 2532) == 138)
        // …and an absurd one on a 50 x 50 canvas keeps the blur within 2^22 pixels:
        // (50 + 12k)^2 <= 4,194,304 gives k = 166.
        #expect(RasterCanvas.cappedBoxRadius(2048, width: 50, height: 50) == 166)
        var canvas = RasterCanvas(bitmap: Bitmap(size: try PixelSize(width: 50, height: 50), fill: Self.white))
        canvas.drawShadow(of: RoundedRect(rect: Rect(x: 10, y: 10, width: 30, height: 30), radius: 4).path,
                          Shadow(opacity: 1, radius: 1e9))
        #expect(canvas.bitmap[25, 25] != Self.white)  // drawn, faintly
    }

    @Test func dashesAreMadeOnlyWhereTheyCanBeSeen() throws {
        let dash = try #require(DashPattern(on: 4, off: 2))
        let small = RoundedRect(rect: Rect(x: 2.5, y: 2.5, width: 80, height: 40), radius: 8)
        // A border inside the visible area has exactly the dashes it had without one.
        #expect(BorderPath.dashed(small, width: 1, dash: dash, visible: Rect(x: 0, y: 0, width: 100, height: 100))
                == BorderPath.dashed(small, width: 1, dash: dash))
        // A border four million pixels long across a 100-pixel canvas makes only the dashes near
        // it (about 106 / 6 along the top edge).
        let huge = RoundedRect(rect: Rect(x: -5e5, y: 50, width: 1e6, height: 1e6), radius: 0)
        let visible = BorderPath.dashed(huge, width: 2, dash: dash, visible: Rect(x: 0, y: 0, width: 100, height: 100))
        let moves = visible.elements.filter { if case .move = $0 { return true } else { return false } }.count
        #expect(moves > 10 && moves < 40, "\(moves) dashes")
        var canvas = RasterCanvas(bitmap: Bitmap(size: try PixelSize(width: 100, height: 100), fill: Self.white))
        canvas.drawBorder(huge, width: 2, color: PremultipliedRGBA8(unchecked: 0, 0, 0, 255), dash: dash)
        #expect(canvas.bitmap[1, 50] != Self.white || canvas.bitmap[3, 50] != Self.white)
    }
}
