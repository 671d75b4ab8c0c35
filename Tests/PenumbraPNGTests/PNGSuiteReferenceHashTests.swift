import Foundation
import PenumbraCore
import PenumbraTestSupport
import Testing
@testable import PenumbraPNG

/// Every valid non-interlaced PngSuite and libpng test file decodes to exactly the pixels of an
/// independent reference decoder written from the PNG specification
/// (`Fixtures/PNG/make_reference_hashes.py`), compared by FNV-1a 64 hash of the RGBA bytes.
/// The interlaced files are covered by their twins in ``PNGSuiteCorpusTests``.
@Suite(.requiresSharedCorpora) struct PNGSuiteReferenceHashTests {
    struct Expected: Decodable, Sendable {
        let width: Int, height: Int, fnv1a64: String
    }

    static let expected: [String: Expected] = {
        let url = TestPaths.fixtures.appendingPathComponent("PNG/pngsuite-reference-hashes.json")
        guard let data = try? Data(contentsOf: url) else { return [:] }
        return (try? JSONDecoder().decode([String: Expected].self, from: data)) ?? [:]
    }()

    static func fnv1a64(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        bytes.withUnsafeBufferPointer { buffer in
            for byte in buffer { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    @Test func fixtureCoversEveryNonInterlacedValidFile() throws {
        try #require(TestPaths.shared != nil, Comment(rawValue: TestPaths.sharedMissingMessage))
        let files = CorpusManifest.pngSuite.filter { $0.isValid && $0.interlace == "none" }.map(\.file)
        #expect(files.count == 275)
        #expect(Set(files) == Set(Self.expected.keys))
    }

    @Test(arguments: Self.expected.keys.sorted())
    func matchesReferenceDecoder(_ file: String) throws {
        let url = try #require(CorpusManifest.pngSuiteURL(file), Comment(rawValue: TestPaths.sharedMissingMessage))
        let expected = try #require(Self.expected[file])
        let image = try PNGDecoder.decodeImage(contentsOf: url)
        #expect(image.width == expected.width && image.height == expected.height)
        #expect(Self.fnv1a64(image.bytes) == expected.fnv1a64)
    }
}
