import Penumbra

/// The example design system's type scale: each role is one of Apple's text styles, so its
/// size follows Dynamic Type (the user's content size category).
///
/// Point sizes are the iOS "Dynamic Type sizes" table of Apple's Human Interface Guidelines
/// (Typography → Specifications), xSmall to AX5; body is 17 pt at the default size Large.
public enum Typography: String, CaseIterable, Hashable, Sendable {
    /// Screen titles: large title, bold.
    case display
    /// Section and sheet titles: title 2, bold.
    case title
    /// Emphasised lines (navigation bar titles, button labels): headline, semibold.
    case headline
    /// Running text and list rows: body.
    case body
    /// Secondary lines under a row's title: subheadline.
    case detail
    /// Small labels (badges, tab bar items, field messages): caption 1.
    case caption

    /// The Apple text style the role uses.
    public var textStyle: String {
        switch self {
        case .display: "largeTitle"
        case .title: "title2"
        case .headline: "headline"
        case .body: "body"
        case .detail: "subheadline"
        case .caption: "caption1"
        }
    }

    /// Whether the role is set in bold (semibold counts: WCAG's large-text rule treats it as bold).
    public var isBold: Bool {
        switch self {
        case .display, .title, .headline: true
        case .body, .detail, .caption: false
        }
    }

    /// Point sizes from xSmall to AX5 (12 values, ``ContentSizeCategory`` order).
    private var sizes: [Double] {
        switch self {
        case .display: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .detail: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        }
    }

    /// The point size for a content size category (default: Large).
    public func pointSize(for category: ContentSizeCategory = .large) -> Double {
        sizes[category.rawValue]
    }

    /// The minimum WCAG contrast ratio text of this role needs at `category`: 3 when it is large
    /// text there (at least 18 pt, or 14 pt bold), else 4.5.
    public func requiredContrast(for category: ContentSizeCategory = .large) -> Double {
        WCAGContrast.requiredRatio(pointSize: pointSize(for: category), isBold: isBold)
    }
}
