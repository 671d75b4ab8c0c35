import Foundation
import PenumbraTestSupport
import Testing
@testable import PenumbraText

/// Random byte damage never traps: every damaged font parses or throws, and every glyph of one
/// that parses gives an outline or an error. Deterministic (a fixed-seed generator).
@Suite struct FontFuzzTests {
    static let rounds = Int(ProcessInfo.processInfo.environment["PENUMBRA_FUZZ_ROUNDS"] ?? "") ?? 12

    @Test(arguments: [TestFonts.dejaVuSansPath, TestFonts.freeSansPath])
    func survivesRandomByteDamage(path: String) throws {
        let original = try #require(TestFonts.bytes(path), Comment(rawValue: TestFonts.missing))
        var rng = SeededGenerator(seed: 0x5EED)
        var parsed = 0
        for _ in 0..<Self.rounds {
            var bytes = original
            // Damage the first 4 KB (directory, header tables) in one round of four, and 32 bytes
            // anywhere in every round.
            if Bool.random(using: &rng), Bool.random(using: &rng) {
                bytes[Int.random(in: 0..<min(4096, bytes.count), using: &rng)] = UInt8.random(in: 0...255, using: &rng)
            }
            for _ in 0..<32 { bytes[Int.random(in: 0..<bytes.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng) }
            guard let font = try? FontFace(data: bytes) else { continue }
            parsed += 1
            for _ in 0..<200 { _ = try? font.outline(glyph: UInt16.random(in: 0...UInt16.max, using: &rng) % UInt16(font.numberOfGlyphs)) }
            _ = TextLayout("AV To fix ÉÀ…", font: font, size: 17, options: TextLayoutOptions(maxWidth: 60, lineLimit: 2))
        }
        // Reaching here without a trap is the test; a quarter of the damaged fonts must parse, or the
        // glyph and layout code would go unexercised.
        #expect(parsed * 4 >= Self.rounds, "only \(parsed) of \(Self.rounds) damaged fonts parsed")
    }
}
