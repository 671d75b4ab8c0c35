// A small, strict, bounded XML reader for SVG files: elements, attributes (both quote styles),
// character and predefined entity references, comments, CDATA, processing instructions and a
// DOCTYPE (skipped; its internal subset's entities are not expanded, so no entity bomb can
// grow). Namespaced names keep their prefix (`xlink:href`). Limits bound memory and time.
import Foundation

/// An XML element with its attributes, children and text.
struct XMLElement {
    var name: String
    var attributes: [String: String]
    var children: [XMLElement]
    /// The character data directly inside the element (for `<style>`).
    var text: String
    /// Where the element is: `svg/g[2]/path[1]` (1-based among siblings of the same name).
    var location: String

    func attribute(_ name: String) -> String? { attributes[name] }
}

/// Parses an XML document into its root element.
struct XMLDocumentReader {
    static let maxDepth = 256
    static let maxElements = 200_000

    let bytes: [UInt8]
    var i = 0
    var elementCount = 0
    let file: String?

    init(bytes: [UInt8], file: String?) {
        self.bytes = bytes
        self.file = file
    }

    /// The document's root element.
    mutating func read() throws(VectorError) -> XMLElement {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
        try skipMisc()
        guard i < bytes.count, bytes[i] == UInt8(ascii: "<") else { throw fail("", "no root element") }
        let root = try element(parentLocation: "", siblingIndex: 1, depth: 1)
        try skipMisc()
        guard i >= bytes.count else { throw fail(root.location, "content after the root element") }
        return root
    }

    func fail(_ location: String, _ reason: String, _ kind: VectorError.Kind = .malformed) -> VectorError {
        VectorError(kind, file: file, location: location.isEmpty ? "byte \(i)" : location, reason: reason)
    }

    /// Skips whitespace, comments, processing instructions and a DOCTYPE.
    mutating func skipMisc() throws(VectorError) {
        while i < bytes.count {
            if isSpace(bytes[i]) { i += 1; continue }
            if starts("<?") { try skip(past: "?>"); continue }
            if starts("<!--") { try skip(past: "-->"); continue }
            if starts("<!DOCTYPE") || starts("<!doctype") { try skipDoctype(); continue }
            return
        }
    }

    mutating func skipDoctype() throws(VectorError) {
        // Up to the closing '>' outside any internal subset in brackets.
        var depth = 0
        while i < bytes.count {
            let c = bytes[i]
            i += 1
            if c == UInt8(ascii: "[") { depth += 1 } else if c == UInt8(ascii: "]") { depth -= 1 } else if c == UInt8(ascii: ">"), depth <= 0 {
                return
            }
        }
        throw fail("", "unterminated DOCTYPE")
    }

    func starts(_ s: String) -> Bool {
        let u = Array(s.utf8)
        guard i + u.count <= bytes.count else { return false }
        for k in 0..<u.count where bytes[i + k] != u[k] { return false }
        return true
    }

    mutating func skip(past s: String) throws(VectorError) {
        let u = Array(s.utf8)
        while i + u.count <= bytes.count {
            var match = true
            for k in 0..<u.count where bytes[i + k] != u[k] { match = false; break }
            if match { i += u.count; return }
            i += 1
        }
        throw fail("", "unterminated \(s == "-->" ? "comment" : "markup")")
    }

    func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D }
    func isNameChar(_ c: UInt8) -> Bool {
        !isSpace(c) && c != UInt8(ascii: "=") && c != UInt8(ascii: ">") && c != UInt8(ascii: "/") && c != UInt8(ascii: "<")
            && c != UInt8(ascii: "\"") && c != UInt8(ascii: "'")
    }

    mutating func name() -> String {
        let begin = i
        while i < bytes.count, isNameChar(bytes[i]) { i += 1 }
        return String(decoding: bytes[begin..<i], as: UTF8.self)
    }

    /// An element starting at '<', with everything inside it.
    mutating func element(parentLocation: String, siblingIndex: Int, depth: Int) throws(VectorError) -> XMLElement {
        elementCount += 1
        guard elementCount <= Self.maxElements else {
            throw fail(parentLocation, "more than \(Self.maxElements) elements", .tooLarge)
        }
        guard depth <= Self.maxDepth else { throw fail(parentLocation, "elements nest deeper than \(Self.maxDepth) levels", .tooLarge) }
        i += 1 // '<'
        let tag = name()
        guard !tag.isEmpty else { throw fail(parentLocation, "an element without a name") }
        let location = parentLocation.isEmpty ? tag : "\(parentLocation)/\(tag)[\(siblingIndex)]"
        var attributes: [String: String] = [:]
        while true {
            while i < bytes.count, isSpace(bytes[i]) { i += 1 }
            guard i < bytes.count else { throw fail(location, "the file ends inside the tag") }
            if bytes[i] == UInt8(ascii: "/") {
                guard i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: ">") else { throw fail(location, "'/' not followed by '>'") }
                i += 2
                return XMLElement(name: tag, attributes: attributes, children: [], text: "", location: location)
            }
            if bytes[i] == UInt8(ascii: ">") { i += 1; break }
            let key = name()
            guard !key.isEmpty else { throw fail(location, "unexpected character in the tag") }
            while i < bytes.count, isSpace(bytes[i]) { i += 1 }
            guard i < bytes.count, bytes[i] == UInt8(ascii: "=") else { throw fail(location, "attribute \"\(key)\" has no value") }
            i += 1
            while i < bytes.count, isSpace(bytes[i]) { i += 1 }
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else {
                throw fail(location, "attribute \"\(key)\" is not quoted")
            }
            let quote = bytes[i]
            i += 1
            let begin = i
            while i < bytes.count, bytes[i] != quote { i += 1 }
            guard i < bytes.count else { throw fail(location, "attribute \"\(key)\" is not closed") }
            attributes[key] = try decodeEntities(bytes[begin..<i], location)
            i += 1
        }
        var children: [XMLElement] = []
        var counts: [String: Int] = [:]
        var text = ""
        while true {
            guard i < bytes.count else { throw fail(location, "<\(tag)> is not closed") }
            if bytes[i] == UInt8(ascii: "<") {
                if starts("</") {
                    i += 2
                    let closing = name()
                    while i < bytes.count, isSpace(bytes[i]) { i += 1 }
                    guard closing == tag, i < bytes.count, bytes[i] == UInt8(ascii: ">") else {
                        throw fail(location, "<\(tag)> is closed by </\(closing)>")
                    }
                    i += 1
                    return XMLElement(name: tag, attributes: attributes, children: children, text: text, location: location)
                }
                if starts("<!--") { try skip(past: "-->"); continue }
                if starts("<![CDATA[") {
                    i += 9
                    let begin = i
                    try skip(past: "]]>")
                    text += String(decoding: bytes[begin..<(i - 3)], as: UTF8.self)
                    continue
                }
                if starts("<?") { try skip(past: "?>"); continue }
                let peek = i + 1 < bytes.count ? bytes[i + 1] : 0
                guard isNameChar(peek) else { throw fail(location, "a '<' that starts no element") }
                let save = i
                i += 1
                let childName = name()
                i = save
                let index = (counts[childName] ?? 0) + 1
                counts[childName] = index
                children.append(try element(parentLocation: location, siblingIndex: index, depth: depth + 1))
            } else {
                let begin = i
                while i < bytes.count, bytes[i] != UInt8(ascii: "<") { i += 1 }
                text += try decodeEntities(bytes[begin..<i], location)
            }
        }
    }

    /// Text with its character and predefined entity references replaced.
    func decodeEntities(_ slice: ArraySlice<UInt8>, _ location: String) throws(VectorError) -> String {
        guard slice.contains(UInt8(ascii: "&")) else { return String(decoding: slice, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(slice.count)
        var k = slice.startIndex
        while k < slice.endIndex {
            let c = slice[k]
            guard c == UInt8(ascii: "&") else { out.append(c); k += 1; continue }
            guard let semi = slice[k...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
                throw fail(location, "an '&' that starts no entity reference")
            }
            let entity = String(decoding: slice[(k + 1)..<semi], as: UTF8.self)
            var scalar: Unicode.Scalar?
            switch entity {
            case "lt": scalar = "<"
            case "gt": scalar = ">"
            case "amp": scalar = "&"
            case "quot": scalar = "\""
            case "apos": scalar = "'"
            default:
                if entity.hasPrefix("#x") || entity.hasPrefix("#X") {
                    scalar = UInt32(entity.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
                } else if entity.hasPrefix("#") {
                    scalar = UInt32(entity.dropFirst()).flatMap(Unicode.Scalar.init)
                } else {
                    throw fail(location, "unknown entity &\(entity);", .unsupported)
                }
            }
            guard let scalar else { throw fail(location, "invalid character reference &\(entity);") }
            out += Array(String(Character(scalar)).utf8)
            k = semi + 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}
