import PenumbraChecks
import PenumbraCore
import PenumbraStyle
import Testing

@Suite struct HardcodedColorCheckTests {
    static let palette = Palette(name: "Test", colors: [
        "background": StyleColor(light: .white, dark: RGBA8(0x17, 0x19, 0x1D)),
        "textPrimary": StyleColor(light: RGBA8(0x17, 0x19, 0x1D), dark: RGBA8(0xF4, 0xF5, 0xF7)),
        "action": StyleColor(light: RGBA8(0x1A, 0x56, 0xC4), dark: RGBA8(0x8A, 0xB4, 0xF8)),
    ])

    @Test func catchesAStaticWhiteBackgroundEqualToThePalettesBackground() throws {
        var b = SceneBuilder(width: 40, height: 40)
        b.fill("root.background", role: "background", Rect(x: 0, y: 0, width: 40, height: 40), CheckColor(.white))
        let findings = HardcodedColorCheck(palette: Self.palette).findings(try b.scene())
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.path == "root.background")
        #expect(finding.message.contains("equals palette colour background in light"))
    }

    @Test func catchesStaticTextAndBackgroundsEvenWhenNoPaletteColourMatches() throws {
        var b = SceneBuilder(width: 40, height: 40, variant: .dark)
        b.fill("root.fill", Rect(x: 0, y: 0, width: 40, height: 40), CheckColor(RGBA8(0x22, 0x22, 0x22)))
        b.text("root.label", Rect(x: 2, y: 2, width: 30, height: 20), CheckColor(RGBA8(0xEE, 0xEE, 0xEE)))
        b.fill("root.decoration", Rect(x: 2, y: 30, width: 4, height: 4), CheckColor(RGBA8(0x12, 0x34, 0x56)))
        let findings = HardcodedColorCheck(palette: Self.palette).findings(try b.scene())
        // The full-screen fill is the screen's background; the small decoration matches nothing.
        #expect(findings.map(\.path) == ["root.fill", "root.label"])
    }

    @Test func matchesPaletteValuesOfTheScenesVariant() throws {
        var b = SceneBuilder(width: 40, height: 40, variant: .dark)
        b.fill("root.button", Rect(x: 0, y: 0, width: 20, height: 10), CheckColor(RGBA8(0x8A, 0xB4, 0xF8)))
        let findings = HardcodedColorCheck(palette: Self.palette).findings(try b.scene())
        #expect(findings.first?.message.contains("palette colour action in dark") == true)
    }

    @Test func paletteColoursAndAllowListedExceptionsPass() throws {
        var b = SceneBuilder(width: 40, height: 40)
        b.fill("root.background", role: "background", Rect(x: 0, y: 0, width: 40, height: 40), .palette("background", .white))
        b.text("root.label", Rect(x: 2, y: 2, width: 30, height: 10), .palette("textPrimary", RGBA8(0x17, 0x19, 0x1D)))
        b.fill("root.brand.stripe", Rect(x: 0, y: 20, width: 40, height: 4), CheckColor(RGBA8(0x1A, 0x56, 0xC4)))
        b.text("root.brand.label", Rect(x: 0, y: 26, width: 40, height: 10), CheckColor(RGBA8(0xFF, 0xD7, 0x00)))
        b.text("root.promo", Rect(x: 0, y: 36, width: 40, height: 4), CheckColor(RGBA8(0xAB, 0xCD, 0xEF)))
        let allow = ColorAllowList(paths: ["root.brand*"], colors: [RGBA8(0xAB, 0xCD, 0xEF)])
        #expect(HardcodedColorCheck(palette: Self.palette, allowList: allow).findings(try b.scene()).isEmpty)
        #expect(HardcodedColorCheck(palette: Self.palette).findings(try b.scene()).map(\.path)
                == ["root.brand.stripe", "root.brand.label", "root.promo"])
    }
}

/// Suggestions of the right kind: text is pointed at text colours, fills at fill colours.
@Suite struct HardcodedSuggestionRoleTests {
    static let palette = Palette(name: "Test", colors: [
        "background": StyleColor(light: .white, dark: RGBA8(0x17, 0x19, 0x1D)),
        "textOnAccent": StyleColor(light: .white, dark: .white),
        "textPrimary": StyleColor(light: RGBA8(0x17, 0x19, 0x1D), dark: RGBA8(0xF4, 0xF5, 0xF7)),
    ])

    @Test func whiteTextIsPointedAtTheTextColourAndAWhiteFillAtTheBackground() throws {
        var b = SceneBuilder(width: 40, height: 40)
        b.fill("root.card", Rect(x: 0, y: 0, width: 20, height: 20), CheckColor(.white))
        b.text("root.label", Rect(x: 2, y: 24, width: 30, height: 12), CheckColor(.white))
        let findings = HardcodedColorCheck(palette: Self.palette).findings(try b.scene())
        #expect(findings.map(\.message) == [
            "static #FFFFFFFF (fill) equals palette colour background in light: use the palette colour",
            "static #FFFFFFFF (text) equals palette colour textOnAccent in light: use the palette colour",
        ])
    }

    @Test func textMatchingOnlyABackgroundSaysNoTextColourFits() throws {
        var b = SceneBuilder(width: 40, height: 40, variant: .dark)
        b.fill("root.bg", role: "background", Rect(x: 0, y: 0, width: 40, height: 40), .palette("background", RGBA8(0x17, 0x19, 0x1D)))
        b.text("root.label", Rect(x: 2, y: 2, width: 30, height: 12), CheckColor(RGBA8(0x17, 0x19, 0x1D)))
        let findings = HardcodedColorCheck(palette: Self.palette).findings(try b.scene())
        #expect(findings.map(\.message) == [
            "static #17191DFF paints text and equals only the fill colour background in dark; no palette text colour has this value: use a semantic text colour of the palette",
        ])
    }
}
