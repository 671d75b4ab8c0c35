/// "Did you mean" suggestions for misspelt names (colours, variants, tokens, fonts): the
/// candidate with the smallest edit distance, when that distance is small enough to be a typo.
/// Every stage that names an unknown thing in an error uses this one rule.
package enum NameSuggestion {
    /// The nearest candidate to `text` by case-insensitive Levenshtein distance, if it is at most
    /// `max(2, text.count / 3)` edits away (a third of the word, at least two: `drak` → `dark`).
    /// Ties go to the candidate listed first, so the answer does not depend on hashing order.
    package static func nearest<S: Sequence>(to text: String, in candidates: S) -> String? where S.Element == String {
        let limit = max(2, text.count / 3)
        var best: (name: String, distance: Int)?
        let lowered = Array(text.lowercased())
        for candidate in candidates {
            let d = distance(lowered, Array(candidate.lowercased()))
            if d <= limit, d < (best?.distance ?? Int.max) { best = (candidate, d) }
        }
        return best?.name
    }

    /// The one wording of a suggestion in an error message: `; did you mean "dark"?` appended
    /// to what is wrong, or nothing when there is no suggestion.
    package static func phrase(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean \"\($0)\"?" } ?? ""
    }

    /// ``phrase(_:)`` of the ``nearest(to:in:)`` candidate.
    package static func phrase<S: Sequence>(for text: String, in candidates: S) -> String where S.Element == String {
        phrase(nearest(to: text, in: candidates))
    }

    /// Levenshtein distance (insertions, deletions, substitutions each cost 1).
    package static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
