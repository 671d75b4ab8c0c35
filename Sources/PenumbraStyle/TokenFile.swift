import Foundation

/// One design-token file of a palette and the mode its plain values belong to: the mode named
/// by the file's own name (`dark.tokens.json`, Style Dictionary's `tokens.dark.json`), else by
/// the innermost folder whose name is a mode (`dark/semantic.json`; the rule between the two is
/// `PaletteSources.mode(of:folderMode:)`); `nil` for a file shared by every mode
/// (`global.tokens.json`), whose plain values are the light (default) values.
public struct TokenFile: Hashable, Sendable {
    /// The file.
    public var url: URL
    /// The mode name as written in the folder or file name, or `nil` for a shared file.
    public var mode: String?
    /// Whether the file was found by searching a folder rather than named: such a file that
    /// holds no tokens, or a token pipeline's own input, is skipped with a note.
    public var fromFolder = false

    /// A file and its mode.
    public init(url: URL, mode: String? = nil) {
        self.url = url
        self.mode = mode
    }
}
