/// The user's preferred text size, as UIKit's `UIContentSizeCategory`: seven standard sizes and
/// five accessibility sizes. Default: ``large``.
///
/// Cases are in increasing order of text size, so `Comparable` follows size.
public enum ContentSizeCategory: Int, CaseIterable, Hashable, Comparable, Sendable, Codable {
    /// The seven standard sizes, `xs` to `xxxl`; `large` is the default.
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    /// The five accessibility sizes ("Larger Accessibility Sizes"), `ax1` to `ax5`.
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    /// The two largest accessibility sizes, `ax4` and `ax5`.
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// UIKit's raw value of the category (`UIContentSizeCategory.rawValue`), e.g.
    /// `UICTContentSizeCategoryL`, as it appears in logs and launch arguments.
    public var uiKitName: String {
        switch self {
        case .extraSmall: "UICTContentSizeCategoryXS"
        case .small: "UICTContentSizeCategoryS"
        case .medium: "UICTContentSizeCategoryM"
        case .large: "UICTContentSizeCategoryL"
        case .extraLarge: "UICTContentSizeCategoryXL"
        case .extraExtraLarge: "UICTContentSizeCategoryXXL"
        case .extraExtraExtraLarge: "UICTContentSizeCategoryXXXL"
        case .accessibilityMedium: "UICTContentSizeCategoryAccessibilityM"
        case .accessibilityLarge: "UICTContentSizeCategoryAccessibilityL"
        case .accessibilityExtraLarge: "UICTContentSizeCategoryAccessibilityXL"
        case .accessibilityExtraExtraLarge: "UICTContentSizeCategoryAccessibilityXXL"
        case .accessibilityExtraExtraExtraLarge: "UICTContentSizeCategoryAccessibilityXXXL"
        }
    }

    /// The short token used in variant names: `xs s m l xl xxl xxxl ax1 ax2 ax3 ax4 ax5`.
    public var variantToken: String {
        switch self {
        case .extraSmall: "xs"
        case .small: "s"
        case .medium: "m"
        case .large: "l"
        case .extraLarge: "xl"
        case .extraExtraLarge: "xxl"
        case .extraExtraExtraLarge: "xxxl"
        case .accessibilityMedium: "ax1"
        case .accessibilityLarge: "ax2"
        case .accessibilityExtraLarge: "ax3"
        case .accessibilityExtraExtraLarge: "ax4"
        case .accessibilityExtraExtraExtraLarge: "ax5"
        }
    }

    /// The system default, `.large` (body text at 17 pt).
    public static let `default` = ContentSizeCategory.large

    /// The short name Apple's Dynamic Type table uses: `xS`, `S`, `M`, `L`, `xL`, `xxL`, `xxxL`,
    /// `AX1` … `AX5`.
    public var shortName: String {
        ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"][rawValue]
    }

    /// Whether this is one of the five accessibility sizes (UIKit's `isAccessibilityCategory`).
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// Parses a UIKit raw name (`UICTContentSizeCategoryAccessibilityXL`), a variant token
    /// (`ax3`) or the Swift case name (`accessibilityExtraLarge`); `nil` for anything else.
    public init?(parsing text: String) {
        guard let match = Self.allCases.first(where: {
            $0.uiKitName == text || $0.variantToken == text || "\($0)" == text
        }) else { return nil }
        self = match
    }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// Decodes any form ``init(parsing:)`` reads (`"large"`, `"l"`, `"UICTContentSizeCategoryL"`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let category = ContentSizeCategory(parsing: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown content size category '\(text)'")
        }
        self = category
    }

    /// Encodes the case name (`"accessibilityMedium"`), readable in JSON reports.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode("\(self)")
    }
}
