import Foundation
import PenumbraCore
import PenumbraStyle
import PenumbraUI
import Testing

/// Custom shapes, paths, strokes with caps, joins and dashes, and trims, drawn as SwiftUI draws
/// them; ink is measured as the sum of alpha over the image (255 per fully covered pixel).
@Suite struct CustomShapeTests {
    static let config = RenderConfiguration()

    struct Triangle: Shape {
        func path(in rect: CGRect) -> Path {
            Path { p in
                p.move(to: CGPoint(x: rect.midX, y: rect.minY))
                p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                p.closeSubpath()
            }
        }
    }

    /// A square with a square hole: two subpaths in the same direction.
    struct Frame: Shape {
        func path(in rect: CGRect) -> Path {
            var p = Path()
            p.addRect(rect)
            p.addRect(rect.insetBy(dx: rect.width / 4, dy: rect.height / 4))
            return p
        }
    }

    /// A horizontal line across the middle of the frame, inset by a quarter on each end.
    struct Dash: Shape {
        func path(in rect: CGRect) -> Path {
            Path { p in
                p.move(to: CGPoint(x: rect.minX + rect.width / 4, y: rect.midY))
                p.addLine(to: CGPoint(x: rect.maxX - rect.width / 4, y: rect.midY))
            }
        }
    }

    func render<V: View>(_ view: V, _ w: Double, _ h: Double, scale: DisplayScale = .x1) throws -> RGBAImage {
        var traits = Traits.light
        traits.displayScale = scale
        return try Self.config.render(view.frame(width: w, height: h), traits: traits, size: .fitting).bitmap.unpremultiplied()
    }

    /// Total coverage in pixels (alpha / 255 summed).
    func ink(_ image: RGBAImage) -> Double {
        var sum = 0
        for y in 0..<image.size.height { for x in 0..<image.size.width { sum += Int(image[x, y].a) } }
        return Double(sum) / 255
    }

    @Test(arguments: [DisplayScale.x1, .x2, .x3])
    func aCustomShapeFillsItsPathInTheFrame(scale: DisplayScale) throws {
        let image = try render(Triangle().fill(Color.black), 20, 10, scale: scale)
        let s = Double(scale.value)
        // Half the frame: 100 square points, exact area within the rounding of 8-bit coverage.
        #expect(abs(ink(image) - 100 * s * s) < 0.5 * s)
        #expect(image[0, 0].a == 0)
        #expect(image[Int(10 * s), Int(9 * s)] == RGBA8(0, 0, 0, 255))
    }

    @Test func evenOddFillLeavesTheHoleAndNonZeroFillsIt() throws {
        let eo = try render(Frame().fill(Color.black, style: FillStyle(eoFill: true)), 16, 16)
        let nz = try render(Frame().fill(Color.black), 16, 16)
        #expect(eo[8, 8].a == 0)
        #expect(nz[8, 8].a == 255)
        #expect(ink(eo) == 256 - 64)
        #expect(ink(nz) == 256)
    }

    @Test func lineCapsAddTheirExactArea() throws {
        // A 10-point line, 2 points wide: butt 20, square 24, round 20 + π.
        let butt = try render(Dash().stroke(Color.black, style: StrokeStyle(lineWidth: 2, lineCap: .butt)), 20, 10)
        let square = try render(Dash().stroke(Color.black, style: StrokeStyle(lineWidth: 2, lineCap: .square)), 20, 10)
        let round = try render(Dash().stroke(Color.black, style: StrokeStyle(lineWidth: 2, lineCap: .round)), 20, 10)
        #expect(abs(ink(butt) - 20) < 0.05)
        #expect(abs(ink(square) - 24) < 0.05)
        #expect(abs(ink(round) - (20 + Double.pi)) < 0.05)
    }

    @Test func dashesDrawTheirOnLengths() throws {
        // 10 points of line in dashes of 2 on, 2 off: 2 + 2 + 2 (the last on-dash ends at 10) = 6 points on.
        let dashed = try render(Dash().stroke(Color.black, style: StrokeStyle(lineWidth: 2, dash: [2, 2])), 20, 10)
        #expect(abs(ink(dashed) - 12) < 0.05)
        // A phase of 1 starts half-way into the first dash: 1 + 2 + 2 = 5 points on.
        let shifted = try render(Dash().stroke(Color.black, style: StrokeStyle(lineWidth: 2, dash: [2, 2], dashPhase: 1)), 20, 10)
        #expect(abs(ink(shifted) - 10) < 0.05)
        #expect(dashed[5, 5].a == 255 && shifted[5, 5].a == 255)
        #expect(dashed[8, 5].a == 0 && shifted[6, 5].a == 0)
    }

    @Test func aTrimmedCircleDrawsThePartFromItsRightmostPointClockwise() throws {
        // Circle of radius 10 in a 20-point frame (2 points of margin), stroked 2 wide: the lower
        // half from 3 to 9 o'clock, π · 10 · 2 square points.
        let half = try render(Circle().trim(from: 0, to: 0.5).stroke(Color.black, lineWidth: 2).frame(width: 20, height: 20).padding(2), 24, 24)
        #expect(abs(ink(half) - 2 * Double.pi * 10) < 0.1)
        for x in 0..<24 { #expect(half[x, 5].a == 0) }
        #expect(half[12, 21].a > 200)
        // trim(from: 0.25, to: 0.5): only the bottom-left quarter.
        let quarter = try render(Circle().trim(from: 0.25, to: 0.5).stroke(Color.black, lineWidth: 2).frame(width: 20, height: 20).padding(2), 24, 24)
        #expect(abs(ink(quarter) - Double.pi * 10) < 0.1)
        #expect(quarter[19, 19].a == 0)
        #expect(quarter[4, 19].a > 0)
    }

    @Test func aCircleRingHasTheAreaOfTheAnnulusAtAnyWidth() throws {
        // strokeBorder of 0.5 and 3 points on a circle of radius 20: area π(R² − r²).
        for width in [0.5, 3.0] {
            let ring = try render(Circle().strokeBorder(Color.black, lineWidth: width), 40, 40)
            let expected = Double.pi * (400 - (20 - width) * (20 - width))
            #expect(abs(ink(ring) - expected) / expected < 0.01, "width \(width): \(ink(ring)) vs \(expected)")
        }
    }

    @Test func roundJoinsRoundTheOutsideCorner() throws {
        let miter = try render(Rectangle().inset(by: 4).stroke(Color.black, style: StrokeStyle(lineWidth: 4, lineJoin: .miter)), 20, 20)
        let round = try render(Rectangle().inset(by: 4).stroke(Color.black, style: StrokeStyle(lineWidth: 4, lineJoin: .round)), 20, 20)
        // The square's corner at (4, 4): a miter fills out to (2, 2); a round join leaves it empty.
        #expect(miter[2, 2].a == 255)
        #expect(round[2, 2].a < 128)
        // Each of the four corners loses a 2x2 square less a quarter circle of radius 2.
        #expect(abs((ink(miter) - ink(round)) - 4 * (4 - Double.pi)) < 0.1)
    }

    @Test func pathArcsEndWhereCoreGraphicsEndsThem() {
        var p = Path()
        p.addArc(center: CGPoint(x: 10, y: 10), radius: 5, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        let end = p.currentPoint!
        #expect(abs(end.x - 10) < 1e-12 && abs(end.y - 15) < 1e-12)
        // Clockwise in Core Graphics' sense runs the other way round: from 0° back to 90° is three quarters.
        var q = Path()
        q.addArc(center: .zero, radius: 1, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        #expect(q.elements.count == 4) // a move and three quarter-turn curves
        #expect(abs(q.currentPoint!.y - 1) < 1e-12)
    }

    @Test func tangentArcsMeetBothLines() {
        var p = Path()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
        // A rounded corner: the line ends 4 before the corner, the arc 4 below it.
        guard case .line(let a) = p.elements[1] else { Issue.record("no line to the arc"); return }
        #expect(abs(a.x - 6) < 1e-12 && abs(a.y) < 1e-12)
        #expect(abs(p.currentPoint!.x - 10) < 1e-12 && abs(p.currentPoint!.y - 4) < 1e-12)
    }

    @Test func aPathIsAViewDrawnWhereItLies() throws {
        let square = Path(CGRect(x: 2, y: 2, width: 4, height: 4)).fill(Color.black)
        let image = try render(square, 10, 10)
        #expect(ink(image) == 16)
        #expect(image[2, 2].a == 255 && image[1, 1].a == 0)
    }

    @Test func customShapesClipAndSitInBackgrounds() throws {
        let clipped = try render(Color.black.clipShape(Triangle()), 20, 10)
        #expect(abs(ink(clipped) - 100) < 0.5)
        let background = try render(Color.clear.background(Color.black, in: Triangle()), 20, 10)
        #expect(abs(ink(background) - 100) < 0.5)
    }

    @Test func unevenCornersRoundOnlyTheirCornersAndFollowTheLayoutDirection() throws {
        let shape = UnevenRoundedRectangle(topLeadingRadius: 10, style: .circular).fill(Color.black)
        let ltr = try render(shape, 20, 20)
        #expect(ltr[0, 0].a == 0 && ltr[19, 0].a == 255 && ltr[0, 19].a == 255 && ltr[19, 19].a == 255)
        // Rounding one corner by 10 removes 100 − 25π square points.
        #expect(abs(ink(ltr) - (400 - (100 - 25 * Double.pi))) < 0.1)
        let rtl = try render(shape.environment(\.layoutDirection, .rightToLeft), 20, 20)
        #expect(rtl[19, 0].a == 0 && rtl[0, 0].a == 255)
    }

    @Test func drawingIsTheSameInEveryRun() throws {
        let view = Triangle().stroke(Color.black, style: StrokeStyle(lineWidth: 1.5, lineCap: .round, lineJoin: .round, dash: [3, 1]))
        #expect(try render(view, 30, 20, scale: .x3) == (try render(view, 30, 20, scale: .x3)))
    }
}
