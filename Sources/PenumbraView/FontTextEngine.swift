import Foundation
import PenumbraCore
import PenumbraRaster
import PenumbraStyle
import PenumbraText

/// Text measured and drawn by Penumbra's own font engine: the same glyph pixels on every machine.
///
/// The registry holds the fonts (the system font's stand-in by default — Inter, Inter Display from
/// 20 points, tracked as iOS tracks SF Pro — plus a design system's own) and the fallback chain:
/// a character a run's font lacks is drawn from the first family of `registry.fallbackFamilies`
/// that has it (Inter, then DejaVu Sans, by default). Text that names no family, or a family
/// not registered, is drawn in the system font, as on iOS. The glyph cache is shared
/// by every render that uses this engine (it is thread-safe and never changes pixels, only time).
public struct FontTextEngine: TextMeasurer {
    /// The registered fonts. An engine made by ``withDefaultFonts(extraFolder:warn:)`` with no
    /// extra folder reads them here, on first use (see there).
    public var registry: FontRegistry { fonts.registry }
    /// Rasterized glyphs, shared between renders.
    public let cache: GlyphCache
    private let fonts: FontSource

    /// An engine over `registry`.
    public init(registry: FontRegistry, cache: GlyphCache = GlyphCache()) {
        self.fonts = FontSource(registry)
        self.cache = cache
    }

    private init(fonts: FontSource) {
        self.fonts = fonts
        self.cache = GlyphCache()
    }

    /// The default fonts (``FontRegistry/defaultFontFiles``) from the system's font folders, with
    /// ``FontRegistry/systemFontSettings(_:)``, plus every font file in `extraFolder`; a file
    /// there that cannot be parsed is skipped and its error (naming the file) goes to `warn`.
    ///
    /// With no extra folder the default fonts are found now but read and parsed when text is
    /// first measured or drawn: a render with no text does not pay for them (a third of an
    /// empty `penumbra render`). Should a default font file then fail to parse, drawing text
    /// throws ``ViewError/textFailed(path:_:)`` with its ``FontError``.
    /// - Throws: ``FontError`` when the default fonts are missing or the folder cannot be listed.
    public static func withDefaultFonts(extraFolder: String? = nil, warn: (FontError) -> Void = { _ in }) throws(FontError) -> FontTextEngine {
        let paths = try FontRegistry.defaultFontPaths()
        guard let extraFolder else {
            return FontTextEngine(fonts: FontSource(deferred: paths, families: [FontRegistry.dejaVuSans, FontRegistry.inter, FontRegistry.interDisplay]))
        }
        var registry = try FontSource.defaultFonts(at: paths)
        for skipped in try registry.register(folder: extraFolder) { warn(skipped) }
        return FontTextEngine(registry: registry)
    }

    /// The face `f` draws in, the tracking the system font adds, and whether it is the system
    /// font: a registered family as it is (tracking 0); no family, or one not registered (iOS
    /// draws an unknown name in the system font), as the system font's stand-in at `f`'s size,
    /// tracked by Apple's table when the registry tracks it (``FontRegistry/tracksSystemFont``).
    /// `nil` when the registry is empty.
    private func resolve(_ f: ResolvedFont, _ registry: FontRegistry) -> (face: FontFace, tracking: Double, isSystem: Bool)? {
        let isSystem = f.family.map { !registry.hasFamily($0) } ?? true
        let family = isSystem ? registry.systemFamily(size: f.size) : f.family
        guard let face = try? registry.font(family: family, weight: f.weight, italic: f.italic) else { return nil }
        return (face, isSystem && registry.tracksSystemFont ? SystemFontTracking.points(size: f.size) : 0, isSystem)
    }

    /// The system font's line metrics and a text style's leading on `span` when `f` is drawn in
    /// the system font (``FontRegistry/systemLineMetrics``, ``ResolvedFont/lineAdvance``).
    private func setLines(_ span: inout TextSpan, _ f: ResolvedFont, isSystem: Bool, _ registry: FontRegistry) {
        guard isSystem else { return }
        span.lineMetrics = registry.systemLineMetrics
        span.lineAdvance = f.lineAdvance
    }

    /// The engine's spans for `run`: its one style, or each of its spans, with their fonts
    /// looked up (an italic request without an italic face slants the upright one by 14°);
    /// `nil` when the registry holds no font.
    public func spans(of run: TextRun) -> [TextSpan]? {
        // Text of one style is one span of the run's font and colour.
        let styled = run.spans.isEmpty
            ? [ResolvedTextSpan(string: run.string, font: run.font, color: run.color, tracking: 0, baselineOffset: 0)]
            : run.spans
        var result: [TextSpan] = []
        let registry = registry
        for span in styled {
            guard let (face, systemTracking, isSystem) = resolve(span.font, registry) else { return nil }
            var engineSpan = TextSpan(span.string, font: face, fallbacks: registry.fallbackFonts(for: face), size: span.font.size,
                                      color: span.color.premultiplied, tracking: span.tracking + systemTracking,
                                      baselineOffset: span.baselineOffset,
                                      slant: slant(span.font, face),
                                      underline: span.underline.map { TextDecoration(color: $0.premultiplied) },
                                      strikethrough: span.strikethrough.map { TextDecoration(color: $0.premultiplied) })
            engineSpan.leading = span.font.leading
            setLines(&engineSpan, span.font, isSystem: isSystem, registry)
            embolden(&engineSpan, span.font)
            result.append(engineSpan)
        }
        return result
    }

    /// Synthesised bold for a weight of semibold or more when the face found is at least 200
    /// lighter (no face is near it): stems grow by 1/24 em and every glyph advances as much
    /// more, FreeType's synthetic bold.
    private func embolden(_ span: inout TextSpan, _ f: ResolvedFont) {
        guard f.weight.value >= 600, f.weight.value - span.font.weight >= 200 else { return }
        span.embolden = TextSpan.syntheticBoldStrength
        span.tracking += span.size * TextSpan.syntheticBoldStrength
    }

    /// The synthesised slant for `face` drawing `f`: 14° when italics are asked of an upright face.
    private func slant(_ f: ResolvedFont, _ face: FontFace) -> Double {
        f.italic && !face.isItalic ? TextSpan.syntheticItalicSlant : 0
    }

    /// The lay-out of `text` as ``draw(_:in:scale:into:)`` and ``measure(_:font:maxWidth:lineLimit:)``
    /// make it (primary font from the registry, its fallback chain), e.g. to read
    /// `missingGlyphs`; `nil` when the registry holds no font.
    public func layout(_ text: String, font f: ResolvedFont, options: TextLayoutOptions = TextLayoutOptions()) -> TextLayout? {
        guard let span = span(text, f) else { return nil }
        return TextLayout(spans: [span], options: options)
    }

    public func measure(_ text: String, font f: ResolvedFont, maxWidth: Double?, lineLimit: Int?) -> Size {
        guard let span = span(text, f) else { return .zero }
        return TextLayout.measure(spans: [span], proposedWidth: maxWidth, options: TextLayoutOptions(lineLimit: lineLimit))
    }

    /// `text` in `f` as one span: its font, fallbacks and the system font's tracking.
    private func span(_ text: String, _ f: ResolvedFont) -> TextSpan? {
        let registry = registry
        guard let (font, tracking, isSystem) = resolve(f, registry) else { return nil }
        var span = TextSpan(text, font: font, fallbacks: registry.fallbackFonts(for: font), size: f.size, tracking: tracking)
        setLines(&span, f, isSystem: isSystem, registry)
        return span
    }

    public func measure(_ run: TextRun, maxWidth: Double?) -> Size {
        guard let layout = layout(run, maxWidth: maxWidth) else { return .zero }
        var size = layout.size
        if let lines = run.minimumLines, layout.lineHeights.count < lines {
            // Reserved lines: as tall as further lines of the text's first style (its leading
            // after the first line, when it has one).
            guard let first = spans(of: run)?.first else { return size }
            var blank = first
            blank.string = " \n "
            let lineHeights = TextLayout(spans: [blank]).lineHeights
            let extra = lines - layout.lineHeights.count
            if layout.lineHeights.isEmpty {
                size.height = lineHeights[0] + Double(extra - 1) * lineHeights[1] + Double(extra - 1) * run.lineSpacing
            } else {
                size.height += Double(extra) * (lineHeights[1] + run.lineSpacing)
            }
        }
        return size
    }

    public func baselines(_ run: TextRun, maxWidth: Double?) -> (first: Double, last: Double) {
        guard let layout = layout(run, maxWidth: maxWidth) else { return (0, 0) }
        return (layout.firstBaseline, layout.lastBaseline)
    }

    /// The layout of `run` in lines of at most `maxWidth` points, as it is measured and drawn:
    /// its line limit, truncation, alignment and line spacing, and — when its minimum scale
    /// factor allows — shrunk until it fits without being cut (the largest scale, in steps of
    /// 1/256, between the factor and 1; at the factor it is cut if it still does not fit).
    public func layout(_ run: TextRun, maxWidth: Double?) -> TextLayout? {
        guard let spans = spans(of: run) else { return nil }
        let alignment: PenumbraText.TextAlignment = switch run.alignment {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
        var options = TextLayoutOptions(maxWidth: maxWidth, lineLimit: run.lineLimit, truncation: run.truncation, alignment: alignment)
        options.lineSpacing = run.lineSpacing
        options.avoidsOrphans = run.avoidsOrphans
        let full = TextLayout(spans: spans, options: options)
        guard run.minimumScaleFactor < 1, Self.overflows(full, maxWidth) else { return full }
        func scaled(_ k: Double) -> TextLayout {
            TextLayout(spans: spans.map { span in
                var s = span
                s.size *= k; s.tracking *= k; s.baselineOffset *= k
                return s
            }, options: options)
        }
        // Binary search over whole 1/256 steps: deterministic, at most 8 layouts.
        var lo = Int((run.minimumScaleFactor * 256).rounded(.up)), hi = 255
        var best: TextLayout?
        while lo <= hi {
            let mid = (lo + hi) / 2
            let candidate = scaled(Double(mid) / 256)
            if Self.overflows(candidate, maxWidth) { hi = mid - 1 } else { best = candidate; lo = mid + 1 }
        }
        return best ?? scaled(run.minimumScaleFactor)
    }

    /// Whether `layout` was cut by its line limit or has a line wider than `maxWidth`.
    private static func overflows(_ layout: TextLayout, _ maxWidth: Double?) -> Bool {
        layout.isTruncated || maxWidth.map { layout.size.width > $0 + 1e-9 } ?? false
    }

    public func pointSize(of style: TextStyle, category: PenumbraCore.ContentSizeCategory) -> Double {
        style.pointSize(for: category)
    }

    /// Whether a registered font has `name` as a family, full or PostScript name
    /// (``FontRegistry/hasFamily(_:)``). A family name is known without reading deferred default
    /// fonts; the other names are in the fonts' name tables, read for them.
    public func hasFamily(_ name: String) -> Bool {
        familyNames.contains { $0.lowercased() == name.lowercased() } || fonts.registry.hasFamily(name)
    }

    public var familyNames: [String] { fonts.families }

    /// Whether the fonts have been read (always, but for default fonts no text has asked for yet).
    package var fontsAreRead: Bool { fonts.isRead }

    public func draw(_ run: TextRun, in frame: Rect, scale: Double, into canvas: inout RasterCanvas) throws(ViewError) {
        if let error = fonts.loadError { throw .textFailed(path: "", error) }
        // Lines wrap at the frame's width, which layout made at least as wide as every line.
        guard let layout = layout(run, maxWidth: frame.width) else { return }
        do {
            try layout.draw(into: &canvas, at: frame.origin, scale: scale, cache: cache)
        } catch {
            throw .textFailed(path: "", error)
        }
    }
}

/// An engine's fonts: a registry given, or the default fonts' files read on first use. Shared by
/// the copies of an engine, and by the renders running on several threads, behind a lock.
private final class FontSource: @unchecked Sendable {
    private let lock = MutexLock()
    private var loaded: FontRegistry?
    private var deferredPaths: [String]
    private let knownFamilies: [String]?
    private var error: FontError?

    init(_ registry: FontRegistry) {
        loaded = registry
        deferredPaths = []
        knownFamilies = nil
    }

    /// Fonts to read from `paths` on first use; `families` are theirs, known without reading.
    init(deferred paths: [String], families: [String]) {
        deferredPaths = paths
        knownFamilies = families
    }

    /// The registry, read now if it was deferred; empty when reading failed (see ``loadError``).
    var registry: FontRegistry {
        lock.withLock { load() }
    }

    /// Why the deferred fonts could not be read, once they were asked for.
    var loadError: FontError? {
        lock.withLock { _ = load(); return error }
    }

    var isRead: Bool { lock.withLock { loaded != nil } }

    /// The registered families, without reading deferred fonts.
    var families: [String] {
        lock.withLock { loaded?.families ?? knownFamilies ?? [] }
    }

    private func load() -> FontRegistry {
        if let loaded { return loaded }
        let registry: FontRegistry
        do throws(FontError) { registry = try FontSource.defaultFonts(at: deferredPaths) } catch {
            self.error = error
            registry = FontRegistry()
        }
        loaded = registry
        return registry
    }

    /// The default fonts read from `paths`, once per process: 38 files whose parsing (their
    /// kerning above all) would otherwise be paid by every engine a test suite makes.
    static func defaultFonts(at paths: [String]) throws(FontError) -> FontRegistry {
        let key = paths.joined(separator: "\n")
        if let cached = cacheLock.withLock({ cache[key] }) { return cached }
        var fonts = try FontRegistry.withFonts(at: paths)
        FontRegistry.systemFontSettings(&fonts)
        let registry = fonts
        cacheLock.withLock { cache[key] = registry }
        return registry
    }

    private static let cacheLock = MutexLock()
    nonisolated(unsafe) private static var cache: [String: FontRegistry] = [:]
}
