import PenumbraStyle
import PenumbraCore
import Testing
@testable import PenumbraText

@Suite struct TextLayoutTests {
    static let scale = 20.0 / 2048  // DejaVu Sans at 20 pt
    static let ellipsis: UInt16 = 2825

    func font() throws -> FontFace { try #require(TestFonts.dejaVuSans, Comment(rawValue: TestFonts.missing)) }

    func text(_ run: GlyphRun, _ font: FontFace) -> [UInt16] { run.glyphs.map(\.glyph) }

    @Test func appliesKerningBetweenPairs() throws {
        let f = try font()
        let kerned = TextLayout("AV", font: f, size: 20)
        #expect(kerned.size.width == Double(1401 - 131 + 1401) * Self.scale)
        #expect(kerned.runs[0].glyphs[1].x == Double(1401 - 131) * Self.scale)
        let plain = TextLayout("AV", font: f, size: 20, options: TextLayoutOptions(kerning: false))
        #expect(plain.size.width == Double(1401 + 1401) * Self.scale)
    }

    @Test func usesFontLineHeightAndBaseline() throws {
        let f = try font()
        let layout = TextLayout("A\nB\r\nC", font: f, size: 20)
        let lineHeight = Double(1901 + 483) * Self.scale
        #expect(layout.runs.count == 3)
        #expect(layout.lineHeight == lineHeight)
        #expect(layout.size.height == 3 * lineHeight)
        #expect(layout.runs[0].glyphs[0].y == 1901 * Self.scale)
        #expect(layout.runs[2].glyphs[0].y == 2 * lineHeight + 1901 * Self.scale)
        #expect(layout.firstBaseline == 1901 * Self.scale)
        #expect(layout.lastBaseline == 2 * lineHeight + 1901 * Self.scale)
        #expect(layout.baselines.count == 3)
        let explicit = TextLayout("A", font: f, size: 20, options: TextLayoutOptions(lineHeight: 30))
        #expect(explicit.size.height == 30)
        #expect(explicit.runs[0].glyphs[0].y == (30 - lineHeight) / 2 + 1901 * Self.scale)
    }

    @Test func wrapsAtSpacesWithinTheWidth() throws {
        let f = try font()
        let layout = TextLayout("The quick brown fox jumps over the lazy dog", font: f, size: 20,
                                options: TextLayoutOptions(maxWidth: 125))
        let lines = layout.runs.map { run in String(run.glyphs.map { g in self.character(g.glyph, f) }) }
        #expect(lines == ["The quick", "brown fox", "jumps over", "the lazy dog"])
        #expect(layout.runs.allSatisfy { $0.width <= 125 })
        #expect(layout.size.width == layout.runs.map(\.width).max())
    }

    /// UIKit's `.pushOut`: a paragraph that would end on one word takes the word before with it
    /// ("Test numbered / list view", not "Test numbered list / view"); a last line of two words,
    /// and a line before of one word, are left as they are.
    @Test func avoidingOrphansPushesTheLastWordOfTheLineBeforeDown() throws {
        let f = try font()
        func lines(_ text: String, _ width: Double, orphans: Bool) -> [String] {
            var options = TextLayoutOptions(maxWidth: width)
            options.avoidsOrphans = orphans
            return TextLayout(text, font: f, size: 20, options: options).runs.map { run in
                String(run.glyphs.map { g in self.character(g.glyph, f) })
            }
        }
        #expect(lines("The quick brown fox jumps", 125, orphans: false) == ["The quick", "brown fox", "jumps"])
        #expect(lines("The quick brown fox jumps", 125, orphans: true) == ["The quick", "brown", "fox jumps"])
        #expect(lines("The quick brown fox jumps over the lazy dog", 125, orphans: true) == ["The quick", "brown fox", "jumps over", "the lazy dog"])
        #expect(lines("Supercalifragilistic jumps", 125, orphans: true) == lines("Supercalifragilistic jumps", 125, orphans: false))
        #expect(lines("one", 125, orphans: true) == ["one"])
    }

    @Test func wrapsAfterHyphensAndAroundCJK() throws {
        let f = try font()
        let hyphen = TextLayout("well-known", font: f, size: 20, options: TextLayoutOptions(maxWidth: 70))
        #expect(hyphen.runs.map { $0.glyphs.count } == [5, 5])
        // DejaVu Sans has no CJK glyphs: they draw .notdef (1229 units wide) and are reported.
        let cjk = TextLayout("一二三四", font: f, size: 20, options: TextLayoutOptions(maxWidth: 25))
        #expect(cjk.runs.count == 2)
        #expect(cjk.missingGlyphs.map(\.character) == ["一", "二", "三", "四"])
        #expect(cjk.missingGlyphs[0].description == "U+4E00 '一' is not in DejaVu Sans Book")
        #expect(cjk.runs[0].glyphs.allSatisfy { $0.glyph == 0 })
    }

    @Test func breaksAWordWiderThanTheLine() throws {
        let f = try font()
        let layout = TextLayout("Supercalifragilistic", font: f, size: 20, options: TextLayoutOptions(maxWidth: 50))
        #expect(layout.runs.count > 1)
        #expect(layout.runs.allSatisfy { $0.width <= 50 })
        #expect(layout.runs.reduce(0) { $0 + $1.glyphs.count } == 20)
    }

    @Test(arguments: TruncationMode.allCases)
    func truncatesAtTheLineLimitWithAnEllipsis(mode: TruncationMode) throws {
        let f = try font()
        let layout = TextLayout("The quick brown fox jumps over the lazy dog", font: f, size: 20,
                                options: TextLayoutOptions(maxWidth: 150, lineLimit: 2, truncation: mode))
        #expect(layout.runs.count == 2)
        #expect(layout.isTruncated)
        #expect(layout.runs.allSatisfy { $0.width <= 150 })
        let last = layout.runs[1].glyphs.map(\.glyph)
        switch mode {
        case .tail: #expect(last.last == Self.ellipsis)
        case .head: #expect(last.first == Self.ellipsis)
        case .middle:
            #expect(last.first != Self.ellipsis && last.last != Self.ellipsis && last.contains(Self.ellipsis))
        }
        let fits = TextLayout("The quick", font: f, size: 20, options: TextLayoutOptions(maxWidth: 150, lineLimit: 1, truncation: mode))
        #expect(!fits.isTruncated)
    }

    @Test func truncatesExplicitLinesPastTheLimit() throws {
        let f = try font()
        let layout = TextLayout("one\ntwo\nthree", font: f, size: 20, options: TextLayoutOptions(lineLimit: 2))
        #expect(layout.runs.count == 2)
        #expect(layout.runs[1].glyphs.map { character($0.glyph, f) } == Array("two three…"))
    }

    @Test(arguments: [(TextAlignment.leading, LayoutDirection.leftToRight, 0.0), (.center, .leftToRight, 0.5),
                      (.trailing, .leftToRight, 1.0), (.leading, .rightToLeft, 1.0), (.trailing, .rightToLeft, 0.0),
                      (.center, .rightToLeft, 0.5)])
    func alignsLinesInTheWidth(alignment: TextAlignment, direction: LayoutDirection, factor: Double) throws {
        let f = try font()
        let layout = TextLayout("Hi", font: f, size: 20, options: TextLayoutOptions(maxWidth: 200, alignment: alignment, direction: direction))
        #expect(layout.runs[0].glyphs[0].x == (200 - layout.runs[0].width) * factor)
        #expect(layout.alignmentWidth == 200)
    }

    @Test func addsLetterSpacingAfterEveryGlyph() throws {
        let f = try font()
        let plain = TextLayout("oo", font: f, size: 20), spaced = TextLayout("oo", font: f, size: 20, options: TextLayoutOptions(letterSpacing: 2))
        #expect(spaced.size.width == plain.size.width + 4)
        #expect(spaced.runs[0].glyphs[1].x == plain.runs[0].glyphs[1].x + 2)
    }

    @Test func measuresTheSizeForAProposedWidth() throws {
        let f = try font()
        let lineHeight = Double(1901 + 483) * Self.scale
        let wide = TextLayout.measure("The quick brown fox", font: f, size: 20, proposedWidth: nil)
        #expect(wide.height == lineHeight)
        let narrow = TextLayout.measure("The quick brown fox", font: f, size: 20, proposedWidth: 100)
        #expect(narrow.height == 2 * lineHeight)
        #expect(narrow.width < 100)
        #expect(TextLayout.measure("", font: f, size: 20, proposedWidth: nil) == Size(width: 0, height: 0))
    }

    /// The character a glyph id came from (test-only reverse map over ASCII and "…").
    func character(_ glyph: UInt16, _ f: FontFace) -> Character {
        for v in UInt32(32)...126 where f.glyph(for: Unicode.Scalar(v)!) == glyph { return Character(Unicode.Scalar(v)!) }
        return glyph == Self.ellipsis ? "…" : "?"
    }
}

@Suite struct LineBreakRuleTests {
    @Test func keepsClosingPunctuationOffTheLineStart() throws {
        let f = try #require(TestFonts.dejaVuSans, Comment(rawValue: TestFonts.missing))
        // .notdef is 1229 units: 12 pt per CJK character at 20 pt; 3 fit in 37 pt.
        let layout = TextLayout("一二三。四", font: f, size: 20, options: TextLayoutOptions(maxWidth: 37))
        #expect(layout.runs.map { $0.glyphs.count } == [2, 3])
        #expect(!LineShaper.canBreak(after: "（", before: "一"))
        #expect(LineShaper.canBreak(after: "一", before: "二"))
        #expect(LineShaper.canBreak(after: " ", before: "a"))
        #expect(!LineShaper.canBreak(after: "a", before: " "))
    }
}

/// Line spacing: extra points between lines, none above the first or below the last.
@Suite struct LineSpacingTests {
    @Test func spacingGoesBetweenLinesOnly() throws {
        let font = try #require(TestFonts.dejaVuSans)
        var options = TextLayoutOptions(maxWidth: 60)
        let plain = TextLayout("one two three four", font: font, size: 12, options: options)
        options.lineSpacing = 5
        let spaced = TextLayout("one two three four", font: font, size: 12, options: options)
        let n = plain.runs.count
        #expect(n >= 2)
        #expect(spaced.runs.count == n)
        #expect(spaced.size.height == plain.size.height + Double(n - 1) * 5)
        #expect(spaced.baselines[0] == plain.baselines[0])
        for i in 1..<n { #expect(spaced.baselines[i] == plain.baselines[i] + Double(i) * 5) }
        let one = TextLayout("one", font: font, size: 12, options: options)
        #expect(one.size.height == TextLayout("one", font: font, size: 12).size.height)
    }
}
