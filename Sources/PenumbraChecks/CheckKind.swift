import PenumbraCore

/// The checks Penumbra runs beyond pixel comparison.
public enum CheckKind: String, CaseIterable, Hashable, Sendable, Codable, Comparable {
    /// Text whose contrast against what lies behind it is below WCAG 2's minimum.
    case contrast
    /// Transparent pixels in a screen-sized render.
    case background
    /// Static colours where the palette has a semantic colour.
    case hardcoded
    /// Colours that did not follow a change of appearance.
    case stuck

    /// Parses a comma-separated list (`contrast,background`); throws
    /// ``CheckError/unknownCheck(name:known:)`` for a name not in ``allCases``.
    public static func parseList(_ list: String) throws(CheckError) -> [CheckKind] {
        var kinds: [CheckKind] = []
        for part in list.split(separator: ",") {
            let name = part.trimming { $0 == " " }
            guard let kind = CheckKind(rawValue: name) else {
                throw .unknownCheck(name: name, known: allCases.map(\.rawValue))
            }
            if !kinds.contains(kind) { kinds.append(kind) }
        }
        return kinds
    }

    public static func < (lhs: CheckKind, rhs: CheckKind) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}
