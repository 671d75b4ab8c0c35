import PenumbraStyle
import PenumbraCore
import PenumbraRaster
import PenumbraTestSupport
import Testing
@testable import PenumbraText

/// Reference renders under `__Snapshots__/Text/`, exact match.
@Suite struct TextSnapshotTests {
    static let paragraph = "The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs!"
    static let white = PremultipliedRGBA8(unchecked: 255, 255, 255, 255)
    static let ink = PremultipliedRGBA8(unchecked: 20, 20, 30, 255)
    static let guide = PremultipliedRGBA8(unchecked: 200, 220, 255, 255)

    /// Draws `blocks` (layout, origin in points) on a white canvas of `width` x `height` points.
    func render(width: Int, height: Int, scale: Int = 1, guides: [Double] = [],
                _ blocks: [(TextLayout, Point)]) throws -> Bitmap {
        let size = try PixelSize(width: width * scale, height: height * scale)
        var canvas = RasterCanvas(bitmap: Bitmap(size: size, fill: Self.white))
        for x in guides {  // thin vertical lines marking the layout width's edges
            var p = VectorPath()
            let px = x * Double(scale)
            p.move(to: Point(x: px, y: 0)); p.line(to: Point(x: px + 1, y: 0))
            p.line(to: Point(x: px + 1, y: Double(size.height))); p.line(to: Point(x: px, y: Double(size.height))); p.close()
            canvas.fill(p, color: Self.guide)
        }
        let cache = GlyphCache()
        for (layout, origin) in blocks {
            try layout.draw(into: &canvas, at: origin, scale: Double(scale), color: Self.ink, cache: cache)
        }
        return canvas.bitmap
    }

    func check(_ bitmap: Bitmap, _ name: String) {
        if let failure = ReferenceSnapshot.verify(bitmap, group: "Text", name: name) { Issue.record(Comment(rawValue: failure)) }
    }

    func font() throws -> FontFace { try #require(TestFonts.dejaVuSans, Comment(rawValue: TestFonts.missing)) }

    @Test func wrapsAParagraphAtWordBoundaries() throws {
        let layout = TextLayout(Self.paragraph, font: try font(), size: 16, options: TextLayoutOptions(maxWidth: 200))
        check(try render(width: 220, height: Int(layout.size.height) + 20, guides: [10, 210], [(layout, Point(x: 10, y: 10))]),
              "wrap-paragraph-200pt")
    }

    @Test(arguments: TruncationMode.allCases)
    func truncatesTheLastLine(mode: TruncationMode) throws {
        let f = try font()
        let two = TextLayout(Self.paragraph, font: f, size: 16, options: TextLayoutOptions(maxWidth: 200, lineLimit: 2, truncation: mode))
        let one = TextLayout(Self.paragraph, font: f, size: 16, options: TextLayoutOptions(maxWidth: 200, lineLimit: 1, truncation: mode))
        check(try render(width: 220, height: 90, guides: [10, 210], [(two, Point(x: 10, y: 10)), (one, Point(x: 10, y: 60))]),
              "truncation-\(mode)")
    }

    @Test(arguments: [(TextAlignment.leading, LayoutDirection.leftToRight), (.center, .leftToRight), (.trailing, .leftToRight),
                      (.leading, .rightToLeft)])
    func alignsLines(alignment: TextAlignment, direction: LayoutDirection) throws {
        let layout = TextLayout(Self.paragraph, font: try font(), size: 16,
                                options: TextLayoutOptions(maxWidth: 200, alignment: alignment, direction: direction))
        let name = "align-\(alignment)" + (direction == .rightToLeft ? "-rtl" : "")
        check(try render(width: 220, height: Int(layout.size.height) + 20, guides: [10, 210], [(layout, Point(x: 10, y: 10))]), name)
    }

    @Test func limitsLinesAndKeepsExplicitNewlines() throws {
        let f = try font()
        let text = "First line\nSecond line is longer and wraps at the width\nThird"
        let blocks = [nil, 1, 2, 3].enumerated().map { (i, limit) -> (TextLayout, Point) in
            (TextLayout(text, font: f, size: 14, options: TextLayoutOptions(maxWidth: 180, lineLimit: limit)), Point(x: 10 + Double(i) * 200, y: 10))
        }
        check(try render(width: 800, height: 100, guides: [10, 190, 210, 390, 410, 590, 610, 790], blocks), "line-limits-none-1-2-3")
    }

    @Test func kernsPairsOnlyWhenAsked() throws {
        let f = try font()
        let on = TextLayout("AV To Ty LT Wa", font: f, size: 32), off = TextLayout("AV To Ty LT Wa", font: f, size: 32, options: TextLayoutOptions(kerning: false))
        check(try render(width: 280, height: 100, [(on, Point(x: 10, y: 8)), (off, Point(x: 10, y: 52))]), "kerning-on-above-off-below")
    }

    @Test func rendersCFFOutlines() throws {
        let f = try #require(TestFonts.freeSans, Comment(rawValue: TestFonts.missing))
        let blocks = [12.0, 20, 36].enumerated().map { (i, size) -> (TextLayout, Point) in
            (TextLayout("FreeSans CFF: Qag&@8 é", font: f, size: size), Point(x: 10, y: [6.0, 26, 54][i]))
        }
        check(try render(width: 470, height: 100, blocks), "cff-freesans-12-20-36")
    }

    @Test(arguments: [1, 2, 3])
    func rendersGlyphSizesAtDisplayScale(scale: Int) throws {
        let f = try font()
        var y = 4.0
        var blocks: [(TextLayout, Point)] = []
        for size in [10.0, 12, 14, 17, 20, 24, 32, 48] {
            let layout = TextLayout("Hamburgefonstiv \(Int(size))", font: f, size: size)
            blocks.append((layout, Point(x: 6, y: y)))
            y += layout.size.height
        }
        check(try render(width: 540, height: Int(y) + 6, scale: scale, blocks), "sizes-10-48-at-\(scale)x")
    }

    @Test func drawsNotdefForMissingCharacters() throws {
        let layout = TextLayout("A一B", font: try font(), size: 24)
        #expect(layout.missingGlyphs.count == 1)
        check(try render(width: 100, height: 40, [(layout, Point(x: 8, y: 6))]), "missing-glyph-notdef")
    }
}
