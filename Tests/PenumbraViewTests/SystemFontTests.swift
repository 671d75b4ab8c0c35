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

    /// SF Pro's line height (1.193 em) in place of Inter's (1.21), for the system font alone; a
    /// text style's wrapped lines keep its leading: GOV.UK's body at AX5 (53 pt) is 63.25 pt
    /// for one line and 62 more for each further one in its simulator references.
    @Test func theSystemFontHasSFProLinesAndATextStyleItsLeading() throws {
        let engine = try FontTextEngine.withDefaultFonts()
        func heights(_ font: ResolvedFont) throws -> [Double] {
            let run = TextRun(string: "Test Title\nLabel", font: font, color: Self.black, lineLimit: nil, alignment: .leading)
            return try #require(engine.layout(run, maxWidth: nil)).lineHeights
        }
        var body = ResolvedFont(size: 53)
        body.lineAdvance = TextStyle.body.leading(for: .accessibilityExtraExtraExtraLarge)
        let sf = 53 * (1950.0 + 494) / 2048
        let styled = try heights(body)
        #expect(abs(styled[0] - sf) < 1e-9 && styled[1] == 62)
        let fixed = try heights(ResolvedFont(size: 53))
        #expect(abs(fixed[0] - sf) < 1e-9 && abs(fixed[1] - sf) < 1e-9)
        // A registered family keeps its own metrics and no style leading.
        var brand = body
        brand.family = "DejaVu Sans"
        let own = try heights(brand)
        let dejaVu = try engine.registry.font(family: "DejaVu Sans")
        let dejaVuLine = Double(dejaVu.ascender - dejaVu.descender + dejaVu.lineGap) * 53 / Double(dejaVu.unitsPerEm)
        #expect(abs(own[0] - dejaVuLine) < 1e-9 && abs(own[1] - dejaVuLine) < 1e-9)
        // SwiftUI's body resolves with the style's leading at the text size.
        #expect(TextStyle.body.leading(for: .large) == 22)
    }

    /// A reserved line (`lineLimit(3, reservesSpace: true)`) is as tall as a wrapped one.
    @Test func reservedLinesAreAsTallAsWrappedOnes() throws {
        let engine = try FontTextEngine.withDefaultFonts()
        var body = ResolvedFont(size: 17)
        body.lineAdvance = 22
        var run = TextRun(string: "One", font: body, color: Self.black, lineLimit: 3, alignment: .leading)
        run.minimumLines = 3
        let one = 17 * (1950.0 + 494) / 2048
        #expect(abs(engine.measure(run, maxWidth: 300).height - (one + 44)) < 1e-9)
        run.string = "One\nTwo\nThree"
        #expect(abs(engine.measure(run, maxWidth: 300).height - (one + 44)) < 1e-9)
    }
}
