import Foundation
import PenumbraCore
import PenumbraTestSupport
import Testing
@testable import PenumbraRaster

/// Strokes against exact geometry: per-pixel coverage of circle rings against the analytic
/// area of the annulus in each pixel, and the ink of caps, joins and dashes.
@Suite struct StrokeAccuracyTests {
    /// A circle of eight cubic arcs of 45° (radial error about 4e-6 of the radius).
    static func circle(_ c: Point, _ r: Double) -> VectorPath {
        var p = VectorPath()
        let k = 4.0 / 3.0 * tan(Double.pi / 16)
        func at(_ a: Double) -> (Point, Point) {
            (Point(c.x + r * cos(a), c.y + r * sin(a)), Point(-sin(a), cos(a)))
        }
        let (start, _) = at(0)
        p.move(to: start)
        for i in 0..<8 {
            let a0 = Double(i) * Double.pi / 4, a1 = a0 + Double.pi / 4
            let (p0, t0) = at(a0), (p1, t1) = at(a1)
            p.cubic(control1: p0 + t0 * (k * r), control2: p1 - t1 * (k * r), to: p1)
        }
        p.close()
        return p
    }

    /// The area of the disc of radius `r` around the origin inside [x0, x1] × [y0, y1].
    static func discArea(_ r: Double, _ x0: Double, _ x1: Double, _ y0: Double, _ y1: Double) -> Double {
        DiscArea.inside(r, x0, x1, y0, y1)
    }

    @Test(arguments: [0.3, 1, 2.5, 10])
    func circleRingsMatchTheAnalyticCoverage(width: Double) throws {
        for radius in [5.0, 20, 100] {
            let c = Point(radius + 10.37, radius + 10.81)
            let outline = Stroker.outline(of: Self.circle(c, radius), style: LineStroke(width: width))
            let mask = try #require(PathRasterizer.mask(for: outline, fillRule: .nonZero))
            var worst = 0.0
            let outer = radius + width / 2, inner = max(0, radius - width / 2)
            let lo = Int((c.x - outer - 2).rounded(.down)), hi = Int((c.x + outer + 2).rounded(.up))
            for y in Int((c.y - outer - 2).rounded(.down))...Int((c.y + outer + 2).rounded(.up)) {
                for x in lo...hi {
                    let x0 = Double(x) - c.x, y0 = Double(y) - c.y
                    let exact = Self.discArea(outer, x0, x0 + 1, y0, y0 + 1) - Self.discArea(inner, x0, x0 + 1, y0, y0 + 1)
                    worst = max(worst, abs(Double(mask.value(atX: x, y: y)) / 255 - exact))
                }
            }
            #expect(worst * 255 <= 4, "width \(width), radius \(radius): max error \(worst * 255)/255")
        }
    }

    /// Total coverage of an outline, in pixels.
    static func ink(_ outline: VectorPath) -> Double {
        guard let mask = PathRasterizer.mask(for: outline, fillRule: .nonZero) else { return 0 }
        return Double(mask.coverage.reduce(0) { $0 + Int($1) }) / 255
    }

    static func line(_ points: [Point], closed: Bool = false) -> VectorPath {
        var p = VectorPath()
        p.move(to: points[0])
        for q in points.dropFirst() { p.line(to: q) }
        if closed { p.close() }
        return p
    }

    @Test func aThinRingHasTheInkOfItsArea() {
        // 0.3 px wide, radius 20: 2π · 20 · 0.3 = 37.70 pixels of ink.
        let ink = Self.ink(Stroker.outline(of: Self.circle(Point(30.3, 30.6), 20), style: LineStroke(width: 0.3)))
        #expect(abs(ink - 2 * Double.pi * 20 * 0.3) / (2 * Double.pi * 20 * 0.3) < 0.02)
    }

    @Test func capsAddTheirExactArea() {
        // On the pixel grid, so the only rounding is the round caps' 8-bit coverage.
        let l = Self.line([Point(10, 10), Point(30, 10)])
        #expect(Self.ink(Stroker.outline(of: l, style: LineStroke(width: 4, cap: .butt))) == 80)
        #expect(Self.ink(Stroker.outline(of: l, style: LineStroke(width: 4, cap: .square))) == 96)
        #expect(abs(Self.ink(Stroker.outline(of: l, style: LineStroke(width: 4, cap: .round))) - (80 + 4 * Double.pi)) < 0.05)
        // A zero-length line: a dot with round caps, a square with square caps, nothing with butt ones.
        let dot = Self.line([Point(10, 10), Point(10, 10)])
        #expect(abs(Self.ink(Stroker.outline(of: dot, style: LineStroke(width: 4, cap: .round))) - 4 * Double.pi) < 0.05)
        #expect(Self.ink(Stroker.outline(of: dot, style: LineStroke(width: 4, cap: .square))) == 16)
        #expect(Stroker.outline(of: dot, style: LineStroke(width: 4, cap: .butt)).isEmpty)
    }

    @Test func mitersBecomeBevelsPastTheLimit() {
        // A right angle: the miter ratio is √2 = 1.414.
        let corner = Self.line([Point(10, 30), Point(30, 30), Point(30, 10)])
        let miter = Self.ink(Stroker.outline(of: corner, style: LineStroke(width: 4, join: .miter, miterLimit: 1.42)))
        let bevel = Self.ink(Stroker.outline(of: corner, style: LineStroke(width: 4, join: .miter, miterLimit: 1.41)))
        let round = Self.ink(Stroker.outline(of: corner, style: LineStroke(width: 4, join: .round)))
        // Two 20 x 4 bands overlapping in a 2 x 2 square, plus the corner piece: a 2 x 2 square,
        // half of it, or a quarter circle of radius 2.
        #expect(abs(miter - (160 - 4 + 4)) < 0.02)
        #expect(abs(bevel - (160 - 4 + 2)) < 0.02)
        #expect(abs(round - (160 - 4 + Double.pi)) < 0.03)
    }

    @Test func aClosedSquareHasNoNotchAtItsStart() {
        let fromCorner = Self.line([Point(10, 10), Point(30, 10), Point(30, 30), Point(10, 30)], closed: true)
        let fromMiddle = Self.line([Point(20, 10), Point(30, 10), Point(30, 30), Point(10, 30), Point(10, 10)], closed: true)
        let a = PathRasterizer.mask(for: Stroker.outline(of: fromCorner, style: LineStroke(width: 4)), fillRule: .nonZero)
        let b = PathRasterizer.mask(for: Stroker.outline(of: fromMiddle, style: LineStroke(width: 4)), fillRule: .nonZero)
        #expect(a == b)
        #expect(abs(Self.ink(Stroker.outline(of: fromCorner, style: LineStroke(width: 4))) - (24 * 24 - 16 * 16)) < 0.02)
    }

    @Test func dashesDrawTheirOnLengthsWithTheirCaps() {
        let l = Self.line([Point(10, 10), Point(50, 10)])
        // 40 px in dashes of 6 on, 4 off: four dashes of 6 = 24 px of line.
        #expect(Self.ink(Stroker.outline(of: l, style: LineStroke(width: 2, dash: [6, 4]))) == 48)
        // Square caps add 2 x 1 at each end of each dash (the last one reaches past the line's end).
        #expect(Self.ink(Stroker.outline(of: l, style: LineStroke(width: 2, cap: .square, dash: [6, 4]))) == 48 + 16)
        // An odd list repeats: [5] is 5 on, 5 off; a phase of 5 starts with the gap.
        #expect(Self.ink(Stroker.outline(of: l, style: LineStroke(width: 2, dash: [5], dashPhase: 5))) == 40)
        // Zero-length dashes with round caps are dots: at 0, 4, …, 36 (the line ends as the last gap does).
        let dots = Stroker.outline(of: l, style: LineStroke(width: 2, cap: .round, dash: [0, 4]))
        #expect(abs(Self.ink(dots) - 10 * Double.pi) < 0.1)
        // A pattern too fine for its length draws the line solid.
        #expect(Self.ink(Stroker.outline(of: l, style: LineStroke(width: 2, dash: [1e-6, 1e-6]))) == 80)
    }

    @Test func aLineCrossingItselfIsFilledWhereItCrosses() {
        // An X drawn as one open line: the crossing is covered, not cancelled.
        let x = Self.line([Point(10, 10), Point(30, 30), Point(30, 10), Point(10, 30)])
        let mask = PathRasterizer.mask(for: Stroker.outline(of: x, style: LineStroke(width: 3)), fillRule: .nonZero)
        #expect(mask?.value(atX: 20, y: 20) == 255)
    }

    @Test func badInputDrawsNothingAndNeverTraps() {
        let l = Self.line([Point(0, 0), Point(10, 0)])
        #expect(Stroker.outline(of: l, style: LineStroke(width: 0)).isEmpty)
        #expect(Stroker.outline(of: l, style: LineStroke(width: .nan)).isEmpty)
        #expect(Stroker.outline(of: Self.line([Point(0, 0), Point(.infinity, 0)]), style: LineStroke(width: 1)).isEmpty)
        #expect(!Stroker.outline(of: l, style: LineStroke(width: 1, dash: [.nan, -1, 2])).isEmpty)
        // A line that retraces itself, with every join: its band is covered twice, which
        // over-counts only the round join's partly covered pixels.
        let back = Self.line([Point(0, 10), Point(10, 10), Point(0, 10)])
        for join in [LineStroke.Join.miter, .bevel] {
            #expect(Self.ink(Stroker.outline(of: back, style: LineStroke(width: 2, join: join))) == 20)
        }
        let round = Self.ink(Stroker.outline(of: back, style: LineStroke(width: 2, join: .round)))
        #expect(round >= 20 + Double.pi / 2 - 0.05 && round < 20 + Double.pi / 2 + 0.6)
    }

    @Test func theSameInputGivesTheSameOutline() {
        let style = LineStroke(width: 2.7, cap: .round, join: .round, dash: [3, 1.5], dashPhase: 0.7)
        #expect(Stroker.outline(of: Self.circle(Point(20, 20), 13), style: style) == Stroker.outline(of: Self.circle(Point(20, 20), 13), style: style))
    }
}
