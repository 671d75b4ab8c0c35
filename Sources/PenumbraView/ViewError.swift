import PenumbraCore
import PenumbraPNG
import PenumbraText

/// Why a view tree or fixture cannot be rendered. Every case names the tree path
/// (`root.children[2].background`) and, for fixtures, the file.
public enum ViewError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A palette colour name that the palette does not define; `suggestion` is the nearest name.
    case unknownColor(path: String, name: String, suggestion: String?)
    /// An image asset name that no catalog defines.
    case unknownImage(path: String, name: String, suggestion: String?)
    /// An image asset with no usable file for the variant (none for any appearance, one that
    /// cannot be read, a format Penumbra does not read); `reason` names the file and what is wrong.
    case invalidImage(path: String, name: String, reason: String)
    /// An image asset whose file does not decode: the reader's own error, which names the file.
    case damagedImage(path: String, name: String, ImageFileError)
    /// An SF Symbols name with no glyph, in a strict render (``ViewRenderer/strictSymbols``);
    /// otherwise it draws a placeholder and is a ``RenderWarning``.
    case unknownSymbol(path: String, name: String, suggestion: String?)
    /// A mapped symbol whose font is not installed or cannot be read, in a strict render;
    /// `reason` says which file or folders and how to install it.
    case symbolFontUnavailable(path: String, name: String, reason: String)
    /// A font name no registered font has (as a family, full or PostScript name), in a strict
    /// render (``ViewRenderer/strictFonts``) or a fixture; otherwise it draws in the system font
    /// and is a ``RenderWarning``.
    case unknownFont(path: String, family: String, suggestion: String?)
    /// The root size cannot make an image (zero, negative, infinite or too large).
    case invalidRootSize(width: Double, height: Double, scale: Int)
    /// The text engine could not draw a run (a malformed glyph outline in the named font file).
    case textFailed(path: String, FontError)
    /// The default fonts (DejaVu Sans from the system's font folders) cannot be loaded.
    case defaultFontsUnavailable(FontError)
    /// The PNG encoder failed.
    case encodingFailed(PNGError)
    /// A fixture that is not valid: `path` is the JSON path, `message` says what is wrong.
    case invalidFixture(file: String?, path: String, message: String)
    /// A view API that compiles but is not drawn yet, met while building content during layout
    /// (inside a `GeometryReader`); `api` names it.
    case unsupported(path: String, api: String)
    /// A tree nests deeper than the limit (each stack and modifier is a level).
    case tooDeep(path: String, depth: Int, limit: Int)
    /// A layout written in code answered something no layout can use (a NaN or negative size or
    /// proposal), or content built during layout nests without end.
    case invalidLayout(path: String, reason: String)

    public var description: String {
        switch self {
        case let .unknownColor(path, name, suggestion):
            return "\(path): unknown colour \"\(name)\"" + Self.hint(suggestion)
        case let .unknownImage(path, name, suggestion):
            return "\(path): unknown image \"\(name)\"" + Self.hint(suggestion)
        case let .invalidImage(path, name, reason):
            return "\(path): image \"\(name)\" cannot be drawn: \(reason)"
        case let .damagedImage(path, name, error):
            return "\(path): image \"\(name)\" cannot be drawn: \(error)"
        case let .unknownSymbol(path, name, suggestion):
            return "\(path): unknown symbol \"\(name)\"" + Self.hint(suggestion)
        case let .symbolFontUnavailable(path, name, reason):
            return "\(path): symbol \"\(name)\" cannot be drawn: \(reason)"
        case let .unknownFont(path, family, suggestion):
            return "\(path): unknown font family \"\(family)\"" + Self.hint(suggestion)
        case let .invalidRootSize(width, height, scale):
            return "root size \(width)x\(height) points at \(scale)x is not a drawable image size"
        case let .textFailed(path, error):
            return "\(path): cannot draw text: \(error)"
        case let .defaultFontsUnavailable(error):
            return "the default fonts cannot be loaded: \(error)"
        case let .encodingFailed(error):
            return "cannot encode the render as PNG: \(error)"
        case let .tooDeep(path, depth, limit):
            return "\(path): the view tree nests \(depth) levels deep, more than the \(limit) Penumbra renders (each stack and modifier is a level)"
        case let .invalidLayout(path, reason):
            return "\(path): invalid layout: \(reason)"
        case let .unsupported(path, api):
            return "\(path): \(api) is not supported by Penumbra's renderer yet"
        case let .invalidFixture(file, path, message):
            // "$" is the whole document: the message alone says what is wrong with it.
            return (file.map { "\($0): " } ?? "") + (path == "$" ? "" : "\(path): ") + message
        }
    }

    private static func hint(_ suggestion: String?) -> String {
        NameSuggestion.phrase(suggestion)
    }
}
