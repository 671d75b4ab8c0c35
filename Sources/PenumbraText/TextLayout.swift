import PenumbraCore

/// One glyph placed by layout: its id, its font and pen position (the baseline origin), in
/// points from the layout's top-left corner, y down.
public struct PositionedGlyph: Sendable, Hashable {
    /// The glyph id in the font `run.fonts[fontIndex]` (0 is .notdef).
    public let glyph: UInt16
    /// Stored next to `glyph` so that the struct keeps its 24-byte stride.
    let fontSlot: UInt8
    /// Pen x, in points.
    public let x: Double
    /// Baseline y, in points.
    public let y: Double

    /// The glyph's font as an index in its run's ``GlyphRun/fonts``: 0, the run's primary font,
    /// unless the glyph came from a fallback font.
    public var fontIndex: Int { Int(fontSlot) }

    init(glyph: UInt16, x: Double, y: Double, fontIndex: Int = 0) {
        self.glyph = glyph
        self.fontSlot = UInt8(clamping: fontIndex)
        self.x = x
        self.y = y
    }
}

/// The glyphs of one line at one size: in the primary font, and in fallback fonts for the
/// characters it lacks.
public struct GlyphRun: Sendable {
    /// The primary font: it gives the line's metrics and most glyphs (`fonts[0]`).
    public let font: FontFace
    /// The fallback fonts the line's glyphs use, in chain order (as far as the line needs;
    /// empty when every glyph is in ``font``).
    public let fallbacks: [FontFace]
    /// The fonts ``PositionedGlyph/fontIndex`` refers to: ``font``, then ``fallbacks``.
    public var fonts: [FontFace] { [font] + fallbacks }
    /// The font size, in points.
    public let size: Double
    /// The glyphs, left to right.
    public let glyphs: [PositionedGlyph]
    /// The line's width in points (trailing spaces excluded).
    public let width: Double
}

/// A character neither the font nor any fallback font has a glyph for; layout drew the primary
/// font's .notdef glyph instead.
public struct MissingGlyph: Sendable, Hashable, CustomStringConvertible {
    /// The character.
    public let character: Unicode.Scalar
    /// The primary font's family and style, e.g. `"DejaVu Sans Book"`.
    public let font: String
    /// The fallback fonts tried after it, in order (family and style); empty without fallbacks.
    public let fallbacks: [String]

    init(character: Unicode.Scalar, font: String, fallbacks: [String] = []) {
        self.character = character
        self.font = font
        self.fallbacks = fallbacks
    }

    /// The fonts tried, primary first.
    public var triedFonts: [String] { [font] + fallbacks }

    public var description: String {
        let head = "U+\(String(character.value, radix: 16, uppercase: true)) '\(character)' is not in \(font)"
        return fallbacks.isEmpty ? head : head + " nor in its fallbacks " + fallbacks.joined(separator: ", ")
    }
}

/// Text laid out into lines of positioned glyphs: the output of layout and the input of drawing.
///
/// Layout wraps at break opportunities (after spaces and hyphens, before and after CJK
/// characters; a word wider than the line breaks between characters), honours explicit newlines,
/// cuts at the line limit with an ellipsis "…" (tail, head or middle), aligns lines, and applies
/// pair kerning and letter spacing. One glyph per Unicode scalar, placed left to right:
/// bidirectional reordering and complex shaping (ligatures, Arabic joining, Indic reordering,
/// mark positioning) are out of scope.
///
/// FontFace fallback: a character the font lacks takes its glyph from the first of `fallbacks` that
/// has one, at the same point size, with that font's own advance; kerning applies only between
/// two glyphs of the same font. Line height, ascent and descent stay the primary font's, as
/// UIKit keeps a label's line metrics when it draws a fallback run, so mixing fonts never moves
/// baselines (a taller fallback glyph may reach past the line box). Only a character no font has
/// is drawn as the primary font's .notdef and reported in ``missingGlyphs``.
public struct TextLayout: Sendable {
    /// One run per line, top to bottom.
    public let lines: [GlyphRun]
    /// The size the text needs, in points: the widest line and the lines' total height.
    public let size: Size
    /// The width lines were aligned in, in points (`maxWidth`, else the widest line).
    public let alignmentWidth: Double
    /// The distance between baselines, in points.
    public let lineHeight: Double
    /// Whether the line limit cut text (an ellipsis was drawn).
    public let isTruncated: Bool
    /// Characters neither the font nor a fallback has, each once, in order of appearance.
    public let missingGlyphs: [MissingGlyph]

    /// The first line's baseline, in points from the top (0 when there are no lines).
    public var firstBaseline: Double { baselines.first ?? 0 }
    /// The last line's baseline, in points from the top (0 when there are no lines).
    public var lastBaseline: Double { baselines.last ?? 0 }
    /// Each line's baseline, in points from the top.
    public let baselines: [Double]

    /// Lays `text` out in `font` at `size` points.
    /// - Parameters:
    ///   - text: The text; `\n`, `\r\n`, `\r`, U+2028 and U+2029 break lines.
    ///   - font: The font (the primary font: it gives the line metrics).
    ///   - fallbacks: Fonts tried in order for characters `font` lacks. Default: none (the
    ///     primary font's .notdef). ``FontRegistry/fallbackFonts(for:)`` gives a registry's chain.
    ///   - size: The font size in points (negative becomes 0).
    ///   - options: Wrapping, truncation, alignment and spacing.
    public init(_ text: String, font: FontFace, fallbacks: [FontFace] = [], size: Double, options: TextLayoutOptions = TextLayoutOptions()) {
        let size = max(0, size)
        let shaper = LineShaper(font: font, fallbacks: fallbacks, size: size, options: options)
        var missing: [MissingGlyph] = []
        var seen = Set<UInt32>()
        let chain = shaper.fallbacks
        let paragraphs = shaper.paragraphs(text) { scalar in
            if seen.insert(scalar.value).inserted {
                missing.append(MissingGlyph(character: scalar, font: "\(font.familyName) \(font.styleName)",
                                            fallbacks: chain.map { "\($0.familyName) \($0.styleName)" }))
            }
        }
        var lines: [[LineShaper.Item]] = []
        for paragraph in paragraphs { lines += shaper.breakLines(paragraph) }
        var truncated = false
        if let limit = options.lineLimit, lines.count > limit {
            var rest: [LineShaper.Item] = []
            for (k, line) in lines[(limit - 1)...].enumerated() {
                if k > 0, let space = shaper.space { rest.append(space) }
                rest += line
            }
            lines = Array(lines[..<(limit - 1)]) + [shaper.truncate(rest, mode: options.truncation)]
            truncated = true
        }

        let unitsToPoints = font.unitsPerEm > 0 ? size / Double(font.unitsPerEm) : 0
        let ascent = Double(font.ascender) * unitsToPoints, descent = Double(-font.descender) * unitsToPoints
        let natural = ascent + descent + Double(font.lineGap) * unitsToPoints
        let lineHeight = options.lineHeight ?? natural
        let baseline0 = (lineHeight - ascent - descent) / 2 + ascent

        let widths = lines.map { shaper.width(of: $0) }
        let widest = widths.max() ?? 0
        let boxWidth = options.maxWidth ?? widest
        var runs: [GlyphRun] = []
        runs.reserveCapacity(lines.count)
        for (i, line) in lines.enumerated() {
            let free = boxWidth - widths[i]
            let factor: Double
            switch (options.alignment, options.direction) {
            case (.leading, .leftToRight), (.trailing, .rightToLeft): factor = 0
            case (.center, _): factor = 0.5
            case (.trailing, .leftToRight), (.leading, .rightToLeft): factor = 1
            }
            let y = Double(i) * (lineHeight + options.lineSpacing) + baseline0
            // The fallbacks this line refers to: none, unless a fallback glyph is in it.
            var fallbacks = chain
            if !fallbacks.isEmpty { fallbacks.removeLast(fallbacks.count - Int(line.reduce(0) { max($0, $1.font) })) }
            runs.append(GlyphRun(font: font, fallbacks: fallbacks, size: size, glyphs: shaper.place(line, x: free * factor, y: y), width: widths[i]))
        }
        self.lines = runs
        self.baselines = (0..<lines.count).map { Double($0) * (lineHeight + options.lineSpacing) + baseline0 }
        self.size = Size(width: widest, height: Double(lines.count) * lineHeight
                                          + Double(max(0, lines.count - 1)) * options.lineSpacing)
        self.alignmentWidth = boxWidth
        self.lineHeight = lineHeight
        self.isTruncated = truncated
        self.missingGlyphs = missing
    }

    /// The size `text` needs when lines wrap at `proposedWidth` points (`nil`: no wrapping),
    /// with `fallbacks` tried for characters `font` lacks (default: none).
    public static func measure(_ text: String, font: FontFace, fallbacks: [FontFace] = [], size: Double, proposedWidth: Double?,
                               options: TextLayoutOptions = TextLayoutOptions()) -> Size {
        var o = options
        o.maxWidth = proposedWidth
        return TextLayout(text, font: font, fallbacks: fallbacks, size: size, options: o).size
    }
}
