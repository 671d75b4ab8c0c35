/// File-name components for snapshots: safe on every file system, never a path.
///
/// A component keeps `A-Z`, `a-z`, `0-9`, `.`, `_`, `-` and `@` (for scale suffixes such as
/// `dark@3x`, safe on every common file system); every other character becomes `-`;
/// runs of `-` and runs of `.` collapse to one; `.` and `-` are trimmed from both ends. So no
/// component holds a path separator or `..`, and none is hidden or empty (an empty result
/// becomes `unnamed`). `"../../etc"` becomes `"etc"`, `"Primary Button/Large"` becomes
/// `"Primary-Button-Large"`.
public enum SnapshotName {
    /// The sanitised form of `text`, as described on the type.
    public static func sanitize(_ text: String) -> String { sanitize(text, alsoKeeping: []) }

    /// The sanitised form of `text`, keeping the characters of `extra` as well.
    static func sanitize(_ text: String, alsoKeeping extra: Set<Unicode.Scalar>) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            let kept: Unicode.Scalar = isKept(scalar) || extra.contains(scalar) ? scalar : "-"
            if (kept == "-" || kept == "."), out.unicodeScalars.last == kept { continue }
            out.unicodeScalars.append(kept)
        }
        let trimmed = out.unicodeScalars.drop(while: isTrimmed).reversed().drop(while: isTrimmed).reversed()
        let result = String(String.UnicodeScalarView(trimmed))
        return result.isEmpty ? "unnamed" : result
    }

    /// The test's name from `#function`: `"rendersButton()"` and `"renders(size:)"` give
    /// `"rendersButton"` and `"renders"`; `"testButton"` (XCTest) stays; then sanitised.
    public static func testName(fromFunction function: String) -> String {
        let base = function.split(separator: "(", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return sanitize(String(base))
    }

    /// The test file's name without its extension: `/a/b/ButtonTests.swift` gives `ButtonTests`,
    /// sanitised, keeping `+` as well: `SnapshotTests+Tiles.swift` (an extension's file, as Swift
    /// names them) gives `SnapshotTests+Tiles`, the folder swift-snapshot-testing keeps its
    /// references in, so references it recorded are found where they are.
    public static func testFileName(fromFilePath filePath: String) -> String {
        let last = filePath.split(separator: "/").last.map(String.init) ?? filePath
        let stem = last.hasSuffix(".swift") ? String(last.dropLast(".swift".count)) : last
        return sanitize(stem, alsoKeeping: ["+"])
    }

    private static func isKept(_ s: Unicode.Scalar) -> Bool {
        switch s {
        case "A"..."Z", "a"..."z", "0"..."9", ".", "_", "-", "@": return true
        default: return false
        }
    }

    private static func isTrimmed(_ s: Unicode.Scalar) -> Bool { s == "." || s == "-" }
}
