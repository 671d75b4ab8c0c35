import Testing
@testable import PenumbraText

@Suite struct FontRegistryTests {
    /// The system font's stand-in: Inter Display in SF Pro's nine weights with their italics,
    /// DejaVu Sans behind it.
    @Test func loadsTheSystemFontsStandIn() throws {
        let registry = try FontRegistry.withDefaultFonts()
        #expect(registry.families == ["DejaVu Sans", "Inter Display"])
        #expect(registry.fonts.count == 20)
        #expect(registry.defaultFamily == "Inter Display")
        #expect(registry.fallbackFamilies == ["Inter Display", "DejaVu Sans"])
        #expect(registry.tracksSystemFont)
        #expect(try registry.font().familyName == "Inter Display")
        #expect(try registry.font().weight == 400)
        for weight in [FontWeight.thin, .extraLight, .light, .regular, .medium, .semibold, .bold, .heavy, .black] {
            #expect(try registry.font(weight: weight).weight == weight.value)
            #expect(try registry.font(weight: weight, italic: true).isItalic)
        }
        #expect(registry.systemFamily(size: 34) == "Inter Display")
    }

    /// A registry with a display family (Apple's SF Pro Text and Display, say) switches to it at
    /// 20 points, as iOS switches SF Pro's designs.
    @Test func switchesToTheDisplayFamilyAtTwentyPoints() throws {
        var registry = try FontRegistry.withDefaultFonts()
        registry.defaultFamily = "DejaVu Sans"
        registry.displayFamily = "Inter Display"
        #expect(registry.systemFamily(size: 19.5) == "DejaVu Sans")
        #expect(registry.systemFamily(size: 20) == "Inter Display")
        registry.displayFamily = "SF Pro Display"  // not registered: the default family
        #expect(registry.systemFamily(size: 34) == "DejaVu Sans")
    }

    @Test func fallsBackToTheDefaultFamilyForUnknownNames() throws {
        var registry = try FontRegistry.withDefaultFonts()
        try registry.register(contentsOf: TestFonts.freeSansPath)
        #expect(try registry.font(family: "freesans").familyName == "FreeSans")
        #expect(try registry.font(family: "Brand Sans").familyName == "Inter Display")
    }

    @Test func namesBootstrapWhenTheDefaultFontIsMissing() {
        #expect(throws: FontError.defaultFontMissing(family: "Inter Display", searched: ["/nonexistent"])) {
            try FontRegistry.withDefaultFonts(searchDirectories: ["/nonexistent"])
        }
    }

    @Test func rejectsLookupInAnEmptyRegistry() {
        #expect(throws: FontError.noFontRegistered(family: "DejaVu Sans")) { try FontRegistry().font() }
    }
}
