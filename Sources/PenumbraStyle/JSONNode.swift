/// A JSON value with where it came from (file and JSON path), so that readers of palette files
/// can throw errors such as `tokens.json: colors.primary.$value: expected a colour, found …`.
package struct JSONNode: Sendable {
    /// The value.
    package let value: JSONValue
    /// The file's path, as given to the reader.
    package let file: String
    /// The JSON path: keys joined by `.`, array indices as `[i]`; empty at the root.
    package let path: String

    /// The root of a document.
    package init(_ value: JSONValue, file: String) {
        self.value = value; self.file = file; self.path = ""
    }

    init(_ value: JSONValue, file: String, path: String) {
        self.value = value; self.file = file; self.path = path
    }

    /// The path shown in errors (`(root)` for the root).
    package var displayPath: String { path.isEmpty ? "(root)" : path }

    /// The path of a member key.
    func path(of key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// An error for a value of the wrong shape here.
    func mismatch(_ expected: String) -> StyleError {
        .invalidValue(file: file, path: displayPath, expected: expected, found: value.description)
    }

    /// The members of an object, each with its path; throws when this is not an object.
    func members() throws(StyleError) -> [(key: String, node: JSONNode)] {
        guard case .object(let object) = value else { throw mismatch("an object") }
        return object.keys.sorted().map { key in
            (key, JSONNode(object[key] ?? .null, file: file, path: path(of: key)))
        }
    }

    /// Whether this is an object.
    var isObject: Bool { if case .object = value { return true } else { return false } }

    /// A member, or `nil` when absent; throws when this is not an object.
    func optional(_ key: String) throws(StyleError) -> JSONNode? {
        guard case .object(let object) = value else { throw mismatch("an object") }
        return object[key].map { JSONNode($0, file: file, path: path(of: key)) }
    }

    /// A member that must be present.
    func required(_ key: String) throws(StyleError) -> JSONNode {
        guard let node = try optional(key) else { throw .missingKey(file: file, path: path(of: key)) }
        return node
    }

    /// The elements of an array, each with its path.
    func elements() throws(StyleError) -> [JSONNode] {
        guard case .array(let items) = value else { throw mismatch("an array") }
        return items.enumerated().map { JSONNode($1, file: file, path: "\(path)[\($0)]") }
    }

    /// The Boolean value.
    func bool() throws(StyleError) -> Bool {
        guard case .bool(let flag) = value else { throw mismatch("true or false") }
        return flag
    }

    /// The string value.
    func string() throws(StyleError) -> String {
        guard case .string(let text) = value else { throw mismatch("a string") }
        return text
    }
}
