import Foundation
import PenumbraTestSupport
import Testing

/// One entry of `corpora/pngsuite/manifest.json` or `corpora/realworld/manifest.json`.
struct CorpusEntry: Decodable, Sendable, CustomTestStringConvertible {
    let file: String
    let expected: String?
    let color_type: String
    let interlace: String
    let iccp: String?
    let srgb_intent: Int?
    private let widthValue: Int?, heightValue: Int?, depthValue: Int?

    /// Header values; 0 where the manifest has text (files with an unreadable IHDR).
    var width: Int { widthValue ?? 0 }
    var height: Int { heightValue ?? 0 }
    var bit_depth: Int { depthValue ?? 0 }

    enum CodingKeys: String, CodingKey {
        case file, expected, color_type, interlace, iccp, srgb_intent
        case widthValue = "width", heightValue = "height", depthValue = "bit_depth"
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        file = try c.decode(String.self, forKey: .file)
        expected = try c.decodeIfPresent(String.self, forKey: .expected)
        color_type = try c.decode(String.self, forKey: .color_type)
        interlace = try c.decode(String.self, forKey: .interlace)
        iccp = try c.decodeIfPresent(String.self, forKey: .iccp)
        srgb_intent = try c.decodeIfPresent(Int.self, forKey: .srgb_intent)
        widthValue = try? c.decode(Int.self, forKey: .widthValue)
        heightValue = try? c.decode(Int.self, forKey: .heightValue)
        depthValue = try? c.decode(Int.self, forKey: .depthValue)
    }

    var isValid: Bool { expected.map { $0.hasPrefix("valid") } ?? true }
    var testDescription: String { file }
}

private struct RealWorldManifest: Decodable { let files: [CorpusEntry] }

/// Loads the corpus manifests once; empty when `../shared` is absent.
enum CorpusManifest {
    static let pngSuite: [CorpusEntry] = {
        guard let url = TestPaths.corpus("pngsuite")?.appendingPathComponent("manifest.json"),
              let data = try? Data(contentsOf: url) else { return [] }
        return (try? JSONDecoder().decode([CorpusEntry].self, from: data)) ?? []
    }()

    static let realWorld: [CorpusEntry] = {
        guard let url = TestPaths.corpus("realworld")?.appendingPathComponent("manifest.json"),
              let data = try? Data(contentsOf: url) else { return [] }
        return (try? JSONDecoder().decode(RealWorldManifest.self, from: data))?.files ?? []
    }()

    static func pngSuiteURL(_ file: String) -> URL? {
        TestPaths.corpus("pngsuite")?.appendingPathComponent(file)
    }

    static func realWorldURL(_ file: String) -> URL? {
        TestPaths.corpus("realworld")?.appendingPathComponent(file)
    }
}
