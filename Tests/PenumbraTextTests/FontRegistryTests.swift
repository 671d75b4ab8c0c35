import Testing
@testable import PenumbraText

@Suite struct FontRegistryTests {
    /// The system font's stand-in: Inter below 20 points, Inter Display from 20, each in SF Pro's
    /// nine weights with their italics, DejaVu Sans behind them.
    @Test func loadsTheSystemFontsStandIn() throws {
        let registry = try FontRegistry.withDefaultFonts()
        #expect(registry.families == ["DejaVu Sans", "Inter", "Inter Display"])
        #expect(registry.fonts.count == 38)
        #expect(registry.defaultFamily == "Inter" && registry.displayFamily == "Inter Display")
        #expect(registry.fallbackFamilies == ["Inter", "DejaVu Sans"])
        #expect(registry.tracksSystemFont)
        #expect(try registry.font().familyName == "Inter")
        #expect(try registry.font().weight == 400)
        for family in ["Inter", "Inter Display"] {
            for weight in [FontWeight.thin, .extraLight, .light, .regular, .medium, .semibold, .bold, .heavy, .black] {
                #expect(try registry.font(family: family, weight: weight).weight == weight.value)
                #expect(try registry.font(family: family, weight: weight, italic: true).isItalic)
            }
        }
        #expect(registry.systemFamily(size: 19.5) == "Inter")
        #expect(registry.systemFamily(size: 20) == "Inter Display")
    }

    /// The switch is the registry's: a team with Apple's fonts names SF Pro Display; no display
    /// family, or one not registered, keeps the default family at every size.
    @Test func switchesToTheDisplayFamilyAtTwentyPoints() throws {
        var registry = try FontRegistry.withDefaultFonts()
        registry.displayFamily = "SF Pro Display"
        #expect(registry.systemFamily(size: 34) == "Inter")
        registry.displayFamily = nil
        #expect(registry.systemFamily(size: 34) == "Inter")
    }

    @Test func fallsBackToTheDefaultFamilyForUnknownNames() throws {
        var registry = try FontRegistry.withDefaultFonts()
        try registry.register(contentsOf: TestFonts.freeSansPath)
        #expect(try registry.font(family: "freesans").familyName == "FreeSans")
        #expect(try registry.font(family: "Brand Sans").familyName == "Inter")
    }

    @Test func namesBootstrapWhenTheDefaultFontIsMissing() {
        #expect(throws: FontError.defaultFontMissing(family: "Inter", searched: ["/nonexistent"])) {
            try FontRegistry.withDefaultFonts(searchDirectories: ["/nonexistent"])
        }
    }

    @Test func rejectsLookupInAnEmptyRegistry() {
        #expect(throws: FontError.noFontRegistered(family: "DejaVu Sans")) { try FontRegistry().font() }
    }
}
