import Foundation
import PenumbraCore
import PenumbraRaster
import PenumbraStyle
import PenumbraText

/// Text measured and drawn by Penumbra's own font engine: the same glyph pixels on every machine.
///
/// The registry holds the fonts (DejaVu Sans by default, plus a design system's own) and the
/// fallback chain: a character a run's font lacks is drawn from the first family of
/// `registry.fallbackFamilies` that has it (DejaVu Sans by default). The glyph cache is shared
/// by every render that uses this engine (it is thread-safe and never changes pixels, only time).
public struct FontTextEngine: TextMeasurer {
    /// The registered fonts.
    public let registry: FontRegistry
    /// Rasterized glyphs, shared between renders.
    public let cache: GlyphCache

    /// An engine over `registry`.
    public init(registry: FontRegistry, cache: GlyphCache = GlyphCache()) {
        self.registry = registry
        self.cache = cache
    }

    /// DejaVu Sans from the system's font folders, plus every font file in `extraFolder`; a file
    /// there that cannot be parsed is skipped and its error (naming the file) goes to `warn`.
    /// - Throws: `FontError` when the default fonts are missing or the folder cannot be listed.
    public static func withDefaultFonts(extraFolder: String? = nil, warn: (FontError) -> Void = { _ in }) throws -> FontTextEngine {
        var registry = try FontRegistry.withDefaultFonts()
        if let extraFolder {
            for skipped in try registry.register(folder: extraFolder) { warn(skipped) }
        }
        return FontTextEngine(registry: registry)
    }

    private func font(_ f: ResolvedFont) -> FontFace? {
        try? registry.font(family: f.family, weight: f.weight, italic: f.italic)
    }

    /// The engine's spans for `run`: its one style, or each of its spans, with their fonts
    /// looked up (an italic request without an italic face slants the upright one by 14°);
    /// `nil` when the registry holds no font.
    public func spans(of run: TextRun) -> [TextSpan]? {
        if run.spans.isEmpty {
            guard let face = font(run.font) else { return nil }
            return [TextSpan(run.string, font: face, fallbacks: registry.fallbackFonts(for: face), size: run.font.size,
                             color: run.color.premultiplied, slant: slant(run.font, face))]
        }
        var result: [TextSpan] = []
        for span in run.spans {
            guard let face = font(span.font) else { return nil }
            result.append(TextSpan(span.string, font: face, fallbacks: registry.fallbackFonts(for: face), size: span.font.size,
                                   color: span.color.premultiplied, tracking: span.tracking, baselineOffset: span.baselineOffset,
                                   slant: slant(span.font, face),
                                   underline: span.underline.map { TextDecoration(color: $0.premultiplied) },
                                   strikethrough: span.strikethrough.map { TextDecoration(color: $0.premultiplied) }))
        }
        return result
    }

    /// The synthesised slant for `face` drawing `f`: 14° when italics are asked of an upright face.
    private func slant(_ f: ResolvedFont, _ face: FontFace) -> Double {
        f.italic && !face.isItalic ? TextSpan.syntheticItalicSlant : 0
    }

    /// The lay-out of `text` as ``draw(_:in:scale:into:)`` and ``measure(_:font:maxWidth:lineLimit:)``
    /// make it (primary font from the registry, its fallback chain), e.g. to read
    /// `missingGlyphs`; `nil` when the registry holds no font.
    public func layout(_ text: String, font f: ResolvedFont, options: TextLayoutOptions = TextLayoutOptions()) -> TextLayout? {
        guard let font = font(f) else { return nil }
        return TextLayout(text, font: font, fallbacks: registry.fallbackFonts(for: font), size: f.size, options: options)
    }

    public func measure(_ text: String, font f: ResolvedFont, maxWidth: Double?, lineLimit: Int?) -> Size {
        guard let font = font(f) else { return .zero }
        return TextLayout.measure(text, font: font, fallbacks: registry.fallbackFonts(for: font), size: f.size,
                                  proposedWidth: maxWidth, options: TextLayoutOptions(lineLimit: lineLimit))
    }

    public func measure(_ run: TextRun, maxWidth: Double?) -> Size {
        guard let spans = spans(of: run) else { return .zero }
        var options = TextLayoutOptions(lineLimit: run.lineLimit)
        options.lineSpacing = run.lineSpacing
        return TextLayout.measure(spans: spans, proposedWidth: maxWidth, options: options)
    }

    public func baselines(_ run: TextRun, maxWidth: Double?) -> (first: Double, last: Double) {
        guard let spans = spans(of: run) else { return (0, 0) }
        var options = TextLayoutOptions(maxWidth: maxWidth, lineLimit: run.lineLimit)
        options.lineSpacing = run.lineSpacing
        let layout = TextLayout(spans: spans, options: options)
        return (layout.firstBaseline, layout.lastBaseline)
    }

    public func pointSize(of style: TextStyle, category: PenumbraStyle.ContentSizeCategory) -> Double {
        style.pointSize(for: category)
    }

    public func hasFamily(_ family: String) -> Bool {
        registry.families.contains { $0.lowercased() == family.lowercased() }
    }

    public var familyNames: [String] { registry.families }

    public func draw(_ run: TextRun, in frame: Rect, scale: Double, into canvas: inout RasterCanvas) throws(ViewError) {
        guard let spans = spans(of: run) else { return }
        let alignment: PenumbraText.TextAlignment = switch run.alignment {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
        // Lines wrap at the frame's width, which layout made at least as wide as every line.
        var options = TextLayoutOptions(maxWidth: frame.width, lineLimit: run.lineLimit, alignment: alignment)
        options.lineSpacing = run.lineSpacing
        let layout = TextLayout(spans: spans, options: options)
        do {
            try layout.draw(into: &canvas, at: frame.origin, scale: scale, cache: cache)
        } catch {
            throw .textFailed(path: "", reason: error.description)
        }
    }
}
