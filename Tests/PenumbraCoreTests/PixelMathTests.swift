import Testing
@testable import PenumbraCore

@Suite struct PixelMathTests {
    @Test func div255RoundsHalfUpForEveryProduct() {
        for x in UInt32(0)...65_025 {
            // round(x / 255) with halves up, in exact integer arithmetic: floor((2x + 255) / 510).
            #expect(PixelMath.div255(x) == (2 * x + 255) / 510, "x = \(x)")
        }
    }

    @Test func unpremultiplyThenPremultiplyIsIdentityForEveryValidPair() {
        for a in 0...255 {
            for c in 0...a {
                let p = PremultipliedRGBA8(UInt8(c), UInt8(c), UInt8(c), UInt8(a))!
                #expect(p.unpremultiplied.premultiplied == p, "c = \(c), a = \(a)")
            }
        }
    }

    @Test func premultipliesByTheDocumentedRule() {
        // 200 × 128 / 255 = 100.39 → 100; 255 × 128 / 255 = 128; 1 × 128 / 255 = 0.50 → 1 (half up).
        #expect(RGBA8(200, 255, 1, 128).premultiplied == PremultipliedRGBA8(100, 128, 1, 128))
        #expect(RGBA8(10, 20, 30, 0).premultiplied == .clear)
    }

    @Test func sourceOverGivesExactBytes() {
        // 50% black over opaque white: 0 + round(255 × 127 / 255) = 127 per colour channel.
        let src = RGBA8(0, 0, 0, 128).premultiplied
        #expect(src.over(RGBA8.white.premultiplied) == PremultipliedRGBA8(127, 127, 127, 255))
        // Opaque source replaces the destination; transparent source leaves it.
        #expect(RGBA8(1, 2, 3).premultiplied.over(RGBA8.white.premultiplied) == PremultipliedRGBA8(1, 2, 3, 255))
        #expect(PremultipliedRGBA8.clear.over(PremultipliedRGBA8(9, 8, 7, 200)!) == PremultipliedRGBA8(9, 8, 7, 200))
    }

    @Test func rejectsInvalidPremultipliedValues() {
        #expect(PremultipliedRGBA8(200, 0, 0, 100) == nil)
    }

    @Test func parsesHex() {
        #expect(RGBA8(hex: "#007AFF") == RGBA8(0, 122, 255, 255))
        #expect(RGBA8(hex: "0A84FF80") == RGBA8(10, 132, 255, 128))
        #expect(RGBA8(hex: "#fff") == .white)
        #expect(RGBA8(hex: "#12345") == nil)
        #expect(RGBA8(hex: "#GG0000") == nil)
        #expect(RGBA8(0, 122, 255).hex == "#007AFFFF")
    }
}
