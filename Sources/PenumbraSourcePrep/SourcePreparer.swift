import Foundation

/// Prepares a Swift file written for iOS to compile on Linux as it compiles for iOS, with no
/// change a reader would see in the team's copy: the rewritten text goes to a build folder, and
/// every line keeps its number (a `#sourceLocation` names the original file), so an error
/// points at the file and line the team wrote.
///
/// What it rewrites, outside string literals and comments:
/// - Objective-C attributes that Linux's Swift refuses ("Objective-C interoperability is
///   disabled"): `@objc`, `@objc(name)`, `@objcMembers`, `@IBAction`, `@IBOutlet`,
///   `@IBInspectable`, `@IBDesignable`, `@NSManaged`, `@GKInspectable` become blanks of the same
///   width. Without an Objective-C runtime nothing calls them by name anyway.
/// - `#selector(…)` becomes `Selector("…")` (Penumbra's UIKit has `Selector`; a render calls no
///   target–action), `#keyPath(…)` the string of its path; a call over several lines keeps its
///   line breaks after it.
/// - Platform conditions of `#if`/`#elseif` lines read as they do for iOS: `os(iOS)` is true,
///   `os(macOS)`, `os(tvOS)`, `os(watchOS)`, `os(visionOS)`, `os(Linux)`, `os(Windows)`,
///   `os(Android)` and `os(FreeBSD)` false, `targetEnvironment(macCatalyst)` false, padded to
///   their width. `canImport(UIKit)` is already true (Penumbra has the module).
/// - `@available(iOS, unavailable)` becomes `@available(*  , unavailable)`: what iOS lacks is
///   unavailable here too (an enum case marked so needs no `case` in a switch, as on iOS).
/// - `import os`, `import os.log` and `import OSLog` import `PenumbraOS`, Penumbra's logging API
///   (a module named `os` would change `canImport(os)` for every package of the build).
public enum SourcePreparer {
    /// The prepared text of `source`, whose diagnostics name `originalPath`.
    public static func prepare(_ source: String, originalPath: String) -> String {
        var scanner = Scanner(Array(source.utf8))
        let body = scanner.rewrite()
        let escaped = originalPath.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "#sourceLocation(file: \"\(escaped)\", line: 1)\n" + String(decoding: body, as: UTF8.self)
    }

    /// Attributes that need the Objective-C runtime.
    static let objcAttributes: Set<String> = ["objc", "objcMembers", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable",
                                              "NSManaged", "GKInspectable", "IBSegueAction"]
    /// Platform conditions and what they are for iOS.
    static let platformConditions: [String: Bool] = [
        "os(iOS)": true, "os(macOS)": false, "os(OSX)": false, "os(tvOS)": false, "os(watchOS)": false, "os(visionOS)": false,
        "os(xrOS)": false, "os(Linux)": false, "os(Windows)": false, "os(Android)": false, "os(FreeBSD)": false,
        "targetEnvironment(macCatalyst)": false,
    ]

    /// A pass over the bytes that copies them, rewriting what the rules above name.
    struct Scanner {
        let bytes: [UInt8]
        var i = 0
        var out: [UInt8] = []

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            out.reserveCapacity(bytes.count + 64)
        }

        func at(_ k: Int) -> UInt8 { k < bytes.count ? bytes[k] : 0 }
        func starts(_ text: String, at k: Int) -> Bool {
            let t = Array(text.utf8)
            guard k + t.count <= bytes.count else { return false }
            return Array(bytes[k..<(k + t.count)]) == t
        }
        static func isIdentifier(_ b: UInt8) -> Bool {
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b >= 0x80
        }

        mutating func rewrite() -> [UInt8] {
            var lineStart = true
            while i < bytes.count {
                let b = bytes[i]
                if lineStart, let end = conditionLineEnd() {
                    copyCondition(to: end)
                    continue
                }
                if lineStart, let (start, end) = loggingImport() {
                    out.append(contentsOf: bytes[i..<start])
                    out.append(contentsOf: Array("import PenumbraOS".utf8))
                    i = end
                    lineStart = false
                    continue
                }
                if b == 0x0A { lineStart = true; out.append(b); i += 1; continue }
                if b != 0x20 && b != 0x09 { lineStart = false }
                if b == 0x2F, at(i + 1) == 0x2F { copyLineComment(); continue }
                if b == 0x2F, at(i + 1) == 0x2A { copyBlockComment(); continue }
                if b == 0x22 || (b == 0x23 && rawStringStart(i) != nil) { copyString(); continue }
                if b == 0x40, let skipped = objcAttribute() { blank(skipped); continue }
                if b == 0x40, starts("@available(iOS,", at: i), iOSUnavailable() {
                    out.append(contentsOf: Array("@available(*  ,".utf8))
                    i += "@available(iOS,".utf8.count
                    continue
                }
                if b == 0x23, starts("#selector(", at: i) { replaceCall(prefix: "#selector(", as: { "Selector(\"\($0)\")" }); continue }
                if b == 0x23, starts("#keyPath(", at: i) { replaceCall(prefix: "#keyPath(", as: { "\"\($0)\"" }); continue }
                out.append(b)
                i += 1
            }
            return out
        }

        /// Where a `#if`/`#elseif` line (after spaces) ends, when the line at `i` is one.
        func conditionLineEnd() -> Int? {
            var k = i
            while at(k) == 0x20 || at(k) == 0x09 { k += 1 }
            guard starts("#if", at: k) || starts("#elseif", at: k) else { return nil }
            let word = starts("#elseif", at: k) ? 7 : 3
            guard !Self.isIdentifier(at(k + word)) else { return nil }
            var end = k
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            return end
        }

        /// The range of `import os` / `import os.log` / `import OSLog` on the line at `i` (after
        /// spaces), up to the end of the module name.
        func loggingImport() -> (Int, Int)? {
            var k = i
            while at(k) == 0x20 || at(k) == 0x09 { k += 1 }
            for name in ["import os.log", "import OSLog", "import os"] where starts(name, at: k) {
                let end = k + name.utf8.count
                guard !Self.isIdentifier(at(end)), at(end) != 0x2E else { continue }
                return (k, end)
            }
            return nil
        }

        /// Copies a condition line up to `end` with its platform conditions read for iOS
        /// (a trailing `//` comment is copied as it is).
        mutating func copyCondition(to end: Int) {
            while i < end {
                if bytes[i] == 0x2F, at(i + 1) == 0x2F {
                    out.append(contentsOf: bytes[i..<end])
                    i = end
                    return
                }
                var matched = false
                for (condition, value) in SourcePreparer.platformConditions where starts(condition, at: i) {
                    guard i == 0 || !Self.isIdentifier(bytes[i - 1]) else { continue }
                    let literal = value ? "true" : "false"
                    let width = condition.utf8.count
                    out.append(contentsOf: Array(literal.utf8))
                    out.append(contentsOf: [UInt8](repeating: 0x20, count: max(0, width - literal.utf8.count)))
                    i += width
                    matched = true
                    break
                }
                if !matched { out.append(bytes[i]); i += 1 }
            }
        }

        mutating func copyLineComment() {
            while i < bytes.count, bytes[i] != 0x0A { out.append(bytes[i]); i += 1 }
        }

        /// A block comment, nested as Swift nests them.
        mutating func copyBlockComment() {
            var depth = 0
            repeat {
                if bytes[i] == 0x2F, at(i + 1) == 0x2A { depth += 1; out.append(contentsOf: [0x2F, 0x2A]); i += 2; continue }
                if bytes[i] == 0x2A, at(i + 1) == 0x2F { depth -= 1; out.append(contentsOf: [0x2A, 0x2F]); i += 2; continue }
                out.append(bytes[i])
                i += 1
            } while i < bytes.count && depth > 0
        }

        /// The number of `#` of a raw string starting at `k` (`#"`, `##"""`), or nil.
        func rawStringStart(_ k: Int) -> Int? {
            var n = 0
            while at(k + n) == 0x23 { n += 1 }
            return n > 0 && at(k + n) == 0x22 ? n : nil
        }

        /// A string literal (plain, multi-line or raw), copied whole; interpolations inside are
        /// copied too (what they hold is code, but no rule here touches code inside a string).
        mutating func copyString() {
            let hashes = rawStringStart(i) ?? 0
            out.append(contentsOf: bytes[i..<(i + hashes)])
            i += hashes
            let multiline = starts("\"\"\"", at: i)
            let quote = multiline ? 3 : 1
            out.append(contentsOf: bytes[i..<(i + quote)])
            i += quote
            let closer: [UInt8] = Array(repeating: 0x22, count: quote) + Array(repeating: 0x23, count: hashes)
            var depth = 0  // parentheses of an interpolation
            while i < bytes.count {
                if depth == 0, bytes[i] == 0x5C, hashes == 0 || Array(bytes[(i + 1)..<min(bytes.count, i + 1 + hashes)]) == Array(repeating: 0x23, count: hashes) {
                    // An escape: copy it and the next byte (an interpolation opens a parenthesis).
                    out.append(contentsOf: bytes[i..<min(bytes.count, i + 1 + hashes)])
                    i += 1 + hashes
                    if at(i) == 0x28 { depth = 1; out.append(0x28); i += 1; continue }
                    if i < bytes.count { out.append(bytes[i]); i += 1 }
                    continue
                }
                if depth > 0 {
                    if bytes[i] == 0x28 { depth += 1 } else if bytes[i] == 0x29 { depth -= 1 }
                    out.append(bytes[i])
                    i += 1
                    continue
                }
                if i + closer.count <= bytes.count, Array(bytes[i..<(i + closer.count)]) == closer {
                    out.append(contentsOf: closer)
                    i += closer.count
                    return
                }
                if !multiline, bytes[i] == 0x0A { return }  // an unterminated string: the compiler says so
                out.append(bytes[i])
                i += 1
            }
        }

        /// Whether the `@available(iOS, …)` at `i` says `unavailable`.
        func iOSUnavailable() -> Bool {
            var k = i
            while k < bytes.count, bytes[k] != 0x29, bytes[k] != 0x0A { k += 1 }
            return String(decoding: bytes[i..<k], as: UTF8.self).contains("unavailable")
        }

        /// The byte range of an Objective-C attribute at `i` (with its `(name)` and the spaces
        /// after it), or nil.
        func objcAttribute() -> Range<Int>? {
            var k = i + 1
            while Self.isIdentifier(at(k)) { k += 1 }
            guard k > i + 1, Self.isIdentifier(at(i + 1)) else { return nil }
            let name = String(decoding: bytes[(i + 1)..<k], as: UTF8.self)
            guard SourcePreparer.objcAttributes.contains(name) else { return nil }
            if at(k) == 0x28 {
                var depth = 0
                repeat {
                    if at(k) == 0x28 { depth += 1 } else if at(k) == 0x29 { depth -= 1 }
                    k += 1
                } while k < bytes.count && depth > 0 && bytes[k] != 0x0A
            }
            return i..<k
        }

        /// Blanks a range, keeping its line breaks.
        mutating func blank(_ range: Range<Int>) {
            for k in range { out.append(bytes[k] == 0x0A ? 0x0A : 0x20) }
            i = range.upperBound
        }

        /// Replaces `prefix…)` by what `make` makes of its inside (whitespace collapsed), then the
        /// call's line breaks, so the lines after it keep their numbers.
        mutating func replaceCall(prefix: String, as make: (String) -> String) {
            var k = i + prefix.utf8.count
            var depth = 1
            var inside: [UInt8] = []
            var newlines = 0
            while k < bytes.count, depth > 0 {
                let c = bytes[k]
                if c == 0x28 { depth += 1 } else if c == 0x29 { depth -= 1; if depth == 0 { break } }
                if c == 0x0A { newlines += 1 }
                inside.append(c)
                k += 1
            }
            guard depth == 0 else { out.append(bytes[i]); i += 1; return }  // unbalanced: left for the compiler
            let text = String(decoding: inside, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" })
                .joined(separator: " ").replacingOccurrences(of: "\"", with: "")
            out.append(contentsOf: Array(make(text).utf8))
            out.append(contentsOf: [UInt8](repeating: 0x0A, count: newlines))
            i = k + 1
        }
    }
}
