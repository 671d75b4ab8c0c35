import PenumbraCore
import PenumbraRaster

/// A line drawn along a span's glyphs: an underline or a strikethrough.
public struct TextDecoration: Sendable, Hashable {
    /// The line's colour, premultiplied; `nil` draws it in the span's text colour.
    public var color: PremultipliedRGBA8?

    /// A decoration in `color` (default: the text's colour).
    public init(color: PremultipliedRGBA8? = nil) { self.color = color }
}

/// A stretch of text with one style: the unit of attributed text, as one run of SwiftUI's
/// `Text + Text` or one attribute run of an `AttributedString`.
///
/// Each span keeps its own font, size, colour, letter spacing, baseline offset, slant and
/// decorations; lines wrap across span boundaries as if the text were one string. Line metrics
/// follow iOS: a line is as tall as its tallest span needs (ascent above and descent below the
/// baseline, each the largest of the line's spans, a raised or lowered span's offset included),
/// and every baseline of a line is shared.
public struct TextSpan: Sendable {
    /// The characters.
    public var string: String
    /// The font; its metrics count for the lines the span is on.
    public var font: FontFace
    /// Fonts tried in order for characters ``font`` lacks (``FontRegistry/fallbackFonts(for:)``).
    public var fallbacks: [FontFace]
    /// The size in points (negative becomes 0).
    public var size: Double
    /// The text colour, premultiplied.
    public var color: PremultipliedRGBA8
    /// Extra space after every glyph, in points (SwiftUI's `tracking` and `kerning`; negative
    /// tightens).
    public var tracking: Double
    /// How far the span's baseline is raised above the line's, in points (negative lowers).
    public var baselineOffset: Double
    /// A synthesised slant: the horizontal shift per unit of height (0 upright). iOS slants a
    /// family without an italic face by 14°, ``syntheticItalicSlant``.
    public var slant: Double
    /// Synthesised bold: how much stems grow, as a fraction of the em (0: none). The engine sets
    /// it only when no registered face is near the weight asked for; glyphs then also advance
    /// by as much more.
    public var embolden: Double = 0
    /// FreeType's synthetic bold strength (`FT_GlyphSlot_Embolden`): 1/24 em.
    public static let syntheticBoldStrength = 1.0 / 24
    /// Points added to the height of the lines the span is on (SwiftUI's `Font.leading`).
    public var leading: Double = 0
    /// Line metrics used instead of the font's own (the system font's stand-in takes SF Pro's,
    /// ``LineMetrics/sfPro``); `nil`: the font's `hhea` values.
    public var lineMetrics: LineMetrics?
    /// The distance in points from a line's baseline to the next line's that the span keeps
    /// after the first line (a Dynamic Type style's leading, ``TextStyle/leading(for:)``);
    /// `nil`: lines are as tall as their ascent, descent and gap.
    public var lineAdvance: Double?
    /// An underline at the font's underline position and thickness (`post` table).
    public var underline: TextDecoration?
    /// A line through the text at the font's strikeout position and size (`OS/2` table).
    public var strikethrough: TextDecoration?

    /// tan 14°, the slant CoreText gives a synthesised oblique (WebKit's
    /// `SYNTHETIC_OBLIQUE_ANGLE` on Apple platforms, which matches it).
    public static let syntheticItalicSlant = 0.24932800284318068

    /// A span with the given style; everything not given is plain.
    public init(_ string: String, font: FontFace, fallbacks: [FontFace] = [], size: Double,
                color: PremultipliedRGBA8 = PremultipliedRGBA8(unchecked: 0, 0, 0, 255),
                tracking: Double = 0, baselineOffset: Double = 0, slant: Double = 0,
                underline: TextDecoration? = nil, strikethrough: TextDecoration? = nil) {
        self.string = string
        self.font = font
        self.fallbacks = fallbacks
        self.size = max(0, size.isFinite ? size : 0)
        self.color = color
        self.tracking = tracking.isFinite ? tracking : 0
        self.baselineOffset = baselineOffset.isFinite ? baselineOffset : 0
        self.slant = slant.isFinite ? slant : 0
        self.underline = underline
        self.strikethrough = strikethrough
    }
}
