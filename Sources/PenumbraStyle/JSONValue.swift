import Foundation
import PenumbraCore

/// A parsed JSON value: the shape palette files are read into before they are interpreted, so
/// every error can name the JSON path where it happened.
package enum JSONValue: Hashable, Sendable, Codable, CustomStringConvertible {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number (JSON does not tell integers apart; `1` and `1.0` are the same).
    case number(Double)
    /// A string.
    case string(String)
    /// An array, in order.
    case array([JSONValue])
    /// An object; key order is not kept (readers sort keys where order shows).
    case object([String: JSONValue])

    package init(from decoder: any Decoder) throws {
        if var array = try? decoder.unkeyedContainer() {
            var items: [JSONValue] = []
            while !array.isAtEnd { items.append(try array.decode(JSONValue.self)) }
            self = .array(items)
            return
        }
        if let object = try? decoder.container(keyedBy: AnyKey.self) {
            var members: [String: JSONValue] = [:]
            for key in object.allKeys { members[key.stringValue] = try object.decode(JSONValue.self, forKey: key) }
            self = .object(members)
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() { self = .null }
        else if let value = try? single.decode(Bool.self) { self = .bool(value) }
        else if let value = try? single.decode(Double.self) { self = .number(value) }
        else if let value = try? single.decode(String.self) { self = .string(value) }
        else {
            // A value none of JSON's kinds decodes: a number out of Double's range, or text with
            // a lone surrogate.
            throw DecodingError.typeMismatch(JSONValue.self, .init(codingPath: decoder.codingPath,
                debugDescription: "a number out of range or text that is not valid Unicode"))
        }
    }

    /// Parses JSON or JSON5 bytes (``JSONReader``); throws
    /// ``StyleError/invalidJSON(file:line:column:reason:)`` naming `file`, the line and the column.
    package static func parse(_ data: Data, file: String) throws(StyleError) -> JSONValue {
        try JSONReader.parse(data, file: file)
    }

    /// Reads and parses a JSON file; errors name the file's path.
    package static func load(_ url: URL) throws(StyleError) -> JSONValue {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw .unreadableFile(file: url.path, reason: "\(FileBytes.reason(error))")
        }
        return try parse(data, file: url.path)
    }

    /// Reads a design-token source as token pipelines read it: a key given twice in one object
    /// takes its later value (JSON5's and `JSON.parse`'s rule), with a note per repeat.
    /// - Throws: ``StyleError`` naming the file (and the line and column of a syntax error).
    package static func loadTokenSource(_ url: URL) throws(StyleError) -> (value: JSONValue, notes: [String]) {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw .unreadableFile(file: url.path, reason: "\(FileBytes.reason(error))")
        }
        return try JSONReader.parse(data, file: url.path, duplicateKeys: .lastWins)
    }

    package func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .null: try c.encodeNil()
        case .bool(let b): try c.encode(b)
        case .number(let n): try c.encode(n)
        case .string(let s): try c.encode(s)
        case .array(let a): try c.encode(a)
        case .object(let o): try c.encode(o)
        }
    }

    /// What the value is, in words, for error messages: `a string`, `an object`.
    package var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// A short description for "found …" in errors: the kind and, for scalars, the value.
    package var description: String {
        switch self {
        case .null: "null"
        case .bool(let value): "boolean \(value)"
        case .number(let value): "number \(value)"
        case .string(let value): "string \"\(value)\""
        case .array(let items): "array of \(items.count)"
        case .object(let members): "object {\(members.keys.sorted().joined(separator: ", "))}"
        }
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
