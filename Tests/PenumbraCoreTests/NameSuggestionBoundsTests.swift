import PenumbraCore
import Testing

/// "Did you mean" stays the same answer for names a person types, and bounded work for names a
/// file makes up.
@Suite struct NameSuggestionBoundsTests {
    @Test(arguments: [
        ("drak", ["light", "dark"], "dark" as String?), ("primaryTxt", ["primaryText", "primary"], "primaryText"),
        ("xyz", ["light", "dark"], nil), ("Dark", ["dark", "Dark"], "dark"), ("ab", ["abcd", "ab"], "ab"),
    ])
    func suggestsTheNearestTypo(text: String, candidates: [String], expected: String?) {
        #expect(NameSuggestion.nearest(to: text, in: candidates) == expected)
    }

    /// The banded distance agrees with the full one wherever the full one is within the band.
    @Test func bandedDistanceMatchesTheFullOne() {
        let words = ["", "a", "ab", "kitten", "sitting", "saturday", "sunday", "flaw", "lawn", "intention", "execution"]
        for a in words {
            for b in words {
                let x = Array(a), y = Array(b)
                // The full dynamic programme, written out here as the reference.
                var previous = Array(0...y.count)
                for i in 0..<x.count {
                    var current = [i + 1]
                    for j in 0..<y.count { current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x[i] == y[j] ? 0 : 1))) }
                    previous = current
                }
                let full = previous[y.count]
                #expect(NameSuggestion.distance(x, y) == full, "\(a) / \(b)")
                for limit in 0...6 {
                    var work = 0
                    #expect(NameSuggestion.distance(x, y, atMost: limit, work: &work) == (full <= limit ? full : nil), "\(a) / \(b) within \(limit)")
                }
            }
        }
    }

    /// A 9,000-character unknown name is not compared at all; 4,000 names of 205 characters
    /// against a 202-character one stay within the band and the work budget.
    @Test func hugeNamesAreComparedWithinTheBudget() {
        let long = (0..<4_000).map { "n\($0)" + String(repeating: "x", count: 400) }
        #expect(NameSuggestion.nearest(to: String(repeating: "y", count: 9_000), in: long) == nil)
        #expect(NameSuggestion.nearest(to: "n17" + String(repeating: "x", count: 399), in: long) == nil)  // past 256 characters
        let names = (0..<4_000).map { "n\($0)" + String(repeating: "x", count: 200) }
        var work = 0
        _ = NameSuggestion.distance(Array(names[0]), Array(names[1]), atMost: 67, work: &work)
        #expect(work <= 202 * 135)
        #expect(NameSuggestion.nearest(to: "n17" + String(repeating: "x", count: 199), in: names) != nil)
    }
}
