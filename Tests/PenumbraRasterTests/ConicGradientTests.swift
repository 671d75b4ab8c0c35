import PenumbraCore
import Testing
@testable import PenumbraRaster

/// Angular gradients: colours by the angle around a centre, as SwiftUI's `AngularGradient`.
@Suite struct ConicGradientTests {
    static let red = PremultipliedRGBA8(unchecked: 255, 0, 0, 255)
    static let blue = PremultipliedRGBA8(unchecked: 0, 0, 255, 255)

    @Test func aFullTurnMapsAnglesToLocations() throws {
        let g = try #require(RasterConicGradient(stops: [GradientStop(location: 0, color: Self.red), GradientStop(location: 1, color: Self.blue)],
                                                 center: Point(0, 0), startAngle: 0, endAngle: 2 * Double.pi))
        #expect(g.index(atAngle: 0) == 0)
        #expect(g.index(atAngle: Double.pi / 2) == 64)     // a quarter turn clockwise on screen (down)
        #expect(g.index(atAngle: -Double.pi / 2) == 192)   // up: three quarters of the way
        #expect(g.index(atAngle: Double.pi) == 128)
    }

    @Test func thePartOfTheCircleOutsideTheAnglesSplitsBetweenTheEndColours() throws {
        // From 0 to 90°: the other three quarters take the last colour up to 225°, then the first.
        let g = try #require(RasterConicGradient(stops: [GradientStop(location: 0, color: Self.red), GradientStop(location: 1, color: Self.blue)],
                                                 center: Point(0, 0), startAngle: 0, endAngle: Double.pi / 2))
        #expect(g.index(atAngle: Double.pi / 4) == 128)
        #expect(g.index(atAngle: Double.pi) == 255)
        #expect(g.index(atAngle: -Double.pi / 4) == 0)
    }

    @Test func fillsPixelsByTheirCentresAngle() throws {
        var canvas = RasterCanvas(bitmap: try Bitmap(width: 4, height: 4))
        let g = try #require(RasterConicGradient(stops: [GradientStop(location: 0, color: Self.red), GradientStop(location: 1, color: Self.blue)],
                                                 center: Point(2, 2), startAngle: 0, endAngle: 2 * Double.pi))
        canvas.fill(Shapes.rectangle(Rect(x: 0, y: 0, width: 4, height: 4)), conicGradient: g)
        // Pixel (3, 2) has its centre at (1.5, 0.5) from the centre: atan(1/3) = 18.43°, index 13.
        let ramp = RasterGradient(stops: g.stops, start: .zero, end: Point(1, 0))!.ramp()
        #expect(Blitter.word(canvas.bitmap[3, 2]) == ramp[13])
        // Pixel (3, 1): −18.43°, that is 341.57°, index 242.
        #expect(Blitter.word(canvas.bitmap[3, 1]) == ramp[242])
        #expect(RasterConicGradient(stops: g.stops, center: Point(0, 0), startAngle: 1, endAngle: 1) == nil)
    }
}
