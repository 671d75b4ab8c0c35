import Foundation
import PenumbraCore
import PenumbraStyle
import PenumbraUI
import PenumbraTestSupport
import Testing
@testable import PenumbraView

/// SF Symbols names with no glyph draw a placeholder and are reported (an error only in strict
/// renders).
@Suite struct SymbolFallbackTests {
    static let renderer = ViewRenderer(colors: testPalette, text: FakeTextMeasurer())

    @Test func unknownSymbolDrawsAPlaceholderOfTheSymbolsSizeAndWarns() throws {
        let unknown = try Self.renderer.render(Image(systemName: "no.such.symbol"), traits: .light, size: .fitting)
        let known = try Self.renderer.render(Image(systemName: "checkmark"), traits: .light, size: .fitting)
        #expect(unknown.displayList.size == known.displayList.size)
        #expect(unknown.warnings.map(\.symbolName) == ["no.such.symbol"])
        #expect(unknown.warnings.first?.path == "root")
        #expect(known.warnings.isEmpty)
        // A ring: the outline's middle column is covered near the edge and clear at the centre.
        let pixels = unknown.bitmap.unpremultiplied()
        let w = unknown.bitmap.width, h = unknown.bitmap.height
        #expect(pixels[w / 2, h / 2].a == 0)
        #expect((0..<h / 3).contains { pixels[w / 2, $0].a > 128 })
    }

    @Test func strictRendersThrowTheTypedError() {
        var strict = Self.renderer
        strict.strictSymbols = true
        #expect(throws: ViewError.unknownSymbol(path: "root", name: "chevron.rigth", suggestion: "chevron.right")) {
            try strict.render(Image(systemName: "chevron.rigth"), traits: .light, size: .fitting)
        }
        #expect(throws: Never.self) { try strict.render(Image(systemName: "checkmark"), traits: .light, size: .fitting) }
    }

    @Test func warningsNameThePathOfEachPlaceholderOnce() throws {
        let view = VStack {
            Image(systemName: "no.such.symbol")
            Image(systemName: "chevron.rigth")
        }
        let render = try Self.renderer.render(view, traits: .light, size: .fitting)
        #expect(render.warnings.map(\.description) == [
            #"root.children[0]: unknown symbol "no.such.symbol" drawn as a placeholder"#,
            #"root.children[1]: unknown symbol "chevron.rigth" drawn as a placeholder; did you mean "chevron.right"?"#,
        ])
    }

    @Test(arguments: [
        (RenderWarning.unknownSymbol(path: "root", name: "x.y", suggestion: nil), #"root: unknown symbol "x.y" drawn as a placeholder"#),
        (.symbolFontUnavailable(path: "root.content", name: "info", reason: "the font is missing"),
         #"root.content: symbol "info" drawn as a placeholder: the font is missing"#),
    ])
    func warningMessages(warning: RenderWarning, message: String) {
        #expect(warning.description == message)
    }

    @Test func fixturesAcceptAnyName() throws {
        let json = #"{"root": {"type": "image", "systemName": "no.such.symbol"}}"#
        let fixture = try Fixture.decode(Data(json.utf8), file: nil, colorNames: nil, fontFamilies: [])
        #expect(fixture.root == .image(ImageReference(source: .symbol("no.such.symbol"), renderingMode: .template)))
    }

    @Test func handDrawnSymbolsKeepTheirOutlines() {
        for name in SymbolLibrary.names {
            #expect(SymbolCatalog.outline(name, direction: .leftToRight) == SymbolLibrary.path(named: name))
        }
    }
}
