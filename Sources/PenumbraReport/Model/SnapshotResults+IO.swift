import Foundation
import PenumbraCore

extension SnapshotResultsV1 {
    /// The results as JSON: pretty-printed, keys sorted within each object, the header fields
    /// first and `entries` last, so that equal results give equal bytes and a reader sees the
    /// schema version at the top.
    ///
    /// Entries are encoded one at a time and appended: encoding 10,000 entries in one call built
    /// a tree of about 30 MB before writing a byte; this keeps the peak to one entry's.
    public func jsonData() throws(ReportError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        func encoded(_ value: some Encodable) throws(ReportError) -> Data {
            do {
                let data = try encoder.encode(value)
                // Indent nested lines by one level (two spaces), as the enclosing object's member.
                return Data(String(decoding: data, as: UTF8.self).replacing("\n", with: "\n  ").utf8)
            } catch {
                throw .invalidResults(path: "results", reason: "cannot encode: \(error)")
            }
        }
        var out = Data("{\n".utf8)
        out += Data("  \"schemaVersion\" : \(header.schemaVersion),\n".utf8)
        out += Data("  \"schemaRevision\" : \(header.schemaRevision),\n".utf8)
        out += Data("  \"runs\" : ".utf8) + (try encoded(runs)) + Data(",\n".utf8)
        out += Data("  \"summary\" : ".utf8) + (try encoded(summary)) + Data(",\n".utf8)
        out += Data("  \"entries\" : [".utf8)
        for (index, entry) in entries.enumerated() {
            out += Data((index == 0 ? "\n    " : ",\n    ").utf8)
            let data = try encoded(entry)
            out += Data(String(decoding: data, as: UTF8.self).replacing("\n", with: "\n  ").utf8)
        }
        out += Data((entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n").utf8)
        return out
    }

    /// Decodes results, checking the schema version before anything else.
    /// - Parameter path: the file's path, for error messages.
    /// - Throws: ``ReportError/unsupportedSchemaVersion(path:found:supported:)`` for another major
    ///   version; ``ReportError/invalidResults(path:reason:)`` for anything else wrong.
    public static func decode(_ data: Data, path: String = "results.json") throws(ReportError) -> SnapshotResultsV1 {
        let decoder = JSONDecoder()
        let header: ResultsHeader
        do {
            header = try decoder.decode(ResultsHeader.self, from: data)
        } catch {
            let reason = Self.describe(error)
            throw .invalidResults(path: path, reason: reason == "not valid JSON" ? reason : "no schema header (schemaVersion): \(reason)")
        }
        guard header.schemaVersion == schemaVersion else {
            throw .unsupportedSchemaVersion(path: path, found: header.schemaVersion, supported: schemaVersion)
        }
        do {
            return try decoder.decode(SnapshotResultsV1.self, from: data)
        } catch {
            throw .invalidResults(path: path, reason: Self.describe(error))
        }
    }

    /// Reads and decodes a results file.
    public static func read(from url: URL) throws(ReportError) -> SnapshotResultsV1 {
        let data: Data
        do { data = try FileBytes.readData(url.path) } catch { throw .unreadable(path: url.path, reason: error.reason) }
        return try decode(data, path: url.path)
    }

    /// Writes the results to `url` atomically.
    public func write(to url: URL) throws(ReportError) {
        let data = try jsonData()
        do {
            try AtomicFile.write(data, to: url)
        } catch {
            throw .from(error)
        }
    }

    /// Merges several results (shards, or per-assertion results) into one: runs are concatenated
    /// in order; entries for the same file are resolved deterministically: the more severe status
    /// wins (so a regression is never hidden), and between equally severe ones the later input.
    public static func merged(_ parts: [SnapshotResultsV1]) -> SnapshotResultsV1 {
        SnapshotResultsV1(runs: parts.flatMap(\.runs), entries: parts.flatMap(\.entries))
    }

    /// A decoding error in words: the JSON path (`entries[0].actualSize`) and the kind of value
    /// expected ("an object"), never a Swift type name.
    static func describe(_ error: any Error) -> String {
        switch error {
        case let DecodingError.keyNotFound(key, context):
            return "missing key '\(key.stringValue)' in \(context.codingPath.isEmpty ? "the top-level object" : Self.path(context.codingPath))"
        case let DecodingError.typeMismatch(type, context):
            return "\(Self.path(context.codingPath)) must be \(Self.kind(type))"
        case let DecodingError.valueNotFound(type, context):
            return "\(Self.path(context.codingPath)) is null; it must be \(Self.kind(type))"
        case let DecodingError.dataCorrupted(context):
            if context.codingPath.isEmpty { return "not valid JSON" }
            let text = context.debugDescription
            if let range = text.firstRange(of: "invalid String value ") {
                return "\(Self.path(context.codingPath)) has an unknown value \(text[range.upperBound...])"
            }
            return "\(Self.path(context.codingPath)) has an invalid value"
        default:
            return "not valid JSON"
        }
    }

    /// A JSON path: `entries[0].actualSize`, or `the top level`.
    static func path(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue, key.stringValue.hasPrefix("Index ") || Int(key.stringValue) == index {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text.isEmpty ? "the top level" : text
    }

    /// The kind of JSON value a decoded type reads, in words.
    static func kind(_ type: Any.Type) -> String {
        let name = String(describing: type)
        if name.hasPrefix("Dictionary") || name.includes("KeyedDecodingContainer") && !name.includes("Unkeyed") { return "an object" }
        if name.hasPrefix("Array") || name.includes("Unkeyed") { return "an array" }
        if name == "String" { return "a string" }
        if name == "Bool" { return "true or false" }
        if ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float"].contains(name) {
            return name.hasPrefix("Int") || name.hasPrefix("UInt") ? "a whole number" : "a number"
        }
        return "another kind of value"
    }
}
