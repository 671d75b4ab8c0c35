import Penumbra

/// The example design system's type scale: each role is one of Apple's text styles, so its
/// size follows Dynamic Type (the user's content size category).
///
/// Point sizes are the text stage's ``TextStyle`` table (Apple's iOS "Dynamic Type sizes",
/// xSmall to AX5); body is 17 pt at the default size Large.
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

    /// The Apple text style the role uses: its sizes follow Dynamic Type.
    public var textStyle: TextStyle {
        switch self {
        case .display: .largeTitle
        case .title: .title2
        case .headline: .headline
        case .body: .body
        case .detail: .subheadline
        case .caption: .caption1
        }
    }

    /// Whether the role is set in bold (weight 700) or heavier, as WCAG's large-text rule means
    /// bold: the display and title roles; the headline's semibold (600) is not bold.
    public var isBold: Bool {
        switch self {
        case .display, .title: true
        case .headline, .body, .detail, .caption: false
        }
    }

    /// The point size for a content size category (default: Large), from the text stage's
    /// Dynamic Type table.
    public func pointSize(for category: ContentSizeCategory = .large) -> Double {
        textStyle.pointSize(for: category)
    }

    /// The minimum WCAG contrast ratio text of this role needs at `category`: 3 when it is large
    /// text there (at least 24 pt, or 18.67 pt bold: WCAG's 18 pt and 14 pt bold in CSS pixels,
    /// which iOS points are at 1x), else 4.5.
    public func requiredContrast(for category: ContentSizeCategory = .large) -> Double {
        WCAGContrast.requiredRatio(pointSize: pointSize(for: category), isBold: isBold)
    }
}
