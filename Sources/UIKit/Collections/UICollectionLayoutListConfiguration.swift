import PenumbraCore
import PenumbraView

/// A list section's look (UIKit's `UICollectionLayoutListConfiguration`): the same plain, grouped
/// and inset-grouped metrics as a table view's (``ControlMetrics/List``), with separators,
/// headers and footers as the modes say.
public struct UICollectionLayoutListConfiguration {
    /// The list's look.
    public enum Appearance: Int, Hashable, Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    /// Where a section's header comes from.
    public enum HeaderMode: Int, Hashable, Sendable { case none, supplementary, firstItemInSection }
    /// Where a section's footer comes from.
    public enum FooterMode: Int, Hashable, Sendable { case none, supplementary }

    /// The look.
    public var appearance: Appearance
    /// Whether rows are separated by lines. Default true.
    public var showsSeparators = true
    /// The separators' look.
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// The list's background; nil: the appearance's.
    public var backgroundColor: UIColor?
    /// Where headers come from. Default `.none`.
    public var headerMode: HeaderMode = .none
    /// Where footers come from. Default `.none`.
    public var footerMode: FooterMode = .none
    /// Space above each header; nil: the system's (none at rest).
    public var headerTopPadding: CGFloat?
    /// Changes one row's separators.
    public var itemSeparatorHandler: ((IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration)?
    /// Swipe actions (none are drawn at rest).
    public var leadingSwipeActionsConfigurationProvider: ((IndexPath) -> Any?)?
    public var trailingSwipeActionsConfigurationProvider: ((IndexPath) -> Any?)?

    public init(appearance: Appearance) {
        self.appearance = appearance
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// Whether sections are separated and rows drawn on cards or bands (not plain).
    package var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped || appearance == .sidebar }
    /// The leading and trailing margin of row content.
    package var margin: CGFloat {
        CGFloat(appearance == .insetGrouped ? ControlMetrics.List.insetGroupedMargin : ControlMetrics.List.plainMargin)
    }
    /// How far inset-grouped cards are from the list's edges.
    package var cardInset: CGFloat { appearance == .insetGrouped ? CGFloat(ControlMetrics.List.insetGroupedMargin) : 0 }
    /// The list's background.
    package var resolvedBackground: UIColor {
        backgroundColor ?? (isGrouped ? .systemGroupedBackground : .systemBackground)
    }
    /// A row's background.
    package var rowBackground: UIColor? {
        switch appearance {
        case .plain: return .systemBackground
        case .grouped, .insetGrouped: return .secondarySystemGroupedBackground
        case .sidebar, .sidebarPlain: return nil
        }
    }
}

/// A list's separators (UIKit's `UIListSeparatorConfiguration`).
public struct UIListSeparatorConfiguration: Hashable {
    /// Whether a separator is shown.
    public enum Visibility: Int, Hashable, Sendable { case automatic, visible, hidden }
    public var topSeparatorVisibility: Visibility = .automatic
    public var bottomSeparatorVisibility: Visibility = .automatic
    /// Insets of the top separator; leading -1… automatic: under the text.
    public var topSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: UIListSeparatorConfiguration.automaticInsets, bottom: 0, trailing: 0)
    public var bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: UIListSeparatorConfiguration.automaticInsets, bottom: 0, trailing: 0)
    /// The separators' colour. Default `.separator`.
    public var color: UIColor = .separator
    public var multipleSelectionColor: UIColor = .separator
    public var visualEffect: Int?
    /// The inset that asks for the system's.
    public static let automaticInsets: CGFloat = -.greatestFiniteMagnitude
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}
}

extension UICollectionViewCompositionalLayout {
    /// A layout of list sections.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in .list(using: configuration, layoutEnvironment: environment) }
    }
}
