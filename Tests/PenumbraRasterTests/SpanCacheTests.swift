import PenumbraCore
import Testing
@testable import PenumbraRaster

/// Shapes drawn again at whole-pixel offsets replay their coverage spans: the pixels must be
/// those of drawing the shape afresh.
@Suite struct SpanCacheTests {
    let white = PremultipliedRGBA8(unchecked: 255, 255, 255, 255)
    let border = PremultipliedRGBA8(unchecked: 199, 199, 204, 255)

    func canvas() throws -> RasterCanvas {
        RasterCanvas(bitmap: Bitmap(size: try PixelSize(width: 200, height: 120)))
    }

    func card(_ x: Double, _ y: Double) -> RoundedRect {
        RoundedRect(rect: Rect(x: x, y: y, width: 40.25, height: 30.5), radius: 9)
    }

    /// The pixels of `box` in `bitmap`.
    func pixels(_ bitmap: Bitmap, x: Int, y: Int, width: Int, height: Int) -> [UInt8] {
        var out: [UInt8] = []
        let bytes = bitmap.bytes
        for row in y..<(y + height) { out += bytes[((row * bitmap.width + x) * 4)..<((row * bitmap.width + x + width) * 4)] }
        return out
    }

    @Test func aShapeMovedByWholePixelsReplaysTheSamePixels() throws {
        var cached = try canvas()
        cached.fill(card(10.5, 10.25), color: white)
        cached.drawBorder(card(10.5, 10.25), width: 1, color: border)
        // Moved by (110, 70): the same sub-pixel phase, so both fills replay their spans.
        cached.fill(card(120.5, 80.25), color: white)
        cached.drawBorder(card(120.5, 80.25), width: 1, color: border)
        var fresh = try canvas()
        fresh.fill(card(120.5, 80.25), color: white)
        fresh.drawBorder(card(120.5, 80.25), width: 1, color: border)
        #expect(pixels(cached.bitmap, x: 118, y: 78, width: 46, height: 36) == pixels(fresh.bitmap, x: 118, y: 78, width: 46, height: 36))
        #expect(pixels(cached.bitmap, x: 118, y: 78, width: 46, height: 36).contains { $0 != 0 })
    }

    @Test func anotherPhaseOrAClippedShapeIsRasterizedAfresh() throws {
        var cached = try canvas()
        cached.fill(card(10.5, 10.25), color: white)
        // A quarter pixel further: other coverage; at the canvas edge: clipped.
        cached.fill(card(60.75, 10.25), color: white)
        cached.fill(card(170.5, 100.25), color: white)
        var fresh = try canvas()
        fresh.fill(card(60.75, 10.25), color: white)
        fresh.fill(card(170.5, 100.25), color: white)
        #expect(pixels(cached.bitmap, x: 58, y: 8, width: 46, height: 36) == pixels(fresh.bitmap, x: 58, y: 8, width: 46, height: 36))
        #expect(pixels(cached.bitmap, x: 160, y: 90, width: 40, height: 30) == pixels(fresh.bitmap, x: 160, y: 90, width: 40, height: 30))
    }
}
