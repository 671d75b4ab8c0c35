import PenumbraCore

/// Apple's text styles with their Dynamic Type point sizes for iOS.
///
/// Sizes are the Human Interface Guidelines' "Dynamic Type sizes" table for iOS and iPadOS
/// (Typography → Specifications), one value per ``ContentSizeCategory``; e.g. body is 17 pt at
/// Large and 53 pt at AX5. Headline is semibold; the rest are regular.
public enum TextStyle: String, Sendable, Hashable, CaseIterable, Codable {
    /// 34 pt at the default size.
    case largeTitle
    /// 28, 22 and 20 pt at the default size.
    case title1, title2, title3
    /// 17 pt semibold at the default size.
    case headline
    /// 17 pt at the default size.
    case body
    /// 16 pt at the default size.
    case callout
    /// 15 pt at the default size.
    case subheadline
    /// 13 pt at the default size.
    case footnote
    /// 12 and 11 pt at the default size.
    case caption1, caption2

    /// Point sizes from xSmall to AX5 (12 values).
    private var sizes: [Double] {
        switch self {
        case .largeTitle: return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .body: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }

    /// Leadings from xSmall to AX5: the distance in points from one baseline to the next that
    /// iOS keeps between the lines of a font made from the style (the Human Interface
    /// Guidelines' "Dynamic Type sizes" table, its Leading column). Measured on GOV.UK's
    /// simulator references: body wraps at 40 pt at AX2 and 62 pt at AX5, footnote at 52 pt at
    /// AX5; SpeziViews' body at Medium at 21 pt.
    private var leadings: [Double] {
        switch self {
        case .largeTitle: return [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70]
        case .title1: return [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68]
        case .title2: return [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66]
        case .title3: return [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65]
        case .headline, .body: return [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]
        case .callout: return [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60]
        case .subheadline: return [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58]
        case .footnote: return [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 45, 52]
        case .caption1: return [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51]
        case .caption2: return [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 40, 48]
        }
    }

    /// The baseline-to-baseline distance iOS keeps between wrapped lines of the system font
    /// made from this style at `category` (default `.large`): body 22 pt at Large, 62 at AX5.
    /// A style's first line is as tall as the font's ascent and descent; each further line
    /// adds this much.
    public func leading(for category: ContentSizeCategory = .default) -> Double {
        leadings[category.rawValue]
    }

    /// The point size at `category` (default `.large`).
    public func pointSize(for category: ContentSizeCategory = .default) -> Double {
        sizes[category.rawValue]
    }

    /// The style's weight: semibold for headline, regular otherwise.
    public var weight: FontWeight { self == .headline ? .semibold : .regular }

    /// The registered font for this style in `family` (default: the registry's default family);
    /// semibold resolves to the nearest registered weight (Inter has it; DejaVu Sans alone gives bold).
    public func font(in registry: FontRegistry, family: String? = nil) throws(FontError) -> FontFace {
        try registry.font(family: family, weight: weight, italic: false)
    }
}
