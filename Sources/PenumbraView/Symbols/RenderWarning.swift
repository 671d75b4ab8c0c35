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

    /// The tree path of the view the warning concerns.
    public var path: String {
        switch self {
        case let .unknownSymbol(path, _, _), let .symbolFontUnavailable(path, _, _): path
        }
    }

    /// The symbol name the warning concerns.
    public var symbolName: String {
        switch self {
        case let .unknownSymbol(_, name, _), let .symbolFontUnavailable(_, name, _): name
        }
    }

    public var description: String {
        switch self {
        case let .unknownSymbol(path, name, suggestion):
            return "\(path): unknown symbol \"\(name)\" drawn as a placeholder" + NameSuggestion.phrase(suggestion)
        case let .symbolFontUnavailable(path, name, reason):
            return "\(path): symbol \"\(name)\" drawn as a placeholder: \(reason)"
        }
    }

    /// The typed error a strict render throws instead of this warning.
    var error: ViewError {
        switch self {
        case let .unknownSymbol(path, name, suggestion): .unknownSymbol(path: path, name: name, suggestion: suggestion)
        case let .symbolFontUnavailable(path, name, reason): .symbolFontUnavailable(path: path, name: name, reason: reason)
        }
    }
}
