import Foundation
import PenumbraCore
import PenumbraStyle
import PenumbraText
import Testing
@testable import PenumbraView

/// The default fonts are read when text first needs them, not when the engine is made: a render
/// with no text (an empty fixture, an icon grid, colour swatches) does not pay for reading and
/// parsing 38 font files (once per process, then shared by every engine).
@Suite struct DeferredDefaultFontsTests {
    static let text = ViewNode.modified(.text("Settings"), .foregroundColor(.named("label")))

    @Test func aRenderWithoutTextReadsNoFont() throws {
        let engine = try FontTextEngine.withDefaultFonts()
        #expect(!engine.fontsAreRead)
        // Fixture decoding asks for the families: they are known without reading the files.
        #expect(engine.familyNames == [FontRegistry.dejaVuSans, FontRegistry.inter, FontRegistry.interDisplay])
        #expect(engine.hasFamily("dejavu sans") && engine.hasFamily("inter display"))
        let renderer = ViewRenderer(colors: testPalette, text: engine)
        _ = try renderer.render(.shape(.rectangle, fill: .named("label"), stroke: nil), traits: .light, size: .fixed(Size(width: 20, height: 10)))
        #expect(!engine.fontsAreRead)
        _ = try renderer.render(Self.text, traits: .light, size: .fitting)
        #expect(engine.fontsAreRead)
        #expect(engine.familyNames == (try FontRegistry.withDefaultFonts()).families)
    }

    @Test func deferredFontsDrawTheSamePixelsAsFontsReadAtOnce() throws {
        let deferred = ViewRenderer(colors: testPalette, text: try FontTextEngine.withDefaultFonts())
        let eager = ViewRenderer(colors: testPalette, text: FontTextEngine(registry: try FontRegistry.withDefaultFonts()))
        var traits = Traits.dark
        traits.displayScale = .x3
        let a = try deferred.render(Self.text, traits: traits, size: .fitting).bitmap
        let b = try eager.render(Self.text, traits: traits, size: .fitting).bitmap
        #expect(a == b)
        #expect(a.width > 0)
    }
}
