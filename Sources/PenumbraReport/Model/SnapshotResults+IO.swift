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
            throw .invalidResults(path: path, reason: "no schema header (schemaVersion): \(Self.describe(error))")
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

    private static func describe(_ error: any Error) -> String {
        switch error {
        case let DecodingError.keyNotFound(key, context):
            return "missing key '\(key.stringValue)' at \(Self.path(context.codingPath))"
        case let DecodingError.typeMismatch(type, context):
            return "wrong type at \(Self.path(context.codingPath)), expected \(type)"
        case let DecodingError.valueNotFound(type, context):
            return "null at \(Self.path(context.codingPath)), expected \(type)"
        case let DecodingError.dataCorrupted(context):
            return "\(context.debugDescription) at \(Self.path(context.codingPath))"
        default:
            return "\(error)"
        }
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.isEmpty ? "top level" : codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }
}
