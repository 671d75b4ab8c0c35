import PenumbraCore

/// Horizontal alignment of each line inside the layout width.
public enum TextAlignment: Sendable, Hashable, CaseIterable {
    /// Left in left-to-right layout, right in right-to-left layout.
    case leading
    /// Centred.
    case center
    /// Right in left-to-right layout, left in right-to-left layout.
    case trailing
}

/// Where the ellipsis "…" replaces text when the line limit cuts it.
public enum TruncationMode: Sendable, Hashable, CaseIterable {
    /// Keep the start: "The quick br…".
    case tail
    /// Keep the end: "…the lazy dog".
    case head
    /// Keep the start and the end: "The qu…zy dog".
    case middle
}

/// How to lay text out: wrap width, line limit, truncation, alignment, spacing.
public struct TextLayoutOptions: Sendable, Hashable {
    /// The width lines wrap at, in points; `nil` (the default) never wraps except at newlines.
    public var maxWidth: Double?
    /// The most lines shown, at least 1; `nil` (the default) shows all.
    public var lineLimit: Int? {
        didSet { if let l = lineLimit, l < 1 { lineLimit = 1 } }
    }
    /// Where the ellipsis goes when ``lineLimit`` cuts text. Default: `.tail`.
    public var truncation: TruncationMode
    /// Line alignment. Default: `.leading`.
    public var alignment: TextAlignment
    /// Layout direction (decides what leading means). Default: `.leftToRight`.
    public var direction: LayoutDirection
    /// Extra space after every glyph, in points (negative tightens). Default: 0.
    public var letterSpacing: Double
    /// Distance between baselines, in points; `nil` (the default) uses the font's ascender −
    /// descender + line gap.
    public var lineHeight: Double?
    /// Whether pair kerning applies. Default: `true`.
    public var kerning: Bool
    /// Extra space between lines, in points (not above the first or below the last), as
    /// SwiftUI's `lineSpacing`. Default: 0.
    public var lineSpacing: Double = 0
    /// UIKit's `.pushOut` line-break strategy, which `UILabel` uses by default: a paragraph whose
    /// last line would hold a single word takes the last word of the line before with it, when
    /// that line keeps a word and the two fit. Default: `false` (greedy breaking).
    public var avoidsOrphans: Bool

    /// Options with the defaults above; a `lineLimit` below 1 becomes 1, a negative `maxWidth` 0.
    public init(maxWidth: Double? = nil, lineLimit: Int? = nil, truncation: TruncationMode = .tail,
                alignment: TextAlignment = .leading, direction: LayoutDirection = .leftToRight,
                letterSpacing: Double = 0, lineHeight: Double? = nil, kerning: Bool = true) {
        self.maxWidth = maxWidth.map { max(0, $0) }
        self.lineLimit = lineLimit.map { max(1, $0) }
        self.truncation = truncation
        self.alignment = alignment
        self.direction = direction
        self.letterSpacing = letterSpacing
        self.lineHeight = lineHeight.map { max(0, $0) }
        self.kerning = kerning
        self.avoidsOrphans = false
    }
}
