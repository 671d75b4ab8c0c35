import PenumbraView

/// Why a `PenumbraUI` view cannot be rendered: each case names the view path
/// (`PayButton/HStack.children[1]`) and what is wrong.
public enum UIError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The view uses an API that compiles but that Penumbra does not draw yet; `api` names it
    /// (`Font.italic()`, `a custom Shape`).
    case unsupported(path: String, api: String)
    /// Views nest deeper than the renderer follows (a body that includes itself).
    case tooDeep(path: String, limit: Int)
    /// A view reads an object (`@Environment(Model.self)`, `@EnvironmentObject`) that no view
    /// above it put in the environment.
    case missingEnvironmentObject(path: String, type: String)
    /// The view stage rejected the tree: an unknown colour, image, symbol or font, an undrawable
    /// size; its path names the view types the tree came from.
    case view(ViewError)
    /// An environment variable that sets the default configuration holds a value it does not
    /// take (`PENUMBRA_SYSTEM_COLORS=ios19`).
    case invalidSetting(variable: String, value: String, expected: [String])

    public var description: String {
        switch self {
        case let .unsupported(path, api):
            "\(path): \(api) is not supported by Penumbra's renderer yet"
        case let .tooDeep(path, limit):
            "\(Self.abbreviated(path)): views nest more than \(limit) deep; does a body contain its own view?"
        case let .missingEnvironmentObject(path, type):
            "\(path): no \(type) in the environment; put one above this view with .environment(\(type)(…)) or .environmentObject(\(type)(…))"
        case let .view(error):
            error.description
        case let .invalidSetting(variable, value, expected):
            "\(variable) is \"\(value)\"; expected one of \(expected.joined(separator: ", "))"
        }
    }

    /// A view path short enough to read: its first and last four views around a count of the
    /// ones left out (a body that contains itself makes paths hundreds of views long).
    package static func abbreviated(_ path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count > 12 else { return path }
        return (parts.prefix(4) + ["…\(parts.count - 8) more…"] + parts.suffix(4)).joined(separator: "/")
    }
}
