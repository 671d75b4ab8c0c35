import Foundation
import PenumbraCore

/// The fonts a render may use, looked up by family, weight and italic: a value, passed to the
/// renderer (no global state).
///
/// Register a design system's brand fonts with ``register(_:)`` or ``register(contentsOf:)``;
/// ``withDefaultFonts(searchDirectories:)`` makes the system font's stand-in: Inter below 20
/// points and Inter Display from 20 (as iOS switches from SF Pro Text to SF Pro Display), in SF
/// Pro's nine weights and their italics, tracked by Apple's table for SF Pro, with DejaVu Sans
/// behind them for the characters Inter lacks. Measured on simulator references, this sets text
/// within 2% of SF Pro's widths (README, "The system font"). A team with Apple's own fonts
/// registers SF Pro Text as the default family and SF Pro Display as ``displayFamily``.
///
/// Fallback: ``fallbackFamilies`` lists, in order, the families whose fonts draw the characters
/// a run's font lacks (``fallbackFonts(for:)``); by default the default family alone, so a brand
/// font missing "→" or Cyrillic borrows those glyphs from the system font, as on iOS.
public struct FontRegistry: Sendable {
    /// The family used when a look-up names none or names one that is not registered.
    public var defaultFamily: String
    /// The families tried in order, after a run's own font, for characters it has no glyph for
    /// (case-insensitive; families not registered are skipped). Default: the default family
    /// (DejaVu Sans). Add a family registered from a file (e.g. a CJK font) to extend the chain;
    /// empty turns fallback off (the .notdef box, reported in `TextLayout.missingGlyphs`).
    public var fallbackFamilies: [String]
    /// The family the system font draws in from ``displaySize`` points up (SF Pro's switch from
    /// its Text to its Display design); `nil` keeps the default family at every size.
    public var displayFamily: String?
    /// Whether text in the system font (no family, or one not registered) is tracked by Apple's
    /// table (``SystemFontTracking``), as iOS tracks SF Pro. On for
    /// ``withDefaultFonts(searchDirectories:)``.
    public var tracksSystemFont = false
    /// The line metrics text in the system font takes instead of its stand-in's own
    /// (``LineMetrics/sfPro`` for ``withDefaultFonts(searchDirectories:)``, so Inter's lines are
    /// as tall as SF Pro's); `nil` keeps the fonts' own, as for a registry holding SF Pro.
    public var systemLineMetrics: LineMetrics?
    /// Every registered font, in registration order.
    public private(set) var fonts: [FontFace] = []

    /// The point size from which the system font uses ``displayFamily`` (Apple: "SF Pro Text"
    /// below 20 points, "SF Pro Display" at 20 and above).
    public static let displaySize = 20.0
    /// The system font's stand-in below ``displaySize`` (SF Pro Text's).
    public static let inter = "Inter"
    /// The system font's stand-in from ``displaySize`` up (SF Pro Display's).
    public static let interDisplay = "Inter Display"
    /// The family behind Inter for the characters it lacks.
    public static let dejaVuSans = "DejaVu Sans"
    /// The default fonts' files: Inter and Inter Display (Debian's `fonts-inter`) in the nine
    /// weights and their italics, then DejaVu Sans (`fonts-dejavu-core`).
    public static let defaultFontFiles: [String] = {
        let weights = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]
        var files: [String] = []
        for family in ["Inter", "InterDisplay"] {
            for weight in weights {
                files.append("\(family)-\(weight).otf")
                files.append("\(family)-\(weight == "Regular" ? "" : weight)Italic.otf")
            }
        }
        return files + ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"]
    }()

    /// Folders searched for the default fonts: Debian/Ubuntu's fonts-inter and fonts-dejavu-core,
    /// other Linux locations, Homebrew and the macOS font folders.
    public static var standardSearchDirectories: [String] {
        let home = ProcessInfo.processInfo.environment["HOME"] ?? ""
        return ["/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/dejavu",
                "/usr/share/fonts/inter", "/usr/share/fonts/OTF", "/usr/share/fonts/TTF",
                "/usr/local/share/fonts", "/usr/local/share/fonts/dejavu", "/opt/homebrew/share/fonts",
                home + "/Library/Fonts", "/Library/Fonts"]
    }

    /// The default registry's settings around its fonts: Inter as the default family, Inter
    /// Display from 20 points, DejaVu Sans behind Inter, the system font tracked and its lines
    /// as tall as SF Pro's.
    public static func systemFontSettings(_ registry: inout FontRegistry) {
        registry.defaultFamily = inter
        registry.displayFamily = interDisplay
        registry.fallbackFamilies = [inter, dejaVuSans]
        registry.tracksSystemFont = true
        registry.systemLineMetrics = .sfPro
    }

    /// An empty registry whose default family is `defaultFamily` (default DejaVu Sans) and whose
    /// fallback chain is `fallbackFamilies` (default: `[defaultFamily]`).
    public init(defaultFamily: String = FontRegistry.dejaVuSans, fallbackFamilies: [String]? = nil) {
        self.defaultFamily = defaultFamily
        self.fallbackFamilies = fallbackFamilies ?? [defaultFamily]
    }

    /// A registry holding the default fonts (``defaultFontFiles``), found in `searchDirectories`,
    /// with ``systemFontSettings(_:)``.
    /// - Throws: ``FontError/defaultFontMissing(family:searched:)`` (install with
    ///   `scripts/bootstrap`), or a parsing error.
    public static func withDefaultFonts(searchDirectories: [String] = FontRegistry.standardSearchDirectories) throws(FontError) -> FontRegistry {
        var registry = try withFonts(at: defaultFontPaths(searchDirectories: searchDirectories))
        systemFontSettings(&registry)
        return registry
    }

    /// The family the system font draws in at `size` points: ``displayFamily`` from
    /// ``displaySize`` up when it is registered, else the default family.
    public func systemFamily(size: Double) -> String {
        if let displayFamily, size >= Self.displaySize, hasFamily(displayFamily) { return displayFamily }
        return defaultFamily
    }

    /// Whether a font is registered under `name` (case-insensitive): a family name, a full name
    /// or a PostScript name (``FontFace/names``), as iOS finds `Font.custom` and
    /// `UIFont(name:size:)` names.
    public func hasFamily(_ name: String) -> Bool {
        let wanted = name.lowercased()
        return fonts.contains { $0.names.contains(wanted) }
    }

    /// Where the default fonts' files are (``defaultFontFiles``, the first folder of
    /// `searchDirectories` holding each), found without reading them.
    /// - Throws: ``FontError/defaultFontMissing(family:searched:)``.
    public static func defaultFontPaths(searchDirectories: [String] = FontRegistry.standardSearchDirectories) throws(FontError) -> [String] {
        var paths: [String] = []
        for file in defaultFontFiles {
            guard let path = searchDirectories.map({ $0 + "/" + file }).first(where: { FileManager.default.fileExists(atPath: $0) }) else {
                throw .defaultFontMissing(family: file.hasPrefix("DejaVu") ? dejaVuSans : file.hasPrefix("InterDisplay") ? interDisplay : inter,
                                          searched: searchDirectories)
            }
            paths.append(path)
        }
        return paths
    }

    /// A registry of every font in the files at `paths`, in order.
    /// - Throws: ``FontError`` when a file cannot be read or parsed.
    public static func withFonts(at paths: [String]) throws(FontError) -> FontRegistry {
        var registry = FontRegistry()
        for path in paths { try registry.register(contentsOf: path) }
        return registry
    }

    /// Adds a font.
    public mutating func register(_ font: FontFace) { fonts.append(font) }

    /// Adds every font in a `.ttf`, `.otf` or `.ttc` file.
    /// - Throws: ``FontError`` when the file cannot be read or parsed.
    public mutating func register(contentsOf path: String) throws(FontError) {
        let first = try FontFace(contentsOf: path)
        fonts.append(first)
        let bytes = first.data
        if bytes.count >= 12, bytes[0] == 0x74, bytes[1] == 0x74, bytes[2] == 0x63, bytes[3] == 0x66 {  // 'ttcf'
            let count = Int(bytes[8]) << 24 | Int(bytes[9]) << 16 | Int(bytes[10]) << 8 | Int(bytes[11])
            for i in 1..<max(1, min(count, 256)) {
                do { fonts.append(try FontFace(data: bytes, index: i, source: path)) } catch { throw error.naming(path) }
            }
        }
    }

    /// Adds every `.ttf`, `.otf` and `.ttc` file in `folder` (sorted by name, not recursive),
    /// skipping a file that cannot be read or parsed: its error, naming the file, is returned
    /// so that one bad font does not stop a run.
    /// - Throws: ``FontError/unreadable(path:reason:)`` when the folder itself cannot be listed.
    @discardableResult
    public mutating func register(folder: String) throws(FontError) -> [FontError] {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted() } catch {
            throw .unreadable(path: folder, reason: "cannot list the folder: \(FileBytes.reason(error))")
        }
        var skipped: [FontError] = []
        for name in names where [".ttf", ".otf", ".ttc"].contains(where: { name.lowercased().hasSuffix($0) }) {
            let path = folder + "/" + name
            var copy = self
            do {
                try copy.register(contentsOf: path)
                self = copy
            } catch {
                skipped.append(error.naming(path))
            }
        }
        return skipped
    }

    /// The families registered, sorted.
    public var families: [String] { Array(Set(fonts.map(\.familyName))).sorted() }

    /// The best font for a request: the family (case-insensitive; the default family when `nil`
    /// or not registered, then any font), the same slant if there is one, then the nearest
    /// weight (for a tie, the heavier above 400 and the lighter at or below).
    /// - Throws: ``FontError/noFontRegistered(family:)`` when the registry is empty.
    public func font(family: String? = nil, weight: FontWeight = .regular, italic: Bool = false) throws(FontError) -> FontFace {
        let wanted = (family ?? defaultFamily).lowercased()
        var candidates = fonts.filter { $0.familyName.lowercased() == wanted }
        // A face's own name (PostScript or full: "FreeSerif-Bold") picks that face; a weight
        // other than regular asked on top of it picks within its family, as a family name does.
        if candidates.isEmpty, let face = fonts.first(where: { $0.names.contains(wanted) }) {
            if weight == .regular && (!italic || face.isItalic) { return face }
            candidates = fonts.filter { $0.familyName == face.familyName }
        }
        if candidates.isEmpty { candidates = fonts.filter { $0.familyName.lowercased() == defaultFamily.lowercased() } }
        if candidates.isEmpty { candidates = fonts }
        guard !candidates.isEmpty else { throw .noFontRegistered(family: family ?? defaultFamily) }
        return try FontRegistry.instanced(FontRegistry.nearest(in: candidates, weight: weight.value, italic: italic), weight: weight.value)
    }

    /// `font` at `weight` when it is a variable font whose weight axis covers it, else `font`.
    static func instanced(_ font: FontFace, weight: Int) throws(FontError) -> FontFace {
        guard font.weight != weight, FontRegistry.covers(font, weight) else { return font }
        return try font.instance(["wght": Double(weight)])
    }

    /// Whether `font` has a weight axis whose range holds `weight`.
    static func covers(_ font: FontFace, _ weight: Int) -> Bool {
        font.axes.contains { $0.tag == "wght" && $0.minimum <= Double(weight) && Double(weight) <= $0.maximum }
    }

    /// The fallback fonts for text in `font`: for each of ``fallbackFamilies`` that is
    /// registered, its font nearest to `font`'s weight and slant (the rule of
    /// ``font(family:weight:italic:)``), in chain order; `font` itself and repeats are left out.
    public func fallbackFonts(for font: FontFace) -> [FontFace] {
        var result: [FontFace] = []
        for family in fallbackFamilies {
            let wanted = family.lowercased()
            let candidates = fonts.filter { $0.familyName.lowercased() == wanted }
            if candidates.isEmpty { continue }
            let nearest = FontRegistry.nearest(in: candidates, weight: font.weight, italic: font.isItalic)
            let chosen = (try? FontRegistry.instanced(nearest, weight: font.weight)) ?? nearest
            if chosen !== font, !result.contains(where: { $0 === chosen }) { result.append(chosen) }
        }
        return result
    }

    /// The candidate with the same slant if there is one, then the nearest weight (for a tie,
    /// the heavier above 400 and the lighter at or below): a static face of the exact weight,
    /// else a variable font whose weight axis covers it, else the nearest static weight;
    /// `candidates` is not empty.
    private static func nearest(in all: [FontFace], weight: Int, italic: Bool) -> FontFace {
        var candidates = all
        let slanted = candidates.filter { $0.isItalic == italic }
        if !slanted.isEmpty { candidates = slanted }
        func cost(_ f: FontFace) -> Int {
            if f.weight != weight, covers(f, weight) { return 1 }
            let d = f.weight - weight
            let preferHeavier = weight > 400
            return abs(d) * 2 + ((d > 0) == preferHeavier || d == 0 ? 0 : 1)
        }
        return candidates.min { cost($0) < cost($1) } ?? candidates[0]
    }
}
