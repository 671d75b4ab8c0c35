import ExampleDesignSystem
import Foundation
import Penumbra
import Testing

/// The committed icon PNGs are exactly what ``IconArt`` draws; a missing file is written and the
/// test fails (the way to add an icon: draw it in code, run the tests, look at the PNGs, commit
/// them, run again).
@Suite struct IconAssetsTests {
    static let catalog = ExampleDesignSystem.fixturesFolder.appendingPathComponent("Icons.xcassets")

    static func check(_ bitmap: Bitmap, at url: URL) throws {
        let expected = bitmap.unpremultiplied()
        guard FileManager.default.fileExists(atPath: url.path) else {
            // A new icon: its file is written, and the test fails until it is looked at and committed.
            try PNGEncoder.write(bitmap, to: url)
            Issue.record("\(url.lastPathComponent) was missing and is now written from its drawing: look at it, commit it, run again")
            return
        }
        let committed = try PNGDecoder.decodeImage(contentsOf: url)
        #expect(committed == expected, "\(url.lastPathComponent) differs from its drawing")
    }

    @Test(arguments: IconArt.Icon.allCases)
    func committedIconMatchesItsDrawing(icon: IconArt.Icon) throws {
        for scale in 1...3 {
            let url = Self.catalog.appendingPathComponent("\(icon.rawValue).imageset/\(icon.rawValue)@\(scale)x.png")
            try Self.check(IconArt.draw(icon, scale: scale), at: url)
        }
    }

    @Test func committedIllustrationMatchesItsDrawingInBothAppearances() throws {
        for scale in 1...3 {
            let folder = Self.catalog.appendingPathComponent("illustration.imageset")
            try Self.check(IconArt.illustration(dark: false, scale: scale), at: folder.appendingPathComponent("illustration@\(scale)x.png"))
            try Self.check(IconArt.illustration(dark: true, scale: scale), at: folder.appendingPathComponent("illustration-dark@\(scale)x.png"))
        }
    }

    @Test func catalogHasTemplateIconsAndAnIllustrationWithADarkVariant() throws {
        let catalog = try AssetCatalog.load(Self.catalog)
        for icon in IconArt.Icon.allCases {
            #expect(catalog.images[icon.rawValue]?.isTemplate == true, "\(icon)")
        }
        let illustration = try #require(catalog.images["illustration"])
        #expect(!illustration.isTemplate)
        let light = try #require(illustration.file(for: Traits(displayScale: .x2)))
        let dark = try #require(illustration.file(for: Traits(userInterfaceStyle: .dark, displayScale: .x2)))
        #expect(light.url.lastPathComponent == "illustration@2x.png")
        #expect(dark.url.lastPathComponent == "illustration-dark@2x.png")
    }
}
