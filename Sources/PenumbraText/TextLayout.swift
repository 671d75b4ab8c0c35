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

/// The glyphs of one span on one line at one size: in the span's font, and in fallback fonts
/// for the characters it lacks.
public struct GlyphRun: Sendable {
    /// The primary font: it gives the line's metrics and most glyphs (`fonts[0]`).
    public let font: FontFace
    /// The fallback fonts the run's glyphs use, in chain order (as far as the run needs;
    /// empty when every glyph is in ``font``).
    public let fallbacks: [FontFace]
    /// The fonts ``PositionedGlyph/fontIndex`` refers to: ``font``, then ``fallbacks``.
    public var fonts: [FontFace] { [font] + fallbacks }
    /// The font size, in points.
    public let size: Double
    /// The glyphs, left to right.
    public let glyphs: [PositionedGlyph]
    /// Where the run starts: the pen position of its first glyph, in points.
    public let x: Double
    /// The run's advance in points, from ``x`` to the pen after its last glyph (a line's
    /// trailing spaces are not in it); for text of one span, the line's width.
    public let width: Double
    /// The line the run is on, from 0.
    public let line: Int
    /// The span the run's glyphs come from, an index in ``TextLayout/spans``.
    public let span: Int
    /// The run's baseline, in points from the layout's top (the line's baseline, less the
    /// span's baseline offset).
    public let baseline: Double

    init(font: FontFace, fallbacks: [FontFace], size: Double, glyphs: [PositionedGlyph], x: Double, width: Double,
         line: Int = 0, span: Int = 0, baseline: Double = 0) {
        self.font = font
        self.fallbacks = fallbacks
        self.size = size
        self.glyphs = glyphs
        self.x = x
        self.width = width
        self.line = line
        self.span = span
        self.baseline = baseline
    }
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
/// Attributed text is a list of ``TextSpan``s, each with its own font, size, colour, tracking,
/// baseline offset, slant and decorations; lines wrap across spans as if they were one string.
/// A line is as tall as its spans need: the largest ascent (raised spans included) above the
/// baseline, the largest descent below, the largest line gap — the rule of TextKit's line
/// fragments — unless ``TextLayoutOptions/lineHeight`` fixes it.
///
/// FontFace fallback: a character the font lacks takes its glyph from the first of `fallbacks` that
/// has one, at the same point size, with that font's own advance; kerning applies only between
/// two glyphs of the same font. Line height, ascent and descent stay the primary font's, as
/// UIKit keeps a label's line metrics when it draws a fallback run, so mixing fonts never moves
/// baselines (a taller fallback glyph may reach past the line box). Only a character no font has
/// is drawn as the primary font's .notdef and reported in ``missingGlyphs``.
public struct TextLayout: Sendable {
    /// The glyph runs, top to bottom and left to right: one per line for text of one span, one
    /// per line and span for attributed text (``GlyphRun/line`` and ``GlyphRun/span`` tell).
    public let runs: [GlyphRun]
    /// The spans the text was laid out from.
    public let spans: [TextSpan]
    /// The size the text needs, in points: the widest line and the lines' total height.
    public let size: Size
    /// The width lines were aligned in, in points (`maxWidth`, else the widest line).
    public let alignmentWidth: Double
    /// The height of the first line, in points (every line's, for text of one font).
    public var lineHeight: Double { lineHeights.first ?? 0 }
    /// Each line's height, in points, top to bottom (without the line spacing between them).
    public let lineHeights: [Double]
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
        self.init(spans: [TextSpan(text, font: font, fallbacks: fallbacks, size: size)], options: options)
    }

    /// Lays attributed text out: `spans` in order, wrapping across them as one string.
    /// - Parameters:
    ///   - spans: The styled stretches of text; none gives an empty layout.
    ///   - options: Wrapping, truncation, alignment and spacing (its letter spacing adds to
    ///     every span's tracking).
    public init(spans: [TextSpan], options: TextLayoutOptions = TextLayoutOptions()) {
        let shaper = LineShaper(spans: spans, options: options)
        var missing: [MissingGlyph] = []
        var seen = Set<UInt32>()
        let paragraphs = shaper.paragraphs { scalar, s in
            if seen.insert(scalar.value).inserted {
                let font = spans[s].font
                missing.append(MissingGlyph(character: scalar, font: "\(font.familyName) \(font.styleName)",
                                            fallbacks: shaper.fallbackFonts[s].map { "\($0.familyName) \($0.styleName)" }))
            }
        }
        var lines: [LineShaper.Line] = []
        for paragraph in paragraphs { lines += shaper.breakLines(paragraph) }
        var truncated = false
        if let limit = options.lineLimit, lines.count > limit {
            var rest = LineShaper.Line(items: [], span: lines[limit - 1].span)
            for (k, line) in lines[(limit - 1)...].enumerated() {
                if k > 0, let last = rest.items.last ?? line.items.first, let space = shaper.space(span: Int(last.span)) {
                    rest.items.append(space)
                }
                rest.items += line.items
            }
            lines = Array(lines[..<(limit - 1)]) + [shaper.truncate(rest, mode: options.truncation)]
            truncated = true
        }

        let factor: Double
        switch (options.alignment, options.direction) {
        case (.leading, .leftToRight), (.trailing, .rightToLeft): factor = 0
        case (.center, _): factor = 0.5
        case (.trailing, .leftToRight), (.leading, .rightToLeft): factor = 1
        }
        // Leading lines are placed in one pass (placing measures them); centred and trailing
        // lines need their widths first.
        let widths: [Double]? = factor == 0 ? nil : lines.map { shaper.width(of: $0.items) }
        let boxWidth = options.maxWidth ?? widths?.max()
        var widest = 0.0
        var runs: [GlyphRun] = []
        runs.reserveCapacity(lines.count)
        var baselines: [Double] = [], heights: [Double] = []
        var top = 0.0
        for (i, line) in lines.enumerated() {
            let m = shaper.metrics(of: line)
            let height: Double, baseline: Double
            if options.lineHeight == nil, i > 0, let advance = m.advance {
                // A text style's leading: this baseline sits `advance` (plus the gap) below the
                // one before, so the difference from the line's own height goes above it
                // (CoreText's leading, negative at the largest sizes).
                height = advance + m.gap
                baseline = top + height - m.descent - m.gap / 2
            } else {
                height = options.lineHeight ?? max(0, m.ascent + m.descent + m.gap)
                baseline = top + (height - m.ascent - m.descent) / 2 + m.ascent
            }
            let x = widths.map { ((boxWidth ?? 0) - $0[i]) * factor } ?? 0
            let placed = shaper.place(line, lineIndex: i, x: x, y: baseline)
            runs += placed.runs
            widest = max(widest, widths?[i] ?? placed.width)
            baselines.append(baseline)
            heights.append(height)
            top += height + options.lineSpacing
        }
        self.runs = runs
        self.spans = spans
        self.baselines = baselines
        self.lineHeights = heights
        self.size = Size(width: widest, height: heights.reduce(0, +) + Double(max(0, lines.count - 1)) * options.lineSpacing)
        self.alignmentWidth = boxWidth ?? widest
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

    /// The size attributed text needs when lines wrap at `proposedWidth` points (`nil`: no
    /// wrapping).
    public static func measure(spans: [TextSpan], proposedWidth: Double?, options: TextLayoutOptions = TextLayoutOptions()) -> Size {
        var o = options
        o.maxWidth = proposedWidth
        return TextLayout(spans: spans, options: o).size
    }
}
