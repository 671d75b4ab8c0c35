/// "Did you mean" suggestions for misspelt names (colours, variants, tokens, fonts): the
/// candidate with the smallest edit distance, when that distance is small enough to be a typo.
/// Every stage that names an unknown thing in an error uses this one rule.
///
/// The search is bounded, because both the unknown name and the candidates come from files: a
/// name longer than ``maxNameLength`` gets no suggestion, a candidate whose length differs by
/// more than the distance still allowed is skipped without a comparison, the distance is
/// computed only in the diagonal band that can stay within that bound (and stops as soon as a
/// whole row is past it), and the search ends after ``maxCandidates`` candidates or
/// ``workBudget`` compared character pairs. Without these, 4,000 palette names of 405
/// characters against a 9,000-character unknown name took 69 s (full Levenshtein each).
package enum NameSuggestion {
    /// The longest name (in characters) that is given a suggestion: past it no one is typing.
    package static let maxNameLength = 256
    /// The most candidates one search looks at (the first ones, in the order given).
    package static let maxCandidates = 100_000
    /// The most character pairs one search compares, over all candidates (about 10 ms).
    package static let workBudget = 20_000_000

    /// The nearest candidate to `text` by case-insensitive Levenshtein distance, if it is at most
    /// `max(2, text.count / 3)` edits away (a third of the word, at least two: `drak` → `dark`).
    /// Ties go to the candidate listed first, so the answer does not depend on hashing order.
    /// - Complexity: at most ``workBudget`` character comparisons and ``maxCandidates``
    ///   candidates, whatever the input.
    package static func nearest<S: Sequence>(to text: String, in candidates: S) -> String? where S.Element == String {
        let lowered = Array(text.lowercased())
        guard lowered.count <= maxNameLength else { return nil }
        var bound = max(2, text.count / 3)
        var best: String?
        var work = 0, examined = 0
        for candidate in candidates {
            examined += 1
            if examined > maxCandidates || work > workBudget { break }
            // A name's characters take 1-4 UTF-8 bytes (more only for emoji sequences): a
            // candidate with 16 bytes for every character still in reach is not even split.
            if candidate.utf8.count > 16 * (lowered.count + bound) { continue }
            let other = Array(candidate.lowercased())
            guard abs(other.count - lowered.count) <= bound else { continue }
            guard let d = distance(lowered, other, atMost: bound, work: &work) else { continue }
            best = candidate
            // Only a strictly nearer candidate replaces this one.
            if d == 0 { break }
            bound = d - 1
        }
        return best
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
        var work = 0
        return distance(a, b, atMost: max(a.count, b.count), work: &work) ?? max(a.count, b.count)
    }

    /// Levenshtein distance when it is at most `limit`, else nil; `work` grows by the character
    /// pairs compared.
    ///
    /// Only cells within `limit` of the diagonal are computed (a path through any other cell
    /// costs more than `limit`); cells outside the band count as `limit + 1`. The row minimum
    /// never decreases from one row to the next, so a row wholly past `limit` ends the search.
    /// - Complexity: O(min(a, b) · limit).
    package static func distance(_ a: [Character], _ b: [Character], atMost limit: Int, work: inout Int) -> Int? {
        guard limit >= 0, abs(a.count - b.count) <= limit else { return nil }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let outside = limit + 1
        var previous = (0...b.count).map { $0 <= limit ? $0 : outside }
        var current = [Int](repeating: outside, count: b.count + 1)
        for i in 1...a.count {
            let low = max(1, i - limit), high = min(b.count, i + limit)
            current[0] = i <= limit ? i : outside
            if low > 1 { current[low - 1] = outside }
            var rowMinimum = current[0]
            if low <= high {
                for j in low...high {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    let value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost, outside)
                    current[j] = value
                    rowMinimum = min(rowMinimum, value)
                }
                work += high - low + 1
            }
            if high < b.count { current[high + 1] = outside }
            if rowMinimum > limit { return nil }
            swap(&previous, &current)
        }
        let d = previous[b.count]
        return d <= limit ? d : nil
    }
}
