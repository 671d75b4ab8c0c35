import PenumbraCore

/// Intended exceptions to the hard-coded-colour check: nodes by tree path and colours by value.
///
/// A path entry matches that node and, when it ends in `*`, every path that starts with the
/// text before the `*` (`root.children[3]*` allows a whole subtree).
public struct ColorAllowList: Hashable, Sendable, Codable {
    /// Allowed tree paths (exact, or a prefix ending in `*`).
    public var paths: [String]
    /// Allowed colours, compared by value (straight RGBA).
    public var colors: [RGBA8Hex]

    /// An allow-list; empty by default.
    public init(paths: [String] = [], colors: [RGBA8] = []) {
        self.paths = paths
        self.colors = colors.map(RGBA8Hex.init)
    }

    /// Nothing allowed.
    public static let empty = ColorAllowList()

    /// Whether a colour at a path is an intended exception.
    public func allows(path: String, color: RGBA8) -> Bool {
        if colors.contains(where: { $0.rgba == color }) { return true }
        return paths.contains { entry in
            entry.hasSuffix("*") ? path.hasPrefix(entry.dropLast()) : path == entry
        }
    }
}
