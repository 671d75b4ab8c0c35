import PenumbraCore

/// Something a render drew differently from what the tree asked for, without failing: carried in
/// ``ViewRenderer/Render/warnings`` so assertions and the CLI can print it. Each names the tree
/// path (`root.children[2]`) of the view it concerns.
public enum RenderWarning: Hashable, Sendable, CustomStringConvertible {
    /// An SF Symbols name that neither the built-in symbols nor the symbol font's mapping knows:
    /// drawn as a placeholder of the symbol's size. `suggestion` is the nearest known name.
    case unknownSymbol(path: String, name: String, suggestion: String?)
    /// A mapped symbol whose font (Material Icons, `fonts-material-design-icons-iconfont`) is not
    /// installed or cannot be read: drawn as a placeholder. `reason` names the file or folders.
    case symbolFontUnavailable(path: String, name: String, reason: String)
    /// A font name (`Font.custom`, a fixture's family) that no registered font has as a family,
    /// full or PostScript name: drawn in the system font, as iOS draws it. `suggestion` is the
    /// nearest registered family.
    case unknownFont(path: String, family: String, suggestion: String?)
    /// A fixed frame `width` or `height` (`dimension`) that is NaN or infinite: laid out as if not
    /// given, as SwiftUI lays it out after logging "Invalid frame dimension".
    case invalidFrame(path: String, dimension: String, value: Double)

    /// The tree path of the view the warning concerns.
    public var path: String {
        switch self {
        case let .unknownSymbol(path, _, _), let .symbolFontUnavailable(path, _, _), let .unknownFont(path, _, _),
             let .invalidFrame(path, _, _): path
        }
    }

    /// The symbol or font name the warning concerns (for a frame, the dimension's name).
    public var symbolName: String {
        switch self {
        case let .unknownSymbol(_, name, _), let .symbolFontUnavailable(_, name, _), let .unknownFont(_, name, _),
             let .invalidFrame(_, name, _): name
        }
    }

    public var description: String {
        switch self {
        case let .unknownSymbol(path, name, suggestion):
            return "\(path): unknown symbol \"\(name)\" drawn as a placeholder" + NameSuggestion.phrase(suggestion)
        case let .symbolFontUnavailable(path, name, reason):
            return "\(path): symbol \"\(name)\" drawn as a placeholder: \(reason)"
        case let .unknownFont(path, family, suggestion):
            return "\(path): unknown font \"\(family)\" drawn in the system font" + NameSuggestion.phrase(suggestion)
        case let .invalidFrame(path, dimension, value):
            return "\(path): frame(\(dimension): \(value)) is an invalid frame dimension (negative or non-finite); laid out without it, as SwiftUI does"
        }
    }

    /// The typed error a strict render throws instead of this warning.
    var error: ViewError {
        switch self {
        case let .unknownSymbol(path, name, suggestion): .unknownSymbol(path: path, name: name, suggestion: suggestion)
        case let .symbolFontUnavailable(path, name, reason): .symbolFontUnavailable(path: path, name: name, reason: reason)
        case let .unknownFont(path, family, suggestion): .unknownFont(path: path, family: family, suggestion: suggestion)
        case let .invalidFrame(path, dimension, value):
            .invalidLayout(path: path, reason: "frame(\(dimension): \(value)): a frame length must be finite and not negative")
        }
    }
}
