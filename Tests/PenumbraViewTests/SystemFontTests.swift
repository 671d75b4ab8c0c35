import PenumbraCore
import PenumbraStyle
import PenumbraText
import Testing
@testable import PenumbraView

/// The system font's stand-in as the engine draws it: Inter below 20 points, Inter Display from
/// 20, tracked by Apple's table for SF Pro; a registered brand family keeps its own spacing.
@Suite struct SystemFontTests {
    static let black = ResolvedColor(rgba: RGBA8(0, 0, 0, 255))

    func span(_ font: ResolvedFont, _ engine: FontTextEngine) throws -> TextSpan {
        let run = TextRun(string: "Settings", font: font, color: Self.black, lineLimit: nil, alignment: .leading)
        return try #require(engine.spans(of: run)?.first)
    }

    @Test func appleTableAtItsListedSizesAndBetween() {
        #expect(SystemFontTracking.thousandths(size: 12) == 0)
        #expect(SystemFontTracking.thousandths(size: 10) == 12)
        #expect(SystemFontTracking.thousandths(size: 13) == -6)
        #expect(SystemFontTracking.thousandths(size: 17) == -26)
        #expect(SystemFontTracking.thousandths(size: 28) == 14)
        #expect(SystemFontTracking.thousandths(size: 16.5) == -23)
        #expect(SystemFontTracking.thousandths(size: 2) == 41)
        #expect(SystemFontTracking.thousandths(size: 400) == -5)
        #expect(SystemFontTracking.thousandths(size: .nan) == 0)
        #expect(abs(SystemFontTracking.points(size: 17) - -0.442) < 1e-12)
    }

    @Test func textBelowTwentyPointsDisplayFromTwenty() throws {
        let engine = try FontTextEngine.withDefaultFonts()
        #expect(try span(ResolvedFont(size: 17), engine).font.familyName == "Inter")
        #expect(try span(ResolvedFont(size: 19.99), engine).font.familyName == "Inter")
        #expect(try span(ResolvedFont(size: 20), engine).font.familyName == "Inter Display")
        #expect(try span(ResolvedFont(size: 34, weight: .bold), engine).font.styleName == "Bold")
        // A family that is not registered is the system font, as iOS draws an unknown name.
        let unknown = try span(ResolvedFont(family: "Task Icon", size: 28), engine)
        #expect(unknown.font.familyName == "Inter Display")
        #expect(unknown.tracking == SystemFontTracking.points(size: 28))
    }

    @Test func onlyTheSystemFontIsTracked() throws {
        let registry = try FontRegistry.withDefaultFonts()
        let engine = FontTextEngine(registry: registry)
        #expect(try span(ResolvedFont(size: 17), engine).tracking == SystemFontTracking.points(size: 17))
        #expect(try span(ResolvedFont(family: "DejaVu Sans", size: 17), engine).tracking == 0)
        var untracked = registry
        untracked.tracksSystemFont = false
        #expect(try span(ResolvedFont(size: 17), FontTextEngine(registry: untracked)).tracking == 0)
        // Measuring a plain string tracks it too: the same width as the span's layout.
        let measured = engine.measure("Settings", font: ResolvedFont(size: 17), maxWidth: nil, lineLimit: nil)
        let run = TextRun(string: "Settings", font: ResolvedFont(size: 17), color: Self.black, lineLimit: nil, alignment: .leading)
        #expect(measured.width == engine.measure(run, maxWidth: nil).width)
        #expect(measured.width < TextLayout.measure("Settings", font: try registry.font(), size: 17, proposedWidth: nil).width)
    }
}
