import PenumbraCore
import PenumbraView

/// What a compositional layout does across sections (UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`).
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// Which way sections follow each other. Default vertical.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// Space between sections. Default 0.
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// What content insets are measured from. Default `.automatic`.
    open var contentInsetsReference: UIContentInsetsReference = .automatic
    public override init() { super.init() }
}

/// UIKit's compositional layout: each section's group repeated until its items are placed, with
/// boundary headers and footers, backgrounds and list sections.
///
/// Only what the collection view's bounds show is made and measured: groups above the bounds are
/// counted at their estimated size (every group of a section has the same size before
/// measurement) and groups below are counted, never laid out, so a section of a million items
/// costs what its first screen does. An item with an estimated dimension is measured: the
/// collection view makes its cell and asks it for its fitting size. A section with orthogonal
/// scrolling lays its groups in one row, drawn from its start.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public typealias SectionProvider = @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let provider: SectionProvider
    /// The layout-wide settings.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration { didSet { invalidateLayout() } }

    private var placed: [UICollectionViewLayoutAttributes] = []
    private var size: CGSize = .zero
    /// The sections of the last layout, for list placement.
    private var sections: [NSCollectionLayoutSection?] = []

    public init(section: NSCollectionLayoutSection) {
        provider = { _, _ in section }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        provider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }
    public init(sectionProvider: @escaping SectionProvider) {
        provider = sectionProvider
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }
    public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        provider = sectionProvider
        self.configuration = configuration
        super.init()
    }
    public required init?(coder: NSCoder) { return nil }

    open override var collectionViewContentSize: CGSize { size }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        placed.filter { $0.frame.intersects(rect) || ($0.frame.isEmpty && rect.contains($0.frame.origin)) }
    }
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        placed.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        placed.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
    }

    package override var defaultBackground: UIColor {
        sections.lazy.compactMap { $0?.list }.first?.resolvedBackground ?? .systemBackground
    }

    package override func listPlacement(section: Int, item: Int, kind: String?) -> ListPlacement? {
        guard let cv = collectionView, section < sections.count, let list = sections[section]?.list else { return nil }
        if let kind {
            let header = kind == UICollectionView.elementKindSectionHeader
            return ListPlacement(role: header ? .header : .footer, appearance: list.appearance, margin: list.cardInset + list.margin,
                                 background: nil, separator: false, separatorColor: list.separatorConfiguration.color, corners: [])
        }
        let count = cv.numberOfItems(inSection: section)
        let headerRow = list.headerMode == .firstItemInSection && item == 0
        if headerRow {
            return ListPlacement(role: .header, appearance: list.appearance, margin: list.margin, background: nil, separator: false,
                                 separatorColor: list.separatorConfiguration.color, corners: [])
        }
        let first = item == (list.headerMode == .firstItemInSection ? 1 : 0), last = item == count - 1
        var corners: CACornerMask = []
        if list.appearance == .insetGrouped {
            if first { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if last { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        }
        var separator = list.showsSeparators && (!last || list.appearance == .plain)
        let visibility = list.separatorConfiguration.bottomSeparatorVisibility
        if visibility != .automatic { separator = visibility == .visible }
        if let handler = list.itemSeparatorHandler {
            let custom = handler(IndexPath(item: item, section: section), list.separatorConfiguration)
            if custom.bottomSeparatorVisibility != .automatic { separator = custom.bottomSeparatorVisibility == .visible }
        }
        return ListPlacement(role: .cell, appearance: list.appearance, margin: list.margin, background: list.rowBackground,
                             separator: separator, separatorColor: list.separatorConfiguration.color, corners: corners)
    }

    // MARK: Layout

    open override func prepare() {
        placed = []
        sections = []
        size = .zero
        guard let cv = collectionView else { return }
        let bounds = cv.bounds
        let inset = cv.adjustedContentInset
        let environment = LayoutEnvironment(contentSize: bounds.size,
                                            contentInsets: NSDirectionalEdgeInsets(top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right),
                                            traitCollection: cv.traitCollection)
        let visible = bounds
        let horizontal = configuration.scrollDirection == .horizontal
        var cursor: CGFloat = horizontal ? 0 : inset.top
        let count = cv.numberOfSections
        for index in 0..<count {
            let section = provider(index, environment)
            sections.append(section)
            guard let section else { continue }
            if index > 0 { cursor += configuration.interSectionSpacing }
            var engine = SectionEngine(view: cv, layout: self, section: section, index: index, environment: environment,
                                       total: cv.numberOfItems(inSection: index), visible: visible,
                                       rtl: cv.effectiveUserInterfaceLayoutDirection == .rightToLeft)
            if horizontal {
                let width = engine.layOutRow(atX: cursor, top: inset.top, height: max(0, bounds.height - inset.top - inset.bottom))
                cursor += width
            } else {
                cursor = engine.layOut(atY: cursor, width: bounds.width, first: index == 0, last: index == count - 1)
            }
            placed.append(contentsOf: engine.placed)
        }
        size = horizontal ? CGSize(width: cursor, height: bounds.height) : CGSize(width: bounds.width, height: cursor)
    }
}

/// Lays out one section: its groups from a cursor of items, measuring only what is visible.
@preconcurrency @MainActor
private struct SectionEngine {
    let view: UICollectionView
    let layout: UICollectionViewLayout
    let section: NSCollectionLayoutSection
    let index: Int
    let environment: LayoutEnvironment
    let total: Int
    let visible: CGRect
    let rtl: Bool
    var placed: [UICollectionViewLayoutAttributes] = []

    /// One laid-out leaf: the item index in the section and its frame.
    typealias Leaf = (item: Int, frame: CGRect)

    /// The boundary items on top and bottom, the list's headers and footers included.
    private var boundaries: (top: [NSCollectionLayoutBoundarySupplementaryItem], bottom: [NSCollectionLayoutBoundarySupplementaryItem]) {
        var items = section.boundarySupplementaryItems
        if let list = section.list {
            let estimate = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(CGFloat(ControlMetrics.List.minimumRowHeight)))
            if list.headerMode == .supplementary {
                items.append(NSCollectionLayoutBoundarySupplementaryItem(layoutSize: estimate, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
            }
            if list.footerMode == .supplementary {
                items.append(NSCollectionLayoutBoundarySupplementaryItem(layoutSize: estimate, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
            }
        }
        let top: Set<NSRectAlignment> = [.top, .topLeading, .topTrailing]
        return (items.filter { top.contains($0.alignment) }, items.filter { !top.contains($0.alignment) })
    }

    /// Lays the section out from `y` in a vertical layout `width` wide; returns where it ends.
    mutating func layOut(atY y0: CGFloat, width: CGFloat, first: Bool, last: Bool) -> CGFloat {
        let list = section.list
        let spacing = CGFloat(ControlMetrics.List.sectionSpacing)
        var y = y0
        if let list, list.isGrouped, first { y += spacing }
        let sectionTop = y
        let insets = section.contentInsets
        let card = list?.cardInset ?? 0
        let lead = insets.leading + card, trail = insets.trailing + card
        let contentWidth = max(0, width - lead - trail)
        let container = CGSize(width: contentWidth, height: environment.effectiveContentSize.height)
        y += insets.top
        let (tops, bottoms) = boundaries
        let supplementaryX = section.supplementariesFollowContentInsets ? insets.leading : 0
        let supplementaryWidth = section.supplementariesFollowContentInsets ? width - insets.leading - insets.trailing : width
        for item in tops {
            y += placeBoundary(item, x: supplementaryX, y: y, width: supplementaryWidth, height: container.height)
        }
        if section.orthogonalScrollingBehavior != .none {
            y += layOutRow(atX: lead, y: y, container: container, limit: width)
        } else {
            y = layOutColumn(x: lead, y: y, container: container)
        }
        for item in bottoms {
            y += placeBoundary(item, x: supplementaryX, y: y, width: supplementaryWidth, height: container.height)
        }
        y += insets.bottom
        placeDecorations(CGRect(x: 0, y: sectionTop, width: width, height: y - sectionTop))
        if let list, list.isGrouped { y += spacing }
        return y
    }

    /// Lays the section out as one column of a horizontal layout, from `x`; returns its width.
    mutating func layOutRow(atX x: CGFloat, top: CGFloat, height: CGFloat) -> CGFloat {
        let insets = section.contentInsets
        let container = CGSize(width: visible.width - insets.leading - insets.trailing, height: height - insets.top - insets.bottom)
        let before = placed.count
        _ = layOutRow(atX: x + insets.leading, y: top + insets.top, container: container, limit: .greatestFiniteMagnitude)
        let right = placed[before...].map(\.frame.maxX).max() ?? x
        return right - x + insets.trailing
    }

    /// Groups top to bottom from `y`; returns where they end.
    private mutating func layOutColumn(x: CGFloat, y start: CGFloat, container: CGSize) -> CGFloat {
        var y = start, next = 0
        let gap = section.interGroupSpacing
        while next < total {
            // The group as estimated: every group of the section has this size and count before
            // its items are measured.
            var probe = next
            var scratch: [Leaf] = []
            let estimated = layOutGroup(section.group, at: CGPoint(x: x, y: y), in: container, next: &probe, measuring: false, into: &scratch)
            let taken = probe - next
            guard taken > 0 else { break }
            let step = estimated.height + gap
            if y + estimated.height < visible.minY, step > 0 {
                let skip = max(1, min(Int(((visible.minY - y) / step).rounded(.down)), (total - next) / taken))
                y += CGFloat(skip) * step
                next += skip * taken
                continue
            }
            if y > visible.maxY {
                let groups = (total - next + taken - 1) / taken
                y += CGFloat(groups) * step - gap
                return y
            }
            var leaves: [Leaf] = []
            let size = layOutGroup(section.group, at: CGPoint(x: x, y: y), in: container, next: &next, measuring: true, into: &leaves)
            place(leaves)
            y += size.height
            if next < total { y += gap }
        }
        return y
    }

    /// Groups left to right from `x` in one row, up to `limit`; returns the row's height.
    private mutating func layOutRow(atX x0: CGFloat, y: CGFloat, container: CGSize, limit: CGFloat) -> CGFloat {
        var x = x0, next = 0, height: CGFloat = 0
        while next < total, x < limit {
            var leaves: [Leaf] = []
            let before = next
            let size = layOutGroup(section.group, at: CGPoint(x: x, y: y), in: container, next: &next, measuring: true, into: &leaves)
            guard next > before else { break }
            place(leaves)
            height = max(height, size.height)
            x += size.width + section.interGroupSpacing
        }
        return height
    }

    /// Lays `group` out at `origin` in a container of `container`, taking items from `next`;
    /// returns the group's size. With `measuring`, items of estimated size are measured.
    private func layOutGroup(_ group: NSCollectionLayoutGroup, at origin: CGPoint, in container: CGSize, next: inout Int,
                             measuring: Bool, into leaves: inout [Leaf]) -> CGSize {
        var size = group.layoutSize.resolve(in: container)
        if group.axis == .custom {
            for custom in group.customProvider?(environment) ?? [] where next < total {
                leaves.append((next, custom.frame.offsetBy(dx: origin.x, dy: origin.y)))
                next += 1
            }
            return size
        }
        let horizontal = group.axis == .horizontal
        let mainLength = horizontal ? size.width : size.height
        let spacing = group.interItemSpacing?.spacing ?? 0
        // Each slot: its main-axis length, its cross length, and its leaves relative to it.
        var slots: [(main: CGFloat, cross: CGFloat, leaves: [Leaf])] = []
        var used: CGFloat = 0
        var subitem = 0
        while next < total {
            let item = group.subitems.isEmpty ? nil : group.subitems[subitem % group.subitems.count]
            var slotSize: CGSize
            var slotLeaves: [Leaf] = []
            var taken = next
            if let count = group.count, let item {
                guard slots.count < count else { break }
                let share = (mainLength - spacing * CGFloat(count - 1)) / CGFloat(count)
                let resolved = item.layoutSize.resolve(in: size)
                slotSize = horizontal ? CGSize(width: share, height: resolved.height) : CGSize(width: resolved.width, height: share)
                slotSize = leafOrGroup(item, size: slotSize, parent: size, fixedMain: true, horizontal: horizontal, next: &taken,
                                       measuring: measuring, into: &slotLeaves)
            } else if let item {
                slotSize = leafOrGroup(item, size: item.layoutSize.resolve(in: size), parent: size, fixedMain: false,
                                       horizontal: horizontal, next: &taken, measuring: measuring, into: &slotLeaves)
            } else {
                break
            }
            let main = horizontal ? slotSize.width : slotSize.height
            let edge = edgeSpacing(item, horizontal: horizontal)
            let start = used + (slots.isEmpty ? 0 : spacing)
            if !slots.isEmpty, group.count == nil, start + edge.lead + main + edge.trail > mainLength + 0.001 { break }
            slots.append((main + edge.lead + edge.trail, horizontal ? slotSize.height : slotSize.width,
                          slotLeaves.map { ($0.item, $0.frame.offsetBy(dx: horizontal ? edge.lead : 0, dy: horizontal ? 0 : edge.lead)) }))
            used = start + main + edge.lead + edge.trail
            next = taken
            subitem += 1
            if main <= 0, group.count == nil { break }
        }
        // An estimated group takes its size from its items.
        let cross = slots.map(\.cross).max() ?? 0
        if horizontal, group.layoutSize.heightDimension.isEstimated { size.height = cross }
        if !horizontal, group.layoutSize.widthDimension.isEstimated { size.width = cross }
        if horizontal, group.layoutSize.widthDimension.isEstimated { size.width = used }
        if !horizontal, group.layoutSize.heightDimension.isEstimated { size.height = used }
        // Flexible spacing shares out what is left.
        var gap = spacing
        if let flexible = group.interItemSpacing, flexible.isFlexibleSpacing, slots.count > 1 {
            gap += max(0, (horizontal ? size.width : size.height) - used) / CGFloat(slots.count - 1)
        }
        var position: CGFloat = 0
        for slot in slots {
            for leaf in slot.leaves {
                var frame = leaf.frame
                if horizontal {
                    let x = rtl ? size.width - position - slot.main : position
                    frame = frame.offsetBy(dx: origin.x + x, dy: origin.y)
                } else {
                    frame = frame.offsetBy(dx: origin.x, dy: origin.y + position)
                }
                leaves.append((leaf.item, frame))
            }
            position += slot.main + gap
        }
        return size
    }

    /// A subitem of `size`: a group laid out in it, or a leaf (measured when estimated).
    /// Returns its size; its leaves are relative to its own origin.
    private func leafOrGroup(_ item: NSCollectionLayoutItem, size proposed: CGSize, parent: CGSize, fixedMain: Bool, horizontal: Bool,
                             next: inout Int, measuring: Bool, into leaves: inout [Leaf]) -> CGSize {
        if let group = item as? NSCollectionLayoutGroup {
            var inner: [Leaf] = []
            let size = layOutGroup(group, at: .zero, in: parent, next: &next, measuring: measuring, into: &inner)
            leaves.append(contentsOf: inner)
            return fixedMain ? (horizontal ? CGSize(width: proposed.width, height: size.height) : CGSize(width: size.width, height: proposed.height)) : size
        }
        var size = proposed
        let freeWidth = item.layoutSize.widthDimension.isEstimated && !(fixedMain && horizontal)
        let freeHeight = item.layoutSize.heightDimension.isEstimated && !(fixedMain && !horizontal)
        if measuring, freeWidth || freeHeight {
            let insets = item.contentInsets
            let inner = CGSize(width: size.width - insets.leading - insets.trailing, height: size.height - insets.top - insets.bottom)
            let fitted = view.fittingSize(ofItemAt: IndexPath(item: next, section: index), proposed: inner, fixedWidth: !freeWidth, fixedHeight: !freeHeight)
            if freeWidth { size.width = min(parent.width, fitted.width + insets.leading + insets.trailing) }
            if freeHeight { size.height = fitted.height + insets.top + insets.bottom }
        }
        let insets = item.contentInsets
        let frame = CGRect(x: rtl ? insets.trailing : insets.leading, y: insets.top,
                           width: max(0, size.width - insets.leading - insets.trailing), height: max(0, size.height - insets.top - insets.bottom))
        leaves.append((next, frame))
        next += 1
        return size
    }

    /// Fixed edge spacing before and after an item on the group's axis.
    private func edgeSpacing(_ item: NSCollectionLayoutItem?, horizontal: Bool) -> (lead: CGFloat, trail: CGFloat) {
        guard let edge = item?.edgeSpacing else { return (0, 0) }
        return horizontal ? (edge.leading?.spacing ?? 0, edge.trailing?.spacing ?? 0) : (edge.top?.spacing ?? 0, edge.bottom?.spacing ?? 0)
    }

    /// Records the leaves as cell attributes, with the items' supplementary items.
    private mutating func place(_ leaves: [Leaf]) {
        for leaf in leaves {
            let path = IndexPath(item: leaf.item, section: index)
            let attributes = UICollectionViewLayoutAttributes(forCellWith: path)
            attributes.frame = leaf.frame
            attributes.list = layout.listPlacement(section: index, item: leaf.item, kind: nil)
            if let list = section.list, attributes.list?.role == .header {
                // A header row sits off the card, across it.
                attributes.frame = CGRect(x: list.cardInset, y: leaf.frame.minY, width: leaf.frame.width, height: leaf.frame.height)
            }
            placed.append(attributes)
        }
        let badges = leafItem?.supplementaryItems ?? []
        for leaf in leaves {
            for badge in badges {
                let size = badge.layoutSize.resolve(in: leaf.frame.size)
                let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: badge.elementKind, with: IndexPath(item: leaf.item, section: index))
                attributes.frame = badge.containerAnchor.place(size, on: leaf.frame)
                attributes.zIndex = badge.zIndex + 1
                placed.append(attributes)
            }
        }
    }

    /// The leaf item of the section's group (the first; supplementary items are read from it).
    private var leafItem: NSCollectionLayoutItem? {
        var node: NSCollectionLayoutItem = section.group
        while let group = node as? NSCollectionLayoutGroup, let first = group.subitems.first { node = first }
        return node === section.group ? nil : node
    }

    /// Places a header or footer at `y`; returns the height it adds.
    private mutating func placeBoundary(_ item: NSCollectionLayoutBoundarySupplementaryItem, x: CGFloat, y: CGFloat, width: CGFloat,
                                        height containerHeight: CGFloat) -> CGFloat {
        var size = item.layoutSize.resolve(in: CGSize(width: width, height: containerHeight))
        let path = IndexPath(item: 0, section: index)
        if item.layoutSize.heightDimension.isEstimated || item.layoutSize.widthDimension.isEstimated {
            let fitted = view.fittingSize(ofSupplementaryOfKind: item.elementKind, at: path, proposed: size,
                                          fixedWidth: !item.layoutSize.widthDimension.isEstimated,
                                          fixedHeight: !item.layoutSize.heightDimension.isEstimated)
            if item.layoutSize.heightDimension.isEstimated { size.height = fitted.height }
            if item.layoutSize.widthDimension.isEstimated { size.width = min(width, fitted.width) }
        }
        var originX = x
        switch item.alignment {
        case .topTrailing, .bottomTrailing, .trailing: originX = rtl ? x : x + width - size.width
        case .top, .bottom: originX = x + (width - size.width) / 2
        default: originX = rtl ? x + width - size.width : x
        }
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: item.elementKind, with: path)
        attributes.frame = CGRect(x: originX + item.offset.x, y: y + item.offset.y, width: size.width, height: size.height)
        attributes.zIndex = item.zIndex
        attributes.list = layout.listPlacement(section: index, item: 0, kind: item.elementKind)
        placed.append(attributes)
        return item.extendsBoundary ? size.height : 0
    }

    /// The section's backgrounds.
    private mutating func placeDecorations(_ frame: CGRect) {
        for item in section.decorationItems {
            let insets = item.contentInsets
            let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: item.elementKind, with: IndexPath(item: 0, section: index))
            attributes.frame = CGRect(x: frame.minX + insets.leading, y: frame.minY + insets.top,
                                      width: max(0, frame.width - insets.leading - insets.trailing),
                                      height: max(0, frame.height - insets.top - insets.bottom))
            attributes.zIndex = item.zIndex - 1
            placed.append(attributes)
        }
    }
}
