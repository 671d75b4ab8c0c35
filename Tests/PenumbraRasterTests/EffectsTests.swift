import PenumbraCore
import Testing
@testable import PenumbraRaster

@Suite struct EffectsTests {
    static let red = PremultipliedRGBA8(unchecked: 255, 0, 0, 255)
    static let blue = PremultipliedRGBA8(unchecked: 0, 0, 255, 255)

    @Test func gradientEndsTakeTheStopColours() throws {
        let g = try #require(RasterGradient(stops: [GradientStop(location: 0, color: EffectsTests.red),
                                                     GradientStop(location: 1, color: EffectsTests.blue)],
                                             start: Point(0, 0), end: Point(256, 0)))
        var c = RasterCanvas(bitmap: try Bitmap(width: 256, height: 1))
        c.fill(Shapes.rectangle(Rect(x: 0, y: 0, width: 256, height: 1)), gradient: g)
        #expect(c.bitmap[0, 0] == EffectsTests.red)
        #expect(c.bitmap[255, 0] == EffectsTests.blue)
        // Monotone ramp: red never increases left to right.
        for x in 1..<256 { #expect(c.bitmap[x, 0].r <= c.bitmap[x - 1, 0].r) }
    }

    @Test func gradientNeedsTwoStopsAndDistinctEnds() {
        let one = [GradientStop(location: 0, color: EffectsTests.red)]
        #expect(RasterGradient(stops: one, start: Point(0, 0), end: Point(1, 0)) == nil)
        let two = one + [GradientStop(location: 1, color: EffectsTests.blue)]
        #expect(RasterGradient(stops: two, start: Point(3, 3), end: Point(3, 3)) == nil)
    }

    /// A shadow's radius is its Gaussian's σ (Core Animation's): k(k + 1) ≈ σ².
    @Test(arguments: [(0.0, 0), (0.5, 0), (1.0, 1), (2.0, 2), (4.0, 4), (10.0, 10), (30.0, 30)])
    func shadowRadiusMapsToBoxHalfWidth(radius: Double, k: Int) {
        #expect(Shadow(opacity: 1, radius: radius).boxRadius == k)
        #expect(BoxBlur.boxRadius(sigma: radius / 2) == [0.0: 0, 0.5: 0, 1.0: 0, 2.0: 1, 4.0: 2, 10.0: 5, 30.0: 15][radius])
    }

    @Test func boxBlurKeepsTotalCoverageAndSpreads() throws {
        var cov = [UInt8](repeating: 0, count: 25)
        cov[12] = 255
        let mask = try #require(CoverageMask(originX: 10, originY: 10, width: 5, height: 5, coverage: cov))
        let blurred = BoxBlur.blur(mask, k: 1)
        #expect(blurred.originX == 7 && blurred.width == 11)
        #expect(blurred.value(atX: 12, y: 12) > 0 && blurred.value(atX: 12, y: 12) < 255)
        #expect(blurred.value(atX: 9, y: 12) > 0)
        #expect(blurred.value(atX: 8, y: 12) == 0)
    }

    @Test func nearestSamplingUpscalesExactly() throws {
        let src = try #require(Bitmap(size: try PixelSize(width: 2, height: 1),
                                      premultipliedBytes: [255, 0, 0, 255, 0, 0, 255, 255]))
        var c = RasterCanvas(bitmap: try Bitmap(width: 4, height: 2))
        c.draw(image: src, in: Rect(x: 0, y: 0, width: 4, height: 2), sampling: .nearest)
        #expect(c.bitmap[0, 0] == EffectsTests.red && c.bitmap[1, 1] == EffectsTests.red)
        #expect(c.bitmap[2, 0] == EffectsTests.blue && c.bitmap[3, 1] == EffectsTests.blue)
    }

    @Test func bilinearSamplingBlendsNeighbours() throws {
        let src = try #require(Bitmap(size: try PixelSize(width: 2, height: 1),
                                      premultipliedBytes: [255, 0, 0, 255, 0, 0, 255, 255]))
        var c = RasterCanvas(bitmap: try Bitmap(width: 4, height: 1))
        c.draw(image: src, in: Rect(x: 0, y: 0, width: 4, height: 1), sampling: .bilinear)
        // Pixel 1's centre maps to source x = 0.25: 3/4 red, 1/4 blue → (191, 0, 64).
        #expect(c.bitmap[1, 0] == PremultipliedRGBA8(unchecked: 191, 0, 64, 255))
        #expect(c.bitmap[0, 0] == EffectsTests.red)
    }

    @Test func templateImageUsesOnlyAlpha() throws {
        let src = try #require(Bitmap(size: try PixelSize(width: 1, height: 1), premultipliedBytes: [10, 20, 30, 128]))
        var c = RasterCanvas(bitmap: try Bitmap(width: 2, height: 2))
        c.draw(templateImage: src, in: Rect(x: 0, y: 0, width: 2, height: 2), tint: EffectsTests.blue)
        #expect(c.bitmap[1, 1] == PremultipliedRGBA8(unchecked: 0, 0, 128, 128))
    }

    @Test func borderLiesInsideTheEdgeWithReducedRadius() throws {
        var c = RasterCanvas(bitmap: try Bitmap(width: 20, height: 20))
        c.drawBorder(RoundedRect(rect: Rect(x: 0, y: 0, width: 20, height: 20), radius: 0), width: 2, color: EffectsTests.red)
        #expect(c.bitmap[0, 10] == EffectsTests.red && c.bitmap[1, 10] == EffectsTests.red)
        #expect(c.bitmap[2, 10] == .clear && c.bitmap[10, 10] == .clear)
        #expect(RoundedRect(rect: Rect(x: 0, y: 0, width: 20, height: 20), radius: 5).insetBy(2).radii == CornerRadii(3))
        #expect(CornerRadii(1).inset(by: 2) == .zero)
    }

    @Test func hairlineBorderIsOneDevicePixel() throws {
        var c = RasterCanvas(bitmap: try Bitmap(width: 10, height: 10))
        c.drawBorder(RoundedRect(rect: Rect(x: 1, y: 1, width: 8, height: 8), radius: 0), width: 1, color: EffectsTests.blue)
        #expect(c.bitmap[1, 5] == EffectsTests.blue && c.bitmap[8, 5] == EffectsTests.blue)
        #expect(c.bitmap[0, 5] == .clear && c.bitmap[2, 5] == .clear)
    }

    @Test func dashedBorderAlternatesDashesAndGaps() throws {
        var c = RasterCanvas(bitmap: try Bitmap(width: 40, height: 10))
        let dash = try #require(DashPattern(on: 4, off: 4))
        c.drawBorder(RoundedRect(rect: Rect(x: 0, y: 0, width: 40, height: 10), radius: 0), width: 2, color: EffectsTests.red, dash: dash)
        // The pattern starts at the top-left corner: pixels 0-3 on, 4-7 off, 8-11 on along the top.
        #expect(c.bitmap[1, 0] == EffectsTests.red && c.bitmap[5, 0] == .clear && c.bitmap[9, 0] == EffectsTests.red)
        #expect(DashPattern(on: 0, off: 2) == nil)
    }

    @Test func continuousCornerStartsFurtherFromTheCorner() throws {
        let rect = Rect(x: 0, y: 0, width: 100, height: 100)
        let circ = try #require(PathRasterizer.mask(for: RoundedRect(rect: rect, radius: 20).path, fillRule: .nonZero))
        let cont = try #require(PathRasterizer.mask(for: RoundedRect(rect: rect, radius: 20, style: .continuous).path, fillRule: .nonZero))
        // A circle's corner leaves the top edge at x = 20; the continuous one already at 30.6.
        #expect(circ.value(atX: 25, y: 0) == 255)
        #expect(cont.value(atX: 25, y: 0) < 255)
        #expect(cont.area < circ.area)
    }
}

@Suite struct BorderPrecisionTests {
    @Test func subPixelBorderCoversItsExactArea() throws {
        // A 0.5 px border whose both edges fall inside pixel column 2 (x 2.25 ... 2.75).
        let shape = RoundedRect(rect: Rect(x: 2.25, y: 2, width: 20, height: 20), radius: 0)
        let mask = try #require(PathRasterizer.mask(for: BorderPath.solid(shape, width: 0.5), fillRule: .nonZero))
        #expect(mask.value(atX: 2, y: 10) == 128)
        #expect(mask.value(atX: 3, y: 10) == 0)
    }

    @Test func reversedPathHasOppositeWinding() throws {
        let p = Shapes.rectangle(Rect(x: 0, y: 0, width: 4, height: 4))
        var both = p
        both.append(p.reversedSubpaths())
        #expect(PathRasterizer.mask(for: both, fillRule: .nonZero) == nil)
    }
}
