import Foundation
import PenumbraCore
import PenumbraStyle
import PenumbraUI
import Testing
@testable import PenumbraView

/// A brand font that lacks a character falls back to the default family for it, through the
/// view stage: nothing is reported missing and the fallback glyph is drawn, not a box.
@Suite struct FontFallbackRenderTests {
    static let freeFontFolder = "/usr/share/fonts/opentype/freefont"

    @Test func brandFontFallsBackToTheDefaultFamilyForACharacterItLacks() throws {
        // FreeSans has no U+2713 CHECK MARK; DejaVu Sans (the default family) has it.
        let engine = try FontTextEngine.withDefaultFonts(extraFolder: Self.freeFontFolder)
        try #require(engine.hasFamily("FreeSans"), "FreeSans missing: run scripts/bootstrap --test-tools")
        let font = ResolvedFont(family: "FreeSans", size: 17)
        let layout = try #require(engine.layout("Done \u{2713}", font: font))
        #expect(layout.missingGlyphs.isEmpty)
        let fromFallback = layout.runs.flatMap(\.glyphs).filter { $0.fontIndex != 0 }
        #expect(fromFallback.count == 1)

        // The same text with the chain emptied draws FreeSans' .notdef box and reports it.
        var registry = engine.registry
        registry.fallbackFamilies = []
        let bare = FontTextEngine(registry: registry)
        let boxed = try #require(bare.layout("Done \u{2713}", font: font))
        #expect(boxed.missingGlyphs.map(\.character) == ["\u{2713}"])

        let renderer = ViewRenderer(colors: testPalette, text: engine)
        let view = Text("Done \u{2713}").font(.custom("FreeSans", size: 17)).foregroundColor(Color("label"))
        let withFallback = try renderer.render(view, traits: .light, size: .fitting).bitmap
        let withBox = try ViewRenderer(colors: testPalette, text: bare).render(view, traits: .light, size: .fitting).bitmap
        #expect(withFallback.bytes != withBox.bytes)
    }
}
