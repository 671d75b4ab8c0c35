import Foundation
import PenumbraCore

/// Reads JSON and JSON5 into ``JSONValue`` with errors that name the line and column.
///
/// JSON5 is accepted everywhere (it is a superset of JSON): `//` and `/* */` comments, trailing
/// commas, unquoted (identifier) keys, single-quoted strings, hexadecimal numbers (`0xFF`),
/// leading or trailing decimal points, a leading `+`, `Infinity` and `NaN`, `\x` escapes and
/// line continuations in strings.
///
/// What real files get wrong is an error, never a crash: bytes that are not UTF-8, a number too
/// large for a `Double` (`1e999`), nesting deeper than ``maxDepth`` (the reader recurses once
/// per level, so the bound keeps the stack small). A key given twice in one object is an error
/// too, unless the caller reads as the JSON5 reference reader and `JSON.parse` do (token
/// pipelines such as Style Dictionary read their sources so): the later value wins and each
/// repeat is returned as a note naming the line and column.
struct JSONReader {
    /// Objects and arrays may nest this deep.
    static let maxDepth = 512

    /// What a key given twice in one object does.
    enum DuplicateKeys { case refuse, lastWins }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let file: String
    private let duplicateKeys: DuplicateKeys
    private var index = 0
    private var depth = 0
    /// With ``DuplicateKeys/lastWins``: one sentence per repeated key (the first
    /// ``placedRepeats``), and how many there were.
    private var repeats: [String] = []
    private var repeatCount = 0
    static let placedRepeats = 20

    private init(bytes: UnsafeBufferPointer<UInt8>, file: String, duplicateKeys: DuplicateKeys) {
        self.bytes = bytes
        self.file = file
        self.duplicateKeys = duplicateKeys
    }

    /// Parses a whole document; a repeated key is an error.
    /// - Throws: ``StyleError/invalidJSON(file:line:column:reason:)``.
    static func parse(_ data: Data, file: String) throws(StyleError) -> JSONValue {
        try parse(data, file: file, duplicateKeys: .refuse).value
    }

    /// Parses a whole document, with `notes` saying which repeated keys were read as last wins.
    /// - Throws: ``StyleError/invalidJSON(file:line:column:reason:)``.
    static func parse(_ data: Data, file: String, duplicateKeys: DuplicateKeys) throws(StyleError) -> (value: JSONValue, notes: [String]) {
        let result: Result<(JSONValue, [String]), StyleError> = data.withUnsafeBytes { raw in
            let buffer = raw.bindMemory(to: UInt8.self)
            var reader = JSONReader(bytes: buffer, file: file, duplicateKeys: duplicateKeys)
            do throws(StyleError) {
                let value = try reader.document()
                var notes = reader.repeats
                if reader.repeatCount > notes.count {
                    notes.append("\(URL(fileURLWithPath: file).lastPathComponent): \(reader.repeatCount - notes.count) more repeated key(s), each read as last wins")
                }
                return .success((value, notes))
            } catch { return .failure(error) }
        }
        let (value, notes) = try result.get()
        return (value, notes)
    }

    private mutating func document() throws(StyleError) -> JSONValue {
        if let bad = Self.firstInvalidUTF8(bytes) {
            throw error(at: bad, "byte 0x\(String(bytes[bad], radix: 16, uppercase: true)) is not UTF-8: save the file as UTF-8")
        }
        // A byte order mark may open the file.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        try skipSpace()
        guard index < bytes.count else { throw error(at: index, "the file is empty: write a JSON object") }
        let value = try self.value()
        try skipSpace()
        guard index >= bytes.count else {
            throw error(at: index, "unexpected \(describe(index)) after the end of the document: remove it, or wrap both values in an array")
        }
        return value
    }

    // MARK: Values

    private mutating func value() throws(StyleError) -> JSONValue {
        guard index < bytes.count else { throw error(at: index, "the file ends where a value should be: it is cut short") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return .string(try string())
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try number())
        default:
            let start = index
            let word = identifier()
            switch word {
            case "true": return .bool(true)
            case "false": return .bool(false)
            case "null": return .null
            case "Infinity": return .number(.infinity)
            case "NaN": return .number(.nan)
            default:
                index = start
                throw error(at: start, "expected a value (object, array, string, number, true, false or null), found \(describe(start))")
            }
        }
    }

    private mutating func object() throws(StyleError) -> JSONValue {
        let open = index
        try enter(open)
        index += 1
        var members: [String: JSONValue] = [:]
        var keyPlaces: [String: Int] = [:]
        try skipSpace()
        while true {
            guard index < bytes.count else { throw error(at: open, "this object is not closed: add '}'") }
            if bytes[index] == UInt8(ascii: "}") { index += 1; break }
            let keyStart = index
            let key: String
            if bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
                key = try string()
            } else {
                key = identifier()
                guard !key.isEmpty else { throw error(at: keyStart, "expected a key or '}', found \(describe(keyStart))") }
            }
            if let first = keyPlaces[key] {
                guard duplicateKeys == .lastWins else {
                    let (line, column) = place(first)
                    throw error(at: keyStart, "the key \"\(key)\" appears twice in one object (first at line \(line), column \(column)): keep one")
                }
                repeatCount += 1
                // Finding a line is a scan from the start, so only the first few are placed.
                if repeats.count < Self.placedRepeats {
                    let (line, column) = place(first)
                    let (again, againColumn) = place(keyStart)
                    repeats.append("\(URL(fileURLWithPath: file).lastPathComponent) line \(again), column \(againColumn): the key \"\(key)\" "
                                   + "appears twice in one object (first at line \(line), column \(column)); the later value is used, as JSON5 readers do")
                }
            }
            if keyPlaces[key] == nil { keyPlaces[key] = keyStart }
            try skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error(at: index, "expected ':' after the key \"\(key)\", found \(describe(index))")
            }
            index += 1
            try skipSpace()
            members[key] = try value()
            try skipSpace()
            guard index < bytes.count else { throw error(at: open, "this object is not closed: add '}'") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; try skipSpace(); continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; break }
            throw error(at: index, "expected ',' or '}' after the value of \"\(key)\", found \(describe(index))")
        }
        depth -= 1
        return .object(members)
    }

    private mutating func array() throws(StyleError) -> JSONValue {
        let open = index
        try enter(open)
        index += 1
        var items: [JSONValue] = []
        try skipSpace()
        while true {
            guard index < bytes.count else { throw error(at: open, "this array is not closed: add ']'") }
            if bytes[index] == UInt8(ascii: "]") { index += 1; break }
            items.append(try value())
            try skipSpace()
            guard index < bytes.count else { throw error(at: open, "this array is not closed: add ']'") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; try skipSpace(); continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; break }
            throw error(at: index, "expected ',' or ']' after an array item, found \(describe(index))")
        }
        depth -= 1
        return .array(items)
    }

    private mutating func enter(_ position: Int) throws(StyleError) {
        depth += 1
        guard depth <= Self.maxDepth else {
            throw error(at: position, "objects and arrays nest more than \(Self.maxDepth) levels deep: flatten the file")
        }
    }

    // MARK: Strings

    private mutating func string() throws(StyleError) -> String {
        let quote = bytes[index]
        let open = index
        index += 1
        // Fast path: no escapes.
        let start = index
        while index < bytes.count, bytes[index] != quote, bytes[index] != UInt8(ascii: "\\"), bytes[index] >= 0x20 { index += 1 }
        if index < bytes.count, bytes[index] == quote {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            index += 1
            return text
        }
        var buffer = Array(bytes[start..<index])
        while true {
            guard index < bytes.count else { throw error(at: open, "this string is not closed: add \(quote == UInt8(ascii: "'") ? "'" : "\"")") }
            let byte = bytes[index]
            if byte == quote { index += 1; break }
            if byte == 0x0A || byte == 0x0D {
                throw error(at: open, "this string runs past the end of its line: close it, or write \\n for a line break")
            }
            if byte < 0x20 { throw error(at: index, "a control character (0x\(String(byte, radix: 16))) inside a string: write it as an escape (\\t, \\u00XX)") }
            if byte != UInt8(ascii: "\\") { buffer.append(byte); index += 1; continue }
            index += 1
            guard index < bytes.count else { throw error(at: open, "this string is not closed") }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "n"): buffer.append(0x0A)
            case UInt8(ascii: "t"): buffer.append(0x09)
            case UInt8(ascii: "r"): buffer.append(0x0D)
            case UInt8(ascii: "b"): buffer.append(0x08)
            case UInt8(ascii: "f"): buffer.append(0x0C)
            case UInt8(ascii: "v"): buffer.append(0x0B)
            case UInt8(ascii: "0"): buffer.append(0x00)
            case 0x0A: continue  // a line continuation
            case 0x0D: if index < bytes.count, bytes[index] == 0x0A { index += 1 }
            case UInt8(ascii: "x"):
                guard let value = hexValue(digits: 2) else { throw error(at: index - 2, "\\x must be followed by two hex digits") }
                appendScalar(value, to: &buffer)
            case UInt8(ascii: "u"):
                let escapeStart = index - 2
                guard var value = hexValue(digits: 4) else { throw error(at: escapeStart, "\\u must be followed by four hex digits") }
                if (0xD800...0xDBFF).contains(value) {
                    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                        throw error(at: escapeStart, "\\u\(String(value, radix: 16)) is half of a surrogate pair with no second half: not valid Unicode")
                    }
                    index += 2
                    guard let low = hexValue(digits: 4), (0xDC00...0xDFFF).contains(low) else {
                        throw error(at: escapeStart, "a surrogate pair whose second half is not a low surrogate: not valid Unicode")
                    }
                    value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(value) {
                    throw error(at: escapeStart, "\\u\(String(value, radix: 16)) is a lone low surrogate: not valid Unicode")
                }
                appendScalar(value, to: &buffer)
            default:
                // JSON's \" \\ \/ and JSON5's \' and any other character stand for themselves.
                buffer.append(escape)
            }
        }
        return String(decoding: buffer, as: UTF8.self)
    }

    private mutating func hexValue(digits: Int) -> UInt32? {
        guard index + digits <= bytes.count else { return nil }
        var value: UInt32 = 0
        for offset in 0..<digits {
            guard let digit = Hex.digitValue(bytes[index + offset]) else { return nil }
            value = value * 16 + UInt32(digit)
        }
        index += digits
        return value
    }

    private func appendScalar(_ value: UInt32, to buffer: inout [UInt8]) {
        guard let scalar = Unicode.Scalar(value) else { return }
        buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    // MARK: Numbers and identifiers

    private mutating func number() throws(StyleError) -> Double {
        let start = index
        var sign = 1.0
        if bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            if bytes[index] == UInt8(ascii: "-") { sign = -1 }
            index += 1
        }
        // JSON5's Infinity, NaN and hexadecimal integers.
        if index < bytes.count, bytes[index] == UInt8(ascii: "I") || bytes[index] == UInt8(ascii: "N") {
            let word = identifier()
            if word == "Infinity" { return sign * .infinity }
            if word == "NaN" { return .nan }
            throw error(at: start, "expected a number, found \(describe(start))")
        }
        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "0"), bytes[index + 1] | 0x20 == UInt8(ascii: "x") {
            index += 2
            var value: UInt64 = 0
            var count = 0
            while index < bytes.count, let digit = Hex.digitValue(bytes[index]) {
                guard count < 16 else { throw error(at: start, "the hexadecimal number is too large: at most 16 digits") }
                value = value * 16 + UInt64(digit)
                count += 1
                index += 1
            }
            guard count > 0 else { throw error(at: start, "0x must be followed by hex digits") }
            return sign * Double(value)
        }
        let digitsStart = index
        while index < bytes.count {
            let byte = bytes[index]
            let isNumberByte = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
                || byte | 0x20 == UInt8(ascii: "e")
                || ((byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")) && bytes[index - 1] | 0x20 == UInt8(ascii: "e"))
            guard isNumberByte else { break }
            index += 1
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[digitsStart..<index]), as: UTF8.self)
        guard !text.isEmpty, text.contains(where: \.isNumber), let value = Double(text) else {
            throw error(at: start, "\(text.isEmpty ? describe(start) : "'\(text)'") is not a number")
        }
        guard value.isFinite else {
            throw error(at: start, "the number \(text) is too large (beyond ±1.8e308): write a smaller value")
        }
        return sign * value
    }

    /// An unquoted key or keyword: ASCII letters, digits, `_`, `$`, and any non-ASCII character.
    private mutating func identifier() -> String {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            let isPart = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
                || (byte >= 0x80 && !isSpace(at: index))
            guard isPart else { break }
            index += 1
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    // MARK: Space and comments

    private mutating func skipSpace() throws(StyleError) {
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
                index += 1
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                let open = index
                index += 2
                while true {
                    guard index + 1 < bytes.count else { throw error(at: open, "this comment is not closed: add */") }
                    if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") { index += 2; break }
                    index += 1
                }
            default:
                guard byte >= 0x80, isSpace(at: index) else { return }
                index += byte == 0xC2 ? 2 : 3
            }
        }
    }

    /// Non-ASCII white space JSON5 allows: no-break space, line and paragraph separators, BOM.
    private func isSpace(at position: Int) -> Bool {
        let byte = bytes[position]
        if byte == 0xC2 { return position + 1 < bytes.count && bytes[position + 1] == 0xA0 }
        if byte == 0xE2, position + 2 < bytes.count, bytes[position + 1] == 0x80 { return bytes[position + 2] == 0xA8 || bytes[position + 2] == 0xA9 }
        if byte == 0xEF, position + 2 < bytes.count { return bytes[position + 1] == 0xBB && bytes[position + 2] == 0xBF }
        return false
    }

    // MARK: Errors

    /// What is at `position`, for "found …".
    private func describe(_ position: Int) -> String {
        guard position < bytes.count else { return "the end of the file" }
        var end = position + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<end]), as: UTF8.self)
        return "'\(text)'"
    }

    /// Line and column (1-based; columns count characters) of a byte offset.
    private func place(_ position: Int) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for offset in 0..<min(position, bytes.count) {
            let byte = bytes[offset]
            if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        return (line, column)
    }

    private func error(at position: Int, _ reason: String) -> StyleError {
        let (line, column) = place(position)
        return .invalidJSON(file: file, line: line, column: column, reason: reason)
    }

    /// The offset of the first byte that is not part of well-formed UTF-8, or `nil`.
    static func firstInvalidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 { index += 1; continue }
            let length: Int
            var minimum: UInt32
            var scalar: UInt32
            switch byte {
            case 0xC2...0xDF: length = 2; minimum = 0x80; scalar = UInt32(byte & 0x1F)
            case 0xE0...0xEF: length = 3; minimum = 0x800; scalar = UInt32(byte & 0x0F)
            case 0xF0...0xF4: length = 4; minimum = 0x10000; scalar = UInt32(byte & 0x07)
            default: return index
            }
            guard index + length <= count else { return index }
            for offset in 1..<length {
                let next = bytes[index + offset]
                guard next & 0xC0 == 0x80 else { return index }
                scalar = scalar << 6 | UInt32(next & 0x3F)
            }
            if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return index }
            minimum = 0
            index += length
        }
        return nil
    }
}
