import PenumbraCore
import PenumbraText

/// The weights fixtures name, with their OpenType weight classes (the text stage's ``FontWeight``).
public enum FontWeightName {
    /// `regular` 400, `medium` 500, `semibold` 600, `bold` 700, and the rest of the scale.
    public static let all: [(name: String, weight: FontWeight)] = [
        ("thin", .thin), ("extraLight", .extraLight), ("light", .light), ("regular", .regular), ("medium", .medium),
        ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
    ]

    /// The name of a weight, or its class number when it has none.
    public static func name(of weight: FontWeight) -> String {
        all.first { $0.weight == weight }?.name ?? "\(weight.value)"
    }
}

extension TextStyle {
    /// The names fixtures use for text styles: SwiftUI's (`title`, `caption`) and UIKit's
    /// (`title1`, `caption1`) for the same styles.
    public static let fixtureNames: [(name: String, style: TextStyle)] = [
        ("largeTitle", .largeTitle), ("title", .title1), ("title1", .title1), ("title2", .title2),
        ("title3", .title3), ("headline", .headline), ("body", .body), ("callout", .callout),
        ("subheadline", .subheadline), ("footnote", .footnote), ("caption", .caption1),
        ("caption1", .caption1), ("caption2", .caption2),
    ]

    /// The name a fixture writes for this style (SwiftUI's: `title`, `caption`).
    public var fixtureName: String {
        switch self {
        case .title1: "title"
        case .caption1: "caption"
        default: rawValue
        }
    }
}

/// A font as the view tree holds it: a Dynamic Type style (which scales with the content size
/// category) or a fixed size, in the default family or a named one.
public enum FontReference: Hashable, Sendable {
    /// A text style, optionally in a named family and weight.
    case textStyle(TextStyle, family: String? = nil, weight: FontWeight? = nil)
    /// A fixed point size that does not scale with the content size category.
    case fixed(size: Double, family: String? = nil, weight: FontWeight = .regular)
    /// The font in italics: its family's italic face, else the upright face slanted by 14°.
    indirect case italic(FontReference)
    /// The font with its line height changed by `points` (SwiftUI's `Font.leading`: `.tight`
    /// is −2 points on iOS, `.loose` +2).
    indirect case leading(FontReference, points: Double)

    /// The default font of text: `body`.
    public static let body = FontReference.textStyle(.body)
    public static let headline = FontReference.textStyle(.headline)
    public static let subheadline = FontReference.textStyle(.subheadline)
    public static let footnote = FontReference.textStyle(.footnote)
    public static let caption = FontReference.textStyle(.caption1)
    public static let caption2 = FontReference.textStyle(.caption2)
    public static let callout = FontReference.textStyle(.callout)
    public static let title = FontReference.textStyle(.title1)
    public static let title2 = FontReference.textStyle(.title2)
    public static let title3 = FontReference.textStyle(.title3)
    public static let largeTitle = FontReference.textStyle(.largeTitle)

    /// The default family at a fixed size in points.
    public static func system(size: Double, weight: FontWeight = .regular) -> FontReference {
        .fixed(size: size, family: nil, weight: weight)
    }

    /// A registered family at a fixed size in points.
    public static func custom(_ family: String, size: Double, weight: FontWeight = .regular) -> FontReference {
        .fixed(size: size, family: family, weight: weight)
    }

    /// The same font with another weight.
    public func weight(_ weight: FontWeight) -> FontReference {
        switch self {
        case let .textStyle(style, family, _): .textStyle(style, family: family, weight: weight)
        case let .fixed(size, family, _): .fixed(size: size, family: family, weight: weight)
        case let .italic(base): .italic(base.weight(weight))
        case let .leading(base, points): .leading(base.weight(weight), points: points)
        }
    }

    /// The same font in italics.
    public var italic: FontReference {
        if case .italic = self { return self }
        return .italic(self)
    }
}

/// A font resolved for a trait collection: a family (nil = the default family), a size in
/// points and a weight.
public struct ResolvedFont: Hashable, Sendable {
    /// The family name; `nil` for the text engine's default family.
    public var family: String?
    /// The size in points.
    public var size: Double
    /// The weight.
    public var weight: FontWeight
    /// Whether the text is italic: the family's italic face, else a synthesised slant.
    public var italic: Bool
    /// Points added to the font's line height (`Font.leading`).
    public var leading: Double = 0
    /// The baseline-to-baseline distance of lines after the first when the font is the system
    /// font made from a text style (its leading at the text size, ``TextStyle/leading(for:)``);
    /// `nil` for a fixed size or a named family, whose lines are as tall as the font's.
    public var lineAdvance: Double?

    /// A resolved font.
    public init(family: String? = nil, size: Double, weight: FontWeight = .regular, italic: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
    }
}
