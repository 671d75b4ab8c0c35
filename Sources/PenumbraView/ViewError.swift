import PenumbraCore

/// Why a view tree or fixture cannot be rendered. Every case names the tree path
/// (`root.children[2].background`) and, for fixtures, the file.
public enum ViewError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A palette colour name that the palette does not define; `suggestion` is the nearest name.
    case unknownColor(path: String, name: String, suggestion: String?)
    /// An image asset name that no catalog defines.
    case unknownImage(path: String, name: String, suggestion: String?)
    /// A built-in symbol that does not exist.
    case unknownSymbol(path: String, name: String, suggestion: String?)
    /// A font family that is not registered.
    case unknownFont(path: String, family: String, suggestion: String?)
    /// The root size cannot make an image (zero, negative, infinite or too large).
    case invalidRootSize(width: Double, height: Double, scale: Int)
    /// The text engine could not draw a run (a malformed glyph outline).
    case textFailed(path: String, reason: String)
    /// The PNG encoder failed.
    case encodingFailed(reason: String)
    /// A fixture that is not valid: `path` is the JSON path, `message` says what is wrong.
    case invalidFixture(file: String?, path: String, message: String)

    public var description: String {
        switch self {
        case let .unknownColor(path, name, suggestion):
            return "\(path): unknown colour \"\(name)\"" + Self.hint(suggestion)
        case let .unknownImage(path, name, suggestion):
            return "\(path): unknown image \"\(name)\"" + Self.hint(suggestion)
        case let .unknownSymbol(path, name, suggestion):
            return "\(path): unknown symbol \"\(name)\"" + Self.hint(suggestion)
        case let .unknownFont(path, family, suggestion):
            return "\(path): unknown font family \"\(family)\"" + Self.hint(suggestion)
        case let .invalidRootSize(width, height, scale):
            return "root size \(width)x\(height) points at \(scale)x is not a drawable image size"
        case let .textFailed(path, reason):
            return "\(path): cannot draw text: \(reason)"
        case .encodingFailed(let reason):
            return "cannot encode the render as PNG: \(reason)"
        case let .invalidFixture(file, path, message):
            // "$" is the whole document: the message alone says what is wrong with it.
            return (file.map { "\($0): " } ?? "") + (path == "$" ? "" : "\(path): ") + message
        }
    }

    private static func hint(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean \"\($0)\"?" } ?? ""
    }
}

/// "Did you mean" suggestions: the candidate nearest by case-insensitive edit distance, when
/// at most `max(2, count / 3)` edits away. Ties go to the candidate listed first.
enum NameSuggestion {
    static func nearest(to text: String, in candidates: [String]) -> String? {
        let limit = max(2, text.count / 3)
        let a = Array(text.lowercased())
        var best: (String, Int)?
        for candidate in candidates {
            let d = distance(a, Array(candidate.lowercased()))
            if d <= limit, d < (best?.1 ?? Int.max) { best = (candidate, d) }
        }
        return best?.0
    }

    /// Levenshtein distance.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
