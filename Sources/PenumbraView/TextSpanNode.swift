import PenumbraText

/// One styled stretch of ``ViewNode/styledText(_:)``, as one run of SwiftUI's `Text + Text`:
/// what a span does not set comes from the environment (font, foreground colour).
public struct TextSpanNode: Hashable, Sendable {
    /// The characters.
    public var string: String
    /// The font; `nil` takes the environment's.
    public var font: FontReference?
    /// A weight that replaces the font's; `nil` keeps it.
    public var weight: FontWeight?
    /// Whether the span is italic: the family's italic face when one is registered, else the
    /// upright face slanted by 14°, as iOS synthesises it.
    public var italic: Bool
    /// The colour; `nil` takes the environment's foreground.
    public var foreground: ColorReference?
    /// Extra space after every glyph, in points (SwiftUI's `tracking` and `kerning`).
    public var tracking: Double
    /// How far the span's baseline is raised, in points (negative lowers).
    public var baselineOffset: Double
    /// An underline; its colour `nil` is the text's.
    public var underline: Decoration?
    /// A line through the text; its colour `nil` is the text's.
    public var strikethrough: Decoration?

    /// A line along the text in a colour (`nil`: the text's).
    public struct Decoration: Hashable, Sendable {
        public var color: ColorReference?
        public init(color: ColorReference? = nil) { self.color = color }
    }

    /// A span; everything not given comes from the environment or is plain.
    public init(_ string: String, font: FontReference? = nil, weight: FontWeight? = nil, italic: Bool = false,
                foreground: ColorReference? = nil, tracking: Double = 0, baselineOffset: Double = 0,
                underline: Decoration? = nil, strikethrough: Decoration? = nil) {
        self.string = string
        self.font = font
        self.weight = weight
        self.italic = italic
        self.foreground = foreground
        self.tracking = tracking
        self.baselineOffset = baselineOffset
        self.underline = underline
        self.strikethrough = strikethrough
    }
}

/// A span of a ``TextRun`` with its font and colours resolved for one trait collection.
public struct ResolvedTextSpan: Hashable, Sendable {
    /// The characters.
    public var string: String
    /// The font, its size in points.
    public var font: ResolvedFont
    /// The text colour.
    public var color: ResolvedColor
    /// Extra space after every glyph, in points.
    public var tracking: Double
    /// How far the baseline is raised, in points.
    public var baselineOffset: Double
    /// The underline's colour, when the span is underlined.
    public var underline: ResolvedColor?
    /// The strikethrough's colour, when the span is struck through.
    public var strikethrough: ResolvedColor?
}
