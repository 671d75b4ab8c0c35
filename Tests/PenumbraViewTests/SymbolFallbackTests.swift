import Foundation
import PenumbraCore
import PenumbraStyle
import PenumbraUI
import PenumbraTestSupport
import Testing
@testable import PenumbraView

/// SF Symbols names with no glyph draw a placeholder and are reported (an error only in strict
/// renders); mapped names draw Material Icons glyphs from the installed font.
@Suite struct SymbolFallbackTests {
    static let renderer = ViewRenderer(colors: testPalette, text: FakeTextMeasurer())
    static var fontInstalled: Bool { (try? MaterialSymbolFont.face.get()) != nil }
    static let fontMissing = Comment(rawValue: "the symbol font is not installed (scripts/bootstrap installs fonts-material-design-icons-iconfont)")

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

    @Test(.enabled(if: SymbolFallbackTests.fontInstalled, SymbolFallbackTests.fontMissing))
    func mappedSymbolsDrawFromTheFontWithoutWarnings() throws {
        let render = try Self.renderer.render(Image(systemName: "info.circle.fill"), traits: .light, size: .fitting)
        #expect(render.warnings.isEmpty)
        let placeholder = try Self.renderer.render(Image(systemName: "no.such.symbol"), traits: .light, size: .fitting)
        #expect(render.displayList.size == placeholder.displayList.size)
        #expect(render.bitmap != placeholder.bitmap)
        // A filled circle: clear in the box's corner, covered beside the "i".
        let pixels = render.bitmap.unpremultiplied()
        #expect(pixels[0, 0].a == 0)
        #expect(pixels[render.bitmap.width / 4, render.bitmap.height / 2].a > 200)
    }

    @Test(.enabled(if: SymbolFallbackTests.fontInstalled, SymbolFallbackTests.fontMissing))
    func everyMappedCodePointHasAGlyph() throws {
        let font = try MaterialSymbolFont.face.get()
        let missing = MaterialSymbolMap.icons.filter { _, icon in
            Unicode.Scalar(icon.codePoint).flatMap { font.glyph(for: $0) } == nil
        }
        #expect(missing.isEmpty, "no glyph for \(missing.keys.sorted())")
        #expect(MaterialSymbolMap.icons.count >= 500)
    }

    static let codePointList = "/usr/share/fonts-material-design-icons-iconfont/scss/_variables.scss"

    @Test(.enabled(if: FileManager.default.fileExists(atPath: codePointList), "Debian's codepoint list is not installed"))
    func codePointsMatchTheInstalledList() throws {
        let text = try String(contentsOfFile: Self.codePointList, encoding: .utf8)
        var listed: [String: UInt32] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "\"")
            guard parts.count == 3, let value = UInt32(parts[2].filter(\.isHexDigit), radix: 16) else { continue }
            listed[String(parts[1])] = value
        }
        let wrong = MaterialSymbolMap.icons.values.filter { listed[$0.name] != $0.codePoint }
        #expect(wrong.isEmpty, "code points differ from the list: \(wrong.map(\.name).sorted())")
    }

    @Test(.enabled(if: SymbolFallbackTests.fontInstalled, SymbolFallbackTests.fontMissing))
    func forwardAndBackwardNamesMirrorInRightToLeft() {
        let ltr = SymbolCatalog.outline("arrow.forward", direction: .leftToRight)
        let rtl = SymbolCatalog.outline("arrow.forward", direction: .rightToLeft)
        let mirrored = ltr.applying(AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 1, ty: 0)).controlBounds
        let bounds = rtl.controlBounds
        #expect(rtl != ltr)
        #expect(abs((bounds?.minX ?? 9) - (mirrored?.minX ?? 0)) < 1e-9 && abs((bounds?.maxX ?? 9) - (mirrored?.maxX ?? 0)) < 1e-9)
        #expect(SymbolCatalog.outline("arrow.right", direction: .rightToLeft) == SymbolCatalog.outline("arrow.right", direction: .leftToRight))
    }

    /// A Material icon's live area (units 2-22 of its 24-unit grid) fills the symbol's box, as SF
    /// Symbols' ink does: `checkmark.circle.fill` at 30 points is drawn 30 points across at 3x
    /// (90 px), within a point of the 29 the iOS 26 simulator draws (SpeziViews'
    /// `completedTileHeader` reference, 87 px); on the whole grid it was 25 (75 px). The box, and
    /// so the layout, stays the font's point size.
    @Test(.enabled(if: SymbolFallbackTests.fontInstalled, SymbolFallbackTests.fontMissing))
    func materialIconsFillTheirBoxWithTheirLiveArea() throws {
        let render = try Self.renderer.render(Image(systemName: "checkmark.circle.fill").font(.system(size: 30)),
                                              traits: traits(scale: .x3), size: .fitting)
        #expect(render.displayList.size == Size(30, 30))
        let pixels = render.bitmap.unpremultiplied()
        var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
        for y in 0..<render.bitmap.height { for x in 0..<render.bitmap.width where pixels[x, y].a > 128 {
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        } }
        #expect(abs((maxX - minX + 1) - 87) <= 3 && abs((maxY - minY + 1) - 87) <= 3)
    }

    /// Every SF Symbols name the corpora's Swift and fixture files use has a glyph.
    @Test(.requiresSharedCorpora) func everyCorpusNameIsMapped() throws {
        let names = try CorpusSymbolNames.scan()
        #expect(names.count >= 40)
        let unmapped = names.filter { !SymbolCatalog.knows($0) }
        #expect(unmapped.isEmpty, "unmapped: \(unmapped.sorted())")
    }
}
