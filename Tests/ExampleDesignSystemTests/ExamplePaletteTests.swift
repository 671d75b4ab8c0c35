import Foundation
import ExampleDesignSystem
import Penumbra
import Testing

@Suite struct ExamplePaletteTests {
    static func load(_ source: ExamplePalette.Source) throws -> ExamplePalette {
        try ExamplePalette.load(from: source)
    }

    @Test func assetCatalogAndTokensResolveToTheSameColoursInEveryAppearance() throws {
        let catalog = try Self.load(.assetCatalog), tokens = try Self.load(.designTokens)
        #expect(catalog.palette.names == tokens.palette.names)
        #expect(catalog.essentialNames == tokens.essentialNames)
        for name in catalog.palette.names {
            let a = try #require(catalog[name]), b = try #require(tokens[name])
            for variant in VariantSet.allAppearances {
                #expect(a.resolved(in: variant.traits) == b.resolved(in: variant.traits), "\(name) in \(variant)")
            }
            #expect(a.isDynamic == b.isDynamic, "\(name)")
            #expect(a == b, "one identity per name from both routes: \(name)")
        }
    }

    @Test(arguments: ExamplePalette.Source.allCases)
    func hasBothLayers(source: ExamplePalette.Source) throws {
        let palette = try Self.load(source)
        #expect(palette.essentialNames.contains("blue40"))
        #expect(palette.essentialNames.contains("grey70"))
        #expect(palette.essentialNames.contains("red40"))
        #expect(palette.essentialNames.contains("green40"))
        for name in palette.essentialNames { #expect(palette[name]?.isDynamic == false, "raw \(name) is static") }
        for name in ExamplePalette.semanticNames { #expect(palette[name]?.isDynamic == true, "semantic \(name) is dynamic") }
    }

    @Test(arguments: ExamplePalette.Source.allCases)
    func semanticColoursHaveLightDarkAndHighContrastValues(source: ExamplePalette.Source) throws {
        let palette = try Self.load(source)
        let action = try #require(palette["action"])
        #expect(action.resolved(in: .light) == RGBA8(0x1A, 0x56, 0xC4))
        #expect(action.resolved(in: .dark) == RGBA8(0x8A, 0xB4, 0xF8))
        #expect(action.resolved(in: Traits(accessibilityContrast: .high)) == RGBA8(0x0B, 0x3A, 0x8F))
        #expect(action.resolved(in: Traits(userInterfaceStyle: .dark, accessibilityContrast: .high)) == RGBA8(0xE8, 0xF0, 0xFE))
        // Overlay: the background at 70 % (alpha round(0.7 × 255) = 179).
        let overlay = try #require(palette["overlay"])
        #expect(overlay.resolved(in: .light) == RGBA8(0xFF, 0xFF, 0xFF, 179))
        #expect(overlay.resolved(in: .dark) == RGBA8(0x17, 0x19, 0x1D, 179))
    }

    @Test func everyTextPairMeetsWCAGInEveryAppearance() throws {
        let palette = try Self.load(.assetCatalog)
        for (textName, backgroundName) in ExamplePalette.textPairs {
            let text = try #require(palette[textName]), background = try #require(palette[backgroundName])
            for variant in VariantSet.allAppearances {
                let ratio = WCAGContrast.ratio(text.resolved(in: variant.traits), background.resolved(in: variant.traits))
                #expect(ratio >= WCAGContrast.normalTextMinimum, "\(textName) on \(backgroundName) in \(variant): \(ratio)")
            }
        }
    }

    @Test func missingFixtureNamesTheFile() {
        let nowhere = URL(fileURLWithPath: "/nonexistent/penumbra")
        #expect(throws: StyleError.self) { try ExamplePalette.load(from: .designTokens, fixtures: nowhere) }
    }
}
