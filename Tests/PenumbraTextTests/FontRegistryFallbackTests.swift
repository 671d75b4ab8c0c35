import Testing
@testable import PenumbraText

/// The registry's fallback chain: which fonts draw the characters a run's font lacks.
@Suite struct FontRegistryFallbackTests {
    static let freeSansBoldPath = "/usr/share/fonts/opentype/freefont/FreeSansBold.otf"

    /// DejaVu Sans Book and Bold, FreeSans Regular and Bold (usWeightClass 600).
    func registry() throws -> FontRegistry {
        var registry = try FontRegistry.withFonts(at: [TestFonts.dejaVuSansPath, TestFonts.dejaVuSansBoldPath])
        try registry.register(contentsOf: TestFonts.freeSansPath)
        try registry.register(contentsOf: Self.freeSansBoldPath)
        return registry
    }

    @Test func defaultChainIsTheDefaultFamily() throws {
        let registry = try registry()
        #expect(try FontRegistry.withDefaultFonts().fallbackFamilies == ["Inter", "DejaVu Sans"])
        #expect(registry.fallbackFamilies == ["DejaVu Sans"])
        #expect(FontRegistry(defaultFamily: "Brand").fallbackFamilies == ["Brand"])
        let freeSans = try registry.font(family: "FreeSans")
        #expect(registry.fallbackFonts(for: freeSans).map(\.styleName) == ["Book"])
        // The default family's own fonts need no fallback from themselves.
        #expect(registry.fallbackFonts(for: try registry.font()).isEmpty)
    }

    @Test func picksTheFallbackFamilysNearestWeight() throws {
        let registry = try registry()
        let bold = try registry.font(family: "FreeSans", weight: .bold)
        #expect(bold.weight == 600)
        let fallbacks = registry.fallbackFonts(for: bold)
        #expect(fallbacks.map(\.styleName) == ["Bold"])
        // Ꜥ U+A724: 1106 units in DejaVu Sans Bold (966 in Book), from fontTools.
        let layout = TextLayout("Ꜥ", font: bold, fallbacks: fallbacks, size: 20)
        #expect(layout.runs[0].glyphs.map(\.glyph) == [4870])
        #expect(layout.size.width == 1106 * (20.0 / 2048))
    }

    @Test func followsTheChainInOrderAndSkipsUnregisteredFamilies() throws {
        var registry = try registry()
        registry.fallbackFamilies = ["Noto Sans CJK", "freesans", "DejaVu Sans"]
        let dejaVu = try registry.font()
        #expect(registry.fallbackFonts(for: dejaVu).map(\.familyName) == ["FreeSans"])
        let freeSans = try registry.font(family: "FreeSans")
        #expect(registry.fallbackFonts(for: freeSans).map(\.familyName) == ["DejaVu Sans"])
        registry.fallbackFamilies = []
        #expect(registry.fallbackFonts(for: freeSans).isEmpty)
    }
}
