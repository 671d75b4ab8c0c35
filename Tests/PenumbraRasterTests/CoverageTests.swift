import PenumbraCore
import Testing
@testable import PenumbraRaster

@Suite struct CoverageTests {
    static func square(_ x: Double, _ y: Double, _ s: Double, clockwise: Bool = true) -> VectorPath {
        var p = VectorPath()
        p.move(to: Point(x, y))
        if clockwise {
            p.line(to: Point(x + s, y)); p.line(to: Point(x + s, y + s)); p.line(to: Point(x, y + s))
        } else {
            p.line(to: Point(x, y + s)); p.line(to: Point(x + s, y + s)); p.line(to: Point(x + s, y))
        }
        p.close()
        return p
    }

    @Test func rectangleEdgeThroughPixelMiddleCovers128() throws {
        let mask = try #require(PathRasterizer.mask(for: Shapes.rectangle(Rect(x: 2.5, y: 0, width: 4, height: 3)), fillRule: .nonZero))
        #expect(mask.originX == 2 && mask.width == 5 && mask.height == 3)
        #expect(mask.value(atX: 2, y: 1) == 128)
        #expect(mask.value(atX: 3, y: 1) == 255)
        #expect(mask.value(atX: 6, y: 1) == 128)
        #expect(mask.value(atX: 7, y: 1) == 0)
    }

    @Test func quarterPixelCornerCovers64() throws {
        let mask = try #require(PathRasterizer.mask(for: Shapes.rectangle(Rect(x: 0.5, y: 0.5, width: 2, height: 2)), fillRule: .nonZero))
        // 0.25 px → round(0.25 × 255) = 64 (63.75 rounds up).
        #expect(mask.value(atX: 0, y: 0) == 64)
        #expect(mask.value(atX: 1, y: 0) == 128)
        #expect(mask.value(atX: 1, y: 1) == 255)
    }

    @Test(arguments: [10.0, 25.5, 60.0, 200.0])
    func circleCoversPiRSquared(radius: Double) throws {
        let mask = try #require(PathRasterizer.mask(for: Shapes.circle(center: Point(70.3, 64.7), radius: radius), fillRule: .nonZero))
        let expected = Double.pi * radius * radius
        #expect(abs(mask.area - expected) / expected < 0.002, "area \(mask.area) vs \(expected)")
    }

    @Test func mirroredShapeGivesMirroredPixels() throws {
        var p = VectorPath()
        p.move(to: Point(3.3, 2.1)); p.cubic(control1: Point(30, -4), control2: Point(41, 30), to: Point(12.7, 35.2))
        p.quad(control: Point(0.4, 20), to: Point(3.3, 2.1))
        let mirrored = p.applying(AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 50, ty: 0))
        let a = try #require(PathRasterizer.mask(for: p, fillRule: .nonZero))
        let b = try #require(PathRasterizer.mask(for: mirrored, fillRule: .nonZero))
        #expect(a.width == b.width && a.height == b.height && a.originY == b.originY)
        var mismatches = 0
        for y in a.originY..<(a.originY + a.height) {
            for x in 0..<50 where a.value(atX: x, y: y) != b.value(atX: 49 - x, y: y) { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }

    @Test func evenOddEmptiesTheOverlapOfSameDirectionSquares() throws {
        var p = CoverageTests.square(0, 0, 10)
        p.append(CoverageTests.square(5, 5, 10))
        let nz = try #require(PathRasterizer.mask(for: p, fillRule: .nonZero))
        let eo = try #require(PathRasterizer.mask(for: p, fillRule: .evenOdd))
        for y in 0..<15 {
            for x in 0..<15 {
                let inA = x < 10 && y < 10, inB = x >= 5 && y >= 5
                #expect(nz.value(atX: x, y: y) == ((inA || inB) ? 255 : 0))
                #expect(eo.value(atX: x, y: y) == ((inA != inB) ? 255 : 0))
            }
        }
    }

    @Test func halfPixelOverlapFoldsUnderEvenOdd() throws {
        // Two same-direction squares overlapping by half a pixel column: winding 2 in x ∈ [9.5, 10).
        var p = CoverageTests.square(0, 0, 10)
        p.append(CoverageTests.square(9.5, 0, 10))
        let eo = try #require(PathRasterizer.mask(for: p, fillRule: .evenOdd))
        let nz = try #require(PathRasterizer.mask(for: p, fillRule: .nonZero))
        #expect(eo.value(atX: 9, y: 3) == 128)
        #expect(nz.value(atX: 9, y: 3) == 255)
    }

    @Test func starCentreIsEmptyOnlyUnderEvenOdd() throws {
        // A five-pointed star drawn as one self-crossing polygon (every other vertex).
        let pts = [Point(50, 5), Point(76.5, 86.4), Point(7.2, 36.1), Point(92.8, 36.1), Point(23.5, 86.4)]
        var p = VectorPath(); p.move(to: pts[0]); for q in pts.dropFirst() { p.line(to: q) }; p.close()
        let nz = try #require(PathRasterizer.mask(for: p, fillRule: .nonZero))
        let eo = try #require(PathRasterizer.mask(for: p, fillRule: .evenOdd))
        #expect(nz.value(atX: 50, y: 50) == 255)
        #expect(eo.value(atX: 50, y: 50) == 0)
        // A tip has winding 1: both rules agree.
        #expect(nz.value(atX: 50, y: 15) == 255 && eo.value(atX: 50, y: 15) == 255)
    }

    @Test func oppositeWindingsCancelUnderNonZero() throws {
        var p = CoverageTests.square(0, 0, 10)
        p.append(CoverageTests.square(2, 2, 4, clockwise: false))
        let nz = try #require(PathRasterizer.mask(for: p, fillRule: .nonZero))
        #expect(nz.value(atX: 3, y: 3) == 0)
        #expect(nz.value(atX: 1, y: 1) == 255)
    }

    @Test func emptyAndDegeneratePathsGiveNoMask() {
        #expect(PathRasterizer.mask(for: VectorPath(), fillRule: .nonZero) == nil)
        var line = VectorPath(); line.move(to: Point(0, 0)); line.line(to: Point(10, 0))
        #expect(PathRasterizer.mask(for: line, fillRule: .nonZero) == nil)
        var nan = VectorPath(); nan.move(to: Point(.nan, 0)); nan.line(to: Point(3, .nan)); nan.line(to: Point(0, 5))
        _ = PathRasterizer.mask(for: nan, fillRule: .nonZero)
    }

    @Test func pathsFarOutsideTheCanvasAreClipped() throws {
        var canvas = RasterCanvas(bitmap: try Bitmap(width: 8, height: 8))
        canvas.fill(Shapes.rectangle(Rect(x: -1e9, y: 2.5, width: 2e9, height: 3)), color: PremultipliedRGBA8(unchecked: 255, 0, 0, 255))
        #expect(canvas.bitmap[0, 2] == PremultipliedRGBA8(unchecked: 128, 0, 0, 128))
        #expect(canvas.bitmap[7, 3] == PremultipliedRGBA8(unchecked: 255, 0, 0, 255))
        #expect(canvas.bitmap[4, 6] == .clear)
    }
}
