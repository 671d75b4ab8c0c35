import Foundation
import PenumbraCore
import PenumbraStyle

/// A view tree stored as JSON, with the root size, the variants to render and palette entries
/// of its own. The schema is documented in `Fixtures/README.md`.
public struct Fixture: Hashable, Sendable {
    /// The fixture's name: the `name` field, or the file name without `.json`.
    public var name: String
    /// The root size. Default: the content's size.
    public var size: RootSize
    /// The variants to render when the command line gives none; empty for the default set.
    public var variants: [String]
    /// Colours the fixture defines for itself, by name in name order, added to the palette it is
    /// rendered with (``palette(over:)``).
    public var palette: [(name: String, color: StyleColor)]
    /// The tree.
    public var root: ViewNode

    public static func == (a: Fixture, b: Fixture) -> Bool {
        a.name == b.name && a.size == b.size && a.variants == b.variants && a.root == b.root
            && a.palette.map(\.name) == b.palette.map(\.name)
            && a.palette.map(\.color.variants) == b.palette.map(\.color.variants)
    }

    public func hash(into h: inout Hasher) { h.combine(name); h.combine(root) }

    /// A fixture.
    public init(name: String, size: RootSize = .fitting, variants: [String] = [],
                palette: [(name: String, color: StyleColor)] = [], root: ViewNode) {
        self.name = name; self.size = size; self.variants = variants; self.palette = palette; self.root = root
    }

    /// `base` with the fixture's own colours added (replacing any of the same name).
    public func palette(over base: Palette) -> Palette {
        guard !palette.isEmpty else { return base }
        var own: [String: StyleColor] = [:]
        for (name, color) in palette { own[name] = color }
        return base.merging(Palette(name: name, colors: own), name: base.name)
    }

    /// Parses a fixture.
    /// - Parameters:
    ///   - data: The JSON bytes.
    ///   - file: The file path, for error messages and the default name.
    ///   - colorNames: The palette's names; when given, every colour name is checked against them
    ///     (and the fixture's own palette) so that a typo is reported at its JSON path.
    ///   - fontFamilies: Registered font families, checked the same way when given.
    /// - Throws: ``ViewError/invalidFixture(file:path:message:)``.
    public static func decode(_ data: Data, file: String? = nil, colorNames: [String]? = nil,
                              fontFamilies: [String]? = nil) throws(ViewError) -> Fixture {
        // The palette files' reader: line and column in every error, JSON5's comments and
        // trailing commas accepted, and several times faster than decoding through `Codable`.
        let value: JSONValue
        do throws(StyleError) {
            value = try JSONValue.parse(data, file: file ?? "fixture")
        } catch {
            let depth = Self.nesting(data)
            if depth > Self.maxJSONNesting {
                throw .invalidFixture(file: file, path: "$", message: "the JSON nests \(depth) levels of objects and arrays, "
                                      + "more than the \(Self.maxJSONNesting) it may (a view tree may nest \(TreeDepth.maxDepth) levels)")
            }
            throw .invalidFixture(file: file, path: "$", message: Self.describe(error))
        }
        let defaultName = file.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent } ?? "fixture"
        var decoder = FixtureDecoder(file: file, colorNames: colorNames, fontFamilies: fontFamilies)
        return try decoder.fixture(value, defaultName: defaultName)
    }

    /// Reads and parses a fixture file.
    /// - Throws: ``ViewError/invalidFixture(file:path:message:)`` for unreadable or invalid files.
    public static func load(_ url: URL, colorNames: [String]? = nil, fontFamilies: [String]? = nil) throws(ViewError) -> Fixture {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw .invalidFixture(file: url.path, path: "$", message: "cannot read the file")
        }
        return try decode(data, file: url.path, colorNames: colorNames, fontFamilies: fontFamilies)
    }

    /// The deepest nesting of objects and arrays the JSON reader accepts.
    static let maxJSONNesting = 512

    /// The deepest nesting of `{` and `[` in JSON text, strings skipped.
    static func nesting(_ data: Data) -> Int {
        var depth = 0, deepest = 0, inString = false, escaped = false
        for byte in data {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1; deepest = max(deepest, depth)
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            default: break
            }
        }
        return deepest
    }

    /// "not valid JSON at line 3, column 7: expected a value" for the reader's error.
    private static func describe(_ error: StyleError) -> String {
        if case let .invalidJSON(_, line, column, reason) = error {
            return "not valid JSON at line \(line), column \(column): \(reason)"
        }
        return "not valid JSON: \(error)"
    }
}

extension Fixture: Codable {
    /// Decodes the fixture schema (``decode(_:file:colorNames:fontFamilies:)`` without name checks).
    public init(from decoder: any Decoder) throws {
        let value = try JSONValue(from: decoder)
        var walker = FixtureDecoder(file: nil, colorNames: nil, fontFamilies: nil)
        do {
            self = try walker.fixture(value, defaultName: "fixture")
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }

    /// Encodes the fixture schema; modifiers are written as `modifiers` lists.
    /// - Throws: `EncodingError` for trees that have no JSON form (pixels given directly, custom paths).
    public func encode(to encoder: any Encoder) throws {
        do {
            try FixtureEncoder().fixture(self).encode(to: encoder)
        } catch let error as ViewError {
            throw EncodingError.invalidValue(self, .init(codingPath: encoder.codingPath, debugDescription: error.description))
        }
    }
}
