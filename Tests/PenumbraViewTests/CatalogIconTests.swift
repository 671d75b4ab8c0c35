import Foundation
import PenumbraCore
import PenumbraStyle
import PenumbraTestSupport
import PenumbraUI
import Testing
@testable import PenumbraView

/// Every vector icon (SVG, PDF, custom symbol) of the real asset catalogs, drawn through the
/// catalog as an app's `Image("name")` draws it, in light and dark.
@Suite(.requiresSharedCorpora) struct CatalogIconTests {
    static var catalogs: [URL] {
        let root = TestPaths.corpus("assets")!.appendingPathComponent("catalogs")
        return FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "xcassets" }.sorted { $0.path < $1.path }
    }

    @Test func everyVectorIconDrawsOrNamesWhatIsNotDrawn() throws {
        var drawn = 0, templates = 0, symbols = 0
        var refused: [String] = []
        for url in Self.catalogs {
            let catalog = try AssetCatalog.load(url)
            let renderer = ViewRenderer(colors: SystemColors.ios18.palette, images: catalog, text: FakeTextMeasurer())
            for (name, asset) in catalog.images.sorted(by: { $0.key < $1.key }) {
                let ext = asset.files.first?.url.pathExtension.lowercased() ?? ""
                guard ext == "svg" || ext == "pdf" else { continue }
                var ok = true
                for traits in [Traits.light, Traits.dark] {
                    do {
                        let view = Image(name).foregroundColor(Color(red: 1, green: 0, blue: 0))
                        let render = try renderer.render(view, traits: traits, size: .fitting)
                        if asset.isTemplate {
                            // A template draws only in the foreground colour.
                            let image = render.bitmap.unpremultiplied()
                            var colours = Set<RGBA8>()
                            for y in 0..<image.height { for x in 0..<image.width where image[x, y].a == 255 { colours.insert(image[x, y]) } }
                            #expect(colours.isSubset(of: [RGBA8(255, 0, 0)]), "\(name): \(colours.prefix(3))")
                        }
                    } catch {
                        guard case .invalidImage(_, _, let reason) = error as? ViewError, reason.contains("not drawn") || reason.contains("not read") else {
                            Issue.record("\(name): \(error)")
                            ok = false
                            break
                        }
                        refused.append(name)
                        ok = false
                        break
                    }
                }
                if ok {
                    drawn += 1
                    if asset.isTemplate { templates += 1 }
                    if asset.isSymbol { symbols += 1 }
                }
            }
        }
        // All 486 vector assets draw in both appearances (371 of them templates, 9 custom symbols).
        #expect(drawn == 486)
        #expect(templates == 371)
        #expect(symbols == 9)
        #expect(refused.isEmpty, "\(refused)")
    }
}

/// Custom symbols: the glyph of the font's weight, as tall as the font makes it.
@Suite(.requiresSharedCorpora) struct CustomSymbolTests {
    static var catalog: URL {
        TestPaths.corpus("assets")!.appendingPathComponent("catalogs/home-assistant-ios/Sources/App/Resources/Assets.xcassets")
    }

    @Test func aSymbolScalesWithTheFontAndTakesItsWeight() throws {
        let catalog = try AssetCatalog.load(Self.catalog)
        let renderer = ViewRenderer(colors: SystemColors.ios18.palette, images: catalog, text: FakeTextMeasurer())
        let small = try renderer.displayList(for: Image("github.fill").font(.system(size: 17)), traits: .light, size: .fitting)
        let large = try renderer.displayList(for: Image("github.fill").font(.system(size: 34)), traits: .light, size: .fitting)
        #expect(abs(large.size.width - 2 * small.size.width) < 0.01 && abs(large.size.height - 2 * small.size.height) <= 1)
        let regular = try renderer.render(Image("github.fill").font(.system(size: 40)), traits: .light, size: .fitting).bitmap
        let black = try renderer.render(Image("github.fill").font(.system(size: 40, weight: .black)), traits: .light, size: .fitting).bitmap
        #expect(regular != black)
    }
}
