import PenumbraCore
import PenumbraStyle
import PenumbraUI
import PenumbraView
import Testing

/// A team's palette never hides Apple's system colours: PenumbraUI's own controls draw with
/// `separator` and the other system names under any palette, as on iOS.
@Suite struct SystemColorFallbackTests {
    static let brand = Palette(name: "Brand", colors: ["Brand": StyleColor(name: "Brand", light: RGBA8(10, 20, 200, 255), dark: RGBA8(100, 120, 255, 255))])

    @Test(arguments: ["light", "dark"])
    func dividerDrawsInTheSystemSeparatorUnderATeamPalette(_ variant: String) throws {
        let traits = try Variant(parsing: variant).traits
        let view = VStack(spacing: 0) { Color("Brand").frame(width: 20, height: 4); Divider() }.frame(width: 20)
        let withBrand = try RenderConfiguration(palette: Self.brand).render(view, traits: traits).bitmap
        // The same divider under the system palette alone, the brand colour given literally.
        let brand = try #require(Self.brand["Brand"]).resolved(in: traits)
        let expected = try RenderConfiguration().render(
            VStack(spacing: 0) { Color(penumbra: .literal(brand)).frame(width: 20, height: 4); Divider() }.frame(width: 20),
            traits: traits).bitmap
        #expect(withBrand.size == expected.size)
        #expect(withBrand == expected)
    }

    @Test func thePalettesOwnNameWinsOverASystemName() throws {
        let label = StyleColor(name: "label", light: RGBA8(1, 2, 3, 255), dark: RGBA8(4, 5, 6, 255))
        let palette = Palette(name: "Brand", colors: ["label": label])
        let bitmap = try RenderConfiguration(palette: palette).render(Color("label").frame(width: 2, height: 2), traits: .light).bitmap
        let own = try #require(PremultipliedRGBA8(1, 2, 3, 255))
        #expect(bitmap[0, 0] == own)
    }

    @Test func anUnknownNameStillFailsNamingItsPath() {
        #expect(throws: UIError.self) {
            try RenderConfiguration(palette: Self.brand).render(Color("brandPurple").frame(width: 2, height: 2), traits: .light)
        }
    }
}
