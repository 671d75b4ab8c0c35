import Foundation
import Testing
@testable import PenumbraCore

@Suite struct PixelRectTests {
    @Test func sidesBelowOneAndOverflowAreRefused() {
        #expect(throws: PixelRectError.emptySide(x: 1, y: 2, width: 0, height: 4)) { try PixelRect(x: 1, y: 2, width: 0, height: 4) }
        #expect(throws: PixelRectError.emptySide(x: 0, y: 0, width: 3, height: -1)) { try PixelRect(x: 0, y: 0, width: 3, height: -1) }
        #expect(throws: PixelRectError.overflow(x: Int.max, y: 0, width: 1, height: 1)) { try PixelRect(x: .max, y: 0, width: 1, height: 1) }
        #expect(throws: PixelRectError.overflow(x: 0, y: 0, width: Int.max, height: 2)) { try PixelRect(x: 0, y: 0, width: .max, height: 2) }
        #expect(PixelRectError.emptySide(x: 1, y: 2, width: 0, height: 4).description
                == "rectangle 1,2,0,4 needs a width and height of at least 1 pixel")
    }

    @Test func edgesAreaUnionAndContainment() throws {
        let a = try PixelRect(x: -2, y: 3, width: 4, height: 5)
        #expect(a.maxX == 2 && a.maxY == 8 && a.area == 20)
        #expect(a.contains(x: -2, y: 3) && a.contains(x: 1, y: 7) && !a.contains(x: 2, y: 7) && !a.contains(x: 1, y: 8))
        let b = try PixelRect(x: 2, y: 0, width: 1, height: 1)
        #expect(!a.intersects(b), "touching edges share no pixel")
        #expect(a.union(b) == (try PixelRect(x: -2, y: 0, width: 5, height: 8)))
        #expect(a.description == "-2,3 4x5")
    }

    @Test func decodingChecksWhatTheInitialiserChecks() throws {
        let good = try JSONDecoder().decode(PixelRect.self, from: Data(#"{"x":1,"y":2,"width":3,"height":4}"#.utf8))
        #expect(good == (try PixelRect(x: 1, y: 2, width: 3, height: 4)))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(try encoder.encode(good) == Data(#"{"height":4,"width":3,"x":1,"y":2}"#.utf8))
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(PixelRect.self, from: Data(#"{"x":1,"y":2,"width":0,"height":4}"#.utf8)) }
    }
}
