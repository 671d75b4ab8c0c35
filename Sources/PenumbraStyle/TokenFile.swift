import Foundation

/// One design-token file of a palette and the mode its plain values belong to: the mode named
/// by the innermost folder whose name is a mode (`dark/semantic.json`), else by the file's own
/// name (`dark.tokens.json`, Style Dictionary's `tokens.dark.json`); `nil` for a file shared by
/// every mode (`global.tokens.json`), whose plain values are the light (default) values.
public struct TokenFile: Hashable, Sendable {
    /// The file.
    public var url: URL
    /// The mode name as written in the folder or file name, or `nil` for a shared file.
    public var mode: String?

    /// A file and its mode.
    public init(url: URL, mode: String? = nil) {
        self.url = url
        self.mode = mode
    }
}
