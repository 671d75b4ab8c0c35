import PenumbraCore
import PenumbraView

/// The space a section is laid out in (UIKit's `NSCollectionLayoutContainer`).
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider is told (UIKit's `NSCollectionLayoutEnvironment`).
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment {
    var container: any NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

/// The collection view's size and traits, for section providers.
package struct LayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    package var contentSize: CGSize
    package var contentInsets: NSDirectionalEdgeInsets
    package var traitCollection: UITraitCollection
    package var effectiveContentSize: CGSize {
        CGSize(width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
               height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
    package var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    package var container: any NSCollectionLayoutContainer { self }
}

/// How a section scrolls across the main axis (UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`): any value but `.none` lays its groups
/// in one row, drawn at rest from the start.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Hashable, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// What a section's content insets are measured from (UIKit's `UIContentInsetsReference`).
public enum UIContentInsetsReference: Int, Hashable, Sendable { case automatic, none, safeArea, layoutMargins, readableContent }

/// One section of a compositional layout (UIKit's `NSCollectionLayoutSection`): its group,
/// repeated until the section's items are placed, with headers, footers and a background.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    /// The group repeated.
    public let group: NSCollectionLayoutGroup
    /// Insets around the section's content. Default zero.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space between groups. Default 0.
    open var interGroupSpacing: CGFloat = 0
    /// How it scrolls across. Default `.none`.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Headers and footers.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Views behind the section.
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Whether headers and footers keep to the content insets. Default true.
    open var supplementariesFollowContentInsets = true
    /// What the content insets are measured from. Default `.automatic`.
    open var contentInsetsReference: UIContentInsetsReference = .automatic
    /// What the supplementaries' insets are measured from.
    open var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic
    /// Called as items scroll (nothing scrolls in a render).
    open var visibleItemsInvalidationHandler: ((_ visibleItems: [Any], _ contentOffset: CGPoint, _ environment: any NSCollectionLayoutEnvironment) -> Void)?

    /// The list look, for a section made by ``list(using:layoutEnvironment:)``.
    package var list: UICollectionLayoutListConfiguration?

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }

    /// A list section: one full-width row per item, measured, drawn as the configuration says.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                          heightDimension: .estimated(CGFloat(ControlMetrics.List.minimumRowHeight)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: group)
        section.list = configuration
        return section
    }
}
