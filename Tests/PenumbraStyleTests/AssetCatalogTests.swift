import Foundation
import Testing
import PenumbraCore
import PenumbraTestSupport
@testable import PenumbraStyle

@Suite struct AssetCatalogTests {
    static let folder = TestPaths.fixtures.appendingPathComponent("Palettes")
    static let catalogURL = folder.appendingPathComponent("Brand.xcassets")

    /// Loaded once for the suite: every test reads the same catalog.
    static let loaded = Result { () throws(StyleError) -> AssetCatalog in try AssetCatalog.load(catalogURL) }

    func catalog() throws -> AssetCatalog { try Self.loaded.get() }

    func traits(_ name: String) throws -> Traits { try Variant(parsing: name).traits }

    func resolve(_ name: String, _ variant: String) throws -> RGBA8 {
        try catalog().palette.color(named: name).resolved(in: traits(variant))
    }

    @Test func readsColourAndImageSetsWithNamespaces() throws {
        let catalog = try catalog()
        #expect(catalog.name == "Brand")
        #expect(catalog.colors.keys.sorted() == ["Accent", "Border", "Gamut", "Gray", "Linear", "Primary", "Tint", "WideGamut"])
        #expect(catalog.images.keys.sorted() == ["Icons/Star", "Logo"])
    }

    @Test func floatComponentsWithDarkAppearance() throws {
        #expect(try resolve("Primary", "light") == RGBA8(0, 122, 255))
        #expect(try resolve("Primary", "dark") == RGBA8(10, 132, 255))
        let color = try catalog().palette.color(named: "Primary")
        #expect(color.isDynamic && color.name == "Primary" && color.scope == "Brand")
    }

    @Test func integerComponentsWithLightAnyAndHighContrast() throws {
        #expect(try resolve("Accent", "light") == RGBA8(255, 45, 85))  // Light beats Any
        #expect(try resolve("Accent", "dark") == RGBA8(255, 69, 58))
        #expect(try resolve("Accent", "light-high-contrast") == RGBA8(215, 0, 21))  // Any + high
        #expect(try resolve("Accent", "dark-high-contrast") == RGBA8(255, 105, 97))
        #expect(try resolve("Accent", "dark-elevated-high-contrast") == RGBA8(255, 105, 97))
    }

    @Test func hexComponentsAndHexAlpha() throws {
        #expect(try resolve("Border", "light") == RGBA8(128, 128, 128, 128))
        #expect(try resolve("Border", "dark") == RGBA8(255, 255, 255, 51))
    }

    @Test func displayP3IsConvertedAndExtendedSRGBClamped() throws {
        // P3 (0.8, 0.4, 0.2): decoded, × the P3→sRGB matrix, encoded: 219.19, 94.45, 31.48.
        #expect(try resolve("WideGamut", "light") == RGBA8(219, 94, 31))
        #expect(try resolve("WideGamut", "dark") == RGBA8(255, 0, 128))
        let asset = try #require(try catalog().colors["WideGamut"])
        #expect(asset.entries.map(\.colorSpace) == [.displayP3, .extendedSRGB])
    }

    @Test func grayAndLinearSpacesAreEncodedAsSRGB() throws {
        // gray-gamma-22 0.5: 0.5^2.2 = 0.2176 linear, sRGB-encoded 0.50387 → 128.49 → 128.
        #expect(try resolve("Gray", "light") == RGBA8(128, 128, 128))
        #expect(try resolve("Gray", "dark") == RGBA8(255, 255, 255, 204))  // extended-gray 1.2 clamped
        // extended-linear-srgb (0.214, 0.5, 1.0) encoded: 127.49, 187.52, 255.
        #expect(try resolve("Linear", "light") == RGBA8(127, 188, 255))
    }

    @Test func iPhoneAndSRGBGamutEntriesWinOthersAreIgnored() throws {
        #expect(try resolve("Gamut", "light") == RGBA8(0, 255, 0))
        #expect(try resolve("Gamut", "dark") == RGBA8(255, 255, 0))
    }

    @Test func systemColourReferencesResolvePerTraits() throws {
        let system = SystemColors.ios18
        for variant in ["light", "dark", "light-high-contrast", "dark-high-contrast"] {
            let expected = variant.hasSuffix("high-contrast") ? system.systemOrange : system.systemBlue
            #expect(try resolve("Tint", variant) == expected.resolved(in: traits(variant)))
        }
    }

    @Test func templateImageSetWithDarkAppearanceAndScales() throws {
        let star = try #require(try catalog().images["Icons/Star"])
        #expect(star.isTemplate)
        #expect(star.files.count == 6)
        #expect(star.file(for: try traits("light@2x"))?.url.lastPathComponent == "star@2x.png")
        #expect(star.file(for: try traits("dark@3x"))?.url.lastPathComponent == "star-dark@3x.png")
        #expect(star.file(for: try traits("dark-high-contrast"))?.url.lastPathComponent == "star-dark@1x.png")
    }

    @Test func imageScaleFallbackAndSingleScaleHighContrast() throws {
        let logo = try #require(try catalog().images["Logo"])
        #expect(logo.renderingIntent == .original)
        #expect(logo.files.count == 3)  // the empty 2x slot and the mac entry are left out
        #expect(logo.file(for: try traits("light@2x"))?.url.lastPathComponent == "logo@3x.png")
        #expect(logo.file(for: try traits("dark"))?.url.lastPathComponent == "logo.png")
        #expect(logo.file(for: try traits("light-high-contrast@3x"))?.url.lastPathComponent == "logo-hc.png")
    }

    static func malformed(_ name: String) -> URL { folder.appendingPathComponent("Malformed").appendingPathComponent(name) }
    static func contents(_ name: String) -> String { malformed(name).appendingPathComponent("Contents.json").path }

    @Test(arguments: [
        ("ComponentOutOfRange", "colors[0].color.components.green", "a component 0-1", "string \"1.200\""),
        ("IntegerOutOfRange", "colors[1].color.components.red", "an integer component 0-255", "string \"256\""),
        ("BadHex", "colors[0].color.components.red", "a hex byte 0x00-0xFF", "string \"0xGG\""),
        ("BadAppearance", "colors[1].appearances[0].value", "\"light\" or \"dark\"", "string \"dim\""),
        ("OnlyDark", "colors", "an entry for Any or Light appearance", "none"),
    ])
    func malformedColourSetsNameFileAndPath(name: String, path: String, expected: String, found: String) {
        #expect(throws: StyleError.invalidValue(file: Self.contents("\(name).colorset"), path: path,
                                                expected: expected, found: found)) {
            try ColorAsset.load(Self.malformed("\(name).colorset"), scope: "Bad")
        }
    }

    @Test func otherColourSetErrors() {
        let missing = Self.contents("MissingRed.colorset")
        #expect(throws: StyleError.missingKey(file: missing, path: "colors[0].color.components.red")) {
            try ColorAsset.load(Self.malformed("MissingRed.colorset"), scope: "Bad")
        }
        let space = Self.contents("UnknownColorSpace.colorset")
        #expect(throws: StyleError.unsupportedColorSpace(file: space, path: "colors[0].color.color-space", colorSpace: "generic-cmyk")) {
            try ColorAsset.load(Self.malformed("UnknownColorSpace.colorset"), scope: "Bad")
        }
        let reference = Self.contents("BadReference.colorset")
        #expect(throws: StyleError.unresolvedAlias(file: reference, path: "colors[0].color.reference",
                                                   alias: "systemBleuColor", suggestion: "systemBlueColor")) {
            try ColorAsset.load(Self.malformed("BadReference.colorset"), scope: "Bad")
        }
        do {
            _ = try ColorAsset.load(Self.malformed("NotJSON.colorset"), scope: "Bad")
            Issue.record("truncated JSON was accepted")
        } catch {
            guard case .invalidJSON(let file, _, _, _) = error else { Issue.record("wrong error \(error)"); return }
            #expect(file == Self.contents("NotJSON.colorset"))
        }
    }

    @Test func malformedImageSets() {
        #expect(throws: StyleError.invalidValue(file: Self.contents("BadScale.imageset"), path: "images[0].scale",
                                                expected: "\"1x\", \"2x\" or \"3x\"", found: "string \"4x\"")) {
            try ImageAsset.load(Self.malformed("BadScale.imageset"))
        }
        #expect(throws: StyleError.invalidValue(file: Self.contents("BadIntent.imageset"),
                                                path: "properties.template-rendering-intent",
                                                expected: "\"template\" or \"original\"", found: "string \"tinted\"")) {
            try ImageAsset.load(Self.malformed("BadIntent.imageset"))
        }
    }

    @Test func errorMessageNamesFileAndPath() {
        let error = StyleError.invalidValue(file: "Brand.xcassets/A.colorset/Contents.json",
                                            path: "colors[0].color.components.red", expected: "a component 0-1", found: "string \"2\"")
        #expect(error.description == "Brand.xcassets/A.colorset/Contents.json: colors[0].color.components.red: expected a component 0-1, found string \"2\"")
    }
}

@Suite struct TemplateTintTests {
    @Test func tintKeepsOnlyAlpha() throws {
        var image = try RGBAImage(width: 2, height: 1)
        image[0, 0] = RGBA8(10, 20, 30, 255)
        image[1, 0] = RGBA8(200, 100, 0, 128)
        let tinted = ImageAsset.tinted(image, with: RGBA8(0, 122, 255, 128))
        #expect(tinted[0, 0] == RGBA8(0, 122, 255, 128))
        #expect(tinted[1, 0] == RGBA8(0, 122, 255, 64))  // round(128 × 128 / 255) = 64
    }
}

@Suite struct ImageDecodingTests {
    let catalog: AssetCatalog

    init() throws { catalog = try AssetCatalogTests.loaded.get() }

    @Test func decodesTheFileForTheTraits() throws {
        let dark = try #require(try catalog.image(named: "Icons/Star", for: Variant(parsing: "dark@3x").traits))
        #expect(dark.scale == .x3)
        #expect(dark.image.width == 3 && dark.image.height == 3)
        #expect(dark.image[2, 2] == .white)
        let light = try #require(try catalog.image(named: "Icons/Star", for: Variant(parsing: "light@2x").traits))
        #expect(light.scale == .x2 && light.image.width == 2 && light.image[0, 0] == .black)
        let highContrast = try #require(try catalog.image(named: "Logo", for: Variant(parsing: "light-high-contrast@3x").traits))
        #expect(highContrast.scale == .x1 && highContrast.image.width == 4 && highContrast.image[0, 0] == RGBA8(0, 64, 221))
    }

    @Test func unknownImageSuggestsNearest() {
        #expect(throws: StyleError.unknownImage(name: "Icons/Starr", catalog: "Brand", suggestion: "Icons/Star")) {
            try catalog.image(named: "Icons/Starr", for: Traits())
        }
    }

    @Test func missingFileIsAnImageError() throws {
        let folder = AssetCatalogTests.folder.appendingPathComponent("Malformed").appendingPathComponent("BadScale.imageset")
        let asset = ImageAsset(name: "Missing", renderingIntent: .default,
                               files: [.init(url: folder.appendingPathComponent("a.png"), scale: .x1, appearance: .init())])
        do {
            _ = try asset.image(for: Traits())
            Issue.record("a missing file decoded")
        } catch {
            guard case .invalidImage(let name, let png) = error else { Issue.record("wrong error \(error)"); return }
            #expect(name == "Missing")
            #expect(png.file == folder.appendingPathComponent("a.png").path)
        }
    }
}
