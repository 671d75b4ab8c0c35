import Foundation

/// A pass over a file's bytes that skips comments and string literals and follows braces, type
/// declarations and `#if` blocks.
struct DeclarationScanner {
    struct Found { var path: [String]; var line: Int; var conditions: [String]; var isPrivate: Bool }
    /// A `#Preview` at file scope: its bytes (`start..<end`, the macro and its closure), line and
    /// `#if` conditions.
    struct MacroSite { var start: Int; var end: Int; var line: Int; var conditions: [String] }
    /// An open brace: a type's or an extension's body (named), or any other block (a function's,
    /// a closure's, a protocol's), and whether it is private.
    struct Scope { var name: String?; var isType: Bool; var isPrivate: Bool }
    /// An open `#if`: its branches' own conditions so far, and the condition in force.
    struct Condition { var branches: [String]; var current: String }

    let bytes: [UInt8]
    var i = 0
    var line = 1
    var scopes: [Scope] = []
    var conditions: [Condition] = []
    var found: [Found] = []
    var macros = 0
    /// The `#Preview`s at file scope (the others, in a type or a function, are only counted).
    var sites: [MacroSite] = []
    /// A type or extension declaration whose `{` is still ahead: its name (an extension's may be
    /// qualified), header so far, line, privacy.
    var pending: (name: String, header: [UInt8], line: Int, isPrivate: Bool)?
    /// The identifiers of the current statement before a type keyword (`private`, `public` …).
    var modifiers: [String] = []

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func at(_ k: Int) -> UInt8 { k < bytes.count ? bytes[k] : 0 }
    static func isIdentifier(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b >= 0x80
    }

    mutating func run() {
        var lineStart = true
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x0A { line += 1; lineStart = true; i += 1; continue }
            if b == 0x20 || b == 0x09 || b == 0x0D { i += 1; continue }
            if lineStart, b == 0x23, rawStringHashes() == nil { directive(); lineStart = true; continue }
            lineStart = false
            if b == 0x2F, at(i + 1) == 0x2F { skipLine(); continue }
            if b == 0x2F, at(i + 1) == 0x2A { skipBlockComment(); continue }
            if b == 0x22 || (b == 0x23 && rawStringHashes() != nil) { skipString(); continue }
            if b == 0x23, word(at: i + 1) == "Preview" { macro(); continue }
            if Self.isIdentifier(b) {
                let w = word(at: i)
                i += w.utf8.count
                identifier(w)
                continue
            }
            if b == 0x7B { open(); i += 1; continue }
            if b == 0x7D { if !scopes.isEmpty { scopes.removeLast() }; modifiers = []; i += 1; continue }
            if b == 0x3B { modifiers = []; pending = nil }
            if var p = pending { p.header.append(b); pending = p }
            i += 1
        }
    }

    func word(at k: Int) -> String {
        var e = k
        while e < bytes.count, Self.isIdentifier(bytes[e]) { e += 1 }
        return String(decoding: bytes[k..<e], as: UTF8.self)
    }

    mutating func identifier(_ w: String) {
        if var p = pending {
            p.header.append(contentsOf: Array(" \(w) ".utf8))
            pending = p
            return
        }
        switch w {
        case "struct", "class", "enum", "actor", "extension":
            // The name follows (for an extension, possibly qualified: `Outer.Inner`).
            var k = i
            while at(k) == 0x20 || at(k) == 0x09 { k += 1 }
            var e = k
            while e < bytes.count, Self.isIdentifier(bytes[e]) || bytes[e] == 0x2E { e += 1 }
            guard e > k else { modifiers = []; return }
            let name = String(decoding: bytes[k..<e], as: UTF8.self)
            let isPrivate = modifiers.contains("private") || modifiers.contains("fileprivate")
            pending = (name, [], line, isPrivate)
            i = e
        case "func", "var", "let", "init", "subscript", "case", "typealias", "protocol":
            modifiers = []
            if w == "protocol" { pending = ("", [], line, true) }
        default:
            modifiers.append(w)
        }
    }

    mutating func open() {
        guard let p = pending else {
            scopes.append(Scope(name: nil, isType: false, isPrivate: false))
            modifiers = []
            return
        }
        pending = nil
        modifiers = []
        let enclosing = scopes.compactMap(\.name)
        // A type in a function or closure is local: no other file can name it.
        let enclosingHidden = scopes.contains { $0.isPrivate || !$0.isType }
        // `: A, B where …` — the inheritance clause, before any `where`.
        var header = String(decoding: p.header, as: UTF8.self)
        // A generic parameter clause (`<T: PreviewProvider>`) is not the inheritance clause.
        if let first = header.firstIndex(where: { $0 != " " }), header[first] == "<" {
            var depth = 0, end = header.endIndex
            for k in header[first...].indices {
                if header[k] == "<" { depth += 1 }
                if header[k] == ">" { depth -= 1; if depth == 0 { end = header.index(after: k); break } }
            }
            header = String(header[end...])
        }
        var inheritance = ""
        if let colon = header.firstIndex(of: ":") {
            inheritance = String(header[header.index(after: colon)...])
            if let range = inheritance.range(of: " where ") { inheritance = String(inheritance[..<range.lowerBound]) }
        }
        let conforms = inheritance.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\n" })
            .contains { $0 == "PreviewProvider" || $0 == "SwiftUI.PreviewProvider" }
        if conforms, !p.name.isEmpty {
            let path = enclosing + p.name.split(separator: ".").map(String.init)
            let isPrivate = p.isPrivate || enclosingHidden
            found.append(Found(path: path, line: p.line, conditions: conditions.map(\.current), isPrivate: isPrivate))
        }
        scopes.append(Scope(name: p.name.isEmpty ? nil : p.name, isType: !p.name.isEmpty, isPrivate: p.isPrivate))
    }

    /// A `#if`, `#elseif`, `#else` or `#endif` line (other directives are skipped).
    mutating func directive() {
        var e = i
        while e < bytes.count, bytes[e] != 0x0A { e += 1 }
        let text = String(decoding: bytes[i..<e], as: UTF8.self)
        // A condition's trailing `//` comment is not part of it.
        let body = text.hasPrefix("#sourceLocation") ? text : (text.range(of: "//").map { String(text[..<$0.lowerBound]) } ?? text)
        func rest(after keyword: String) -> String { String(body.dropFirst(keyword.count)).trimmingCharacters(in: .whitespaces) }
        if body.hasPrefix("#if ") || body.hasPrefix("#if(") {
            let condition = rest(after: "#if")
            conditions.append(Condition(branches: [condition], current: condition))
        } else if body.hasPrefix("#elseif"), var c = conditions.popLast() {
            let condition = rest(after: "#elseif")
            c.current = (c.branches.map { "!(\($0))" } + [condition]).joined(separator: " && ")
            c.branches.append(condition)
            conditions.append(c)
        } else if body.hasPrefix("#else"), var c = conditions.popLast() {
            c.current = c.branches.map { "!(\($0))" }.joined(separator: " && ")
            conditions.append(c)
        } else if body.hasPrefix("#endif") {
            _ = conditions.popLast()
        } else if body.hasPrefix("#sourceLocation"), let range = body.range(of: "line:") {
            // penumbra-prepare's first line: the next line is the original's `line`.
            let digits = body[range.upperBound...].drop(while: { $0 == " " }).prefix(while: \.isNumber)
            if let n = Int(digits) { line = n - 1 }
        } else if body.hasPrefix("#Preview"), word(at: i + 1) == "Preview" {
            macro()
            return
        }
        i = e
    }

    /// A `#Preview` at `i`: counted, and recorded with its extent when at file scope. Its
    /// arguments and closure are passed over whole, so their braces open no scope.
    mutating func macro() {
        macros += 1
        let start = i, startLine = line
        i += 8
        skipSpace()
        if at(i) == 0x28 { skipBalanced(open: 0x28, close: 0x29) }
        skipSpace()
        guard at(i) == 0x7B else { return }
        skipBalanced(open: 0x7B, close: 0x7D)
        if scopes.isEmpty {
            sites.append(MacroSite(start: start, end: i, line: startLine, conditions: conditions.map(\.current)))
        }
        modifiers = []
    }

    /// Whitespace, newlines and comments.
    mutating func skipSpace() {
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x0A { line += 1; i += 1 } else if b == 0x20 || b == 0x09 || b == 0x0D { i += 1 }
            else if b == 0x2F, at(i + 1) == 0x2F { skipLine() } else if b == 0x2F, at(i + 1) == 0x2A { skipBlockComment() }
            else { return }
        }
    }

    /// From an opening `open` at `i` past its matching `close`, over strings and comments.
    mutating func skipBalanced(open: UInt8, close: UInt8) {
        var depth = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x0A { line += 1; i += 1; continue }
            if b == 0x2F, at(i + 1) == 0x2F { skipLine(); continue }
            if b == 0x2F, at(i + 1) == 0x2A { skipBlockComment(); continue }
            if b == 0x22 || (b == 0x23 && rawStringHashes() != nil) { skipString(); continue }
            i += 1
            if b == open { depth += 1 }
            if b == close { depth -= 1; if depth == 0 { return } }
        }
    }

    mutating func skipLine() { while i < bytes.count, bytes[i] != 0x0A { i += 1 } }

    mutating func skipBlockComment() {
        var depth = 0
        while i < bytes.count {
            if bytes[i] == 0x2F, at(i + 1) == 0x2A { depth += 1; i += 2; continue }
            if bytes[i] == 0x2A, at(i + 1) == 0x2F { depth -= 1; i += 2; if depth == 0 { return }; continue }
            if bytes[i] == 0x0A { line += 1 }
            i += 1
        }
    }

    /// The number of `#`s opening a raw string at `i`, if one does.
    func rawStringHashes() -> Int? {
        var k = i
        while at(k) == 0x23 { k += 1 }
        return at(k) == 0x22 && k > i ? k - i : nil
    }

    /// A string literal: single-line, multi-line (`"""`) or raw; interpolations' parentheses are
    /// followed, so a `"` inside `\(…)` does not end it.
    mutating func skipString() {
        let hashes = rawStringHashes() ?? 0
        i += hashes
        let multi = at(i) == 0x22 && at(i + 1) == 0x22 && at(i + 2) == 0x22
        i += multi ? 3 : 1
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x0A { line += 1; if !multi { i += 1; return } }
            if b == 0x5C {
                var k = i + 1, h = 0
                while h < hashes, at(k) == 0x23 { h += 1; k += 1 }
                if h == hashes, at(k) == 0x28 { i = k + 1; skipInterpolation(); continue }
                i = k + 1
                continue
            }
            if b == 0x22 {
                let closes = multi ? (at(i + 1) == 0x22 && at(i + 2) == 0x22) : true
                if closes {
                    var k = i + (multi ? 3 : 1), h = 0
                    while h < hashes, at(k) == 0x23 { h += 1; k += 1 }
                    if h == hashes { i = k; return }
                }
            }
            i += 1
        }
    }

    /// `\(…)` inside a string, up to its closing parenthesis.
    mutating func skipInterpolation() {
        var depth = 1
        while i < bytes.count, depth > 0 {
            let b = bytes[i]
            if b == 0x22 { skipString(); continue }
            if b == 0x28 { depth += 1 }
            if b == 0x29 { depth -= 1 }
            if b == 0x0A { line += 1 }
            i += 1
        }
    }
}
