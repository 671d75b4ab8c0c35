import PenumbraCore
import Testing
@testable import PenumbraRaster

@Suite struct CompositingTests {
    static func canvas(_ w: Int = 4, _ h: Int = 4, fill: PremultipliedRGBA8 = .clear) throws -> RasterCanvas {
        RasterCanvas(bitmap: try Bitmap(width: w, height: h, fill: fill))
    }
    static func px(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> PremultipliedRGBA8 {
        PremultipliedRGBA8(unchecked: r, g, b, a)
    }

    @Test func halfCoveredOpaqueRedOverWhiteGivesExactBytes() throws {
        var c = try CompositingTests.canvas(fill: CompositingTests.px(255, 255, 255, 255))
        c.fill(rect: Rect(x: 0.5, y: 0, width: 3, height: 4), color: CompositingTests.px(255, 0, 0, 255))
        // coverage 128: s' = (128, 0, 0, 128); d' = s' + round(255 × 127 / 255) = 128 + 127.
        #expect(c.bitmap[0, 0] == CompositingTests.px(255, 127, 127, 255))
        #expect(c.bitmap[1, 0] == CompositingTests.px(255, 0, 0, 255))
    }

    @Test func translucentColourOverOpaqueGivesExactBytes() throws {
        var c = try CompositingTests.canvas(fill: CompositingTests.px(200, 100, 50, 255))
        let s = RGBA8(0, 122, 255, 153).premultiplied // (0, 73, 153, 153)
        #expect(s == CompositingTests.px(0, 73, 153, 153))
        c.fill(rect: Rect(x: 0, y: 0, width: 4, height: 4), color: s)
        // d' = s + round(d × 102 / 255): 200 → 80, 100 → 40, 50 → 20, 255 → 102.
        #expect(c.bitmap[2, 2] == CompositingTests.px(80, 113, 173, 255))
    }

    @Test func drawOpacityMultipliesCoverage() throws {
        var c = try CompositingTests.canvas()
        c.fill(rect: Rect(x: 0, y: 0, width: 4, height: 4), color: CompositingTests.px(255, 255, 255, 255), opacity: 0.5)
        // opacity 0.5 → 128 (127.5 rounds up).
        #expect(c.bitmap[1, 1] == CompositingTests.px(128, 128, 128, 128))
    }

    @Test func groupOpacityHidesOverlapBetweenChildren() throws {
        var grouped = try CompositingTests.canvas(8, 4, fill: CompositingTests.px(255, 255, 255, 255))
        grouped.beginLayer(opacity: 0.5)
        grouped.fill(rect: Rect(x: 0, y: 0, width: 6, height: 4), color: CompositingTests.px(0, 0, 255, 255))
        grouped.fill(rect: Rect(x: 2, y: 0, width: 6, height: 4), color: CompositingTests.px(255, 0, 0, 255))
        grouped.endLayer()
        // The overlap shows only the red child at 50 %: 128 + round(255 × 127 / 255).
        #expect(grouped.bitmap[3, 1] == CompositingTests.px(255, 127, 127, 255))
        #expect(grouped.bitmap[0, 1] == CompositingTests.px(127, 127, 255, 255))
        var separate = try CompositingTests.canvas(8, 4, fill: CompositingTests.px(255, 255, 255, 255))
        separate.fill(rect: Rect(x: 0, y: 0, width: 6, height: 4), color: CompositingTests.px(0, 0, 255, 255), opacity: 0.5)
        separate.fill(rect: Rect(x: 2, y: 0, width: 6, height: 4), color: CompositingTests.px(255, 0, 0, 255), opacity: 0.5)
        #expect(separate.bitmap[3, 1] != grouped.bitmap[3, 1])
        #expect(grouped.layerDepth == 0)
    }

    @Test func nestedClipsMultiplyCoverage() throws {
        var c = try CompositingTests.canvas(8, 8)
        c.pushClip(rect: Rect(x: 0.5, y: 0, width: 8, height: 8))
        c.pushClip(rect: Rect(x: 0, y: 0.5, width: 8, height: 8))
        c.fill(rect: Rect(x: 0, y: 0, width: 8, height: 8), color: CompositingTests.px(255, 255, 255, 255))
        // 128 × 128 / 255 = 64.25 → 64.
        #expect(c.bitmap[0, 0] == CompositingTests.px(64, 64, 64, 64))
        #expect(c.bitmap[0, 3] == CompositingTests.px(128, 128, 128, 128))
        #expect(c.bitmap[3, 3] == CompositingTests.px(255, 255, 255, 255))
        c.popClip(); c.popClip(); c.popClip()
        #expect(c.clipDepth == 0)
    }

    @Test func pixelAlignedClipLimitsAMaskDrawing() throws {
        var c = try CompositingTests.canvas(8, 8)
        c.pushClip(rect: Rect(x: 2, y: 2, width: 3, height: 3))
        let mask = try #require(CoverageMask(originX: 0, originY: 0, width: 4, height: 4, coverage: [UInt8](repeating: 255, count: 16)))
        c.draw(mask: mask, dx: 1, dy: 1, color: CompositingTests.px(0, 0, 0, 255))
        #expect(c.bitmap[1, 1] == .clear)
        #expect(c.bitmap[2, 2] == CompositingTests.px(0, 0, 0, 255))
        #expect(c.bitmap[4, 4] == CompositingTests.px(0, 0, 0, 255))
        #expect(c.bitmap[5, 4] == .clear)
    }

    @Test func rejectsMaskWithWrongByteCount() {
        #expect(CoverageMask(originX: 0, originY: 0, width: 3, height: 2, coverage: [0, 0]) == nil)
        #expect(CoverageMask(originX: 0, originY: 0, width: 0, height: 2, coverage: []) == nil)
    }

    @Test func pixelAlignedRectangleIsDetected() {
        #expect(RasterCanvas.pixelAlignedRect(Shapes.rectangle(Rect(x: 1, y: 2, width: 3, height: 4))) == PixelBox(x0: 1, y0: 2, x1: 4, y1: 6))
        #expect(RasterCanvas.pixelAlignedRect(Shapes.rectangle(Rect(x: 1.5, y: 2, width: 3, height: 4))) == nil)
        var bowTie = VectorPath()
        bowTie.move(to: Point(0, 0)); bowTie.line(to: Point(4, 4)); bowTie.line(to: Point(4, 0)); bowTie.line(to: Point(0, 4)); bowTie.close()
        #expect(RasterCanvas.pixelAlignedRect(bowTie) == nil)
    }
}

@Suite struct MaskSafetyTests {
    @Test func maskWithReplacedBytesDrawsNothing() throws {
        var mask = try #require(CoverageMask(originX: 0, originY: 0, width: 2, height: 2, coverage: [255, 255, 255, 255]))
        mask.coverage = [255]
        var c = RasterCanvas(bitmap: try Bitmap(width: 2, height: 2))
        c.draw(mask: mask, dx: 0, dy: 0, color: PremultipliedRGBA8(unchecked: 0, 0, 0, 255))
        #expect(c.bitmap[0, 0] == .clear)
        #expect(mask.value(atX: 1, y: 1) == 0)
    }

    @Test func maskDrawnWithOpacityScalesCoverage() throws {
        let mask = try #require(CoverageMask(originX: 0, originY: 0, width: 1, height: 1, coverage: [255]))
        var c = RasterCanvas(bitmap: try Bitmap(width: 1, height: 1))
        c.draw(mask: mask, dx: 0, dy: 0, color: PremultipliedRGBA8(unchecked: 255, 255, 255, 255), opacity: 0.2)
        // 0.2 → 51; 255 × 51 / 255 = 51.
        #expect(c.bitmap[0, 0] == PremultipliedRGBA8(unchecked: 51, 51, 51, 51))
    }
}
