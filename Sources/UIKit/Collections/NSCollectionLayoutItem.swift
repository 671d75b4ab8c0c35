import PenumbraCore

/// One axis of a compositional layout size (UIKit's `NSCollectionLayoutDimension`): a fraction
/// of the container's width or height, an absolute length, or an estimate the content's measured
/// size replaces.
public final class NSCollectionLayoutDimension: NSObject, @unchecked Sendable {
    package enum Kind: Equatable { case fractionalWidth, fractionalHeight, absolute, estimated }
    package let kind: Kind
    /// The fraction, length or estimate.
    public let dimension: CGFloat
    private init(_ kind: Kind, _ dimension: CGFloat) { self.kind = kind; self.dimension = dimension }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { Self(.fractionalWidth, fractionalWidth) }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { Self(.fractionalHeight, fractionalHeight) }
    /// A length in points.
    public static func absolute(_ absoluteDimension: CGFloat) -> Self { Self(.absolute, absoluteDimension) }
    /// An estimate; the content's measured size replaces it.
    public static func estimated(_ estimatedDimension: CGFloat) -> Self { Self(.estimated, estimatedDimension) }
    /// A size every item of the group shares, the largest measured (an estimate until measured).
    public static func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self { Self(.estimated, estimatedDimension) }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }
    public var isUniformAcrossSiblings: Bool { false }

    /// The length in a container of `size` (an estimate gives the estimate).
    package func resolve(in size: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: return size.width * dimension
        case .fractionalHeight: return size.height * dimension
        case .absolute, .estimated: return dimension
        }
    }
}

/// A width and a height (UIKit's `NSCollectionLayoutSize`).
public final class NSCollectionLayoutSize: NSObject, @unchecked Sendable {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }
    /// The size in a container of `size`.
    package func resolve(in size: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolve(in: size), height: heightDimension.resolve(in: size))
    }
}

/// Space between items (UIKit's `NSCollectionLayoutSpacing`): fixed, or flexible (at least this
/// much, with the group's leftover space shared out).
public final class NSCollectionLayoutSpacing: NSObject, @unchecked Sendable {
    public let spacing: CGFloat
    public let isFixedSpacing: Bool
    public var isFlexibleSpacing: Bool { !isFixedSpacing }
    private init(_ spacing: CGFloat, fixed: Bool) { self.spacing = spacing; isFixedSpacing = fixed }
    public static func fixed(_ fixedSpacing: CGFloat) -> Self { Self(fixedSpacing, fixed: true) }
    public static func flexible(_ flexibleSpacing: CGFloat) -> Self { Self(flexibleSpacing, fixed: false) }
}

/// Space around an item inside its group (UIKit's `NSCollectionLayoutEdgeSpacing`).
public final class NSCollectionLayoutEdgeSpacing: NSObject, @unchecked Sendable {
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?
    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
                bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}

/// One cell's size in a group (UIKit's `NSCollectionLayoutItem`).
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    /// The item's size, relative to its group.
    public let layoutSize: NSCollectionLayoutSize
    /// Supplementary views anchored to the item (badges).
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    /// Insets of the cell inside the item's space. Default zero.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space around the item in its group. Default nil.
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
        super.init()
    }
}

/// How a supplementary item sits on its item (UIKit's `NSCollectionLayoutAnchor`): the edges it
/// sticks to, offset by points or by fractions of its own size.
public final class NSCollectionLayoutAnchor: NSObject, @unchecked Sendable {
    public let edges: NSDirectionalRectEdge
    public let offset: CGPoint
    public let isAbsoluteOffset: Bool
    public var isFractionalOffset: Bool { !isAbsoluteOffset }
    public init(edges: NSDirectionalRectEdge) { self.edges = edges; offset = .zero; isAbsoluteOffset = true }
    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) { self.edges = edges; offset = absoluteOffset; isAbsoluteOffset = true }
    public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) { self.edges = edges; offset = fractionalOffset; isAbsoluteOffset = false }

    /// Where a view of `size` goes on `frame` (left to right).
    package func place(_ size: CGSize, on frame: CGRect) -> CGRect {
        var x = frame.midX - size.width / 2, y = frame.midY - size.height / 2
        if edges.contains(.leading) { x = frame.minX } else if edges.contains(.trailing) { x = frame.maxX - size.width }
        if edges.contains(.top) { y = frame.minY } else if edges.contains(.bottom) { y = frame.maxY - size.height }
        let dx = isAbsoluteOffset ? offset.x : offset.x * size.width, dy = isAbsoluteOffset ? offset.y : offset.y * size.height
        return CGRect(x: x + dx, y: y + dy, width: size.width, height: size.height)
    }
}

/// A supplementary view anchored to an item (UIKit's `NSCollectionLayoutSupplementaryItem`).
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind the data source is asked for.
    public let elementKind: String
    /// Where it sits on the item.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// Its stacking order. Default 0.
    open var zIndex = 0
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        super.init(layoutSize: layoutSize)
    }
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                itemAnchor: NSCollectionLayoutAnchor) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        super.init(layoutSize: layoutSize)
    }
}

/// Where a section's header or footer sits (UIKit's `NSRectAlignment`).
public enum NSRectAlignment: Int, Hashable, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// A section's header or footer (UIKit's `NSCollectionLayoutBoundarySupplementaryItem`).
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Which side of the section it is on.
    public let alignment: NSRectAlignment
    /// An offset from that side.
    public let offset: CGPoint
    /// Whether it stays on screen while the section scrolls (nothing scrolls in a render).
    open var pinToVisibleBounds = false
    /// Whether it adds to the section's size. Default true.
    open var extendsBoundary = true

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint = .zero) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: NSCollectionLayoutAnchor(edges: .top))
    }
}

/// A view behind a section (UIKit's `NSCollectionLayoutDecorationItem`), of a kind registered on
/// the layout.
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The registered kind.
    public let elementKind: String
    /// Its stacking order. Default 0 (behind the cells).
    open var zIndex = 0
    private init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }
    /// A view filling the section, inside its own content insets.
    public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem { NSCollectionLayoutDecorationItem(elementKind: elementKind) }
}

/// Items in a row or a column (UIKit's `NSCollectionLayoutGroup`), itself an item of a larger
/// group. A horizontal group places its subitems left to right (right to left in a right-to-left
/// layout), repeating them while they fit; with a count, that many items share the width.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    package enum Axis: Equatable { case horizontal, vertical, custom }
    package let axis: Axis
    /// The items it repeats.
    public let subitems: [NSCollectionLayoutItem]
    /// How many items share it, when given.
    package let count: Int?
    package let customProvider: (@MainActor (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem])?
    /// Space between its items. Default nil (none).
    open var interItemSpacing: NSCollectionLayoutSpacing?
    /// Supplementary views anchored to the group.
    open var supplementaryItemsOfGroup: [NSCollectionLayoutSupplementaryItem] = []

    package init(layoutSize: NSCollectionLayoutSize, axis: Axis, subitems: [NSCollectionLayoutItem], count: Int?,
                 custom: (@MainActor (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem])? = nil) {
        self.axis = axis
        self.subitems = subitems
        self.count = count.map { max(1, $0) }
        customProvider = custom
        super.init(layoutSize: layoutSize)
    }

    /// A row of the subitems, repeated while they fit.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, count: nil)
    }
    /// A row of `count` items sharing the width.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], count: count)
    }
    /// A row of `count` items of the subitem's size.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: Array(repeating: subitem, count: max(1, count)), count: nil)
    }
    /// A column of the subitems, repeated while they fit.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, count: nil)
    }
    /// A column of `count` items sharing the height.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], count: count)
    }
    /// A column of `count` items of the subitem's size.
    public static func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: Array(repeating: subitem, count: max(1, count)), count: nil)
    }
    /// Items at the frames a closure gives.
    public static func custom(layoutSize: NSCollectionLayoutSize,
                              itemProvider: @escaping @MainActor (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .custom, subitems: [], count: nil, custom: itemProvider)
    }
}

/// One item of a custom group (UIKit's `NSCollectionLayoutGroupCustomItem`).
public final class NSCollectionLayoutGroupCustomItem: NSObject, @unchecked Sendable {
    public let frame: CGRect
    public let zIndex: Int
    public init(frame: CGRect, zIndex: Int = 0) { self.frame = frame; self.zIndex = zIndex }
}
