import Testing
@testable import PenumbraText

@Suite struct FontRegistryTests {
    @Test func loadsTheDefaultFamily() throws {
        let registry = try FontRegistry.withDefaultFonts()
        #expect(registry.families == ["DejaVu Sans"])
        #expect(try registry.font().weight == 400)
        #expect(try registry.font(weight: .bold).weight == 700)
        #expect(try registry.font(weight: .heavy).weight == 700)
        #expect(try registry.font(weight: .light).weight == 400)
        #expect(try registry.font(weight: .regular, italic: true).weight == 400)  // no italic: the upright face
    }

    @Test func fallsBackToTheDefaultFamilyForUnknownNames() throws {
        var registry = try FontRegistry.withDefaultFonts()
        try registry.register(contentsOf: TestFonts.freeSansPath)
        #expect(try registry.font(family: "freesans").familyName == "FreeSans")
        #expect(try registry.font(family: "Brand Sans").familyName == "DejaVu Sans")
    }

    @Test func namesBootstrapWhenTheDefaultFontIsMissing() {
        #expect(throws: FontError.defaultFontMissing(family: "DejaVu Sans", searched: ["/nonexistent"])) {
            try FontRegistry.withDefaultFonts(searchDirectories: ["/nonexistent"])
        }
    }

    @Test func rejectsLookupInAnEmptyRegistry() {
        #expect(throws: FontError.noFontRegistered(family: "DejaVu Sans")) { try FontRegistry().font() }
    }
}
