import PenumbraChecks
import PenumbraCore
import PenumbraStyle
import Testing

@Suite struct PaletteSheetTests {
    static let palette = Palette(name: "P", colors: [
        "semantic/background": StyleColor(light: .white, dark: RGBA8(0x17, 0x19, 0x1D)),
        "semantic/textPrimary": StyleColor(light: RGBA8(0x17, 0x19, 0x1D), dark: RGBA8(0xF4, 0xF5, 0xF7)),
        "scrim": StyleColor(light: RGBA8(0, 0, 0, 128), dark: RGBA8(0, 0, 0, 128)),
    ])

    @Test func measuresAgainstTheBackgroundOfEachVariant() {
        let sheet = PaletteSheet(palette: Self.palette, variants: .lightAndDark)
        #expect(sheet.backgroundName == "semantic/background")
        #expect(sheet.backgrounds == [.white, RGBA8(0x17, 0x19, 0x1D)])
        #expect(sheet.rows.map(\.name) == ["scrim", "semantic/background", "semantic/textPrimary"])
        let text = sheet.rows[2]
        #expect(text.isDynamic)
        #expect(text.cells.allSatisfy { $0.contrast > 16 })
        // A translucent colour is measured as drawn over the background.
        #expect(sheet.rows[0].cells[0].composited == RGBA8(127, 127, 127))
    }

    @Test func withoutABackgroundWhiteAndBlackStandIn() {
        let sheet = PaletteSheet(palette: Palette(name: "Q", colors: ["ink": StyleColor(.black)]), variants: .lightAndDark)
        #expect(sheet.backgroundName == nil)
        #expect(sheet.backgrounds == [.white, .black])
        #expect(sheet.rows[0].cells.map(\.contrast) == [21, 1])
    }

    @Test(arguments: [(4.499, "4.49:1"), (21.0, "21.00:1"), (1.0, "1.00:1"), (3.0499, "3.04:1"), (4.5, "4.50:1")])
    func printsRatiosRoundedDown(ratio: Double, text: String) {
        #expect(PaletteSheet.format(ratio: ratio) == text)
    }

    @Test func rendersOneColumnPerVariant() throws {
        let sheet = PaletteSheet(palette: Self.palette, variants: .lightAndDark)
        let bitmap = try sheet.render(scale: 1)
        #expect(bitmap.width == 200 + 2 * 230)
        #expect(bitmap.height == 32 + 3 * 44)
        #expect(bitmap[300, 80].unpremultiplied == .white)
        #expect(bitmap[530, 80].unpremultiplied == RGBA8(0x17, 0x19, 0x1D))
    }
}
