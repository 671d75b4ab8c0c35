import PenumbraCore
import Testing
@testable import PenumbraRaster

/// UIKit's continuous corners: the published corner while both sides are longer than 3.0573
/// radii, its changed curves when one or both are shorter.
@Suite struct ContinuousCornerTests {
    static func cubics(_ p: VectorPath) -> [(Point, Point, Point, Point)] {
        var out: [(Point, Point, Point, Point)] = []
        var pen = Point.zero
        for e in p.elements {
            switch e {
            case .move(let q), .line(let q): pen = q
            case .cubic(let a, let b, let q): out.append((pen, a, b, q)); pen = q
            default: break
            }
        }
        return out
    }

    @Test func longSidesKeepThePublishedCorner() {
        let shape = RoundedRect(rect: Rect(x: 0, y: 0, width: 100, height: 40), radius: 10, style: .continuous)
        let first = Self.cubics(shape.path)[0]
        #expect(first.0 == Point(100 - 15.28665, 0))
        #expect(first.3 == Point(100 - 6.31494, 0.74911))
    }

    @Test func bothSidesShortMakeAPillOfOneCubicPerCorner() {
        // 44 x 20 with radius 10: lr = 20 / (2 · 1.52866483); each corner runs from h/2 before the
        // corner to the middle of the next side.
        let shape = RoundedRect(rect: Rect(x: 0, y: 0, width: 28, height: 20), radius: 10, style: .continuous)
        let c = Self.cubics(shape.path)
        #expect(c.count == 4)
        let lr = 20 / (2 * 1.52866483)
        #expect(abs(c[0].0.x - (28 - 10)) < 1e-9 && c[0].0.y == 0)
        #expect(abs(c[0].3.x - 28) < 1e-12 && abs(c[0].3.y - 10) < 1e-9)
        #expect(abs(c[0].1.x - (28 - 0.6844066 * lr)) < 1e-9)
    }

    @Test func oneShortSideUsesTheTwoCurveCorners() {
        let shape = RoundedRect(rect: Rect(x: 0, y: 0, width: 60, height: 20), radius: 10, style: .continuous)
        let c = Self.cubics(shape.path)
        #expect(c.count == 8)
        let lr = 20 / (2 * 1.52866483)
        // The top-right corner starts 1.528665 r before the corner and reaches 1.4522316 lr down the right side.
        #expect(abs(c[0].0.x - (60 - 15.28665)) < 1e-9)
        #expect(abs(c[1].3.x - 60) < 1e-12 && abs(c[1].3.y - 1.4522316 * lr) < 1e-9)
        // The bottom-right corner ends 2.3081537 lr along the bottom.
        #expect(abs(c[3].3.x - (60 - 2.3081537 * lr)) < 1e-9 && c[3].3.y == 20)
    }

    /// Every corner leaves its incoming edge and meets its outgoing edge tangentially (its first
    /// and last control points lie on those edges), and the pill's halves meet smoothly mid-side.
    /// (The corner's inner joints follow UIKit's published coefficients, kinks included.)
    @Test func cornersMeetTheirEdgesTangentially() {
        for (w, h) in [(28.0, 20.0), (60.0, 20.0), (20.0, 60.0), (100.0, 40.0)] {
            let c = Self.cubics(RoundedRect(rect: Rect(x: 0, y: 0, width: w, height: h), radius: 10, style: .continuous).path)
            func onEdge(_ p: Point) -> Bool { abs(p.x) < 1e-9 || abs(p.x - w) < 1e-9 || abs(p.y) < 1e-9 || abs(p.y - h) < 1e-9 }
            for (p0, a, b, p3) in c {
                if onEdge(p0) && (abs(p0.y) < 1e-9 || abs(p0.y - h) < 1e-9) { #expect(abs(a.y - p0.y) < 1e-9 || abs(a.x - p0.x) < 1e-9, "\(w)x\(h)") }
                if onEdge(p3) && (abs(p3.x) < 1e-9 || abs(p3.x - w) < 1e-9) { #expect(abs(b.x - p3.x) < 1e-9 || abs(b.y - p3.y) < 1e-9, "\(w)x\(h)") }
            }
        }
    }

    @Test func unevenRadiiStillScaleTogether() {
        let shape = RoundedRect(rect: Rect(x: 0, y: 0, width: 30, height: 12),
                                radii: CornerRadii(topLeft: 10, topRight: 0, bottomRight: 10, bottomLeft: 0), style: .continuous)
        #expect(shape.fittedRadii.topLeft < 10)
    }
}
