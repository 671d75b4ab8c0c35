import Testing
@testable import PenumbraCore

@Suite struct RectTests {
    @Test func edgesAndSizesReadTheRectangleNormalised() {
        let r = Rect(x: 10, y: 20, width: -4, height: 6)
        #expect(r.minX == 6 && r.maxX == 10 && r.minY == 20 && r.maxY == 26)
        #expect(r.width == 4 && r.height == 6)
        #expect(r.midX == 8 && r.midY == 23)
        #expect(r.isEmpty, "a negative size is empty, as a zero size is")
        #expect(Rect(x: 0, y: 0, width: 0, height: 5).isEmpty)
        #expect(!Rect(x: 0, y: 0, width: 1, height: 1).isEmpty)
    }

    @Test func insetShrinksAndNegativeInsetGrows() {
        let r = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(r.insetBy(dx: 2, dy: 5) == Rect(x: 12, y: 25, width: 26, height: 30))
        #expect(r.insetBy(dx: -1, dy: -2) == Rect(x: 9, y: 18, width: 32, height: 44))
    }

    @Test func offsetIntersectionUnionContains() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        let b = Rect(x: 5, y: 6, width: 10, height: 10)
        #expect(a.offsetBy(dx: 3, dy: -2) == Rect(x: 3, y: -2, width: 10, height: 10))
        #expect(a.intersection(b) == Rect(x: 5, y: 6, width: 5, height: 4))
        #expect(a.intersection(Rect(x: 10, y: 0, width: 5, height: 5)) == nil, "touching edges do not overlap")
        #expect(a.union(b) == Rect(x: 0, y: 0, width: 15, height: 16))
        #expect(a.contains(Point(x: 0, y: 0)) && a.contains(Point(x: 9.99, y: 9.99)))
        #expect(!a.contains(Point(x: 10, y: 5)) && !a.contains(Point(x: 5, y: 10)), "right and bottom edges are outside")
        #expect(Rect.zero.description == "(0.0, 0.0, 0.0, 0.0)")
    }
}
