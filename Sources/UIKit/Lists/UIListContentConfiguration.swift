import PenumbraCore
import PenumbraView

/// A list cell's or header's content (UIKit's `UIListContentConfiguration`): an image, a text and
/// a secondary text, with their properties and the layout margins, in one of UIKit's styles.
///
/// Fonts and colours are the styles' on iOS 17 and 18 (a cell's text in the body style and the
/// label colour; a subtitle in the subheadline style and the secondary label colour; a value cell's
/// value on the trailing side; grouped headers and footers in the footnote style, headers
/// upper-cased). The 11-point top and bottom margins make a one-line body cell 44 points tall, as
/// on iOS; the spacing between text and secondary text (3 points below, 8 beside) is not measured
/// against a simulator yet.
public struct UIListContentConfiguration: UIContentConfiguration {
    /// How text is drawn.
    public struct TextProperties {
        public var font: UIFont
        public var color: UIColor
        public var numberOfLines = 0
        public var alignment: TextAlignment = .natural
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        public var adjustsFontForContentSizeCategory = true
        public var transform: TextTransform = .none
        /// How text aligns.
        public enum TextAlignment: Int, Hashable, Sendable { case natural, center, justified }
        /// How text is changed before it is drawn.
        public enum TextTransform: Int, Hashable, Sendable { case none, capitalized, lowercase, uppercase }
    }
    /// How the image is drawn.
    public struct ImageProperties {
        /// The tint of a template image; nil: the cell's tint.
        public var tintColor: UIColor?
        /// The largest size the image is drawn at; zero: its own size.
        public var maximumSize: CGSize = .zero
        /// The room the image takes; zero: its size.
        public var reservedLayoutSize: CGSize = .zero
        /// The image's corner radius.
        public var cornerRadius: CGFloat = 0
        /// The image's symbol configuration.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// Whether the image shows its colours (`.alwaysOriginal`) or the tint.
        public var accessibilityIgnoresInvertColors = false
        /// A marker for `reservedLayoutSize`: the standard dimension.
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude
    }

    /// The style the configuration was made for.
    package enum Kind: Hashable, Sendable { case cell, subtitleCell, valueCell, groupedHeader, groupedFooter, plainHeader, plainFooter }
    package var kind: Kind

    /// The image, drawn at the leading edge.
    public var image: UIImage?
    /// The text.
    public var text: String?
    /// Styled text; its string replaces ``text``.
    public var attributedText: NSAttributedString?
    /// The secondary text.
    public var secondaryText: String?
    /// Styled secondary text.
    public var secondaryAttributedText: NSAttributedString?
    public var imageProperties = ImageProperties()
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    /// Space between the image and the text. Default 16 (cells), 6 (headers).
    public var imageToTextPadding: CGFloat = 16
    /// Space between the text and the secondary text above each other. Default 3.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// Space between the text and the secondary text side by side. Default 8.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// Whether the texts sit side by side (value cells).
    public var prefersSideBySideTextAndSecondaryText = false
    /// The margins inside the cell; leading and trailing default to the list's (16 or 20).
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: CGFloat(ControlMetrics.List.cellVerticalMargin), leading: 0,
                                                                  bottom: CGFloat(ControlMetrics.List.cellVerticalMargin), trailing: 0)
    /// Which axes keep the superview's margins (the list's leading and trailing).
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal

    package init(kind: Kind, text: TextProperties, secondary: TextProperties) {
        self.kind = kind
        textProperties = text
        secondaryTextProperties = secondary
    }

    private static func props(_ style: UIFont.TextStyle, _ color: UIColor, weight: UIFont.Weight? = nil) -> TextProperties {
        var font = UIFont.preferredFont(forTextStyle: style)
        if let weight { font = UIFont.systemFont(ofSize: font.pointSize, weight: weight) }
        return TextProperties(font: font, color: color)
    }

    /// A cell: body text in the label colour.
    public static func cell() -> Self { Self(kind: .cell, text: props(.body, .label), secondary: props(.subheadline, .secondaryLabel)) }
    /// A cell with a subtitle below the text.
    public static func subtitleCell() -> Self { Self(kind: .subtitleCell, text: props(.body, .label), secondary: props(.subheadline, .secondaryLabel)) }
    /// A cell with a value on the trailing side.
    public static func valueCell() -> Self {
        var c = Self(kind: .valueCell, text: props(.body, .label), secondary: props(.body, .secondaryLabel))
        c.prefersSideBySideTextAndSecondaryText = true
        return c
    }
    /// A sidebar cell (drawn as a cell).
    public static func sidebarCell() -> Self { cell() }
    /// An accompanied sidebar cell (drawn as a subtitle cell).
    public static func accompaniedSidebarCell() -> Self { subtitleCell() }
    /// A grouped list's header: footnote text, upper-cased, in the secondary label colour.
    public static func groupedHeader() -> Self {
        var c = Self(kind: .groupedHeader, text: props(.footnote, .secondaryLabel), secondary: props(.footnote, .secondaryLabel))
        c.textProperties.transform = .uppercase
        c.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: CGFloat(ControlMetrics.List.headerGap), trailing: 0)
        c.imageToTextPadding = 6
        return c
    }
    /// A grouped list's footer: footnote text in the secondary label colour.
    public static func groupedFooter() -> Self {
        var c = Self(kind: .groupedFooter, text: props(.footnote, .secondaryLabel), secondary: props(.footnote, .secondaryLabel))
        c.directionalLayoutMargins = NSDirectionalEdgeInsets(top: CGFloat(ControlMetrics.List.headerGap), leading: 0, bottom: 0, trailing: 0)
        return c
    }
    /// A plain list's header: headline text in the label colour.
    public static func plainHeader() -> Self {
        var c = Self(kind: .plainHeader, text: props(.headline, .label), secondary: props(.subheadline, .secondaryLabel))
        c.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 0, bottom: 6, trailing: 0)
        c.imageToTextPadding = 6
        return c
    }
    /// A plain list's footer: footnote text in the secondary label colour.
    public static func plainFooter() -> Self {
        var c = Self(kind: .plainFooter, text: props(.footnote, .secondaryLabel), secondary: props(.footnote, .secondaryLabel))
        c.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 0, bottom: 6, trailing: 0)
        return c
    }
    /// A header (the grouped header).
    public static func header() -> Self { groupedHeader() }
    /// A footer (the grouped footer).
    public static func footer() -> Self { groupedFooter() }
    /// An inset-grouped header in the prominent style: headline text in the label colour.
    public static func prominentInsetGroupedHeader() -> Self {
        var c = groupedHeader()
        c.textProperties = props(.headline, .label)
        return c
    }
    /// An inset-grouped header in the extra-prominent style: title 2 bold text in the label colour.
    public static func extraProminentInsetGroupedHeader() -> Self {
        var c = groupedHeader()
        c.textProperties = props(.title2, .label, weight: .bold)
        return c
    }

    public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }
    public func updated(for state: UIConfigurationState) -> Self { self }

    /// Whether this is a cell's configuration (at least 44 points tall), not a header's.
    var isCell: Bool { kind == .cell || kind == .subtitleCell || kind == .valueCell }
}

/// An axis set (UIKit's `UIAxis`).
public struct UIAxis: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let horizontal = UIAxis(rawValue: 1)
    public static let vertical = UIAxis(rawValue: 2)
    public static let both: UIAxis = [.horizontal, .vertical]
}
