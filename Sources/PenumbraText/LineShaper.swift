/// Maps text to glyphs with advances, finds break opportunities, breaks lines and truncates:
/// the pieces of ``TextLayout`` that work on one line's glyphs.
///
/// Text arrives as spans (``TextSpan``). Each character takes its glyph from its span's font
/// when it has one, else from the first of the span's fallbacks that does. Fonts are kept once
/// per font and size in ``faces``, so kerning applies between two glyphs of one face even across
/// a span boundary that changes only the colour.
struct LineShaper {
    /// One Unicode scalar mapped to a glyph.
    struct Item {
        let scalar: Unicode.Scalar
        let glyph: UInt16
        /// The glyph's face: an index in ``LineShaper/faces`` (for kerning and metrics).
        let face: UInt16
        /// The span the character came from.
        let span: UInt16
        /// The glyph's font in its span's ``GlyphRun/fonts``: 0 the span's font, `i` its
        /// fallback `i - 1`.
        let fontIndex: UInt8
        /// Advance plus the span's tracking and the layout's letter spacing, in points.
        let advance: Double
    }

    /// One font at one size.
    struct Face {
        let font: FontFace
        /// Points per font unit.
        let scale: Double
    }

    /// A line's items and the span whose metrics an empty line takes.
    struct Line {
        var items: [Item]
        var span: Int
    }

    let spans: [TextSpan]
    let options: TextLayoutOptions
    /// Every face the spans use; a span's own font first in ``primary``, then its fallbacks.
    let faces: [Face]
    /// Per span: the face of its font.
    let primary: [Int]
    /// Per span: the faces of its fallbacks (at most 254, without the span's font or repeats).
    let fallbackFaces: [[Int]]
    /// Per span: its fallback fonts, as ``fallbackFaces`` keeps them.
    let fallbackFonts: [[FontFace]]
    /// Per span: "…", or "..." when no font of the span has U+2026.
    let ellipses: [[Item]]
    /// Per span: its space, if its font has one.
    let spaces: [Item?]

    init(spans: [TextSpan], options: TextLayoutOptions) {
        self.spans = spans
        self.options = options
        var faces: [Face] = []
        func faceIndex(_ font: FontFace, _ size: Double) -> Int {
            if let i = faces.firstIndex(where: { $0.font === font && $0.scale == LineShaper.scale(font, size) }) { return i }
            faces.append(Face(font: font, scale: LineShaper.scale(font, size)))
            return faces.count - 1
        }
        var primary: [Int] = [], fallbackFaces: [[Int]] = [], fallbackFonts: [[FontFace]] = []
        for span in spans {
            primary.append(faceIndex(span.font, span.size))
            var kept: [FontFace] = []
            for f in span.fallbacks where kept.count < 254 && f !== span.font && !kept.contains(where: { $0 === f }) { kept.append(f) }
            fallbackFonts.append(kept)
            fallbackFaces.append(kept.map { faceIndex($0, span.size) })
        }
        self.faces = faces
        self.primary = primary
        self.fallbackFaces = fallbackFaces
        self.fallbackFonts = fallbackFonts
        var ellipses: [[Item]] = [], spaces: [Item?] = []
        for s in spans.indices {
            func glyphItem(_ scalar: Unicode.Scalar, fontIndex: Int) -> Item? {
                let face = fontIndex == 0 ? primary[s] : fallbackFaces[s][fontIndex - 1]
                return faces[face].font.glyph(for: scalar).map {
                    Item(scalar: scalar, glyph: $0, face: UInt16(face), span: UInt16(s), fontIndex: UInt8(fontIndex),
                         advance: Double(faces[face].font.advance(glyph: $0)) * faces[face].scale + spans[s].tracking + options.letterSpacing)
                }
            }
            spaces.append(glyphItem(" ", fontIndex: 0))
            var e = glyphItem("\u{2026}", fontIndex: 0)
            var i = 0
            while e == nil, i < fallbackFaces[s].count { i += 1; e = glyphItem("\u{2026}", fontIndex: i) }
            if let e { ellipses.append([e]) } else { ellipses.append(glyphItem(".", fontIndex: 0).map { [$0, $0, $0] } ?? []) }
        }
        self.ellipses = ellipses
        self.spaces = spaces
    }

    static func scale(_ font: FontFace, _ size: Double) -> Double {
        font.unitsPerEm > 0 ? size / Double(font.unitsPerEm) : 0
    }

    /// The item for `scalar` in span `s`: the span's font's glyph, else the first fallback's,
    /// else (tab, ideographic space, no-break space) the font's space, else its .notdef
    /// (reported through `missing`).
    @inline(__always)
    func item(_ scalar: Unicode.Scalar, span s: Int, face: Face, faceIndex: Int, spacing: Double,
              missing: (Unicode.Scalar, Int) -> Void) -> Item {
        if let g = face.font.glyph(for: scalar) {
            return Item(scalar: scalar, glyph: g, face: UInt16(faceIndex), span: UInt16(s), fontIndex: 0,
                        advance: Double(face.font.advance(glyph: g)) * face.scale + spacing)
        }
        return fallbackItem(scalar, span: s, spacing: spacing, missing: missing)
    }

    private func fallbackItem(_ scalar: Unicode.Scalar, span s: Int, spacing: Double, missing: (Unicode.Scalar, Int) -> Void) -> Item {
        for (i, faceIndex) in fallbackFaces[s].enumerated() {
            let face = faces[faceIndex]
            if let g = face.font.glyph(for: scalar) {
                return Item(scalar: scalar, glyph: g, face: UInt16(faceIndex), span: UInt16(s), fontIndex: UInt8(i + 1),
                            advance: Double(face.font.advance(glyph: g)) * face.scale + spacing)
            }
        }
        let face = faces[primary[s]]
        var g: UInt16?
        if scalar == "\t" || scalar == "\u{3000}" || scalar == "\u{00A0}" { g = face.font.glyph(for: " ") }
        if g == nil { missing(scalar, s) }
        let glyph = g ?? 0
        return Item(scalar: scalar, glyph: glyph, face: UInt16(primary[s]), span: UInt16(s), fontIndex: 0,
                    advance: Double(face.font.advance(glyph: glyph)) * face.scale + spacing)
    }

    /// Paragraphs split at newlines, each with the span it starts in; control characters other
    /// than tab are dropped.
    func paragraphs(missing: (Unicode.Scalar, Int) -> Void) -> [Line] {
        if spans.allSatisfy({ $0.string.isEmpty }) { return [] }
        var result: [Line] = []
        var current = Line(items: [], span: 0)
        var previousCR = false
        for (s, span) in spans.enumerated() {
            let faceIndex = primary[s], face = faces[faceIndex]
            let spacing = span.tracking + options.letterSpacing
            if current.items.isEmpty { current.span = s }
            for scalar in span.string.unicodeScalars {
                if scalar == "\n" && previousCR { previousCR = false; continue }
                previousCR = scalar == "\r"
                if scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}" {
                    result.append(current)
                    current = Line(items: [], span: s)
                    continue
                }
                if scalar.value < 0x20 && scalar != "\t" { continue }
                current.items.append(item(scalar, span: s, face: face, faceIndex: faceIndex, spacing: spacing, missing: missing))
            }
        }
        result.append(current)
        return result
    }

    /// The kerning between two adjacent items, in points: only between glyphs of one face (a
    /// pair that straddles a change of font or size has none).
    @inline(__always)
    func kern(_ a: Item, _ b: Item) -> Double {
        guard options.kerning, a.face == b.face else { return 0 }
        let face = faces[Int(a.face)]
        return Double(face.font.kerning(a.glyph, b.glyph)) * face.scale
    }

    static func isSpace(_ s: Unicode.Scalar) -> Bool { s == " " || s == "\t" || s == "\u{3000}" }

    static func isCJK(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x2E80...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x3FFFF: return true
        default: return false
        }
    }

    /// Closing punctuation and small kana, which never start a line (the common kinsoku rule).
    static let noBreakBefore = Set("、。，．・：；？！ー」』）］｝〕〉》】〙〗〟’”｠»‐゠〜～)]},.;:!?ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ".unicodeScalars)
    /// Opening brackets and quotes, which never end a line.
    static let noBreakAfter = Set("「『（［｛〔〈《【〘〖〝‘“｟«([{".unicodeScalars)

    /// Whether a line may break between `a` and `b`: after spaces and hyphens, before and
    /// after CJK characters, except before closing punctuation and after opening brackets.
    static func canBreak(after a: Unicode.Scalar, before b: Unicode.Scalar) -> Bool {
        if isSpace(b) { return false }  // spaces hang at the end of the line
        if noBreakBefore.contains(b) || noBreakAfter.contains(a) { return false }
        return isSpace(a) || a == "-" || a == "\u{2010}" || a == "\u{2013}" || isCJK(a) || isCJK(b)
    }

    /// The width of `items` with kerning, trailing spaces excluded, in points.
    func width<C: Collection>(of items: C) -> Double where C.Element == Item {
        var w = 0.0, previous: Item?
        var trailing = 0.0
        for it in items {
            if let p = previous { w += kern(p, it) }
            w += it.advance
            trailing = LineShaper.isSpace(it.scalar) ? trailing + it.advance + (previous.map { kern($0, it) } ?? 0) : 0
            previous = it
        }
        return w - trailing
    }

    /// Greedy line breaking at ``canBreak(after:before:)`` within ``TextLayoutOptions/maxWidth``.
    func breakLines(_ paragraph: Line) -> [Line] {
        let items = paragraph.items
        guard let maxWidth = options.maxWidth, !items.isEmpty else { return [paragraph] }
        var lines: [Line] = []
        var start = 0, lastBreak: Int?
        var w = 0.0  // width of items[start..<i] including trailing spaces
        var i = start
        let tolerance = 1e-9
        while i < items.count {
            let it = items[i]
            let add = (i > start ? kern(items[i - 1], it) : 0) + it.advance
            if !LineShaper.isSpace(it.scalar), i > start, w + add > maxWidth + tolerance {
                let end = lastBreak.map { $0 > start ? $0 : i } ?? i
                lines.append(Line(items: Array(items[start..<end]), span: Int(items[start].span)))
                start = end
                lastBreak = nil
                i = start
                w = 0
                continue
            }
            w += add
            if i + 1 < items.count, LineShaper.canBreak(after: it.scalar, before: items[i + 1].scalar) { lastBreak = i + 1 }
            i += 1
        }
        lines.append(Line(items: Array(items[start...]), span: Int(items[start].span)))
        if options.avoidsOrphans, options.lineLimit.map({ lines.count <= $0 }) ?? true { pushOutOrphan(&lines, maxWidth: maxWidth) }
        return lines.map { line in
            var l = line
            l.items = trimmed(l.items)
            return l
        }
    }

    /// UIKit's `.pushOut`: when the last line holds one word (no break opportunity in it), the
    /// line before gives it its own last word, if that line keeps at least one and the new last
    /// line fits `maxWidth`.
    private func pushOutOrphan(_ lines: inout [Line], maxWidth: Double) {
        guard lines.count >= 2 else { return }
        let last = trimmed(lines[lines.count - 1].items)
        guard !last.isEmpty, !last.indices.dropFirst().contains(where: { LineShaper.canBreak(after: last[$0 - 1].scalar, before: last[$0].scalar) })
        else { return }
        let previous = lines[lines.count - 2].items
        let words = trimmed(previous)
        // The last break opportunity inside the line before, after a word it keeps.
        guard let cut = words.indices.dropFirst().last(where: { k in
            LineShaper.canBreak(after: words[k - 1].scalar, before: words[k].scalar)
                && !LineShaper.isSpace(words[k].scalar) && words[..<k].contains { !LineShaper.isSpace($0.scalar) }
        }) else { return }
        let moved = Array(previous[cut...]) + lines[lines.count - 1].items
        guard width(of: moved) <= maxWidth + 1e-9 else { return }
        lines[lines.count - 2].items = Array(previous[..<cut])
        lines[lines.count - 1] = Line(items: moved, span: Int(moved[0].span))
    }

    /// The space to join two lines with when truncation runs them together, in `span`'s font.
    func space(span: Int) -> Item? { spaces[span] }

    /// Cuts `items` to fit ``TextLayoutOptions/maxWidth`` with the ellipsis at the mode's place,
    /// in the style of the text beside it. Without a width the whole line is kept and the
    /// ellipsis follows it.
    func truncate(_ line: Line, mode: TruncationMode) -> Line {
        let items = line.items
        func ellipsis(beside item: Item?) -> [Item] { ellipses[item.map { Int($0.span) } ?? line.span] }
        guard let maxWidth = options.maxWidth else {
            let kept = trimmed(items)
            return Line(items: kept + ellipsis(beside: kept.last), span: line.span)
        }
        func fits(_ candidate: [Item]) -> Bool { width(of: candidate) <= maxWidth + 1e-9 }
        switch mode {
        case .tail:
            var k = items.count
            while k > 0 {
                let kept = trimmed(Array(items[..<k]))
                if fits(kept + ellipsis(beside: kept.last)) { break }
                k -= 1
            }
            let kept = trimmed(Array(items[..<k]))
            return Line(items: kept + ellipsis(beside: kept.last ?? items.first), span: line.span)
        case .head:
            var k = 0
            while k < items.count {
                let kept = leadingTrimmed(Array(items[k...]))
                if fits(ellipsis(beside: kept.first) + kept) { break }
                k += 1
            }
            let kept = leadingTrimmed(Array(items[min(k, items.count)...]))
            return Line(items: ellipsis(beside: kept.first ?? items.last) + kept, span: line.span)
        case .middle:
            var head = 0, tail = 0
            var takeHead = true
            func joined(_ h: Int, _ t: Int) -> [Item] {
                let front = trimmed(Array(items[..<h]))
                return front + ellipsis(beside: front.last ?? items.first) + leadingTrimmed(Array(items[(items.count - t)...]))
            }
            while head + tail < items.count {
                let h = takeHead ? head + 1 : head, t = takeHead ? tail : tail + 1
                if !fits(joined(h, t)) { break }
                head = h; tail = t
                takeHead.toggle()
            }
            return Line(items: joined(head, tail), span: line.span)
        }
    }

    private func trimmed(_ items: [Item]) -> [Item] {
        var l = items
        while let last = l.last, LineShaper.isSpace(last.scalar) { l.removeLast() }
        return l
    }

    private func leadingTrimmed(_ items: [Item]) -> [Item] {
        Array(items.drop { LineShaper.isSpace($0.scalar) })
    }

    /// A line's vertical metrics in points: the largest ascent above and descent below the
    /// baseline among the spans it holds (a raised or lowered span's offset included; a span's
    /// ``TextSpan/lineMetrics`` in place of its font's), the largest line gap, and the largest
    /// ``TextSpan/lineAdvance`` (`nil` when no span has one).
    func metrics(of line: Line) -> (ascent: Double, descent: Double, gap: Double, advance: Double?) {
        var ascent = -Double.infinity, descent = -Double.infinity, gap = -Double.infinity
        var advance: Double?
        var previous = -1
        func add(_ s: Int) {
            let span = spans[s], face = faces[primary[s]]
            let a: Double, d: Double, g: Double
            if let m = span.lineMetrics {
                a = m.ascent * span.size; d = m.descent * span.size; g = m.gap * span.size
            } else {
                a = Double(face.font.ascender) * face.scale; d = Double(-face.font.descender) * face.scale
                g = Double(face.font.lineGap) * face.scale
            }
            ascent = max(ascent, a + span.baselineOffset)
            descent = max(descent, d - span.baselineOffset)
            gap = max(gap, g + span.leading)
            if let step = span.lineAdvance { advance = max(advance ?? step, step) }
        }
        if line.items.isEmpty { add(line.span) }
        for it in line.items where Int(it.span) != previous {
            previous = Int(it.span)
            add(previous)
        }
        return (max(0, ascent), max(0, descent), gap, advance)
    }

    /// The glyph runs of `line` (one per stretch of one span) with pen positions starting at
    /// `x` on the baseline `y`, with kerning; each span's glyphs sit its baseline offset higher.
    /// Also returns the line's width (the pen's travel).
    func place(_ line: Line, lineIndex: Int, x: Double, y: Double) -> (runs: [GlyphRun], width: Double) {
        var runs: [GlyphRun] = []
        var pen = x
        var glyphs: [PositionedGlyph] = []
        var runStart = x, runSpan = -1, runFonts = 0, runY = y
        var previous: Item?
        func flush() {
            guard runSpan >= 0 else { return }
            let span = spans[runSpan]
            runs.append(GlyphRun(font: span.font, fallbacks: Array(fallbackFonts[runSpan].prefix(runFonts)), size: span.size,
                                 glyphs: glyphs, x: runStart, width: pen - runStart, line: lineIndex, span: runSpan,
                                 baseline: runY))
        }
        glyphs.reserveCapacity(line.items.count)
        for it in line.items {
            if let p = previous { pen += kern(p, it) }
            if Int(it.span) != runSpan {
                flush()
                glyphs = []
                runSpan = Int(it.span)
                runStart = pen
                runFonts = 0
                runY = y - spans[runSpan].baselineOffset
            }
            runFonts = max(runFonts, Int(it.fontIndex))
            glyphs.append(PositionedGlyph(glyph: it.glyph, x: pen, y: runY, fontIndex: Int(it.fontIndex)))
            pen += it.advance
            previous = it
        }
        if line.items.isEmpty {
            runSpan = line.span
            runStart = x
            runY = y - spans[runSpan].baselineOffset
        }
        flush()
        return (runs, pen - x)
    }
}
