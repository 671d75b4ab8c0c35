import Foundation
import PenumbraCore
import PenumbraTestSupport
import PenumbraUI
import Testing
import UIKit

/// A cell written as iOS code writes one: `override init(frame:)` (not `required`), a label
/// added in it, and `init?(coder:)` that is never called.
private final class BadgeCell: UICollectionViewCell {
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        label.text = "Made by init(frame:)"
        contentView.addSubview(label)
        contentView.backgroundColor = .systemBlue
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A cell that inherits `init(frame:)`.
private final class PlainCell: UICollectionViewCell {
    var configured = false
}

/// A cell whose label is pinned to its content view by constraints (self-sizing).
private final class WrappingCell: UICollectionViewCell {
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
        ])
    }
    required init?(coder: NSCoder) { nil }
}

/// A layout written as iOS code writes one: attributes made in `prepare()`, filtered by rect.
private final class DiagonalLayout: UICollectionViewLayout {
    private var cache: [UICollectionViewLayoutAttributes] = []
    override init() { super.init() }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        cache = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: CGFloat(item) * 40, y: CGFloat(item) * 30, width: 40, height: 30)
            return attributes
        }
    }
    override var collectionViewContentSize: CGSize { CGSize(width: CGFloat(cache.count) * 40, height: CGFloat(cache.count) * 30) }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { cache.filter { $0.frame.intersects(rect) } }
}

/// The common left-aligned flow layout: the superclass's attributes, copied and moved left.
private final class LeftAlignedFlowLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let attributes = super.layoutAttributesForElements(in: rect)?.map { $0.copy() as! UICollectionViewLayoutAttributes }
        var x = sectionInset.left, lineY: CGFloat = -1
        for a in attributes ?? [] where a.representedElementCategory == .cell {
            if a.frame.minY >= lineY { x = sectionInset.left }
            a.frame.origin.x = x
            x += a.frame.width + minimumInteritemSpacing
            lineY = max(lineY, a.frame.maxY)
        }
        return attributes
    }
}

/// A classic data source of `counts[section]` cells of a registered class, counting the cells
/// it makes.
@MainActor
private final class Counted: NSObject, UICollectionViewDataSource {
    let counts: [Int]
    let identifier: String
    var made = 0
    init(_ counts: [Int], identifier: String = "cell") { self.counts = counts; self.identifier = identifier }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        made += 1
        return collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }
}

/// `UICollectionView` laid out for a still snapshot: flow and compositional layouts, list
/// sections drawn as inset-grouped tables are, registrations, diffable data sources, and bounded
/// work for huge sections.
@MainActor
@Suite("UIKit collection views")
struct UICollectionViewTests {
    func color(_ b: Bitmap, _ x: Double, _ y: Double, scale: Int = 1) -> RGBA8 { b[Int(x * Double(scale)), Int(y * Double(scale))].unpremultiplied }
    func resolved(_ c: UIColor, _ traits: Traits) -> RGBA8 { c.rgba(in: UITraitCollection(traits)) }

    /// A grid of `columns` square-ish items 100 points tall, 8 points apart, 16 from the edges.
    func grid(columns: Int) -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / CGFloat(columns)),
                                                                             heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 12, bottom: 16, trailing: 12)
        return UICollectionViewCompositionalLayout(section: section)
    }

    @Test func aRegisteredClassIsMadeWithItsOwnInitFrameOverride() throws {
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), collectionViewLayout: UICollectionViewFlowLayout())
        cv.register(BadgeCell.self, forCellWithReuseIdentifier: "cell")
        let data = Counted([3])
        cv.dataSource = data
        cv.layoutIfNeeded()
        let cells = cv.visibleCells
        #expect(cells.count == 3)
        for cell in cells {
            let badge = try #require(cell as? BadgeCell, "the registered class: \(type(of: cell))")
            #expect(badge.label.superview === badge.contentView && badge.label.text == "Made by init(frame:)", "its init(frame:) ran")
        }
        // A class that inherits init(frame:), and the base class.
        #expect(UIView.make(PlainCell.self, frame: CGRect(x: 1, y: 2, width: 30, height: 40)).frame == CGRect(x: 1, y: 2, width: 30, height: 40))
        #expect(type(of: UIView.make(UICollectionViewCell.self, frame: .zero)) == UICollectionViewCell.self)
        let label = UIView.make(UILabel.self, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(label.numberOfLines == 1, "UILabel's own init(frame:) set its defaults")
    }

    @Test(arguments: [Traits.light, Traits.dark])
    func aCompositionalGridPlacesItsItemsInRowsOfColumns(traits: Traits) throws {
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 336, height: 400), collectionViewLayout: grid(columns: 3))
        cv.register(BadgeCell.self, forCellWithReuseIdentifier: "cell")
        let data = Counted([7])
        cv.dataSource = data
        let b = try UIKitRendering.render(cv, traits: traits).bitmap
        let frames = (0..<7).compactMap { cv.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames.count == 7)
        // 336 - 24 = 312 wide rows, three 104-point columns, each inset 4 each side.
        #expect(frames[0] == CGRect(x: 16, y: 16, width: 96, height: 100))
        #expect(frames[1] == CGRect(x: 120, y: 16, width: 96, height: 100))
        #expect(frames[2] == CGRect(x: 224, y: 16, width: 96, height: 100))
        #expect(frames[3] == CGRect(x: 16, y: 124, width: 96, height: 100), "the next row 8 points below")
        #expect(frames[6] == CGRect(x: 16, y: 232, width: 96, height: 100))
        #expect(cv.contentSize.height == 348, "16 + 3 × 100 + 2 × 8 + 16")
        #expect(color(b, 60, 60) == resolved(.systemBlue, traits), "a cell's content view")
        #expect(color(b, 116, 60) == resolved(.systemBackground, traits), "the gap between columns")
        #expect(color(b, 60, 120) == resolved(.systemBackground, traits), "the gap between rows")

        // Right to left: the columns mirror.
        var rtl = traits
        rtl.layoutDirection = .rightToLeft
        _ = try UIKitRendering.render(cv, traits: rtl)
        let first = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.frame == CGRect(x: 224, y: 16, width: 96, height: 100), "\(first.frame)")
    }

    @Test func aFlowLayoutSpreadsEachLineAndCentresALoneItem() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 50)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), collectionViewLayout: layout)
        cv.register(PlainCell.self, forCellWithReuseIdentifier: "cell")
        let data = Counted([4])
        cv.dataSource = data
        cv.layoutIfNeeded()
        let frames = (0..<4).compactMap { cv.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        // 300 points across: three 90-point items and two 15-point gaps (at least 10).
        #expect(frames.map(\.minX) == [10, 115, 220, 115], "\(frames)")
        #expect(frames.map(\.minY) == [10, 10, 10, 70])
        #expect(cv.contentSize.height == 130)
    }

    @Test func aCustomLayoutPlacesWhatItsAttributesSayAndOnlyWhatIsInTheBounds() throws {
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: DiagonalLayout())
        cv.register(PlainCell.self, forCellWithReuseIdentifier: "cell")
        let data = Counted([100])
        cv.dataSource = data
        cv.layoutIfNeeded()
        #expect(cv.contentSize == CGSize(width: 4000, height: 3000))
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 120, y: 90, width: 40, height: 30))
        // Items 0…4 lie in the 200-point bounds (item 5 touches its edge); nothing past is made.
        #expect((0...4).allSatisfy { cv.cellForItem(at: IndexPath(item: $0, section: 0)) != nil })
        #expect(data.made <= 6 && cv.cellForItem(at: IndexPath(item: 6, section: 0)) == nil, "cells made: \(data.made)")
        // A flow layout subclass that moves its superclass's copied attributes.
        let flow = LeftAlignedFlowLayout()
        flow.itemSize = CGSize(width: 90, height: 40)
        let left = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: flow)
        left.register(PlainCell.self, forCellWithReuseIdentifier: "cell")
        let four = Counted([4])
        left.dataSource = four
        left.layoutIfNeeded()
        let xs = (0..<4).compactMap { left.cellForItem(at: IndexPath(item: $0, section: 0))?.frame.minX }
        #expect(xs == [0, 100, 200, 0], "left-aligned lines: \(xs)")
    }

    @Test(arguments: [Traits.light, Traits.dark])
    func anInsetGroupedListIsDrawnAsAnInsetGroupedTable(traits: Traits) throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 500),
                                  collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
            var content = header.defaultContentConfiguration()
            content.text = ["Account", "More"][indexPath.section]
            header.contentConfiguration = content
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, indexPath, item in
            cv.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        source.supplementaryViewProvider = { cv, _, indexPath in cv.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath) }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["Name", "Email", "Phone"], toSection: 0)
        snapshot.appendItems(["Sign out"], toSection: 1)
        source.apply(snapshot, animatingDifferences: false)
        let b = try UIKitRendering.render(cv, traits: traits).bitmap

        // The same sections as an inset-grouped table with titled headers.
        final class Rows: NSObject, UITableViewDataSource {
            let sections = [("Account", ["Name", "Email", "Phone"]), ("More", ["Sign out"])]
            func numberOfSections(in tableView: UITableView) -> Int { sections.count }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].1.count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                var content = cell.defaultContentConfiguration()
                content.text = sections[indexPath.section].1[indexPath.row]
                cell.contentConfiguration = content
                cell.accessoryType = .disclosureIndicator
                return cell
            }
            func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].0 }
        }
        let rows = Rows()
        let table = UITableView(frame: cv.frame, style: .insetGrouped)
        table.dataSource = rows
        let t = try UIKitRendering.render(table, traits: traits).bitmap
        for (index, path) in [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0), IndexPath(item: 0, section: 1)].enumerated() {
            let listCell = try #require(cv.cellForItem(at: path))
            let tableCell = try #require(table.cellForRow(at: path))
            #expect(listCell.frame == tableCell.frame, "row \(index): list \(listCell.frame) vs table \(tableCell.frame)")
        }
        #expect(cv.contentSize.height == table.contentSize.height)
        let first = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0))).frame
        #expect(first.minX == 20 && first.width == 350 && first.height == 44)
        #expect(color(b, 5, 5) == resolved(.systemGroupedBackground, traits))
        #expect(color(b, 300, first.midY) == resolved(.secondarySystemGroupedBackground, traits), "the card")
        #expect(color(b, 20.2, first.minY + 0.2) == resolved(.systemGroupedBackground, traits), "a rounded corner")
        #expect(color(b, 200, first.maxY - 0.5) != resolved(.secondarySystemGroupedBackground, traits), "the separator")
        #expect(color(b, 30, first.maxY - 0.5) == resolved(.secondarySystemGroupedBackground, traits), "separators start under the text")
        // Pixel for pixel the list draws what the table draws.
        var differing = 0
        for y in 0..<b.height { for x in 0..<b.width where b[x, y] != t[x, y] { differing += 1 } }
        #expect(differing == 0, "\(differing) pixels differ between the list and the table")
    }

    @Test func listRowsGrowWithTheirContentAndConstrainedCellsSizeThemselves() throws {
        let configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600),
                                  collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let long = String(repeating: "A long line of text that wraps. ", count: 6)
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        let wrapping = UICollectionView.CellRegistration<WrappingCell, String> { cell, _, item in cell.label.text = item }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, indexPath, item in
            item.hasPrefix("wrap:") ? cv.dequeueConfiguredReusableCell(using: wrapping, for: indexPath, item: String(item.dropFirst(5)))
                : cv.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Short", long, "wrap:" + long])
        source.apply(snapshot)
        _ = try UIKitRendering.render(cv, traits: .light)
        let heights = (0..<3).compactMap { cv.cellForItem(at: IndexPath(item: $0, section: 0))?.frame.height }
        #expect(heights.count == 3)
        #expect(heights[0] == 44, "one line")
        #expect(heights[1] > 100, "wrapped list content: \(heights[1])")
        #expect(heights[2] > 100, "a constrained label: \(heights[2])")
        #expect(source.itemIdentifier(for: IndexPath(item: 1, section: 0)) == long)
        #expect(source.indexPath(for: "Short") == IndexPath(item: 0, section: 0))
    }

    @Test func aMillionItemsCostWhatTheFirstScreenDoes() throws {
        for layout in [grid(columns: 2), UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped))] as [UICollectionViewLayout] {
            let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
            cv.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
            let data = Counted([1_000_000])
            cv.dataSource = data
            let (_, seconds) = try CPUTime.onCurrentThread { () throws -> Bitmap in try UIKitRendering.render(cv, traits: .light).bitmap }
            #expect(data.made <= 24, "cells made: \(data.made)")
            #expect(cv.contentSize.height > 20_000_000)
            data.made = 0
            cv.contentOffset = CGPoint(x: 0, y: 10_000_000)
            _ = try UIKitRendering.render(cv, traits: .light)
            #expect(data.made <= 24, "cells made half way down: \(data.made)")
            let first = try #require(cv.indexPathsForVisibleItems.map(\.item).min())
            #expect(first > 100_000, "items near the offset: \(first)")
            #expect(seconds < 30, "\(seconds) s of CPU")
        }
        // A flow layout of a million fixed-size items.
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 100, height: 100)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: flow)
        cv.register(PlainCell.self, forCellWithReuseIdentifier: "cell")
        let data = Counted([1_000_000])
        cv.dataSource = data
        _ = try UIKitRendering.render(cv, traits: .light)
        #expect(data.made <= 40, "cells made: \(data.made)")
        #expect(abs(cv.contentSize.height - 36_666_730) < 0.01, "333 334 lines of 100 points, 10 apart: \(cv.contentSize.height)")
    }

    @Test func anOrthogonalSectionLaysItsGroupsInOneRowAndMakesOnlyThoseOnScreen() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(120)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        section.boundarySupplementaryItems = [header]
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 300), collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        cv.register(PlainCell.self, forCellWithReuseIdentifier: "cell")
        let data = Counted([50, 50])
        cv.dataSource = data
        cv.layoutIfNeeded()
        let frames = cv.indexPathsForVisibleItems.filter { $0.section == 0 }.sorted { $0.item < $1.item }.compactMap { cv.cellForItem(at: $0)?.frame }
        // (390 - 32) * 0.8 = 286.4 wide cards: the first, and the second from 312.4 (past the edge, cut off).
        #expect(frames.count == 2)
        #expect(frames.first.map { abs($0.minX - 16) < 0.001 && $0.minY == 30 && abs($0.width - 286.4) < 0.001 && $0.height == 120 } == true, "\(frames)")
        #expect(abs(frames[1].minX - 312.4) < 0.001)
        #expect(data.made <= 4, "only the groups that reach the bounds: \(data.made)")
        #expect(cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
            == CGRect(x: 16, y: 0, width: 358, height: 30))
        #expect(abs(cv.contentSize.height - 300) < 0.001, "two sections of a 30-point header and a 120-point row: \(cv.contentSize.height)")
    }

    @Test func aSnapshotKeepsItsSectionsAndItemsInOrder() {
        var s = NSDiffableDataSourceSnapshot<String, Int>()
        s.appendSections(["a", "b"])
        s.appendItems([1, 2, 3], toSection: "a")
        s.appendItems([4])
        s.appendItems([2])
        #expect(s.itemIdentifiers == [1, 2, 3, 4], "an identifier already there stays where it was")
        s.insertItems([9], beforeItem: 2)
        s.insertItems([8], afterItem: 4)
        s.deleteItems([3])
        #expect(s.itemIdentifiers(inSection: "a") == [1, 9, 2] && s.itemIdentifiers(inSection: "b") == [4, 8])
        s.moveItem(1, afterItem: 8)
        #expect(s.sectionIdentifier(containingItem: 1) == "b" && s.indexOfItem(1) == 2)
        s.insertSections(["z"], beforeSection: "a")
        s.deleteSections(["b"])
        #expect(s.sectionIdentifiers == ["z", "a"] && s.itemIdentifiers == [9, 2] && s.indexOfItem(4) == nil)
    }

    @Test func listAccessoriesSitAtTheTrailingMarginAndShrinkTheContent() throws {
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200),
                                  collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator(), .label(text: "On"), .delete()]
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, indexPath, item in
            cv.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Wi-Fi"])
        source.apply(snapshot)
        let b = try UIKitRendering.render(cv, traits: .light).bitmap
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        // The chevron 16 points from the trailing edge, the label before it; the delete control
        // shows only while editing.
        let label = try #require(cell.subviews.compactMap { $0 as? UILabel }.first)
        #expect(label.text == "On" && label.frame.maxX <= 320 - 16 - 9 - 12 + 0.001, "\(label.frame)")
        #expect(cell.contentView.frame.maxX <= label.frame.minX, "the content stops before the accessories")
        #expect(cell.contentView.frame.minX == 0, "no leading accessory at rest")
        let chevron = (0..<17).contains { dy in color(b, 320 - 16 - 4.5, cell.frame.minY + 13.5 + Double(dy)) != resolved(.systemBackground, .light) }
        #expect(chevron, "the disclosure chevron is drawn")
        cv.isEditing = true
        cv.layoutIfNeeded()
        let editing = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(editing.contentView.frame.minX > 0, "the delete control comes in at the leading side")
    }

    @Test func aListFollowsTheAppearance() throws {
        // The collection view holds its data source weakly, as UIKit's does.
        var kept: [AnyObject] = []
        let findings = try UIKitAppearanceSwitch.findingsBothWays(size: CGSize(width: 320, height: 240)) {
            var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            configuration.headerMode = .firstItemInSection
            let cv = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
            let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
                cell.accessories = [.checkmark()]
            }
            let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, indexPath, item in
                cv.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["Header", "Wi-Fi", "Bluetooth"])
            source.apply(snapshot)
            kept.append(source)
            return cv
        }
        #expect(findings.isEmpty, "\(findings)")
        withExtendedLifetime(kept) {}
    }
}
