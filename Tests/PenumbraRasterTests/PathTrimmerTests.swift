import PenumbraCore
import Testing
@testable import PenumbraRaster

/// Trimming by length, as SwiftUI's `trim(from:to:)` cuts a shape's outline.
@Suite struct PathTrimmerTests {
    static func square(_ side: Double) -> VectorPath { Shapes.rectangle(Rect(x: 0, y: 0, width: side, height: side)) }

    @Test func theWholeRangeKeepsThePath() {
        #expect(PathTrimmer.trim(Self.square(10), from: 0, to: 1) == Self.square(10))
        #expect(PathTrimmer.trim(Self.square(10), from: 0.5, to: 0.5).isEmpty)
        #expect(PathTrimmer.trim(Self.square(10), from: 0.7, to: 0.2).isEmpty)
    }

    @Test func aClosedSquareIsCutAlongItsPerimeterIncludingTheClosingSide() {
        // Perimeter 40: 0.1…0.8 runs from (4, 0) round the corners to (0, 8) on the closing side.
        let part = PathTrimmer.trim(Self.square(10), from: 0.1, to: 0.8)
        #expect(part.elements == [.move(to: Point(4, 0)), .line(to: Point(10, 0)), .line(to: Point(10, 10)),
                                  .line(to: Point(0, 10)), .line(to: Point(0, 8))])
    }

    @Test func curvesAreCutByTheirFlattenedLength() {
        // A circle of radius 10 has length 20π; half of it ends on the opposite side.
        let circle = Shapes.circle(center: Point(0, 0), radius: 10)
        let half = PathTrimmer.trim(circle, from: 0, to: 0.5)
        guard case .move(let start) = half.elements.first, case .line(let end) = half.elements.last else {
            Issue.record("no polyline"); return
        }
        #expect(abs(start.x - 10) < 1e-9 && abs(start.y) < 1e-9)
        #expect(abs(end.x + 10) < 0.01 && abs(end.y) < 0.05)
        // The rightmost point starts, running clockwise on screen (y down): the lower half.
        #expect(half.elements.contains { if case .line(let p) = $0 { return p.y > 9.9 } else { return false } })
    }

    @Test func subpathsContinueOneAfterTheOther() {
        var two = VectorPath()
        two.move(to: Point(0, 0)); two.line(to: Point(10, 0))
        two.move(to: Point(0, 5)); two.line(to: Point(10, 5))
        let middle = PathTrimmer.trim(two, from: 0.25, to: 0.75)
        #expect(middle.elements == [.move(to: Point(5, 0)), .line(to: Point(10, 0)), .move(to: Point(0, 5)), .line(to: Point(5, 5))])
    }
}
