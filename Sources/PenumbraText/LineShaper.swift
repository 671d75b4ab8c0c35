/// Maps text to glyphs with advances, finds break opportunities, breaks lines and truncates:
/// the pieces of ``TextLayout`` that work on one line's glyphs.
///
/// Each character takes its glyph from the primary font when it has one, else from the first
/// of ``fallbacks`` that does. An item's `font` is 0 for the primary and `i` for `fallbacks[i - 1]`.
struct LineShaper {
    /// One Unicode scalar mapped to a glyph.
    struct Item {
        let scalar: Unicode.Scalar
        let glyph: UInt16
        /// The glyph's font: 0, the primary (most text), or `i` for `fallbacks[i - 1]`.
        /// Declared before `advance` so that an item stays 16 bytes.
        let font: UInt8
        /// Advance plus letter spacing, in points.
        let advance: Double

        init(scalar: Unicode.Scalar, glyph: UInt16, advance: Double, font: UInt8) {
            self.scalar = scalar
            self.glyph = glyph
            self.font = font
            self.advance = advance
        }
    }

    /// The primary font.
    let font: FontFace
    /// The fallback fonts in order (at most 254; without the primary or repeats). Kept apart
    /// from `font` so that text without fallbacks allocates nothing for them.
    let fallbacks: [FontFace]
    let options: TextLayoutOptions
    /// Points per font unit of the primary font.
    let scale: Double
    /// Points per font unit of each of ``fallbacks``.
    let fallbackScales: [Double]
    let space: Item?
    /// "…", or "..." when no font has U+2026.
    let ellipsis: [Item]

    /// A shaper for `font` with `fallbacks` tried in order (the primary and repeats skipped, at
    /// most 254 kept) for characters the primary lacks.
    init(font: FontFace, fallbacks: [FontFace] = [], size: Double, options: TextLayoutOptions) {
        self.font = font
        var kept: [FontFace] = []
        for f in fallbacks where kept.count < 254 && f !== font && !kept.contains(where: { $0 === f }) { kept.append(f) }
        self.fallbacks = kept
        self.options = options
        func scaleOf(_ f: FontFace) -> Double { f.unitsPerEm > 0 ? size / Double(f.unitsPerEm) : 0 }
        let scale = scaleOf(font)
        self.scale = scale
        let fallbackScales = kept.map(scaleOf)
        self.fallbackScales = fallbackScales
        let spacing = options.letterSpacing
        func glyphItem(_ s: Unicode.Scalar, in index: Int) -> Item? {
            let f = index == 0 ? font : kept[index - 1], k = index == 0 ? scale : fallbackScales[index - 1]
            return f.glyph(for: s).map { Item(scalar: s, glyph: $0, advance: Double(f.advance(glyph: $0)) * k + spacing, font: UInt8(index)) }
        }
        space = glyphItem(" ", in: 0)
        var e = glyphItem("\u{2026}", in: 0)
        var i = 0
        while e == nil, i < kept.count { i += 1; e = glyphItem("\u{2026}", in: i) }
        if let e { ellipsis = [e] } else { ellipsis = glyphItem(".", in: 0).map { [$0, $0, $0] } ?? [] }
    }

    /// The item for `scalar`: the primary font's glyph, else the first fallback's, else (tab,
    /// ideographic space, no-break space) the primary's space, else the primary's .notdef
    /// (reported through `missing`).
    @inline(__always)
    func item(_ scalar: Unicode.Scalar, missing: (Unicode.Scalar) -> Void) -> Item {
        if let g = font.glyph(for: scalar) {
            return Item(scalar: scalar, glyph: g, advance: Double(font.advance(glyph: g)) * scale + options.letterSpacing, font: 0)
        }
        return fallbackItem(scalar, missing: missing)
    }

    private func fallbackItem(_ scalar: Unicode.Scalar, missing: (Unicode.Scalar) -> Void) -> Item {
        for (i, f) in fallbacks.enumerated() {
            if let g = f.glyph(for: scalar) {
                return Item(scalar: scalar, glyph: g, advance: Double(f.advance(glyph: g)) * fallbackScales[i] + options.letterSpacing,
                            font: UInt8(i + 1))
            }
        }
        var g: UInt16?
        if scalar == "\t" || scalar == "\u{3000}" || scalar == "\u{00A0}" { g = font.glyph(for: " ") }
        if g == nil { missing(scalar) }
        let glyph = g ?? 0
        return Item(scalar: scalar, glyph: glyph, advance: Double(font.advance(glyph: glyph)) * scale + options.letterSpacing, font: 0)
    }

    /// Paragraphs split at newlines; control characters other than tab are dropped.
    func paragraphs(_ text: String, missing: (Unicode.Scalar) -> Void) -> [[Item]] {
        if text.isEmpty { return [] }
        var result: [[Item]] = []
        var current: [Item] = []
        var previousCR = false
        for s in text.unicodeScalars {
            if s == "\n" && previousCR { previousCR = false; continue }
            previousCR = s == "\r"
            if s == "\n" || s == "\r" || s == "\u{2028}" || s == "\u{2029}" {
                result.append(current); current = []
                continue
            }
            if s.value < 0x20 && s != "\t" { continue }
            current.append(item(s, missing: missing))
        }
        result.append(current)
        return result
    }

    /// The kerning between two adjacent items, in points: only between glyphs of one font
    /// (a pair that straddles a fallback boundary has none).
    @inline(__always)
    func kern(_ a: Item, _ b: Item) -> Double {
        guard options.kerning, a.font == b.font else { return 0 }
        return a.font == 0 ? Double(font.kerning(a.glyph, b.glyph)) * scale : fallbackKern(a, b)
    }

    /// The kerning between two glyphs of the fallback font `a.font`, in points.
    @inline(never)
    private func fallbackKern(_ a: Item, _ b: Item) -> Double {
        let i = Int(a.font) - 1
        return Double(fallbacks[i].kerning(a.glyph, b.glyph)) * fallbackScales[i]
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
    func breakLines(_ items: [Item]) -> [[Item]] {
        guard let maxWidth = options.maxWidth, !items.isEmpty else { return [items] }
        var lines: [[Item]] = []
        var start = 0, lastBreak: Int?
        var w = 0.0  // width of items[start..<i] including trailing spaces
        var i = start
        let tolerance = 1e-9
        while i < items.count {
            let it = items[i]
            let add = (i > start ? kern(items[i - 1], it) : 0) + it.advance
            if !LineShaper.isSpace(it.scalar), i > start, w + add > maxWidth + tolerance {
                let end = lastBreak.map { $0 > start ? $0 : i } ?? i
                lines.append(Array(items[start..<end]))
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
        lines.append(Array(items[start...]))
        return lines.map { line in
            var l = line
            while let last = l.last, LineShaper.isSpace(last.scalar) { l.removeLast() }
            return l
        }
    }

    /// Cuts `items` to fit ``TextLayoutOptions/maxWidth`` with the ellipsis at the mode's place.
    /// Without a width the whole line is kept and the ellipsis follows it.
    func truncate(_ items: [Item], mode: TruncationMode) -> [Item] {
        let ew = width(of: ellipsis)
        guard let maxWidth = options.maxWidth else { return trimmed(items) + ellipsis }
        let room = maxWidth - ew
        func fitsPrefix(_ k: Int) -> Bool { width(of: trimmed(Array(items[..<k]))) <= room + 1e-9 }
        switch mode {
        case .tail:
            var k = items.count
            while k > 0, !fitsPrefix(k) { k -= 1 }
            return trimmed(Array(items[..<k])) + ellipsis
        case .head:
            var k = 0
            while k < items.count, width(of: leadingTrimmed(Array(items[k...]))) + ew > maxWidth + 1e-9 { k += 1 }
            return ellipsis + leadingTrimmed(Array(items[k...]))
        case .middle:
            var head = 0, tail = 0
            var takeHead = true
            while head + tail < items.count {
                let h = takeHead ? head + 1 : head, t = takeHead ? tail : tail + 1
                let candidate = trimmed(Array(items[..<h])) + ellipsis + leadingTrimmed(Array(items[(items.count - t)...]))
                if width(of: candidate) > maxWidth + 1e-9 { break }
                head = h; tail = t
                takeHead.toggle()
            }
            return trimmed(Array(items[..<head])) + ellipsis + leadingTrimmed(Array(items[(items.count - tail)...]))
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

    /// Pen positions of `items` starting at `(x, y)`, with kerning.
    func place(_ items: [Item], x: Double, y: Double) -> [PositionedGlyph] {
        var pen = x
        var result: [PositionedGlyph] = []
        result.reserveCapacity(items.count)
        var previous: Item?
        for it in items {
            if let p = previous { pen += kern(p, it) }
            result.append(PositionedGlyph(glyph: it.glyph, x: pen, y: y, fontIndex: Int(it.font)))
            pen += it.advance
            previous = it
        }
        return result
    }
}
