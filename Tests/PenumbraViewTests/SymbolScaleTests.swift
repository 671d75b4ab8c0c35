import Foundation
import PenumbraCore
import PenumbraStyle
import PenumbraUI
import PenumbraTestSupport
import Testing
@testable import PenumbraView

/// A symbol's size from the font and `imageScale`, and a team's own symbol templates standing in
/// for SF Symbols names.
@Suite struct SymbolScaleTests {
    static let renderer = ViewRenderer(colors: testPalette, text: FakeTextMeasurer())

    @Test func imageScaleSizesTheSymbolAgainstTheFont() throws {
        var sides: [Double] = []
        for scale in [Image.Scale.small, .medium, .large] {
            let view = Image(systemName: "checkmark").font(.system(size: 20)).imageScale(scale)
            sides.append(try Self.renderer.displayList(for: view, traits: .light, size: .fitting).size.width)
        }
        // 20 × 0.783 and 20 × 1.29, rounded up to whole pixels at 1x.
        #expect(sides == [16, 20, 26])
    }

    @Test func fixturesCarryImageScaleBothWays() throws {
        let json = #"{"root": {"type": "image", "systemName": "checkmark", "imageScale": "large"}}"#
        let fixture = try Fixture.decode(Data(json.utf8), file: nil, colorNames: nil, fontFamilies: [])
        var expected = ImageReference(source: .symbol("checkmark"), renderingMode: .template)
        expected.symbolScale = .large
        #expect(fixture.root == .image(expected))
        let again = try Fixture.decode(try JSONEncoder().encode(fixture), file: nil, colorNames: nil, fontFamilies: [])
        #expect(again.root == fixture.root)
    }

    /// An asset catalog holding a symbol template named as the SF Symbols name.
    struct TemplateCatalog: ImageResolver {
        let name: String, file: URL
        func image(named name: String, traits: Traits) -> (bitmap: Bitmap, scale: Int)? { nil }
        func asset(named name: String, traits: Traits) throws(ViewError) -> AssetImage? {
            guard name == self.name, let data = try? Data(contentsOf: file) else { return nil }
            return AssetImage(content: .symbolTemplate(data, file: file.path), isTemplate: true)
        }
        var imageNames: [String] { [name] }
    }

    @Test(.requiresSharedCorpora) func aTeamsOwnSymbolTemplateDrawsInsteadOfTheStandIn() throws {
        let file = try #require(TestPaths.corpus("assets/catalogs/home-assistant-ios/Sources/App/Resources/Assets.xcassets/CustomSymbols/github.fill.symbolset/github.fill.svg"))
        let catalog = TemplateCatalog(name: "info.circle.fill", file: file)
        let renderer = ViewRenderer(colors: testPalette, images: catalog, text: FakeTextMeasurer())
        let list = try renderer.displayList(for: Image(systemName: "info.circle.fill"), traits: .light, size: .fitting)
        let images = list.items.compactMap { item -> ResolvedImage? in
            if case .image(let image) = item.operation { image } else { nil }
        }
        #expect(images.count == 1)
        if case .vector = images.first?.content {} else { Issue.record("expected the template's vector drawing, got \(String(describing: images.first?.content))") }
        #expect(images.first?.tint != nil)
    }
}
