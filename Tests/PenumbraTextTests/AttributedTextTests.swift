import PenumbraCore
import PenumbraRaster
import PenumbraTestSupport
import Testing
@testable import PenumbraText

/// Attributed text: spans with their own font, size, colour, tracking, baseline offset, slant
/// and decorations, laid out and drawn as one paragraph.
@Suite struct AttributedTextTests {
    static let upem = 2048.0  // DejaVu Sans and DejaVu Sans Bold
    static let red = PremultipliedRGBA8(unchecked: 255, 0, 0, 255)
    static let blue = PremultipliedRGBA8(unchecked: 0, 0, 255, 255)
    static let white = PremultipliedRGBA8(unchecked: 255, 255, 255, 255)

    func fonts() throws -> (FontFace, FontFace) {
        (try #require(TestFonts.dejaVuSans, Comment(rawValue: TestFonts.missing)),
         try #require(TestFonts.dejaVuSansBold, Comment(rawValue: TestFonts.missing)))
    }

    @Test func spansKeepTheirOwnFontAndSizeOnOneBaseline() throws {
        let (regular, bold) = try fonts()
        let layout = TextLayout(spans: [TextSpan("Pay ", font: regular, size: 20), TextSpan("€23", font: bold, size: 30)])
        #expect(layout.runs.count == 2)
        #expect(layout.runs.map(\.span) == [0, 1])
        #expect(layout.runs[1].font === bold)
        #expect(layout.runs[1].size == 30)
        // No kerning across a change of font: the bold run starts where the regular one ends.
        #expect(layout.runs[1].x == layout.runs[0].x + layout.runs[0].width)
        // The line is as tall as its tallest span; both runs share its baseline.
        #expect(layout.lineHeight == (1901 + 483) * 30 / Self.upem)
        #expect(layout.runs[0].baseline == 1901 * 30 / Self.upem)
        #expect(layout.runs[0].glyphs[0].y == layout.runs[1].glyphs[0].y)
        #expect(layout.size.width == layout.runs[1].x + layout.runs[1].width)
    }

    @Test func oneSpanLaysOutAsPlainText() throws {
        let (regular, _) = try fonts()
        let plain = TextLayout("Kerning AV to Wo", font: regular, size: 17, options: TextLayoutOptions(maxWidth: 60))
        let spanned = TextLayout(spans: [TextSpan("Kerning AV to Wo", font: regular, size: 17)], options: TextLayoutOptions(maxWidth: 60))
        #expect(plain.runs.map { $0.glyphs } == spanned.runs.map { $0.glyphs })
        #expect(plain.size == spanned.size)
    }

    @Test func trackingWidensEveryAdvance() throws {
        let (regular, _) = try fonts()
        let s = 20 / Self.upem
        let layout = TextLayout(spans: [TextSpan("AV", font: regular, size: 20, tracking: 2)])
        #expect(layout.runs[0].glyphs[1].x == Double(1401 - 131) * s + 2)
        #expect(layout.size.width == Double(1401 - 131 + 1401) * s + 4)
    }

    @Test func baselineOffsetRaisesTheSpanAndGrowsTheLine() throws {
        let (regular, _) = try fonts()
        let layout = TextLayout(spans: [TextSpan("x", font: regular, size: 20), TextSpan("2", font: regular, size: 12, baselineOffset: 8)])
        let ascent = max(1901 * 20 / Self.upem, 1901 * 12 / Self.upem + 8)
        let descent = 483 * 20 / Self.upem
        #expect(layout.lineHeight == ascent + descent)
        #expect(layout.runs[0].baseline == ascent)
        #expect(layout.runs[1].baseline == ascent - 8)
        #expect(layout.runs[1].glyphs[0].y == ascent - 8)
        // A lowered span deepens the line instead.
        let lowered = TextLayout(spans: [TextSpan("x", font: regular, size: 20), TextSpan("2", font: regular, size: 12, baselineOffset: -8)])
        #expect(lowered.lineHeight == 1901 * 20 / Self.upem + max(descent, 483 * 12 / Self.upem + 8))
    }

    @Test func linesWrapAcrossSpans() throws {
        let (regular, bold) = try fonts()
        let spans = [TextSpan("The quick ", font: regular, size: 20), TextSpan("brown fox jumps", font: bold, size: 20)]
        let whole = TextLayout(spans: spans)
        let firstLine = TextLayout(spans: [spans[0], TextSpan("brown", font: bold, size: 20)]).size.width
        let layout = TextLayout(spans: spans, options: TextLayoutOptions(maxWidth: firstLine + 1))
        // "The quick brown" fits, "fox jumps" wraps: line 0 holds both spans, line 1 only bold.
        #expect(layout.runs.map(\.line) == [0, 0, 1])
        #expect(layout.runs.map(\.span) == [0, 1, 1])
        #expect(layout.runs[2].glyphs.count == "fox jumps".count)
        #expect(layout.runs[2].x == 0)
        #expect(layout.baselines.count == 2)
        #expect(whole.runs.count == 2)
    }

    @Test func ellipsisTakesTheStyleOfTheTextBesideIt() throws {
        let (regular, bold) = try fonts()
        let spans = [TextSpan("Hi ", font: regular, size: 20), TextSpan("everybody out there", font: bold, size: 20)]
        let layout = TextLayout(spans: spans, options: TextLayoutOptions(maxWidth: 90, lineLimit: 1))
        #expect(layout.isTruncated)
        let last = try #require(layout.runs.last)
        #expect(last.span == 1)
        #expect(last.glyphs.last?.glyph == bold.glyph(for: "\u{2026}"))
        #expect(layout.size.width <= 90)
    }

    @Test func drawsEachSpanInItsColourWithDecorations() throws {
        let (regular, _) = try fonts()
        // At 80 pt both lines are over 3 px thick, so the middle row is fully covered.
        let spans = [TextSpan("ab", font: regular, size: 80, color: Self.red, underline: TextDecoration()),
                     TextSpan("cd", font: regular, size: 80, color: Self.blue, strikethrough: TextDecoration(color: Self.red))]
        let layout = TextLayout(spans: spans)
        var canvas = RasterCanvas(bitmap: Bitmap(size: try PixelSize(width: 220, height: 100), fill: Self.white))
        try layout.draw(into: &canvas, cache: GlyphCache())
        let bitmap = canvas.bitmap
        let unit = 80 / Self.upem
        func pixel(_ x: Double, _ y: Double) -> PremultipliedRGBA8 { bitmap[Int(x), Int(y)] }
        // The underline: below the baseline, under the whole first run, in its text colour.
        let underlineMiddle = layout.runs[0].baseline - Double(regular.underlinePosition) * unit + Double(regular.underlineThickness) * unit / 2
        #expect(regular.underlinePosition < 0)
        #expect(pixel(layout.runs[0].x + 1, underlineMiddle) == Self.red)
        #expect(pixel(layout.runs[0].x + layout.runs[0].width - 1, underlineMiddle) == Self.red)
        #expect(pixel(layout.runs[1].x + 2, underlineMiddle) == Self.white)
        // The strikethrough: above the baseline across the second run, in its own colour, over
        // the blue glyphs.
        let strikeMiddle = layout.runs[1].baseline - Double(regular.strikeoutPosition) * unit + Double(regular.strikeoutSize) * unit / 2
        #expect(pixel(layout.runs[1].x + 1, strikeMiddle) == Self.red)
        #expect(pixel(layout.runs[1].x + layout.runs[1].width - 1, strikeMiddle) == Self.red)
        // Glyph ink in each span's colour: the stem of "d" (blue), the bowl of "a" (red).
        let blueInk = (0..<220).contains { x in (0..<100).contains { y in bitmap[x, y] == Self.blue } }
        #expect(blueInk)
    }

    @Test func slantShearsGlyphsToTheRightAboveTheBaseline() throws {
        let (regular, _) = try fonts()
        let glyph = try #require(regular.glyph(for: "I"))
        let upright = try #require(try GlyphCache.rasterize(font: regular, glyph: glyph, pixelSize: 40, dx: 0, dy: 0))
        let slanted = try #require(try GlyphCache.rasterize(font: regular, glyph: glyph, pixelSize: 40, dx: 0, dy: 0,
                                                            slant: TextSpan.syntheticItalicSlant))
        // The centre of ink of a row, in device pixels.
        func centre(_ m: CoverageMask, row y: Int) -> Double {
            var sum = 0.0, weight = 0.0
            for x in 0..<m.width {
                let c = Double(m.coverage[(y - m.originY) * m.width + x])
                sum += (Double(m.originX + x) + 0.5) * c; weight += c
            }
            return sum / weight
        }
        // "I" is 1493 units tall: its top row sits 1493/2048 × 40 px above the baseline.
        let top = upright.originY + 1, bottom = -2
        #expect(abs(centre(upright, row: top) - centre(upright, row: bottom)) < 0.01)
        let shift = centre(slanted, row: top) - centre(slanted, row: bottom)
        #expect(abs(shift - Double(bottom - top) * TextSpan.syntheticItalicSlant) < 0.05)
        #expect(slanted.originY == upright.originY)
    }

    /// Pen positions are placed to 1/16 pixel: every glyph of a line lies within 1/32 pixel of
    /// its exact position, so the drawn coverage stays close to the exact rendering, far
    /// closer than quarter-pixel placement.
    @Test func subpixelPlacementStaysCloseToExactCoverage() throws {
        let (regular, _) = try fonts()
        let layout = TextLayout("The quick brown fox jumps over the lazy dog 0123456789", font: regular, size: 13.3)
        let size = try PixelSize(width: 420, height: 24)
        let clear = PremultipliedRGBA8(unchecked: 0, 0, 0, 0), black = PremultipliedRGBA8(unchecked: 0, 0, 0, 255)
        var drawn = RasterCanvas(bitmap: Bitmap(size: size, fill: clear))
        try layout.draw(into: &drawn, at: Point(x: 0.37, y: 0.21), scale: 1, color: black, cache: GlyphCache())
        // The same glyphs at exact positions, or at positions rounded to `steps` per pixel.
        func reference(steps: Double?) throws -> Bitmap {
            var canvas = RasterCanvas(bitmap: Bitmap(size: size, fill: clear))
            for g in layout.runs[0].glyphs {
                var x = 0.37 + g.x, y = 0.21 + g.y
                if let steps { x = (x * steps).rounded() / steps; y = (y * steps).rounded() / steps }
                let fx = x.rounded(.down), fy = y.rounded(.down)
                guard let mask = try GlyphCache.rasterize(font: regular, glyph: g.glyph, pixelSize: 13.3, dx: x - fx, dy: y - fy) else { continue }
                canvas.draw(mask: mask, dx: Int(fx), dy: Int(fy), color: black)
            }
            return canvas.bitmap
        }
        func maxError(_ a: Bitmap, _ b: Bitmap) -> Int {
            var worst = 0
            for y in 0..<size.height { for x in 0..<size.width { worst = max(worst, abs(Int(a[x, y].a) - Int(b[x, y].a))) } }
            return worst
        }
        let exact = try reference(steps: nil)
        #expect(drawn.bitmap == (try reference(steps: 16)))
        let sixteenth = maxError(drawn.bitmap, exact), quarter = maxError(try reference(steps: 4), exact)
        #expect(sixteenth <= 12, "1/16 px placement errs \(sixteenth)/255 against exact coverage")
        #expect(quarter > 2 * sixteenth, "quarter-pixel placement errs \(quarter)/255")
    }
}

/// Synthesised bold: outlines grown outward by a fixed amount on every side.
@Suite struct EmboldeningTests {
    func square(clockwise: Bool) -> VectorPath {
        var p = VectorPath()
        let corners = [Point(x: 0, y: 0), Point(x: 0, y: 100), Point(x: 100, y: 100), Point(x: 100, y: 0)]
        let ordered = clockwise ? corners : corners.reversed()
        p.move(to: ordered[0])
        for c in ordered.dropFirst() { p.line(to: c) }
        p.close()
        return p
    }

    /// Whatever the winding, the square grows by half the strength on every side.
    @Test(arguments: [true, false]) func aSquareGrowsOnEverySide(_ clockwise: Bool) throws {
        let grown = square(clockwise: clockwise).emboldened(by: 10)
        let bounds = try #require(grown.controlBounds)
        #expect(bounds == Rect(x: -5, y: -5, width: 110, height: 110))
    }

    /// A counter (an inner contour wound the other way) shrinks: the stem around it thickens.
    @Test func aCounterShrinks() throws {
        var ring = square(clockwise: true)
        var inner = VectorPath()
        inner.move(to: Point(x: 30, y: 30)); inner.line(to: Point(x: 70, y: 30)); inner.line(to: Point(x: 70, y: 70))
        inner.line(to: Point(x: 30, y: 70)); inner.close()
        for e in inner.elements { switch e {
        case .move(let p): ring.move(to: p)
        case .line(let p): ring.line(to: p)
        case .close: ring.close()
        default: break
        } }
        let grown = ring.emboldened(by: 10)
        let points = grown.elements.compactMap { e -> Point? in
            switch e { case .move(let p), .line(let p): p; default: nil }
        }
        #expect(points.suffix(4).contains(Point(x: 35, y: 35)))
        #expect(points.suffix(4).contains(Point(x: 65, y: 65)))
    }

    @Test func aRegularOnlyFamilyIsBoldedAndAdvancesFurther() throws {
        let regular = try #require(TestFonts.freeSans, Comment(rawValue: TestFonts.missing))
        let g = try #require(regular.glyph(for: "H"))
        let plain = try #require(try GlyphCache.rasterize(font: regular, glyph: g, pixelSize: 40, dx: 0, dy: 0))
        let bold = try #require(try GlyphCache.rasterize(font: regular, glyph: g, pixelSize: 40, dx: 0, dy: 0,
                                                         embolden: TextSpan.syntheticBoldStrength))
        let ink = { (m: CoverageMask) in m.coverage.reduce(0) { $0 + Int($1) } }
        // Two stems and a bar of "H" each grow by 40/24 px.
        #expect(ink(bold) > ink(plain) * 5 / 4)
        #expect(bold.width >= plain.width + 1)
    }
}
